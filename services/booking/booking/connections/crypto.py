"""Secrets at rest (calendar tokens, webhook secrets, PKCE verifiers): Fernet, with rotation by key list."""

from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from booking.config import Settings


class TokenBox:
    def __init__(self, keys: list[str]) -> None:
        if not keys:
            raise RuntimeError("booking: no token encryption key configured (BOOKING_TOKEN_KEYS[_FILE])")
        self._fernet = MultiFernet([Fernet(key.encode()) for key in keys])

    @classmethod
    def of(cls, settings: Settings) -> "TokenBox":
        return cls([key.strip() for key in settings.secret("token_keys").split(",") if key.strip()])

    def seal(self, plain: str) -> str:
        return self._fernet.encrypt(plain.encode()).decode()

    def open(self, sealed: str) -> str:
        try:
            return self._fernet.decrypt(sealed.encode()).decode()
        except InvalidToken:
            raise ValueError("a stored secret cannot be decrypted with the configured keys") from None


def new_key() -> str:
    return Fernet.generate_key().decode()
