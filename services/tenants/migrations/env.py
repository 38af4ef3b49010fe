from ringbook_common.migrations import run_env
from tenants.models import Base

run_env(Base.metadata, env_var="TENANTS_DATABASE_URL")
