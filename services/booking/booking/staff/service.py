"""Staff members of a tenant, each with a calendar; new members start with the salon's opening hours (Monday to
Friday, 09:00-17:00, before the salon has any)."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from booking import fields
from booking.appointments import service as appointments
from booking.calendars import service as calendars
from booking.calendars.ports import StaffCalendar
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.hours import repository as hours_repository
from booking.hours.rules import DEFAULT_WEEK, Slot, salon_week
from booking.locations import service as locations
from booking.models import Staff
from booking.staff import events, handover, repository, rules
from booking.staff.errors import StaffIdTaken, StaffNotFound, TooManyStaff
from booking.staff.schemas import CalendarShare, StaffByName, StaffCreate, StaffPhoneSet, StaffRemoval
from booking.tenancy import ensure_own_tenant
from booking.timeoff import repository as timeoff_repository
from ringbook_common import clock, phones


async def list_staff(session: AsyncSession, *, tenant_id: uuid.UUID, location: str | None = None) -> list[Staff]:
    """The business's current staff; with a location (one of its ids, not "all"), those who work there."""
    members = await repository.current_staff(session, tenant_id=tenant_id)
    if (location or "").strip() in ("", "all"):
        return members
    location_id = await locations.ensure_exists(session, tenant_id, locations.location_id_of(location))
    working = await hours_repository.tenant_week(session, tenant_id=tenant_id, location_id=location_id)
    return [member for member in members if member.id in working]


async def get(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str, for_update: bool = False) -> Staff:
    """The tenant's member with this id; any other tenant's member is simply not found."""
    staff = None
    if fields.is_staff_id(staff_id):
        staff = await repository.find(session, tenant_id=tenant_id, staff_id=staff_id, for_update=for_update)
    if staff is None:
        raise StaffNotFound()
    return staff


async def _phone(session: AsyncSession, tenant_id: uuid.UUID, typed: str | None) -> str | None:
    """A member's mobile as E.164, read in the salon's country; None when left empty."""
    country = (await catalogue.profile(session, tenant_id)).phone_country
    return phones.checked(typed, country, field="phone") or None


def _calendar_of(staff: Staff) -> StaffCalendar:
    return StaffCalendar(provider=staff.calendar_provider, calendar_id=staff.calendar_id,
                         pending=staff.calendar_pending)


def _set_calendar(staff: Staff, calendar: StaffCalendar) -> None:
    staff.calendar_provider, staff.calendar_id, staff.calendar_pending = \
        calendar.provider, calendar.calendar_id, calendar.pending


async def provision(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, data: StaffCreate) -> Staff:
    ensure_own_tenant(data.tenantId, tenant_id)
    await repository.lock_tenant_staff(session, tenant_id)
    if await repository.find(session, tenant_id=tenant_id, staff_id=data.staffId) is not None:
        raise StaffIdTaken(data.staffId)
    count = await repository.count_current(session, tenant_id=tenant_id)
    if count >= rules.MAX_STAFF:
        raise TooManyStaff(rules.MAX_STAFF)
    phone = await _phone(session, tenant_id, data.phone)
    key = uuid.uuid4()
    provider = await calendars.for_new_staff(session, settings, tenant_id=tenant_id)
    calendar = await provider.create(tenant_id=tenant_id, staff_key=key, name=data.name)
    staff = await repository.add(session, Staff(
        id=key, tenant_id=tenant_id, staff_id=data.staffId, name=data.name, email=data.email, title=data.title,
        phone=phone, calendar_provider=calendar.provider, calendar_id=calendar.calendar_id,
        calendar_pending=calendar.pending,
    ))
    week = await first_week(session, tenant_id)
    await hours_repository.replace(session, tenant_id=tenant_id, staff_key=key, slots=week)
    await events.staff_added(session, staff, hours=week, staff_count=count + 1)
    return staff


async def first_week(session: AsyncSession, tenant_id: uuid.UUID) -> tuple[Slot, ...]:
    """A new member works the days the salon is open, its hours (DESIGN §11), from wherever they are added."""
    profile = await catalogue.kept_profile(session, tenant_id)
    if profile is None:
        return DEFAULT_WEEK
    return salon_week(profile.week, profile.hours_start_minute, profile.hours_end_minute)


async def provision_by_name(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                            data: StaffByName) -> Staff:
    """`provision` for a member known by name only (the setup wizard): the staff ID is the name as a slug, made
    unique among the current staff while no one else can add a member."""
    await repository.lock_tenant_staff(session, tenant_id)
    taken = {member.staff_id for member in await repository.current_staff(session, tenant_id=tenant_id)}
    staff_id = rules.staff_id_from_name(data.name, taken)
    return await provision(session, settings, tenant_id=tenant_id, data=StaffCreate(
        staffId=staff_id, name=data.name, email=data.email, title=data.title, phone=data.phone))


async def share_calendar(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, staff_id: str,
                         data: CalendarShare) -> Staff:
    """Share the member's calendar with their e-mail, which becomes the member's e-mail."""
    ensure_own_tenant(data.tenantId, tenant_id)
    staff = await get(session, tenant_id=tenant_id, staff_id=staff_id, for_update=True)
    provider = await calendars.for_sharing(session, settings, tenant_id=tenant_id)
    calendar = _calendar_of(staff)
    if provider.provider != calendar.provider or calendar.pending:
        # Added before Google was connected, or Google failed back then: the owner is waiting, so create it now.
        calendar = await provider.create(tenant_id=tenant_id, staff_key=staff.id, name=staff.name)
        _set_calendar(staff, calendar)
    await provider.share(calendar, email=data.email)
    if staff.email != data.email:
        at = clock.now()
        staff.email = data.email
        staff.updated_at = at
        await session.flush()
        await events.staff_updated(session, staff, changed=["email"], now=at)
    return staff


async def set_phone(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str, data: StaffPhoneSet) -> Staff:
    """The member's own mobile, where texts meant for them (a caller running late) go; None clears it."""
    ensure_own_tenant(data.tenantId, tenant_id)
    phone = await _phone(session, tenant_id, data.phone)
    staff = await get(session, tenant_id=tenant_id, staff_id=staff_id, for_update=True)
    if staff.phone != phone:
        staff.phone = phone
        staff.updated_at = clock.now()
        await session.flush()
    return staff


@dataclass(frozen=True)
class Removal:
    staff: Staff
    calendar_deleted: bool
    reassigned: int = 0
    cancelled: int = 0


async def upcoming(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                   staff_id: str) -> tuple[Staff, handover.Upcoming]:
    staff = await get(session, tenant_id=tenant_id, staff_id=staff_id)
    return staff, await handover.upcoming(session, settings, staff=staff, now=clock.now())


async def remove(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, staff_id: str,
                 options: StaffRemoval, force: bool = False) -> Removal:
    """Remove a member: their hours and time off go; the staff row stays (removed) for history. Their upcoming
    appointments are first handed over (`options.reassign`) or, when the owner said so, cancelled with a text to
    each client; any left otherwise refuse the removal.

    The member's row is locked FOR UPDATE before their appointments are read: a booking on its way either
    committed before (and is handed over or cancelled here) or is refused by the database after (migration 0008)."""
    ensure_own_tenant(options.tenantId, tenant_id)
    await repository.lock_tenant_staff(session, tenant_id)
    staff = await get(session, tenant_id=tenant_id, staff_id=staff_id, for_update=True)
    at = clock.now()
    reassigned = await handover.reassign(session, settings, staff=staff, to=options.reassign, now=at)
    left = await repository.count_upcoming_appointments(session, tenant_id=tenant_id, staff_key=staff.id, after=at)
    rules.ensure_removable(name=staff.name, upcoming_appointments=left, force=force or options.force)
    cancelled = 0
    if left:
        cancelled = await appointments.cancel_upcoming_of_staff(session, tenant_id=tenant_id, staff_key=staff.id,
                                                                now=at)
    calendar_deleted = False
    if options.deleteCalendar:
        provider = calendars.for_provider(session, settings, tenant_id=tenant_id, provider=staff.calendar_provider)
        calendar_deleted = await provider.delete(_calendar_of(staff))
    await hours_repository.delete_all(session, tenant_id=tenant_id, staff_key=staff.id)
    await timeoff_repository.delete_all(session, tenant_id=tenant_id, staff_key=staff.id)
    staff.removed_at = at
    staff.updated_at = at
    await session.flush()
    count = await repository.count_current(session, tenant_id=tenant_id)
    await events.staff_removed(session, staff, calendar_deleted=calendar_deleted, staff_count=count,
                               cancelled_appointments=cancelled)
    return Removal(staff=staff, calendar_deleted=calendar_deleted, reassigned=reassigned, cancelled=cancelled)
