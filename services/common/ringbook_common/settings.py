from pathlib import Path

from pydantic import Field, PrivateAttr
from pydantic_settings import BaseSettings, SettingsConfigDict

from ringbook_common.db import POOL_SIZE


class ServiceSettings(BaseSettings):
    """Settings every service has; a service subclasses it with its own `env_prefix`.

    e.g. `IDENTITY_DATABASE_URL`, `IDENTITY_NATS_URL`, `IDENTITY_INTERNAL_PUBLIC_KEY_FILE`.
    """

    model_config = SettingsConfigDict(env_prefix="RINGBOOK_", extra="ignore", populate_by_name=True)

    service_name: str = "service"
    env: str = Field(default="production", validation_alias="RINGBOOK_ENV")
    database_url: str = "postgresql+asyncpg://postgres@127.0.0.1:5432/postgres"
    database_pool_size: int = POOL_SIZE  # connections kept open to the database; a burst waits for one
    nats_url: str = "nats://127.0.0.1:4222"  # several, comma-separated, for a cluster
    nats_stream_replicas: int = 1  # 3 on a three-node JetStream cluster: a stream survives losing a node
    rpc_timeout_seconds: float = 2.0
    internal_public_key: str = ""
    internal_public_key_file: Path | None = None
    log_level: str = "INFO"
    signing_secret: str = ""              # keys codes, tokens and links this service signs
    signing_secret_file: Path | None = None
    public_base_url: str = "http://localhost:8000"

    dev_outbox_file: Path | None = Field(default=None, validation_alias="RINGBOOK_DEV_OUTBOX_FILE")
    mail_backend: str = ""            # "smtp" or "outbox"; empty: outbox in dev, smtp elsewhere
    mail_from: str = "Ringbook <hello@ringbook.app>"
    smtp_host: str = "localhost"
    smtp_port: int = 587
    smtp_username: str = ""
    smtp_password: str = ""
    smtp_starttls: bool = True
    sms_backend: str = ""             # "twilio" or "outbox"; empty: outbox in dev, twilio elsewhere
    twilio_account_sid: str = ""
    twilio_auth_token: str = ""
    twilio_from_number: str = ""
    twilio_base_url: str = "https://api.twilio.com/2010-04-01"

    _signing_key: bytes | None = PrivateAttr(default=None)
    _secrets: dict[str, str] = PrivateAttr(default_factory=dict)

    @property
    def is_dev(self) -> bool:
        return self.env == "dev"

    def model_post_init(self, _: object) -> None:
        if not self.mail_backend:
            self.mail_backend = "outbox" if self.is_dev else "smtp"
        if not self.sms_backend:
            self.sms_backend = "outbox" if self.is_dev else "twilio"

    def dev_outbox_path(self) -> Path:
        return self.dev_outbox_file or Path(".data/outbox.jsonl")

    def signing_key(self) -> bytes:
        """Read once: hot paths (every offered slot's id) sign with it."""
        if self._signing_key is None:
            if self.signing_secret:
                self._signing_key = self.signing_secret.encode()
            elif self.signing_secret_file:
                self._signing_key = self.signing_secret_file.read_text().strip().encode()
            else:
                raise RuntimeError(f"{self.service_name}: no signing secret configured")
        return self._signing_key

    def secret(self, name: str) -> str:
        """A secret setting from its value or, failing that, its `<name>_file` setting; read once."""
        if name not in self._secrets:
            value = getattr(self, name)
            path = getattr(self, f"{name}_file", None)
            self._secrets[name] = value or (path.read_text().strip() if path else "")
        return self._secrets[name]

    def public_key_pem(self) -> str:
        if self.internal_public_key:
            return self.internal_public_key
        if self.internal_public_key_file:
            return self.internal_public_key_file.read_text()
        raise RuntimeError(f"{self.service_name}: no internal token public key configured")
