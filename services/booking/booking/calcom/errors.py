from ringbook_common.errors import Conflict, Invalid, ServiceError, Unavailable

UNAVAILABLE = ("Cal.com is not answering right now, so nothing was booked. Please offer to call the customer back, "
               "or try again in a moment.")


class CalcomUnavailable(Unavailable):
    """Cal.com timed out, could not be reached or failed (5xx): nothing was changed on our side."""

    message = UNAVAILABLE


class CalcomRefused(ServiceError):
    """Cal.com answered 4xx; callers give it their own meaning (a refused key, a taken slot...)."""

    status_code = 502
    message = "Cal.com refused the request"

    def __init__(self, status: int, code: str, detail: str) -> None:
        super().__init__(f"Cal.com refused the request: {detail}")
        self.status, self.code, self.detail = status, code, detail


class EventTypeTaken(Conflict):
    """Cal.com's webhooks name the event type, so one event type takes one location's bookings."""

    def __init__(self) -> None:
        super().__init__("That event type already takes another location's bookings",
                         fields={"eventTypeId": "Already another location's event type"})


class KeyRefused(Invalid):
    message = "Cal.com did not accept this API key"


class UnknownEventType(Invalid):
    def __init__(self) -> None:
        super().__init__("Choose one of your event types", fields={"eventTypeId": "Not one of your event types"})


class NotConnected(Invalid):
    def __init__(self) -> None:
        super().__init__("Connect Cal.com first", fields={"eventTypeId": "Cal.com is not connected"})
