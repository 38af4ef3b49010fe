from ringbook_common.errors import Conflict, Invalid, NotFound


class AppointmentNotFound(NotFound):
    message = "Appointment not found"


class NotScheduled(Conflict):
    def __init__(self, status: str, action: str) -> None:
        super().__init__(f"This appointment is {status}; only a scheduled appointment can be {action}.")


class CannotChangeStatus(Conflict):
    def __init__(self, current: str, wanted: str) -> None:
        super().__init__(f"A {current} appointment cannot be marked {wanted}.")


class IdempotencyKeyReused(Invalid):
    message = "That Idempotency-Key was already used for a different request"


class CannotReassign(Conflict):
    """Nothing was changed: the member chosen to take over an appointment cannot take it."""
