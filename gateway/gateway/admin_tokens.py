"""Operator tokens: only their SHA-256 digests are held, and a presented token is compared in constant time."""

import hashlib
import hmac

from gateway.config import Settings


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class AdminTokens:
    def __init__(self, digests: list[str]) -> None:
        self._digests = [d.strip().lower() for d in digests if d.strip()]

    @classmethod
    def from_settings(cls, settings: Settings) -> "AdminTokens":
        digests = settings.admin_token_hashes.split(",")
        if settings.admin_token_file and settings.admin_token_file.exists():
            digests.append(digest(settings.admin_token_file.read_text().strip()))
        return cls(digests)

    def check(self, presented: str | None) -> str | None:
        """The matching digest's short id (who acted, for the audit trail) or None."""
        if not presented:
            return None
        candidate = digest(presented)
        match = None
        for known in self._digests:
            if hmac.compare_digest(candidate, known):
                match = known
        return f"operator:{match[:12]}" if match else None
