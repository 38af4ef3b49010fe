"""Slots known taken at a tenant's availability version, kept in each replica's memory, so the losers of a race
for one slot are refused cheaply.

Once one caller has found a slot taken at a version (the full check: not refused by the salon's rules, the member
still there and working then, the time not offered), a caller asking for that slot at the same version is
refused from here: one read of the version, the customer's own checks (this call's booking answered again, a
same-day duplicate), and the alternatives from the kept answers at that version; no transaction, no lock. Every
table availability reads bumps the version at commit (migration 0004), so what was found at a version holds for
it; what depends on the clock (the notice, a hold that has expired) is asked again each time.

A booking of a slot already under way in this replica is waited for instead of raced to the exclusion
constraint: the losers that arrive while the winner is writing then find the slot taken at the version its
commit made, and one of them checks it fully for all the others. The losers woken together share one read of
the version. The database still has the last word on overlaps, whichever replica books."""

import asyncio
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from cachetools import LRUCache
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import guards, lifecycle, repository
from booking.appointments.resolving import Resolved
from booking.appointments.schemas import PHONE_REQUIRED
from booking.availability import answers, refusals, slot_ids
from booking.availability import repository as availability_repository
from booking.availability.engine import Rules
from booking.availability.errors import SlotTaken
from booking.calendars.ports import Booked, Customer, Wanted
from booking.catalogue.offering import Offering
from booking.config import Settings
from booking.connections.service import CALCOM
from booking.locations.service import Place
from booking.models import Appointment
from ringbook_common import phones
from ringbook_common.errors import Invalid

SIZE = 4096

# (tenant, staff key, start, service, location): what a slot id names.
SlotKey = tuple[uuid.UUID, uuid.UUID, datetime, str, uuid.UUID]


@dataclass(frozen=True)
class Taken:
    """A slot found taken at a version, with what its check read (all of it bumps the version when it changes);
    plain values, not the session's objects, which a rolled-back transaction expires."""

    staff_id: str
    service: Offering
    start: datetime
    place: Place
    rules: Rules  # the salon's own notice
    phone_country: str | None


_KNOWN: LRUCache[tuple[SlotKey, int], Taken] = LRUCache(maxsize=SIZE)
# The times offered instead of a slot at a version, for a second: the losers of one race are told the same ones,
# found once (what the clock changes in a second, a booking of one of them refuses).
_OFFERED: LRUCache[tuple[SlotKey, int], tuple[datetime, list[dict]]] = LRUCache(maxsize=SIZE)
OFFERED_FOR = timedelta(seconds=1)
_UNDER_WAY: dict[SlotKey, asyncio.Future[None]] = {}


@dataclass
class _StateRead:
    began: float  # on the event loop's clock
    state: asyncio.Future[tuple[int, str | None] | None]  # None: the read failed; each reads for itself


_READING: dict[uuid.UUID, _StateRead] = {}


@dataclass
class _CustomersRead:
    """The customers' own checks of the losers of one slot, woken together, read once for all of them."""

    asked: list[repository.CustomerAsked]
    rows: asyncio.Future[list[Appointment] | None]  # None: the read failed; each reads for itself


_CUSTOMERS: dict[tuple[SlotKey, int], _CustomersRead] = {}


async def _tenant_state(session: AsyncSession, tenant_id: uuid.UUID, received: float) -> tuple[int, str | None]:
    """The tenant's availability version and calendar, from a read already under way when that read began after
    this request was received: it sees every commit this request could be answered after, as its own read would."""
    shared = _READING.get(tenant_id)
    if shared is not None and shared.began >= received and (read := await asyncio.shield(shared.state)):
        return read
    loop = asyncio.get_running_loop()
    mine = _StateRead(loop.time(), loop.create_future())
    _READING[tenant_id] = mine
    state: tuple[int, str | None] | None = None
    try:
        state = await availability_repository.tenant_state(session, tenant_id)
        return state
    finally:
        if _READING.get(tenant_id) is mine:
            del _READING[tenant_id]
        mine.state.set_result(state)


async def _customers(session: AsyncSession, key: SlotKey, version: int, asked: repository.CustomerAsked, *,
                     service_id: str, day_start: datetime, day_end: datetime) -> list[Appointment]:
    """The appointments `asked` picks its own from, read with those of the other losers of the slot at this
    version that ask before the read is sent (the losers woken together): the first of them sends it."""
    batch = _CUSTOMERS.get((key, version))
    if batch is not None:
        batch.asked.append(asked)
        if (rows := await asyncio.shield(batch.rows)) is not None:
            return rows
        return await repository.of_customers_or_keys(session, key[0], [asked], service_id=service_id,
                                                     day_start=day_start, day_end=day_end)
    batch = _CUSTOMERS[(key, version)] = _CustomersRead([asked], asyncio.get_running_loop().create_future())
    found: list[Appointment] | None = None
    try:
        await asyncio.sleep(0)  # the others woken with this one ask meanwhile
        del _CUSTOMERS[(key, version)]
        found = await repository.of_customers_or_keys(session, key[0], batch.asked, service_id=service_id,
                                                      day_start=day_start, day_end=day_end)
        return found
    finally:
        if _CUSTOMERS.get((key, version)) is batch:
            del _CUSTOMERS[(key, version)]
        batch.rows.set_result(found)


def slot_key(settings: Settings, tenant_id: uuid.UUID, slot_id: str) -> SlotKey | None:
    """The slot a slot id names; None when it names none (the booking itself says why)."""
    if not slot_id:
        return None
    try:
        ref = slot_ids.decode(settings.signing_key(), slot_id, tenant_id=tenant_id)
    except Invalid:
        return None
    return tenant_id, ref.staff_key, ref.start, ref.service_id, ref.location_id


def _key(tenant_id: uuid.UUID, resolved: Resolved) -> SlotKey:
    return tenant_id, resolved.staff.id, resolved.start, resolved.service.service_id, resolved.location_id


def _taken(resolved: Resolved, place: Place, rules: Rules, phone_country: str | None) -> Taken:
    return Taken(resolved.staff.staff_id, resolved.service, resolved.start, place, rules, phone_country)


def remember(version: int, tenant_id: uuid.UUID, resolved: Resolved, place: Place, rules: Rules,
             phone_country: str | None) -> None:
    """The slot was checked fully and found taken at `version`."""
    _KNOWN[(_key(tenant_id, resolved), version)] = _taken(resolved, place, rules, phone_country)


_CHECKED, _BOOKED = "settled.checked", "settled.booked"


def checked(session: AsyncSession, tenant_id: uuid.UUID, resolved: Resolved, place: Place, rules: Rules,
            phone_country: str | None) -> None:
    """The slot was checked fully and found offered at a version read in this transaction, which may book it."""
    session.info[_CHECKED] = (_key(tenant_id, resolved), _taken(resolved, place, rules, phone_country))


async def booked(session: AsyncSession) -> None:
    """This transaction booked the slot it checked: once it commits, the slot is known taken at the version its
    commit makes (its own id), as the check found everything else at a version just before."""
    if (found := session.info.pop(_CHECKED, None)) is not None:
        session.info[_BOOKED] = (*found, await repository.transaction_id(session))


def committed(info: dict) -> None:
    """The booking transaction whose session held `info` has committed."""
    if (found := info.pop(_BOOKED, None)) is not None:
        key, taken, version = found
        _KNOWN[(key, version)] = taken


async def refused(session: AsyncSession, settings: Settings, key: SlotKey, *, slot_id: str,
                  customer_of: Callable[[str], Customer], phone: str, source: str, now: datetime, received: float,
                  idempotency_key: str | None, guard: guards.CallGuard | None) -> Booked | None:
    """Raises SlotTaken with the alternatives when the slot is known taken at the tenant's current version (or
    DuplicateBooking, as a booking would); the booking this call or key already made when there is one; None
    when the slot is not known taken (the booking is then made or refused in full). `received`: when the request
    came in, on the event loop's clock."""
    tenant_id = key[0]
    version, calendar = await _tenant_state(session, tenant_id, received)
    known = _KNOWN.get((key, version))
    if known is None or calendar == CALCOM:
        return None
    service_id, start, place = known.service.service_id, known.start, known.place
    if refusals.refusal(start, duration_min=known.service.duration_min, rules=known.rules, now=now) is not None:
        return None
    if await answers.offers(session, settings, tenant_id=tenant_id, service_id=service_id, staff_id=known.staff_id,
                            start=start, day=start.astimezone(ZoneInfo(place.timezone)).date(),
                            location_id=place.location_id, now=now, version=version):
        return None  # free again (a hold expired): booked in full
    customer = customer_of(phones.checked(phone, known.phone_country, field="customer_phone",
                                          required=PHONE_REQUIRED))
    asked = lifecycle.fingerprint(Wanted(slot_id=slot_id), customer, source)
    if guard is not None:
        # One read for the customer's own checks and the key's booking, shared with the other losers. No lock:
        # nothing is written here, and a booking of this customer's still under way is not visible to anyone yet
        # either.
        day_start, day_end = guards.day_of(start, place.timezone)
        own = repository.CustomerAsked(customer.phone, guard.call_id, idempotency_key)
        rows = await _customers(session, key, version, own, service_id=service_id, day_start=day_start,
                                day_end=day_end)
        if (existing := guards.decide(guard, own.held(rows, service_id, day_start, day_end),
                                      customer.name)) is not None:
            return await lifecycle.replay(session, tenant_id, existing)
        if (keyed := own.keyed(rows)) is not None:
            return await lifecycle.replay(session, tenant_id, keyed, asked)
    elif (earlier := await lifecycle.replayed(session, tenant_id, idempotency_key, asked)) is not None:
        return earlier
    offered = _OFFERED.get((key, version))
    if offered is None or abs(now - offered[0]) > OFFERED_FOR:
        offered = _OFFERED[(key, version)] = (now, await answers.alternatives(
            session, settings, tenant_id=tenant_id, service_id=service_id, wanted=start, now=now,
            location_id=place.location_id, version=version, place=place))
    raise SlotTaken(offered[1])


def under_way_now(key: SlotKey) -> asyncio.Future[None] | None:
    """The booking of this slot under way in this replica, if there is one."""
    return _UNDER_WAY.get(key)


def under_way(key: SlotKey) -> asyncio.Future[None] | None:
    """The booking of this slot already under way in this replica, to wait for; None: this one is now under way
    (`finished` when it is done)."""
    other = _UNDER_WAY.get(key)
    if other is None:
        _UNDER_WAY[key] = asyncio.get_running_loop().create_future()
    return other


def finished(key: SlotKey) -> None:
    """The booking under way is done (committed or rolled back): those waiting for it ask again."""
    _UNDER_WAY.pop(key).set_result(None)
