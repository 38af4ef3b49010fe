"""Whether the built-in calendar offers a wanted time, and if not, why not: a 422 saying what is wrong with the
time, or a 409 with the nearest free times when another booking is in the way.

`shared`: the caller's transaction has written nothing availability reads that others do not see (no hold of its
own released), so the answers every caller shares may be asked (`availability.answers`) when the salon's own
notice applies and no appointment is set aside; otherwise availability is computed afresh in this transaction."""

import uuid
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository, settled
from booking.appointments.resolving import STAFF_GONE, Resolved
from booking.availability import answers, refusals
from booking.availability import service as availability
from booking.availability.errors import SlotTaken, StaffNotFound, TimeNotBookable
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
from booking.locations.service import Place


def _shareable(shared: bool, notice: timedelta | None, ignore: uuid.UUID | None) -> bool:
    return shared and notice is None and ignore is None


async def ensure_offered(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                         now: datetime, notice: timedelta | None, ignore: uuid.UUID | None = None,
                         shared: bool = False) -> str:
    """The location's zone, when the wanted time is offered there (`ignore`: as if that appointment were not
    there)."""
    profile = await catalogue.profile(session, tenant_id)
    place = await locations.place(session, tenant_id, resolved.location_id)
    rules = availability.rules_for(profile, place, settings, notice=notice)
    refused = refusals.refusal(resolved.start, duration_min=resolved.service.duration_min, rules=rules, now=now)
    if refused is not None:
        raise await _not_bookable(session, settings, tenant_id, resolved, refused, now=now, notice=notice,
                                  ignore=ignore)
    local_day = resolved.start.astimezone(ZoneInfo(place.timezone)).date()
    # Read once: the time is found taken at this version, and the alternatives are asked at it.
    version = await answers.current_version(session, tenant_id) if _shareable(shared, notice, ignore) else None
    try:
        offers: bool | None = await _offers(session, settings, tenant_id, resolved, day=local_day,
                                            location_id=place.location_id, now=now, notice=notice, ignore=ignore,
                                            version=version)
    except StaffNotFound:
        offers = None
    if not offers:
        if await repository.is_removed(session, tenant_id, resolved.staff.id):
            raise await staff_gone(session, settings, tenant_id, resolved, now=now, notice=notice, ignore=ignore,
                                   shared=shared)
        if offers is None:
            raise StaffNotFound()
        if not await availability.works_then(session, tenant_id, staff=resolved.staff, service=resolved.service,
                                             start=resolved.start, rules=rules,
                                             location_id=place.location_id):
            raise await _not_bookable(session, settings, tenant_id, resolved,
                                      refusals.staff_unavailable(resolved.staff.name), now=now, notice=notice,
                                      ignore=ignore)
        if version is not None:
            settled.remember(version, tenant_id, resolved, place, rules, profile.phone_country)
        raise await taken(session, settings, tenant_id, resolved, now=now, notice=notice, ignore=ignore,
                          shared=shared, version=version, place=place)
    if version is not None:
        settled.checked(session, tenant_id, resolved, place, rules, profile.phone_country)
    return place.timezone


async def _offers(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                  day: date, location_id: uuid.UUID, now: datetime, notice: timedelta | None,
                  ignore: uuid.UUID | None, version: int | None) -> bool:
    """Whether the member is offered at the wanted start (StaffNotFound: not one who can be asked for), from the
    shared answers at `version` (None: computed afresh in this transaction)."""
    if version is not None:
        return await answers.offers(session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id,
                                    staff_id=resolved.staff.staff_id, start=resolved.start, day=day,
                                    location_id=location_id, now=now, version=version)
    found = await availability.search(session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id,
                                      first_day=day, last_day=day, staff_id=resolved.staff.staff_id, now=now,
                                      notice=notice, ignore_appointment=ignore, location_id=location_id)
    return availability.is_offered(found, staff_id=resolved.staff.staff_id, start=resolved.start)


async def _not_bookable(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved,
                        refused: refusals.Refusal, *, now: datetime, notice: timedelta | None,
                        ignore: uuid.UUID | None) -> TimeNotBookable:
    nearest: list[dict] = []
    if refused.reason not in (refusals.PAST, refusals.BEYOND_WINDOW):
        nearest = await availability.alternatives(
            session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id, wanted=resolved.start,
            now=now, notice=notice, ignore_appointment=ignore, location_id=resolved.location_id)
    window = (await catalogue.profile(session, tenant_id)).booking_window_days
    return TimeNotBookable(refused.reason, refused.message, nearest, window_days=window)


async def taken(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                now: datetime, notice: timedelta | None, ignore: uuid.UUID | None = None, shared: bool = False,
                version: int | None = None, place: Place | None = None) -> SlotTaken:
    """The nearest free times, as availability is once the write that took the time is visible to this caller
    (`version`: the tenant's at which it was found taken; None: read now)."""
    if _shareable(shared, notice, ignore):
        return SlotTaken(await answers.alternatives(
            session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id, wanted=resolved.start,
            now=now, location_id=resolved.location_id, version=version, place=place))
    return SlotTaken(await availability.alternatives(
        session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id, wanted=resolved.start,
        now=now, notice=notice, ignore_appointment=ignore, location_id=resolved.location_id))


async def staff_gone(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                     now: datetime, notice: timedelta | None, ignore: uuid.UUID | None = None,
                     shared: bool = False) -> SlotTaken:
    """The member was removed while this booking was on its way (the database refused it): a real conflict."""
    found = await taken(session, settings, tenant_id, resolved, now=now, notice=notice, ignore=ignore,
                        shared=shared)
    return SlotTaken(found.alternatives, message=STAFF_GONE)
