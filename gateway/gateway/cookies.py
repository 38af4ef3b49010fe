"""A cookie's value in a `Cookie` header, read as the standard library reads cookies.

A browser sends the same header with every request of a visit, so each header's reading is kept (a bounded,
least-recently-used set): parsing it afresh was a visible share of a signed-in request in the gateway's profile.
Only headers of an ordinary size are kept, so the set stays small whatever anyone sends.
"""

from http.cookies import SimpleCookie
from typing import NamedTuple

from gateway.kept import kept

KEPT_HEADER_BYTES = 1024


class Reading(NamedTuple):
    readable: bool       # False for a mangled header, which carries no session at all
    value: str | None    # the named cookie's value; None when the header lacks it


def _reading(header: bytes, name: str) -> Reading:
    cookie: SimpleCookie = SimpleCookie()
    try:
        cookie.load(header.decode("latin-1"))
    except Exception:  # noqa: BLE001 - a mangled cookie header is no session
        return Reading(False, None)
    morsel = cookie.get(name)
    return Reading(True, morsel.value if morsel and morsel.value else None)


read_cookie = kept(_reading, longest=KEPT_HEADER_BYTES)
