from ringbook_common.errors import Conflict, Invalid, NotFound


class ServiceNotFound(NotFound):
    message = "Service not found"


class StaffNotFound(NotFound):
    message = "Staff member not found"


class StaffDoesNotOfferService(Invalid):
    message = "This staff member does not offer this service"


class BadRange(Invalid):
    pass


class SlotTaken(Conflict):
    """409 with the nearest free slots, so the caller can offer another time at once."""

    message = "Sorry, that time was just taken. Here are the nearest times still free."

    def __init__(self, alternatives: list[dict], message: str | None = None) -> None:
        super().__init__(message, extra={"alternatives": alternatives})
        self.alternatives = alternatives
