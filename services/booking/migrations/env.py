from booking.models import Base
from ringbook_common.migrations import run_env

run_env(Base.metadata, env_var="BOOKING_DATABASE_URL")
