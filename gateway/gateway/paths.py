"""One reading of a request's path, made once: the gateway judges a request on it and forwards exactly it.

Percent-escapes are decoded, `.` and `..` segments resolved, duplicate and trailing slashes dropped. A path with
no single reading is refused rather than guessed at: an encoded `/`, `\\` or `%` (a later decoding would read
another path), a `..` above the root, a control character, a broken escape or bytes that are not UTF-8.
"""

import re
import unicodedata
from dataclasses import dataclass
from urllib.parse import quote

from gateway.kept import kept

REFUSED_MESSAGE = "That address is not valid"

_ESCAPE = re.compile(rb"%([0-9A-Fa-f]{2})")
# Encoded, these would turn into a separator or an escape for whoever decodes the path next.
_NEVER_ENCODED = {ord("/"), ord("\\"), ord("%")}
# RFC 3986 path characters besides the unreserved ones: forwarded as they are.
_KEPT_AS_IS = "/!$&'()*+,;=:@"


class UnsafePath(ValueError):
    """A path that cannot be read one way only."""


@dataclass(frozen=True)
class RequestPath:
    decoded: str  # what routes are judged on, and what the service's router will see
    encoded: str  # the same path as it goes on the wire upstream


# A portal's pages ask the same few paths again and again: the reading of each path of an ordinary length is kept
# (bounded, least recently used; a refusal is not kept, and is judged afresh every time).
KEPT_PATH_BYTES = 512


def _reading(raw: bytes) -> RequestPath:
    decoded = _resolve_segments(_decode(raw.split(b"?", 1)[0]))
    return RequestPath(decoded=decoded, encoded=quote(decoded, safe=_KEPT_AS_IS))


def _decode(raw: bytes) -> str:
    if b"%" in _ESCAPE.sub(b"", raw):
        raise UnsafePath("a % that starts no escape")

    def unescape(match: re.Match[bytes]) -> bytes:
        value = int(match.group(1), 16)
        if value in _NEVER_ENCODED:
            raise UnsafePath("an encoded separator or escape")
        return bytes((value,))

    try:
        text = _ESCAPE.sub(unescape, raw).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnsafePath("not UTF-8") from exc
    if "\\" in text or any(unicodedata.category(char) == "Cc" for char in text):
        raise UnsafePath("a backslash or a control character")
    if not text.startswith("/"):
        raise UnsafePath("not an absolute path")
    return text


def _resolve_segments(path: str) -> str:
    segments: list[str] = []
    for segment in path.split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if not segments:
                raise UnsafePath("above the root")
            segments.pop()
            continue
        segments.append(segment)
    return "/" + "/".join(segments)


normalise = kept(_reading, longest=KEPT_PATH_BYTES)
