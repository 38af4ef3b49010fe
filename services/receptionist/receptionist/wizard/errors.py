from receptionist import languages
from ringbook_common.errors import BadRequest, Conflict, Forbidden, Invalid

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


class LanguageNotOffered(BadRequest):
    def __init__(self, refused: list[str]) -> None:
        offered = languages.listed(languages.ADDITIONAL_NAMES)
        message = (f"{languages.listed(refused)} {'is' if len(refused) == 1 else 'are'} not offered: choose from "
                   f"{offered} (English is always spoken)")
        super().__init__(message, fields={"additionalLanguages": message})


class NotReadyToLaunch(Invalid):
    """The gating of the review step, named field by field."""


class AlreadyProvisioning(Conflict):
    message = "Your AI receptionist is already being set up. This takes about 10-15 seconds."


class AlreadyActive(Conflict):
    message = "Your AI receptionist is already active."


class NotLaunched(Conflict):
    message = "Your AI receptionist has no number yet: launch it first."
