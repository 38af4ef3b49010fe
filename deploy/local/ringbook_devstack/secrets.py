"""Dev secrets, generated on first run into .data/secrets/ (git-ignored), one value per file."""

import base64
import secrets
from pathlib import Path

from gateway.routes import SERVICES
from ringbook_common.auth import generate_keypair


def _write_once(path: Path, value: str) -> None:
    if path.exists():
        return
    path.write_text(value)
    path.chmod(0o600)


def ensure_dev_secrets(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    directory.chmod(0o700)
    _write_once(directory / "admin-token", secrets.token_urlsafe(32))
    _write_once(directory / "voice-provider-key", "key_" + secrets.token_hex(24))
    # What the local text provider signs inbound texts with, as Twilio signs with the account's auth token.
    _write_once(directory / "text-provider-token", secrets.token_hex(16))
    for service in SERVICES:
        _write_once(directory / f"{service}-signing-secret", secrets.token_urlsafe(48))
    # Fernet's key format: 32 random bytes, url-safe base64.
    _write_once(directory / "booking-token-keys", base64.urlsafe_b64encode(secrets.token_bytes(32)).decode())
    if not (directory / "internal-token-private.pem").exists():
        private, public = generate_keypair()
        (directory / "internal-token-public.pem").unlink(missing_ok=True)
        _write_once(directory / "internal-token-private.pem", private)
        _write_once(directory / "internal-token-public.pem", public)
    return directory
