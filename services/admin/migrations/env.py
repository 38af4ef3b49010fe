from admin.models import Base
from ringbook_common.migrations import run_env

run_env(Base.metadata, env_var="ADMIN_DATABASE_URL")
