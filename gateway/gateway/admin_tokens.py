"""Operator tokens: one per operator, named, held only as SHA-256 digests; a presented token is compared in
constant time against every one, and the match's name is who acted (the audit trail's operator).

Configured as `name:digest` pairs, comma-separated (`GATEWAY_ADMIN_TOKEN_HASHES`); a bare digest is an operator
known by the digest's first characters. Revoking a token is removing its pair.
"""

import hashlib
import hmac
import re

from gateway.config import Settings

_NAME = re.compile(r"[A-Za-z0-9._@-]{1,64}")
DEV_OPERATOR = "dev"


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _parse(entry: str) -> tuple[str, str] | None:
    entry = entry.strip()
    if not entry:
        return None
    name, _, hashed = entry.rpartition(":")
    hashed = hashed.strip().lower()
    if not re.fullmatch(r"[0-9a-f]{64}", hashed):
        raise ValueError("an operator token entry must be name:<sha256 hex> or <sha256 hex>")
    name = name.strip()
    if name and not _NAME.fullmatch(name):
        raise ValueError(f"operator names use letters, digits and . _ @ - (got {name!r})")
    return name or f"operator:{hashed[:12]}", hashed


class AdminTokens:
    def __init__(self, entries: list[str]) -> None:
        self._known = [pair for pair in map(_parse, entries) if pair]

    @classmethod
    def from_settings(cls, settings: Settings) -> "AdminTokens":
        entries = settings.admin_token_hashes.split(",")
        if settings.admin_token_file and settings.admin_token_file.exists():
            entries.append(f"{DEV_OPERATOR}:{digest(settings.admin_token_file.read_text().strip())}")
        return cls(entries)

    def check(self, presented: str | None) -> str | None:
        """The name of the operator whose token this is, or None."""
        if not presented:
            return None
        candidate = digest(presented)
        match = None
        for name, known in self._known:  # every entry is compared: the time taken says nothing of which matched
            if hmac.compare_digest(candidate, known):
                match = name
        return match
