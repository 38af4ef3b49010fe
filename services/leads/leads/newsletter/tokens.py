"""Unsubscribe links: `<subscriber id>.<HMAC-SHA256 of it>`, signed with the service's signing secret.

The id is a random UUID, so a link names nobody; the MAC makes it unguessable. Links never expire: an old
newsletter's link must still work.
"""

import base64
import hashlib
import hmac
import uuid

_PURPOSE = b"leads.unsubscribe:"


def _mac(key: bytes, subscriber_id: uuid.UUID) -> str:
    digest = hmac.new(key, _PURPOSE + str(subscriber_id).encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def sign(key: bytes, subscriber_id: uuid.UUID) -> str:
    return f"{subscriber_id}.{_mac(key, subscriber_id)}"


def verify(key: bytes, token: str) -> uuid.UUID | None:
    subscriber, _, mac = token.strip().partition(".")
    try:
        subscriber_id = uuid.UUID(subscriber)
    except ValueError:
        return None
    if not hmac.compare_digest(mac.encode("utf-8", "replace"), _mac(key, subscriber_id).encode()):
        return None
    return subscriber_id
