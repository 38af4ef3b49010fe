"""Who may open the socket: the provider sends no credentials on it (providers.md §5.1), so its URL carries a
secret path segment derived from the provider key, checked in constant time before the handshake is accepted."""

import hashlib
import hmac

LABEL = b"ringbook live socket v1"


def socket_token(key: str) -> str:
    """The path segment of our socket's URL for the provider key `key` (hex HMAC-SHA256 of a fixed label)."""
    return hmac.new(key.encode(), LABEL, hashlib.sha256).hexdigest()


def token_matches(token: str, key: str) -> bool:
    """Whether `token` is the socket token of `key`; never for an empty key."""
    if not key:
        return False
    return hmac.compare_digest(token.encode(), socket_token(key).encode())
