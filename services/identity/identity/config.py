from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    model_config = SettingsConfigDict(env_prefix="IDENTITY_", extra="ignore")

    service_name: str = "identity"
    session_cookie: str = "rb_session"
    session_absolute_days: int = 30
    session_idle_days: int = 7
    code_ttl_minutes: int = 15
    code_max_attempts: int = 5           # wrong codes per address and window, however many codes were sent
    code_tries_window_minutes: int = 15
    code_cooldown_seconds: int = 60      # one identity e-mail per address in this time
    login_max_failures: int = 5
    login_window_minutes: int = 15
    login_max_failures_per_ip: int = 50
    limits_sweep_seconds: float = 3600

    @property
    def secure_cookies(self) -> bool:
        return not self.is_dev
