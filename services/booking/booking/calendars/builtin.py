"""The built-in calendar: a staff member's calendar is their appointments in booking's own database."""

import uuid

from booking.calendars.errors import CalendarNotConnected
from booking.calendars.ports import StaffCalendar

PROVIDER = "builtin"


class BuiltinCalendars:
    provider = PROVIDER

    async def create(self, *, tenant_id: uuid.UUID, staff_key: uuid.UUID, name: str) -> StaffCalendar:
        return StaffCalendar(provider=PROVIDER, calendar_id=f"builtin:{uuid.uuid4()}")

    async def share(self, calendar: StaffCalendar, *, email: str) -> None:
        # Sharing needs a connected Google Calendar identity; there is nothing to share a built-in one with.
        raise CalendarNotConnected()

    async def delete(self, calendar: StaffCalendar) -> bool:
        # Nothing outside our database: the member's appointments stay as history.
        return True
