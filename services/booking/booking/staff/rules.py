"""Pure rules about staff membership."""

import re
import unicodedata

from booking.staff.errors import StaffHasUpcomingAppointments

MAX_STAFF = 200
# Room for a "-NNN" suffix within the 40 characters a staff id may have.
STAFF_ID_BASE_MAX = 35


def ensure_removable(*, name: str, upcoming_appointments: int, force: bool) -> None:
    """A member with upcoming appointments is not dropped silently: only when the owner insists (force)."""
    if upcoming_appointments > 0 and not force:
        raise StaffHasUpcomingAppointments(name, upcoming_appointments)


def staff_id_from_name(name: str, taken: set[str]) -> str:
    """A staff id for a member added by name only (the setup wizard): the name as a slug, lower-cased, accents
    dropped, spaces as hyphens; "-2", "-3"... when a current member already has it (compared case-insensitively)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9-]", "", re.sub(r"\s+", "-", plain.strip().lower()))
    base = re.sub(r"-{2,}", "-", base).strip("-")[:STAFF_ID_BASE_MAX].strip("-") or "staff"
    taken = {item.lower() for item in taken}
    candidate, suffix = base, 2
    while candidate in taken:
        candidate = f"{base}-{suffix}"
        suffix += 1
    return candidate
