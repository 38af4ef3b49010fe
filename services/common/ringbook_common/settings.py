from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class ServiceSettings(BaseSettings):
    """Settings every service has; a service subclasses it with its own `env_prefix`.

    e.g. `IDENTITY_DATABASE_URL`, `IDENTITY_NATS_URL`, `IDENTITY_INTERNAL_PUBLIC_KEY_FILE`.
    """

    model_config = SettingsConfigDict(env_prefix="RINGBOOK_", extra="ignore")

    service_name: str = "service"
    env: str = Field(default="production", validation_alias="RINGBOOK_ENV")
    database_url: str = "postgresql+asyncpg://postgres@127.0.0.1:5432/postgres"
    database_pool_size: int = 10
    nats_url: str = "nats://127.0.0.1:4222"
    rpc_timeout_seconds: float = 2.0
    internal_public_key: str = ""
    internal_public_key_file: Path | None = None
    log_level: str = "INFO"

    @property
    def is_dev(self) -> bool:
        return self.env == "dev"

    def public_key_pem(self) -> str:
        if self.internal_public_key:
            return self.internal_public_key
        if self.internal_public_key_file:
            return self.internal_public_key_file.read_text()
        raise RuntimeError(f"{self.service_name}: no internal token public key configured")
