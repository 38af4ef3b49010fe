"""The staff-calendar port: every staff member has a calendar, kept by one provider.

The built-in provider (our own appointments, no external account) is the default. The Google Calendar adapter
(`booking.google.calendars`) implements the same protocol: a calendar per staff member, shared by e-mail.
"""

import uuid
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class StaffCalendar:
    provider: str
    calendar_id: str
    pending: bool = False  # created but not usable yet (e.g. an external calendar still being set up)


class StaffCalendars(Protocol):
    provider: str

    async def create(self, *, tenant_id: uuid.UUID, staff_key: uuid.UUID, name: str) -> StaffCalendar:
        """A calendar for a new staff member."""

    async def share(self, calendar: StaffCalendar, *, email: str) -> None:
        """Give the staff member (by e-mail) access to their calendar."""

    async def delete(self, calendar: StaffCalendar) -> bool:
        """Delete the calendar itself (asked for when a staff member is removed with deleteCalendar); whether it
        is gone. A provider failure is logged, never raised: the member is removed anyway."""
