"""Pure rules about staff membership."""

from booking.staff.errors import StaffHasUpcomingAppointments

MAX_STAFF = 200


def ensure_removable(*, name: str, upcoming_appointments: int, force: bool) -> None:
    """A member with upcoming appointments is not dropped silently: only when the owner insists (force)."""
    if upcoming_appointments > 0 and not force:
        raise StaffHasUpcomingAppointments(name, upcoming_appointments)
