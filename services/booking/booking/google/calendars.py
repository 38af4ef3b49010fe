"""The staff-calendar port kept by Google Calendar: a secondary calendar per staff member in the salon's
connected Google account, shared with the member by e-mail."""

import logging
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.calendars.ports import StaffCalendar
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.google import client as google
from booking.google.errors import CalendarStillPending
from ringbook_common.errors import ServiceError

logger = logging.getLogger("ringbook.booking.google")

PROVIDER = google.PROVIDER
PENDING_ID = ""  # a pending Google calendar has no id until Google has created it


def summary_of(name: str, salon: str) -> str:
    return f"{name} — {salon}" if salon.strip() else name


class GoogleCalendars:
    provider = PROVIDER

    def __init__(self, session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> None:
        self.session = session
        self.settings = settings
        self.tenant_id = tenant_id

    async def try_create(self, *, name: str) -> str:
        """The new calendar's id; raises `ServiceError` when Google (or the connection) fails."""
        profile = await catalogue.profile(self.session, self.tenant_id)
        async with google.connect(self.session, self.settings, tenant_id=self.tenant_id) as api:
            return await api.create_calendar(summary=summary_of(name, profile.name), time_zone=profile.timezone)

    async def create(self, *, tenant_id: uuid.UUID, staff_key: uuid.UUID, name: str) -> StaffCalendar:
        """A Google calendar; when Google fails the member is added anyway, pending, and the worker retries."""
        try:
            calendar_id = await self.try_create(name=name)
        except ServiceError as failure:
            logger.warning("google calendar creation failed; will retry",
                           extra={"tenant_id": str(tenant_id), "staff_key": str(staff_key), "error": str(failure)})
            return StaffCalendar(provider=PROVIDER, calendar_id=PENDING_ID, pending=True)
        return StaffCalendar(provider=PROVIDER, calendar_id=calendar_id)

    async def share(self, calendar: StaffCalendar, *, email: str) -> None:
        """An ACL `writer` rule for the e-mail; Google failures reach the owner as a clear 502/503."""
        if calendar.provider != PROVIDER or calendar.pending:
            raise CalendarStillPending()
        async with google.connect(self.session, self.settings, tenant_id=self.tenant_id) as api:
            await api.share(calendar.calendar_id, email=email, role="writer")

    async def delete(self, calendar: StaffCalendar) -> bool:
        """Delete the Google calendar; a failure is logged (the member is removed anyway)."""
        if calendar.pending or not calendar.calendar_id:
            return False
        try:
            async with google.connect(self.session, self.settings, tenant_id=self.tenant_id) as api:
                await api.delete_calendar(calendar.calendar_id)
        except ServiceError as failure:
            if getattr(failure, "gone", False):
                return True
            logger.warning("google calendar deletion failed",
                           extra={"tenant_id": str(self.tenant_id), "calendar_id": calendar.calendar_id,
                                  "error": str(failure)})
            return False
        return True
