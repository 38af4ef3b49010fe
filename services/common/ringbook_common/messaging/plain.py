"""Text that reaches a message from someone else's hands (a salon, service, staff or customer name, a caller's
words): one line, no links, a bounded length. Every composer of a text or an e-mail passes such text here, so
our sender can never be made to carry a link to someone's phone."""

import re
import unicodedata

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")
# What a phone or mail client turns into a link. A token with a scheme, "www." or an address is dropped; a bare
# host name ("evil.example", "bit.ly/x") keeps its words but not its dots' grip ("St.James" -> "St. James").
_LINK = re.compile(r"\S*(?:[a-z][a-z0-9+.-]*://|(?:mailto|tel|sms|javascript|data):|www\.|\S@\S)\S*", re.IGNORECASE)
_HOST_DOT = re.compile(r"(?<=[a-z0-9-])[.\u3002](?=[a-z])", re.IGNORECASE)
_SPACES = re.compile(r"\s+")


def one_line(value: str, *, limit: int) -> str:
    """Control characters and line breaks become spaces; runs of spaces one; cut to `limit` characters."""
    value = _CONTROL.sub(" ", unicodedata.normalize("NFKC", value))
    value = _SPACES.sub(" ", value).strip()
    return value if len(value) <= limit else value[:limit - 1].rstrip() + "…"


def plain(value: str, *, limit: int = 80) -> str:
    """`one_line` without anything that reads as a link."""
    unlinked = _HOST_DOT.sub(". ", _LINK.sub(" ", one_line(value, limit=10 * limit)))
    return one_line(unlinked, limit=limit)
