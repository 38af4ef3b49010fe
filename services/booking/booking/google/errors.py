from ringbook_common.errors import ServiceError, Unavailable


class GoogleFailure(ServiceError):
    """Google Calendar could not do what we asked; the message is fit for the owner."""

    status_code = 502
    transient = False


class GoogleUnavailable(GoogleFailure, Unavailable):
    """Google did not answer, timed out, or answered 5xx/429: worth trying again later."""

    status_code = 503
    message = "Google Calendar is not answering right now. Please try again in a moment."
    transient = True


class GoogleRefused(GoogleFailure):
    """Google answered with a 4xx: trying the same request again will not help."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason
        hint = " Please connect it again." if status == 401 else ""
        super().__init__(f"Google Calendar refused the request ({reason}).{hint}")

    @property
    def gone(self) -> bool:
        return self.status in (404, 410)


class CalendarStillPending(Unavailable):
    message = ("This staff member's Google calendar is still being created. "
               "Please try again in a moment.")
