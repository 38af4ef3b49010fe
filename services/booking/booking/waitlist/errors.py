from ringbook_common.errors import Invalid, NotFound


class EntryNotFound(NotFound):
    message = "Waitlist entry not found"


class CannotJoin(Invalid):
    def __init__(self, message: str, *, field: str) -> None:
        super().__init__(message, fields={field: message})
