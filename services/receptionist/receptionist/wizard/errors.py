from ringbook_common.errors import Conflict, Forbidden, Invalid

NOT_YOUR_BUSINESS = "You can only change your own business"


class NotYourBusiness(Forbidden):
    message = NOT_YOUR_BUSINESS


class CalendarNotConnected(Invalid):
    def __init__(self) -> None:
        super().__init__("Please connect your booking calendar first",
                         fields={"calendar": "Your booking calendar is not connected"})


class UnknownEventType(Invalid):
    def __init__(self, field: str = "defaultEventTypeId") -> None:
        super().__init__("Choose one of your event types", fields={field: "Not one of your event types"})


class NoEventTypes(Invalid):
    def __init__(self, *, calcom: bool) -> None:
        # The built-in calendar's event types are the salon's services.
        message = ("No event types found. Please create an event type in Cal.com first." if calcom
                   else "No event types found. Please add a service first.")
        super().__init__(message, fields={"defaultEventTypeId": "No event types to choose from"})


class NotReadyToLaunch(Invalid):
    """The gating of the review step, named field by field."""


class AlreadyProvisioning(Conflict):
    message = "Your AI receptionist is already being set up. This takes about 10-15 seconds."


class AlreadyActive(Conflict):
    message = "Your AI receptionist is already active."
