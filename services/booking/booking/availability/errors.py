from ringbook_common.errors import Conflict, Invalid, NotFound


class ServiceNotFound(NotFound):
    message = "Service not found"


class ServiceNotOfferedHere(NotFound):
    """The business offers the service, but not at this location."""

    message = "This service is not offered at this location"


class StaffNotFound(NotFound):
    message = "Staff member not found"


class StaffDoesNotOfferService(Invalid):
    message = "This staff member does not offer this service"


class BadRange(Invalid):
    pass


class TimeNotBookable(Invalid):
    """422: the wanted time can never be booked as asked (see refusals.py), with the nearest free times when
    there are any."""

    def __init__(self, reason: str, message: str, alternatives: list[dict] | None = None,
                 window_days: int = 0) -> None:
        super().__init__(message, extra={"reason": reason, "alternatives": alternatives or []})
        self.reason = reason
        self.alternatives = alternatives or []
        self.window_days = window_days


class SlotTaken(Conflict):
    """409 with the nearest free slots, so the caller can offer another time at once."""

    message = "Sorry, that time was just taken. Here are the nearest times still free."

    def __init__(self, alternatives: list[dict], message: str | None = None) -> None:
        super().__init__(message, extra={"alternatives": alternatives})
        self.alternatives = alternatives
