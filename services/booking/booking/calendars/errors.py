from ringbook_common.errors import Conflict


class CalendarNotConnected(Conflict):
    message = "Please connect your Google Calendar first to share calendars with staff"

    def __init__(self) -> None:
        super().__init__(extra={"title": "Google Calendar Not Connected"})
