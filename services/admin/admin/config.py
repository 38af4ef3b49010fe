from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    """Environment: `ADMIN_<FIELD>` (e.g. `ADMIN_DATABASE_URL`).

    What the integrations screen reports, as this deployment is set up:
    `ADMIN_VOICE_PROVIDER` (`retell` or `local`; empty: no voice provider), `ADMIN_CALCOM_CONFIGURED` and
    `ADMIN_GOOGLE_CONFIGURED` (true once the OAuth clients are set up), `ADMIN_SMS_BACKEND` (`twilio` with
    `ADMIN_TWILIO_ACCOUNT_SID`; `outbox` is a development file, not configured) and `ADMIN_MAIL_BACKEND` (`smtp`
    with `ADMIN_SMTP_HOST`; `outbox` likewise). `ADMIN_INTEGRATION_CHECK_SECONDS`: how often they are re-checked.
    """

    model_config = SettingsConfigDict(env_prefix="ADMIN_", extra="ignore")

    service_name: str = "admin"
    voice_provider: str = ""
    calcom_configured: bool = False
    google_configured: bool = False
    integration_check_seconds: float = 3600.0
