"""The voice provider's request signature (providers.md §1.6), for custom function calls and call webhooks.

The header `x-retell-signature` reads `v=<unix_ms>,d=<hex HMAC-SHA256(key, raw_body + str(v))>`; a request is
accepted when the digest matches and its timestamp is within the window of now, either way.
"""

import hashlib
import hmac
import re
import time

from fastapi import Request

from ringbook_common.errors import Unauthorized
from ringbook_common.openapi import Responses

HEADER = "x-retell-signature"
UNSIGNED: Responses = {401: {"description": "Not signed with our key (`x-retell-signature`) within the window"}}

_FORMAT = re.compile(r"v=(\d{1,16}),d=([0-9a-f]{64})")


def _digest(raw: bytes, key: str, stamp: str) -> str:
    return hmac.new(key.encode(), raw + stamp.encode(), hashlib.sha256).hexdigest()


def sign(raw: bytes, key: str, now_ms: int) -> str:
    """The header value a provider sends for `raw` at `now_ms`."""
    stamp = str(int(now_ms))
    return f"v={stamp},d={_digest(raw, key, stamp)}"


def signed_headers(raw: bytes, key: str) -> dict[str, str]:
    """The headers of a JSON request the provider sends now: what our simulated line and self-test send too."""
    return {"content-type": "application/json", HEADER: sign(raw, key, now_ms())}


def verify(raw: bytes, key: str, header: str | None, now_ms: int, window_s: int = 300) -> bool:
    """Whether `header` signs `raw` with `key` and is no further than `window_s` seconds from `now_ms`."""
    if not key or not header:
        return False
    match = _FORMAT.fullmatch(header.strip())
    if match is None:
        return False
    stamp = match[1]
    if abs(now_ms - int(stamp)) > window_s * 1000:
        return False
    return hmac.compare_digest(_digest(raw, key, stamp), match[2])


def now_ms() -> int:
    return int(time.time() * 1000)


def check(request: Request, raw: bytes) -> None:
    """Refuse (401) a request the voice provider did not sign with our key within the window."""
    settings = request.app.state.settings
    if not verify(raw, settings.secret("voice_provider_key"), request.headers.get(HEADER), now_ms(),
                  settings.signature_window_seconds):
        raise Unauthorized("This request is not signed by the voice provider")
