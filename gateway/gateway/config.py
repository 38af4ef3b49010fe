from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from gateway.routes import SERVICES


class Settings(BaseSettings):
    """Gateway settings (`GATEWAY_` prefix); upstreams as `GATEWAY_IDENTITY_URL`, `GATEWAY_BOOKING_URL`, …"""

    model_config = SettingsConfigDict(env_prefix="GATEWAY_", extra="ignore", populate_by_name=True)

    env: str = Field(default="production", validation_alias="RINGBOOK_ENV")
    identity_url: str = "http://127.0.0.1:8101"
    leads_url: str = "http://127.0.0.1:8102"
    tenants_url: str = "http://127.0.0.1:8103"
    booking_url: str = "http://127.0.0.1:8104"
    receptionist_url: str = "http://127.0.0.1:8105"
    admin_url: str = "http://127.0.0.1:8106"
    nats_url: str = "nats://127.0.0.1:4222"

    web_root: Path = Path(".")
    internal_private_key: str = ""
    internal_private_key_file: Path | None = None
    admin_token_hashes: str = ""          # comma-separated SHA-256 hex digests of operator tokens
    admin_token_file: Path | None = None  # dev: the plain token generated into .data/secrets
    dev_outbox_file: Path | None = None

    session_cookie: str = "rb_session"
    session_cache_seconds: float = 5.0
    public_origins: str = ""              # comma-separated extra origins allowed to change state
    trust_forwarded_for: bool = False
    max_body_bytes: int = 1_048_576
    auth_rate_per_minute: int = 20
    forms_rate_per_minute: int = 10
    operator_rate_per_minute: int = 600  # every /api/admin request, per client: the consoles poll
    health_timeout_seconds: float = 1.5
    upstream_connections: int = 256
    # Below the services' own keep-alive (uvicorn's 5 s), so the gateway never picks a connection the service is
    # closing at that very moment.
    upstream_keepalive_seconds: float = 4.0
    # How long the service may take to accept a socket the gateway passes through (the provider waits 7 s).
    socket_open_timeout_seconds: float = 5.0
    log_level: str = "INFO"

    @property
    def is_dev(self) -> bool:
        return self.env == "dev"

    def upstream(self, service: str) -> str:
        url: str = getattr(self, f"{service}_url")
        return url.rstrip("/")

    def upstreams(self) -> dict[str, str]:
        return {service: self.upstream(service) for service in SERVICES}

    def private_key_pem(self) -> str:
        if self.internal_private_key:
            return self.internal_private_key
        if self.internal_private_key_file:
            return self.internal_private_key_file.read_text()
        raise RuntimeError("gateway: no internal token private key configured")
