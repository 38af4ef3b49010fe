"""Checks shared by the tenant's settings and catalogue: clock times (time zones are
`ringbook_common.bounded.zone`, phone numbers `ringbook_common.phones`)."""

import re

CLOCK = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
CLOCK_MESSAGE = "Use a time like 09:00 or 17:30"


def checked_clock(value: str) -> str:
    value = value.strip()
    if not CLOCK.match(value):
        raise ValueError(CLOCK_MESSAGE)
    return value

