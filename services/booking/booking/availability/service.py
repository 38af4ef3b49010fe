"""Availability: the engine fed from the database (staff weeks, time off, appointments' busy parts, live holds)
in one location's zone, and the signed slot ids the receptionist and the portal hand back.

A location offers its staff's hours there, minus everything that takes those staff at any location: one
stylist, one diary."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking import fields
from booking.availability import engine, repository, slot_ids
from booking.availability.errors import (
    BadRange,
    ServiceNotFound,
    ServiceNotOfferedHere,
    StaffDoesNotOfferService,
    StaffNotFound,
)
from booking.catalogue import repository as catalogue
from booking.catalogue.offering import Offering, at_location
from booking.config import Settings
from booking.locations import service as locations
from booking.locations.service import Place
from booking.models import CatalogueService, LocationService, Staff, TenantProfile
from ringbook_common import bounded

MAX_DAYS = 31
ALTERNATIVES = 3


@dataclass
class Found:
    profile: TenantProfile
    place: Place
    service: Offering
    staff: dict[str, Staff]  # by staff_id
    slots: list[engine.Slot]
    first_hold_expiry: datetime | None = None

    def as_dicts(self, settings: Settings) -> list[dict]:
        sign = slot_ids.signer(settings.signing_key(), self.profile.tenant_id, service_id=self.service.service_id,
                               location_id=self.place.location_id)
        keys = {staff_id: staff.id for staff_id, staff in self.staff.items()}
        return [slot_dict(sign(keys[slot.staff_id], slot.start), slot) for slot in self.slots]


def slot_dict(slot_id: str, slot: engine.Slot) -> dict:
    return {"slotId": slot_id, "staffId": slot.staff_id, "staffName": slot.staff_name,
            "start": slot.start.isoformat(), "end": slot.end.isoformat()}


def shape(service: Offering) -> engine.ServiceShape:
    return engine.ServiceShape(service.duration_min, service.buffer_min, service.processing_min)


def performs(staff: Staff, service: Offering | CatalogueService) -> bool:
    return service.all_staff or staff.staff_id.lower() in {s.lower() for s in service.staff_ids}


async def service_of(session: AsyncSession, tenant_id: uuid.UUID, service_id: str, *,
                     location_id: uuid.UUID | None) -> Offering:
    """The service as the location (None: the first) offers it: its own price and duration where they differ.
    404 when the catalogue has no such service, or the location does not offer it."""
    found = await catalogue.service(session, tenant_id, service_id) if service_id else None
    if found is None:
        raise ServiceNotFound()
    difference = await catalogue.difference(session, tenant_id, locations.first_of(tenant_id, location_id),
                                            found.service_id)
    return offering(found, difference)


def offering(found: CatalogueService | None, difference: LocationService | None) -> Offering:
    """`service_of` from the rows read: the catalogue's service (None: no such service) and where the location's
    differs."""
    if found is None:
        raise ServiceNotFound()
    offered = at_location(found, difference)
    if offered is None:
        raise ServiceNotOfferedHere(f"{found.name} is not offered at this location")
    return offered


def local_day(timezone: str, now: datetime) -> date:
    return now.astimezone(ZoneInfo(timezone)).date()


def local_today(place: TenantProfile | Place, now: datetime) -> date:
    return local_day(place.timezone, now)


def parse_day(value: str | None, label: str) -> date | None:
    """A day asked over the bus: the same bounds as the HTTP query's `bounded.day`."""
    try:
        return bounded.checked_day(value, label=label)
    except ValueError as wrong:
        raise BadRange(str(wrong), fields={label: str(wrong)}) from None


def day_range(first: date | None, last: date | None, *, today: date, default_days: int = 7) -> tuple[date, date]:
    first = first or today
    last = last or (first + timedelta(days=default_days - 1))
    if last < first:
        raise BadRange("to must not be before from", fields={"to": "must not be before from"})
    if (last - first).days >= MAX_DAYS:
        raise BadRange(f"Ask for at most {MAX_DAYS} days at a time", fields={"to": f"at most {MAX_DAYS} days"})
    return first, last


def _week(saved: list | None) -> tuple[tuple[int, int] | None, ...] | None:
    if not isinstance(saved, list) or len(saved) != 7:
        return None
    return tuple((day[0], day[1]) if isinstance(day, list) and len(day) == 2 else None for day in saved)


def opening(place: Place, day: date) -> tuple[int, int] | None:
    """The location's (open, close) minutes on `day`, None when it is closed."""
    return engine.Rules(timezone=place.timezone, business_start_minute=place.hours_start_minute,
                        business_end_minute=place.hours_end_minute, week=_week(place.week),
                        closures=place.closures).opening(day)


def rules_for(profile: TenantProfile, place: Place, settings: Settings, *,
              notice: timedelta | None = None) -> engine.Rules:
    """The location's zone, week and closures; the business's notice and booking window."""
    return engine.Rules(
        timezone=place.timezone, business_start_minute=place.hours_start_minute,
        business_end_minute=place.hours_end_minute, week=_week(place.week), closures=place.closures,
        notice=timedelta(minutes=settings.notice_minutes) if notice is None else notice,
        horizon=timedelta(days=profile.booking_window_days), step_min=settings.slot_step_minutes)


async def search(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, service_id: str,
                 first_day: date | None, last_day: date | None, staff_id: str | None, now: datetime,
                 any_staff: bool = True, notice: timedelta | None = None,
                 ignore_appointment: uuid.UUID | None = None, location_id: uuid.UUID | None = None) -> Found:
    """Free slots of a service at a location (None: the first); with no staff member named, each start once
    (least-booked member that day)."""
    # The profile, the location and the service as the location offers it, in one read.
    here = locations.first_of(tenant_id, location_id)
    setting = await repository.setting(session, tenant_id, here, service_id)
    profile = catalogue.profile_or_default(tenant_id, setting.profile)
    place = (locations.first_place(tenant_id, setting.location, profile) if here == tenant_id
             else locations.other_place(setting.location))
    service = offering(setting.service if service_id else None, setting.difference)
    first_day, last_day = day_range(first_day, last_day, today=local_today(place, now))
    if staff_id and staff_id.lower() != "any":
        everyone = await repository.current_staff(session, tenant_id)
        members = [staff for staff in everyone if staff.staff_id.lower() == staff_id.lower()]
        if not members:
            raise StaffNotFound()
        if not performs(members[0], service):
            if fields.is_staff_id(staff_id):
                raise StaffDoesNotOfferService()
            raise StaffNotFound()
        any_staff = False
    else:
        members = [staff for staff in await repository.staff_at(session, tenant_id, place.location_id)
                   if performs(staff, service)]
    rules = rules_for(profile, place, settings, notice=notice)
    slots: list[engine.Slot] = []
    first_hold_expiry = None
    if members:
        zone = ZoneInfo(place.timezone)
        window_start = datetime.combine(first_day - timedelta(days=1), time(0), tzinfo=zone)
        window_end = datetime.combine(last_day + timedelta(days=2), time(0), tzinfo=zone)
        diaries = await repository.diaries(session, tenant_id, [staff.id for staff in members],
                                           location_id=place.location_id, start=window_start, end=window_end,
                                           now=now, ignore_appointment=ignore_appointment)
        first_hold_expiry = diaries.first_hold_expiry
        # Those who work elsewhere only have nothing to offer here.
        members = [staff for staff in members if staff.id in diaries.by_staff]
        calendars = [calendar_of(staff, diaries.by_staff[staff.id]) for staff in members]
        pick = engine.available_slots_any_staff if any_staff else engine.available_slots
        slots = pick(calendars, shape(service), rules, first_day=first_day, last_day=last_day,
                     now=now) if calendars else []
    return Found(profile=profile, place=place, service=service, staff={staff.staff_id: staff for staff in members},
                 slots=slots, first_hold_expiry=first_hold_expiry)


def calendar_of(staff: Staff, diary: repository.Diary) -> engine.StaffCalendar:
    return engine.StaffCalendar.of_epochs(staff.staff_id, staff.name, diary.week, diary.starts, diary.ends)


async def alternatives(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, service_id: str,
                       wanted: datetime, now: datetime, notice: timedelta | None = None,
                       ignore_appointment: uuid.UUID | None = None,
                       location_id: uuid.UUID | None = None) -> list[dict]:
    """Up to three free slots (any staff member) at the location nearest to the wanted start, in time order."""
    place = await locations.place(session, tenant_id, location_id)
    day = wanted.astimezone(ZoneInfo(place.timezone)).date()
    found = await search(session, settings, tenant_id=tenant_id, service_id=service_id,
                         first_day=max(day - timedelta(days=1), local_today(place, now)),
                         last_day=day + timedelta(days=6), staff_id=None, now=now, notice=notice,
                         ignore_appointment=ignore_appointment, location_id=place.location_id)
    nearest = sorted(found.slots, key=lambda slot: abs(slot.start - wanted))[:ALTERNATIVES]
    found.slots = sorted(nearest, key=lambda slot: slot.start)
    return found.as_dicts(settings)


async def works_then(session: AsyncSession, tenant_id: uuid.UUID, *, staff: Staff, service: Offering,
                     start: datetime, rules: engine.Rules, location_id: uuid.UUID) -> bool:
    """Whether the member's week at the location (inside its hours) has room for `service` at `start` and they
    are not on time off then, whatever is booked."""
    if await repository.time_off_between(session, tenant_id, staff.id, start=start,
                                         end=start + timedelta(minutes=service.duration_min)):
        return False
    weeks = await repository.weeks(session, tenant_id, [staff.id], location_id=location_id)
    calendar = engine.StaffCalendar(staff.staff_id, staff.name, weeks.get(staff.id, []))
    day = start.astimezone(ZoneInfo(rules.timezone)).date()
    return any(slot.start == start for slot in engine.day_slots(calendar, shape(service), day, rules,
                                                                earliest=start, latest=start))


def is_offered(found: Found, *, staff_id: str, start: datetime) -> bool:
    return any(slot.staff_id == staff_id and slot.start == start for slot in found.slots)
