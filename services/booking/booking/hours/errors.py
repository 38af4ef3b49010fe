from booking.hours.across import Clash
from ringbook_common.errors import Conflict


class HoursElsewhere(Conflict):
    """409: the member would be at two locations at once."""

    def __init__(self, found: Clash, *, there: str) -> None:
        here, theirs = found.here, found.there
        super().__init__(f"{here.day} {here.label()} overlaps the hours they work at {there} ({theirs.day} "
                         f"{theirs.label()} there): a member can't be at two locations at once",
                         fields={"hours": f"{here.day} {here.label()} overlaps their hours at {there}"})
