"""The calendar ports.

Staff calendars: every staff member has a calendar, kept by one provider. The built-in provider (our own
appointments, no external account) is the default. The Google Calendar adapter (`booking.google.calendars`)
implements the same protocol: a calendar per staff member, shared by e-mail.

Booking calendars: where a tenant's free times are found and its bookings made. The built-in calendar
(`booking.calendars.builtin_bookings`) books into our own database; the Cal.com adapter (`booking.calcom.bookings`)
asks Cal.com's free slots, books at Cal.com first and keeps a mirror appointment here.
`booking.calendars.service.for_bookings` picks the tenant's one (`for_availability` in the read a free-times question
starts with).
"""

import uuid
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Protocol

from booking.models import Appointment, Staff


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


@dataclass(frozen=True)
class Wanted:
    """Which slot: a signed slotId, or (portal) an explicit start + service + staff member."""

    slot_id: str | None = None
    start: datetime | None = None
    service_id: str | None = None
    staff_id: str | None = None
    location_id: uuid.UUID | None = None  # with an explicit start: where (None: the first location)


@dataclass(frozen=True)
class Customer:
    name: str
    phone: str
    email: str | None = None
    notes: str | None = None
    language: str | None = None  # the caller's, when the receptionist booked


@dataclass
class Booked:
    appointment: Appointment
    staff: Staff
    timezone: str
    replayed: bool = False


@dataclass(frozen=True)
class Hold:
    hold_id: uuid.UUID
    expires_at: datetime


class FreeTimes(Hashable, Protocol):
    """A service's free starts, each as offered: a slotId to book with, the staff member (staffId, staffName), and
    start and end as local times with offset. Hashed by identity: an answer kept for many callers is one object."""

    @property
    def timezone(self) -> str: ...

    @property
    def service_id(self) -> str: ...

    @property
    def slots(self) -> Sequence[dict]: ...


@dataclass(frozen=True)
class Offer:
    """The free starts asked for: `times.slots` from `first` on (a kept answer's earlier starts have come too close
    to be offered since it was computed)."""

    times: FreeTimes
    first: int = 0
    kept: bool = False  # `times` is an answer kept for other callers too

    @property
    def slots(self) -> Sequence[dict]:
        return self.times.slots[self.first:]


class BookingCalendar(Protocol):
    """One tenant's booking calendar, in the caller's transaction (it never commits). Every adapter keeps the
    same promises: a time is booked only when it is offered, never twice; a taken time is a 409 (SlotTaken) with
    the nearest free times; our appointment record exists exactly when the booking does."""

    provider: str

    async def free_times(self, *, service_id: str, first_day: date | None, last_day: date | None,
                         staff_id: str | None, now: datetime, ignore_appointment: uuid.UUID | None = None,
                         location_id: uuid.UUID | None = None) -> Offer:
        """Free starts of a service at a location (None: the first) from `first_day` to `last_day` (its local
        dates, inclusive; default the next 7 days; at most 31), for one staff member or, without one (or `any`),
        any; `ignore_appointment`: as if that appointment were not there (it is being moved)."""

    async def book(self, *, wanted: Wanted, customer: Customer, source: str, now: datetime,
                   idempotency_key: str | None = None, hold_id: str | None = None,
                   call_id: str | None = None) -> Booked:
        """Book the wanted time; a retry under the same `idempotency_key` answers the booking it made."""

    async def hold(self, *, slot_id: str, now: datetime, minutes: int | None = None) -> Hold:
        """Keep (or check) a slot for a few minutes while the caller confirms (`minutes`: for so long instead, as a
        waitlist offer waits for its answer)."""

    async def reschedule(self, *, appointment_id: str | uuid.UUID, wanted: Wanted, by_owner: bool, now: datetime,
                         hold_id: str | None = None) -> Booked:
        """Move a scheduled appointment to the wanted time; it keeps its old time when the new one is refused."""

    async def cancel(self, *, appointment_id: str | uuid.UUID, reason: str | None, cancelled_by: str,
                     now: datetime) -> Appointment:
        """Cancel and free the time; cancelling a cancelled appointment again changes nothing."""
