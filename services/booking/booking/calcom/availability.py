"""Availability when Cal.com takes the tenant's bookings: the free times of a location's event type from Cal.com's
slots API in the location's zone, kept a few seconds per replica (so a busy line of callers costs Cal.com one
request, and a call rarely waits on it), offered with signed slotIds like the built-in calendar's.

Cal.com knows no staff members, so each start is offered with one of ours (`staffing.py`): the staff member asked
for, or else the first performer at the location (by staff id) free then in our records. When booking, the
appointment mirror goes to that member, or to another performer there who is free then (see `mirror.place`).
"""

import time as monotonic
import uuid
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from cachetools import LRUCache
from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability import service as builtin
from booking.availability import slot_ids
from booking.calcom import connection as calcom_connection
from booking.calcom import staffing
from booking.catalogue import repository as catalogue
from booking.catalogue.offering import Offering
from booking.config import Settings
from booking.locations import service as locations

ALTERNATIVES = 3

Ranges = tuple[tuple[datetime, datetime], ...]
_kept: LRUCache[tuple, tuple[float, Ranges]] = LRUCache(maxsize=2048)


def forget(tenant_id: uuid.UUID) -> None:
    """A change we know of (a booking, a webhook): this replica asks Cal.com afresh."""
    for key in [key for key in list(_kept) if key[0] == tenant_id]:
        _kept.pop(key, None)


def forget_all() -> None:
    """This replica asks Cal.com afresh for every tenant."""
    _kept.clear()


async def free_ranges(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, event_type_id: int,
                      first: date, last: date, timezone: str, fresh: bool = False) -> Ranges:
    key = (tenant_id, event_type_id, first, last, timezone)
    kept = _kept.get(key)
    if kept and not fresh and monotonic.monotonic() < kept[0]:
        return kept[1]
    zone = ZoneInfo(timezone)
    start = datetime.combine(first, time(0), tzinfo=zone)
    end = datetime.combine(last + timedelta(days=1), time(0), tzinfo=zone)
    async with await calcom_connection.client_for(session, settings, tenant_id) as calcom:
        ranges = tuple(await calcom.slots(event_type_id=event_type_id, start=start, end=end, timezone=timezone))
    _kept[key] = (monotonic.monotonic() + settings.calcom_slots_cache_seconds, ranges)
    return ranges


@dataclass(eq=False)  # hashed by identity, as the booking calendar port's free times are
class Offered:
    timezone: str
    service: Offering
    slots: list[dict]

    @property
    def service_id(self) -> str:
        return self.service.service_id


async def search(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, service_id: str,
                 first_day: date | None, last_day: date | None, staff_id: str | None, now: datetime,
                 notice: timedelta | None = None, fresh: bool = False, location_id: uuid.UUID | None = None,
                 ignore_appointment: uuid.UUID | None = None) -> Offered:
    """Cal.com's free times of the location's event type, each given to a performer there free in our records."""
    profile = await catalogue.profile(session, tenant_id)
    place = await locations.place(session, tenant_id, location_id)
    service = await builtin.service_of(session, tenant_id, service_id, location_id=place.location_id)
    first_day, last_day = builtin.day_range(first_day, last_day, today=builtin.local_today(place, now))
    members = await staffing.performers(session, tenant_id, service, staff_id, place.location_id)
    event_type_id = await calcom_connection.bookable(session, tenant_id, place.location_id)
    if not members:
        return Offered(place.timezone, service, [])
    ranges = await free_ranges(session, settings, tenant_id=tenant_id, event_type_id=event_type_id,
                               first=first_day, last=last_day, timezone=place.timezone, fresh=fresh)
    earliest = now + (timedelta(minutes=settings.notice_minutes) if notice is None else notice)
    latest = now + timedelta(days=profile.booking_window_days)
    ranges = tuple((start, end) for start, end in ranges if earliest <= start <= latest)
    if not ranges:
        return Offered(place.timezone, service, [])
    diaries = await staffing.Diaries.read(session, tenant_id, members, start=ranges[0][0], end=ranges[-1][1],
                                          now=now, ignore_appointment=ignore_appointment)
    zone = ZoneInfo(place.timezone)
    encode = slot_ids.encoder(settings.signing_key(), tenant_id)
    slots = []
    for start, end in ranges:
        if (staff := diaries.free_one(start, end)) is None:
            continue  # taken here or at another location in our own records
        slots.append({"slotId": encode(staff_key=staff.id, service_id=service.service_id, start=start,
                                       location_id=place.location_id),
                      "staffId": staff.staff_id, "staffName": staff.name,
                      "start": start.astimezone(zone).isoformat(), "end": end.astimezone(zone).isoformat()})
    return Offered(place.timezone, service, slots)


async def alternatives(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, service_id: str,
                       wanted: datetime, now: datetime, notice: timedelta | None = None,
                       location_id: uuid.UUID | None = None) -> list[dict]:
    """Up to three free slots at the location nearest the wanted start (asked afresh: the kept answer just proved
    stale)."""
    place = await locations.place(session, tenant_id, location_id)
    day = wanted.astimezone(ZoneInfo(place.timezone)).date()
    found = await search(session, settings, tenant_id=tenant_id, service_id=service_id,
                         first_day=max(day - timedelta(days=1), builtin.local_today(place, now)),
                         last_day=day + timedelta(days=6), staff_id=None, now=now, notice=notice, fresh=True,
                         location_id=place.location_id)
    nearest = sorted(found.slots, key=lambda slot: abs(datetime.fromisoformat(slot["start"]) - wanted))
    return sorted(nearest[:ALTERNATIVES], key=lambda slot: slot["start"])


def offered_at(found: Offered, start: datetime) -> dict | None:
    return next((slot for slot in found.slots if datetime.fromisoformat(slot["start"]) == start), None)
