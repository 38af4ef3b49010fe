"""Which of the business's locations the caller is talking about: one of the others get_business_info listed,
named by the words that set it apart ("do you have a shop downtown?", "the Oak Street one"). No I/O."""

from typing import Any

from receptionist.conversation.salon import Salon
from receptionist.locations.matching import best


def named_elsewhere(text: str, salon: Salon) -> dict[str, Any] | None:
    """The other location the caller named, as get_business_info listed it; None when they named none, or the
    one the call is about already."""
    others = salon.locations
    if not others:
        return None
    here = {"name": salon.name, "address": salon.facts.get("address") or "", "here": True}
    found = best(text, [here, *others], ident=lambda place: "", name=lambda place: place.get("name") or "",
                 described=lambda place: f"{place.get('name') or ''} {place.get('address') or ''}")
    return None if found is None or found.get("here") else found
