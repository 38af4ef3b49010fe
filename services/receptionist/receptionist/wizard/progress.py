"""The wizard's status as a pure state machine: how saving a step moves it, what the owner is shown, and what is
still missing before the receptionist can be launched.

The stored status is the furthest point reached and only moves forward while the owner saves steps; going back
to edit a step never lowers it. What the owner is shown derives from it:
- not_started until something is saved; `event_types` once a Cal.com account is linked (the connect step is
  done), since the built-in calendar is connected from the start and needs no step of its own;
- `calcom_auth` while the booking calendar cannot take bookings (Cal.com chosen but failing): nothing can be
  launched until it is connected again;
- `review` when provisioning failed (the agent is `failed`), so the owner can launch again (Retry).
`calcom_auth` and `event_types` are never stored, only shown.
"""

from dataclasses import dataclass

from receptionist.models import SETUP_STATUSES, SetupStatus

# Saving a step moves the wizard on to the step after it.
NEXT_AFTER: dict[str, SetupStatus] = {"event_types": "business_info", "business_info": "staff", "staff": "services",
                                      "services": "review"}
LAUNCHED: tuple[SetupStatus, ...] = ("provisioning", "ready")


def advance(current: SetupStatus, saved_step: str) -> SetupStatus:
    """The stored status after the owner saved `saved_step`: forward only, and untouched once launched."""
    if current in LAUNCHED:
        return current
    return max(current, NEXT_AFTER[saved_step], key=SETUP_STATUSES.index)


def shown(stored: SetupStatus, *, calendar_connected: bool, calcom_linked: bool,
          agent_status: str | None) -> SetupStatus:
    if stored == "provisioning" and agent_status in (None, "failed", "not_provisioned"):
        return "review"
    if stored in LAUNCHED:
        return stored
    if not calendar_connected:
        return "calcom_auth"
    if stored == "not_started" and calcom_linked:
        return "event_types"
    return stored


@dataclass(frozen=True)
class Readiness:
    calendar_connected: bool
    default_event_type_id: str | None
    location: str
    city: str
    staff_count: int
    service_count: int


# field -> what the owner still has to do
STILL_NEEDED = {
    "calendar": "connect your booking calendar",
    "defaultEventTypeId": "choose a default event type",
    "location": "enter your business location",
    "city": "enter your city",
    "staff": "add at least one staff member",
    "services": "add at least one service",
}


def missing(readiness: Readiness) -> dict[str, str]:
    """What still stands between the owner and launching, by field, in the wizard's order."""
    gaps = {
        "calendar": not readiness.calendar_connected,
        "defaultEventTypeId": not readiness.default_event_type_id,
        "location": not readiness.location.strip(),
        "city": not readiness.city.strip(),
        "staff": readiness.staff_count < 1,
        "services": readiness.service_count < 1,
    }
    return {name: STILL_NEEDED[name][0].upper() + STILL_NEEDED[name][1:] for name, gap in gaps.items() if gap}


def missing_message(gaps: dict[str, str]) -> str:
    return "Before launching, please " + ", ".join(STILL_NEEDED[name] for name in gaps) + "."
