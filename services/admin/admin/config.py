from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    """Environment: `ADMIN_<FIELD>` (e.g. `ADMIN_DATABASE_URL`).

    The integrations screen reports what the services that use each integration answer over the bus;
    `ADMIN_INTEGRATION_CHECK_SECONDS`: how often they are asked, `ADMIN_INTEGRATION_RETRY_SECONDS`: how soon
    again when one of them did not answer. `ADMIN_READ_MODEL_SNAPSHOT_SECONDS`: how often the read models are
    snapshotted for a rebuild to start from (admin.snapshots).
    """

    model_config = SettingsConfigDict(env_prefix="ADMIN_", extra="ignore")

    service_name: str = "admin"
    integration_check_seconds: float = 3600.0
    integration_retry_seconds: float = 15.0
    read_model_snapshot_seconds: float = 86400.0
