from identity.models import Base
from ringbook_common.migrations import run_env

run_env(Base.metadata, env_var="IDENTITY_DATABASE_URL")
