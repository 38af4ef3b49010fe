"""The salon's address: one line, owned by the tenants service (DESIGN §11), the one callers are told. The setup
wizard asks for it in parts (street, city, state, ZIP code); they are written as that one line and read back from
it: the parts the wizard saved while they still make the line, else the line split at its commas. No I/O."""

import re
from dataclasses import dataclass

_STATE_AND_ZIP = re.compile(r"(?P<state>[^\d,]*?)\s*(?P<zip>\d[\d\- ]*\d|\d)?")


@dataclass(frozen=True)
class Parts:
    location: str = ""
    city: str = ""
    state: str = ""
    zip_code: str = ""


def one_line(parts: Parts) -> str:
    """"12 Main St, Austin, TX 78701": the parts given, in that order."""
    region = " ".join(part for part in (parts.state.strip(), parts.zip_code.strip()) if part)
    return ", ".join(part for part in (parts.location.strip(), parts.city.strip(), region) if part)


def _region(text: str) -> tuple[str, str] | None:
    """("TX", "78701") from "TX 78701", ("", "78701") from "78701", ("TX", "") from "TX"; None when the text
    does not read as a state and ZIP code (a city's name, say)."""
    match = _STATE_AND_ZIP.fullmatch(text)
    if match is None:
        return None
    state, zip_code = match["state"].strip(), (match["zip"] or "").strip()
    if zip_code or (state.isupper() and len(state) == 2):
        return state, zip_code
    return None


def parts_of(address: str, saved: Parts) -> Parts:
    """The wizard's parts of `address`: `saved` when they make it, else the line split at its commas (the street
    first, then the city, then the state and ZIP code)."""
    address = " ".join(address.split())
    if not address or one_line(saved) == address:
        return saved
    pieces = [piece.strip() for piece in address.split(",") if piece.strip()]
    region = _region(pieces[-1]) if len(pieces) > 1 else None
    if region is not None:
        pieces = pieces[:-1]
    state, zip_code = region or ("", "")
    if len(pieces) == 1:
        return Parts(location=pieces[0], state=state, zip_code=zip_code)
    return Parts(location=", ".join(pieces[:-1]), city=pieces[-1], state=state, zip_code=zip_code)
