"""The waitlist: clients waiting for a time, and freed time offered to them one at a time.

- Time is freed by a cancellation, a move away, or more working hours: the change records an opening in its own
  transaction (when anybody waits at that location), so the opening exists exactly when the change does.
- The job loop (`run_due`, next to the reminders, on `ringbook_common.clock`) takes each due opening, locked with
  `FOR UPDATE SKIP LOCKED` so one replica handles it at a time, and: lets a live offer run until it expires; passes
  an expired one on; waits out the location's quiet hours; then offers the earliest free slot of the opening to
  the first waiting entry, in the order they joined, that wants it and was never offered it (an entry that let
  an offer of this opening pass is not asked again about the rest of it: the time goes to the next person). The
  offer is a hold of the slot for the salon's hold time (callers are offered other times meanwhile) and a text
  through `texting.send`. Nobody wants it: the opening is closed.
- One live offer per opening and per entry (unique indexes); two openings reaching for the same time meet the
  holds' exclusion constraint, so a slot is never held twice and never booked twice.
- A text withheld by the tenant's cap of the day skips nobody: the hold is let go and the opening waits for the
  next day (after its quiet hours), when the same first person in line is offered the time if it is still free.
  One withheld by the cap of texts to one number (that client has had theirs today) passes the time to the next
  person; that client is asked again when the time comes back round. The operator hears of every withheld text
  (`booking.text_withheld`).
- A yes within the hold books the held slot for the entry (source `waitlist`, through the same booking path as a
  hold's owner); a yes without a live offer is told kindly the time has gone, and the entry keeps waiting; a no
  passes the offer on at once.
"""

import logging
import uuid
from dataclasses import dataclass
from datetime import date, datetime
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from booking.appointments import service as appointments
from booking.availability import service as availability
from booking.availability.errors import ServiceNotFound, ServiceNotOfferedHere, SlotTaken, TimeNotBookable
from booking.calendars.ports import Booked, Customer, Wanted
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
from booking.locations.service import Place
from booking.models import Staff, TenantProfile, WaitlistEntry, WaitlistOffer, WaitlistOpening, WaitlistSettings
from booking.staff import service as staff_service
from booking.staff.errors import StaffNotFound
from booking.texting import locale
from booking.texting import service as texting
from booking.waitlist import matching, repository, texts
from booking.waitlist.errors import CannotJoin, EntryNotFound
from ringbook.booking.v1 import events_pb2 as events
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.plain import plain

logger = logging.getLogger("ringbook.booking.waitlist")

CONSENTS = ("call", "text", "owner")
SOURCE = "waitlist"
DEFAULT_HOLD_MINUTES = 15
DEFAULT_QUIET = (20 * 60, 9 * 60)

JOINED, OFFER_SENT, REFILLED = ("booking.waitlist_joined", "booking.waitlist_offer_sent",
                                "booking.waitlist_refilled")


@dataclass(frozen=True)
class Policy:
    hold_minutes: int
    quiet_start_minute: int
    quiet_end_minute: int


@dataclass(frozen=True)
class Joining:
    """What a client asked to wait for; the phone already E.164."""

    location_id: uuid.UUID | None
    service_id: str
    staff_id: str | None
    first_day: date
    last_day: date
    earliest_minute: int
    latest_minute: int
    name: str
    phone: str
    language: str | None
    consent: str


@dataclass(frozen=True)
class Answer:
    outcome: str  # booked, gone, declined
    message: str
    booked: Booked | None = None


# ---- entries ----------------------------------------------------------------------------------------------

async def join(session: AsyncSession, *, tenant_id: uuid.UUID, joining: Joining, now: datetime) -> WaitlistEntry:
    """Add the client to the location's waitlist (404: the location, service or member is not the tenant's); the
    same request again answers the entry it made."""
    if joining.consent not in CONSENTS:
        raise CannotJoin("consent must be call, text or owner", field="consent")
    place = await locations.place(session, tenant_id, joining.location_id)
    offering = await availability.service_of(session, tenant_id, joining.service_id, location_id=place.location_id)
    staff_key = None
    if joining.staff_id:
        staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=joining.staff_id)
        if not availability.performs(staff, offering):
            raise CannotJoin(f"{staff.name} doesn't offer {offering.name}.", field="staffId")
        staff_key = staff.id
    if joining.last_day < joining.first_day:
        raise CannotJoin("The last day must not be before the first", field="toDate")
    if joining.last_day < availability.local_today(place, now):
        raise CannotJoin("The days asked for have passed", field="toDate")
    if not 0 <= joining.earliest_minute <= joining.latest_minute < matching.MINUTES_IN_DAY:
        raise CannotJoin("The latest time must not be before the earliest", field="latest")
    entry = WaitlistEntry(
        id=uuid.uuid4(), tenant_id=tenant_id, location_id=place.location_id, service_id=joining.service_id,
        staff_key=staff_key, first_day=joining.first_day, last_day=joining.last_day,
        earliest_minute=joining.earliest_minute, latest_minute=joining.latest_minute,
        customer_name=joining.name, customer_phone=joining.phone, language=joining.language,
        consent=joining.consent, consented_at=now, joined_at=now, status="waiting", updated_at=now)
    # Serialises joins of one number, so one sent twice at once is kept once.
    await appointments.lock_customer(session, tenant_id=tenant_id, phone=joining.phone)
    if (already := await repository.same_entry(session, entry)) is not None:
        return already
    await repository.add_entry(session, entry)
    await outbox.publish(session, events.WaitlistJoined(
        tenant_id=str(tenant_id), location_id=str(entry.location_id), entry_id=str(entry.id),
        service_id=entry.service_id, consent=entry.consent), event_type=JOINED, tenant_id=str(tenant_id),
        location_id=str(entry.location_id))
    return entry


def location_id_of(value: str | None) -> uuid.UUID | None:
    """A location as a client names it (404 for anything that is no id)."""
    return locations.location_id_of(value)


async def salon_profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile:
    """The salon as booking keeps it: its country reads a phone number."""
    return await catalogue.profile(session, tenant_id)


async def member(session: AsyncSession, tenant_id: uuid.UUID, entry: WaitlistEntry) -> Staff | None:
    """The member the entry waits for (None: anyone)."""
    if entry.staff_key is None:
        return None
    return (await repository.staff_by_key(session, tenant_id, {entry.staff_key})).get(entry.staff_key)


async def waiting_at(session: AsyncSession, *, tenant_id: uuid.UUID, location: str | None,
                     now: datetime) -> tuple[list[WaitlistEntry], dict[uuid.UUID, Staff]]:
    """The location's entries still waiting (or offered a time) for days not all past, in the order they joined,
    and their members."""
    place = await locations.place(session, tenant_id, locations.location_id_of(location))
    today = availability.local_today(place, now)
    found = [entry for entry in await repository.entries(session, tenant_id, place.location_id)
             if entry.last_day >= today]
    staff = await repository.staff_by_key(session, tenant_id, {e.staff_key for e in found if e.staff_key})
    return found, staff


async def remove(session: AsyncSession, *, tenant_id: uuid.UUID, entry_id: str, now: datetime) -> None:
    """Take the client off the waitlist; a time offered to them is passed on at the loop's next round."""
    key = _uuid_or_none(entry_id)
    entry = await repository.entry(session, tenant_id, key, for_update=True) if key else None
    if entry is None or entry.status == "removed":
        raise EntryNotFound()
    live = await repository.live_offer_of_entry(session, entry.id)
    if live is not None:
        opening = await repository.lock_opening(session, live.opening_id)
        await _let_go(session, live, status="withdrawn", now=now)
        opening.next_at = now
    entry.status, entry.updated_at = "removed", now
    await session.flush()


async def policy(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> Policy:
    kept = await repository.settings_of(session, tenant_id, location_id)
    if kept is None:
        return Policy(DEFAULT_HOLD_MINUTES, *DEFAULT_QUIET)
    return Policy(kept.hold_minutes, kept.quiet_start_minute, kept.quiet_end_minute)


async def settings_at(session: AsyncSession, *, tenant_id: uuid.UUID, location: str | None) -> Policy:
    place = await locations.place(session, tenant_id, locations.location_id_of(location))
    return await policy(session, tenant_id, place.location_id)


async def save_settings(session: AsyncSession, *, tenant_id: uuid.UUID, location: str | None,
                        chosen: Policy) -> Policy:
    place = await locations.place(session, tenant_id, locations.location_id_of(location))
    await repository.save_settings(session, WaitlistSettings(
        tenant_id=tenant_id, location_id=place.location_id, hold_minutes=chosen.hold_minutes,
        quiet_start_minute=chosen.quiet_start_minute, quiet_end_minute=chosen.quiet_end_minute))
    return chosen


# ---- the job loop -----------------------------------------------------------------------------------------

async def run_due(sessionmaker: async_sessionmaker[AsyncSession], messenger: Messenger, settings: Settings, *,
                  now: datetime, batch: int = 50) -> int:
    """Move every due opening on (each in its own transaction); returns how many offers were texted. Safe to run
    on several replicas."""
    async with sessionmaker() as session:
        due = await repository.due_openings(session, now=now, batch=batch)
    sent = 0
    for opening_id in due:
        try:
            async with sessionmaker() as session, session.begin():
                opening = await repository.claim_opening(session, opening_id, now=now)
                if opening is not None and await advance(session, messenger, settings, opening, now=now):
                    sent += 1
        except Exception as exc:  # noqa: BLE001 - the provider failed: the opening is due again next round
            logger.warning("could not move waitlist opening %s on (%s)", opening_id, type(exc).__name__)
    return sent


async def advance(session: AsyncSession, messenger: Messenger, settings: Settings, opening: WaitlistOpening, *,
                  now: datetime) -> bool:
    """The opening (locked) one step on: whether an offer was texted."""
    live = await repository.live_offer_of_opening(session, opening.id)
    if live is not None:
        if live.expires_at > now:
            opening.next_at = live.expires_at
            return False
        await _let_go(session, live, status="expired", now=now)
    if opening.ends_at <= now:
        opening.closed_at = now
        return False
    place = await locations.place_or_none(session, opening.tenant_id, opening.location_id)
    if place is None:
        opening.closed_at = now
        return False
    rules = await policy(session, opening.tenant_id, opening.location_id)
    quiet_end = matching.quiet_ends(now, place.timezone, rules.quiet_start_minute, rules.quiet_end_minute)
    if quiet_end > now:
        opening.next_at = quiet_end
        return False
    return await _offer_next(session, messenger, settings, opening, place, rules, now=now)


async def _offer_next(session: AsyncSession, messenger: Messenger, settings: Settings, opening: WaitlistOpening,
                      place: Place, rules: Policy, *, now: datetime) -> bool:
    seen = matching.Opening(opening.staff_key, opening.starts_at, opening.ends_at)
    rows = {row.id: row for row in await repository.entries(session, opening.tenant_id, opening.location_id)}
    asked = await repository.offered_in(session, opening.id)
    candidates = [entry for entry in matching.in_order(_waiting(row) for row in rows.values())
                  if entry.entry_id not in asked and matching.could_want(entry, seen, place.timezone)]
    queue = [entry for entry in candidates if rows[entry.entry_id].status == "waiting"]
    # Those offered another time now, and those another transaction is offering one, are asked once that ends.
    retry_at = await _offered_elsewhere_until(
        session, [entry.entry_id for entry in candidates if rows[entry.entry_id].status == "offered"])
    offered = await repository.offered_before(session, [entry.entry_id for entry in queue])
    members = await repository.staff_by_key(
        session, opening.tenant_id, {key for key in [opening.staff_key, *(e.staff_key for e in queue)] if key})
    for entry in queue:
        days = matching.search_days(entry.window, seen, place.timezone)
        named = entry.staff_key or opening.staff_key
        member = members.get(named) if named else None
        if days is None or (named and member is None):
            continue
        slots = await _free_slots(session, settings, opening, entry, days, member, now=now)
        mine = {(key, start) for entry_id, key, start in offered if entry_id == entry.entry_id}
        choice = matching.choose(entry, slots, seen, place.timezone, mine)
        if choice is None:
            continue
        row = await repository.claim_waiting(session, entry.entry_id)
        if row is None:
            retry_at = now  # another opening is offering them a time right now: the next person, then again
            continue
        try:
            held = await appointments.hold(session, settings, tenant_id=opening.tenant_id, slot_id=choice.slot_id,
                                           now=now, minutes=rules.hold_minutes)
        except (SlotTaken, TimeNotBookable):
            retry_at = now  # taken meanwhile (another opening's offer, a caller): the next person, then again
            continue
        body = await _offer_text(session, row, choice, place, rules, members, service_id=entry.service_id)
        cap = await texting.send_or_cap(session, messenger, tenant_id=opening.tenant_id,
                                        location_id=opening.location_id, to=row.customer_phone, body=body,
                                        purpose="waitlist_offer", now=now)
        if cap is not None:
            await appointments.release_hold(session, tenant_id=opening.tenant_id, hold_id=held.hold_id)
            if cap == texting.OPTED_OUT:
                continue  # the client asked not to be texted from here: the next person
            tomorrow = matching.next_day_after_quiet(now, place.timezone, rules.quiet_end_minute)
            if cap == texting.PER_NUMBER:
                # This client has had their texts of the day: the next person, and this one again tomorrow.
                retry_at = tomorrow if retry_at is None else min(retry_at, tomorrow)
                continue
            opening.next_at = tomorrow
            return False
        offer = WaitlistOffer(
            id=uuid.uuid4(), tenant_id=opening.tenant_id, entry_id=row.id, opening_id=opening.id,
            staff_key=choice.staff_key, service_id=entry.service_id, starts_at=choice.start, hold_id=held.hold_id,
            slot_id=choice.slot_id, sent_at=now, expires_at=held.expires_at, status="live")
        await repository.add_offer(session, offer)
        row.status, row.updated_at = "offered", now
        opening.next_at = held.expires_at
        sent = events.WaitlistOfferSent(
            tenant_id=str(opening.tenant_id), location_id=str(opening.location_id), entry_id=str(row.id),
            offer_id=str(offer.id), service_id=offer.service_id, staff_key=str(offer.staff_key))
        sent.starts_at.FromDatetime(offer.starts_at)
        sent.expires_at.FromDatetime(offer.expires_at)
        await outbox.publish(session, sent, event_type=OFFER_SENT, tenant_id=str(opening.tenant_id),
                             location_id=str(opening.location_id))
        return True
    if retry_at is None:
        opening.closed_at = now
    else:
        opening.next_at = retry_at
    return False


async def _offered_elsewhere_until(session: AsyncSession, entry_ids: list[uuid.UUID]) -> datetime | None:
    """When the first of these entries' live offers of other times ends (None: none has one)."""
    ends = [offer.expires_at for entry_id in entry_ids
            if (offer := await repository.live_offer_of_entry(session, entry_id)) is not None]
    return min(ends, default=None)


async def _free_slots(session: AsyncSession, settings: Settings, opening: WaitlistOpening, entry: matching.Waiting,
                      days: tuple[date, date], member: Staff | None, *, now: datetime) -> list[matching.FreeSlot]:
    try:
        found = await availability.search(session, settings, tenant_id=opening.tenant_id,
                                          service_id=entry.service_id, first_day=days[0], last_day=days[1],
                                          staff_id=member.staff_id if member else None, now=now,
                                          location_id=opening.location_id)
    except (ServiceNotFound, ServiceNotOfferedHere, StaffNotFound):
        return []  # no longer offered here: the entry waits for the salon to offer it again
    keys = {staff_id: staff.id for staff_id, staff in found.staff.items()}
    return [matching.FreeSlot(view["slotId"], keys[slot.staff_id], slot.start)
            for slot, view in zip(found.slots, found.as_dicts(settings), strict=True)]


async def _offer_text(session: AsyncSession, entry: WaitlistEntry, choice: matching.FreeSlot, place: Place,
                      rules: Policy, members: dict[uuid.UUID, Staff], *, service_id: str) -> str:
    profile = await catalogue.profile(session, entry.tenant_id)
    country = locale.salon_country(profile)
    language = locale.text_language(entry.language, country)
    service = await availability.service_of(session, entry.tenant_id, service_id, location_id=entry.location_id)
    member = members.get(choice.staff_key) or (
        await repository.staff_by_key(session, entry.tenant_id, {choice.staff_key})).get(choice.staff_key)
    return texts.offer(language=language, business=plain(_business(profile.name, place, entry.tenant_id)),
                       service=plain(service.name), staff=plain(member.name) if member else "",
                       moment=choice.start.astimezone(ZoneInfo(place.timezone)), country=country,
                       minutes=rules.hold_minutes)


def _business(salon: str, place: Place, tenant_id: uuid.UUID) -> str:
    return salon if place.location_id == tenant_id or not place.name else place.name


async def _let_go(session: AsyncSession, offer: WaitlistOffer, *, status: str, now: datetime) -> None:
    """End a live offer (expired, declined, withdrawn): its hold is freed and its entry waits again."""
    offer.status, offer.answered_at = status, now
    await appointments.release_hold(session, tenant_id=offer.tenant_id, hold_id=offer.hold_id)
    entry = await repository.entry(session, offer.tenant_id, offer.entry_id, for_update=True)
    if entry is not None and entry.status == "offered":
        entry.status, entry.updated_at = "waiting", now
    await session.flush()
    if entry is not None and offer.expires_at > now:
        # Freed time that waited for this client's answer to end is theirs to be asked about now.
        await repository.wake_openings(session, offer.tenant_id, entry.location_id, waiting_until=offer.expires_at,
                                       now=now)


def _waiting(row: WaitlistEntry) -> matching.Waiting:
    return matching.Waiting(row.id, row.service_id, row.staff_key,
                            matching.Window(row.first_day, row.last_day, row.earliest_minute, row.latest_minute),
                            row.joined_at)


# ---- answers ----------------------------------------------------------------------------------------------

async def answer(session: AsyncSession, messenger: Messenger, settings: Settings, *, tenant_id: uuid.UUID,
                 location_id: uuid.UUID | None, phone: str, yes: bool, now: datetime) -> Answer:
    """The client's yes or no to the time texted to them."""
    place = await locations.place(session, tenant_id, location_id)
    profile = await catalogue.profile(session, tenant_id)
    country = locale.salon_country(profile)
    found = await repository.live_offer_for_phone(session, tenant_id, place.location_id, phone)
    if found is None:
        latest = await repository.latest_offer_for_phone(session, tenant_id, place.location_id, phone)
        if yes and latest is not None and latest.status == "accepted" and (
                again := await _booked_again(session, latest, profile, place, country)) is not None:
            return again
        return Answer("gone", texts.gone(await _language_of_phone(session, tenant_id, place, phone, country)))
    opening = await repository.lock_opening(session, found.opening_id)
    await session.refresh(found)
    entry = await repository.entry(session, tenant_id, found.entry_id, for_update=True)
    if entry is None:  # removed for good while the answer came in
        return Answer("gone", texts.gone(locale.text_language(None, country)))
    language = locale.text_language(entry.language, country)
    if found.status == "accepted" and yes and (
            again := await _booked_again(session, found, profile, place, country)) is not None:
        return again  # the same yes, sent again
    if found.status != "live" or found.expires_at <= now:
        await _pass_on(session, messenger, settings, opening, now=now)
        return Answer("gone", texts.gone(language))
    if not yes:
        await _let_go(session, found, status="declined", now=now)
        await _pass_on(session, messenger, settings, opening, now=now)
        return Answer("declined", texts.declined(language))
    try:
        booked = await appointments.book(
            session, settings, tenant_id=tenant_id, wanted=Wanted(slot_id=found.slot_id),
            customer=Customer(entry.customer_name, entry.customer_phone, language=entry.language), source=SOURCE,
            now=now, idempotency_key=f"waitlist:{found.id}", hold_id=str(found.hold_id))
    except (SlotTaken, TimeNotBookable):
        await _let_go(session, found, status="expired", now=now)
        opening.next_at = now
        return Answer("gone", texts.gone(language))
    found.status, found.answered_at = "accepted", now
    entry.status, entry.appointment_id, entry.updated_at = "booked", booked.appointment.id, now
    opening.next_at = now  # what is left of the opening, if anything, goes to the next person
    await session.flush()
    await repository.wake_openings(session, tenant_id, entry.location_id, waiting_until=found.expires_at, now=now)
    await outbox.publish(session, events.WaitlistRefilled(
        tenant_id=str(tenant_id), location_id=str(entry.location_id), entry_id=str(entry.id), offer_id=str(found.id),
        appointment_id=str(booked.appointment.id), price_cents=booked.appointment.price_cents),
        event_type=REFILLED, tenant_id=str(tenant_id), location_id=str(entry.location_id))
    return _booked_answer(booked, language, profile, place, country)


def _booked_answer(booked: Booked, language: str, profile: TenantProfile, place: Place,
                   country: str | None) -> Answer:
    appointment = booked.appointment
    return Answer("booked", texts.booked(
        language=language, business=plain(_business(profile.name, place, appointment.tenant_id)),
        service=plain(appointment.service_name),
        moment=appointment.starts_at.astimezone(ZoneInfo(booked.timezone)), country=country), booked)


async def _booked_again(session: AsyncSession, offer: WaitlistOffer, profile: TenantProfile, place: Place,
                        country: str | None) -> Answer | None:
    """The booking an accepted offer made, answered again while it stands."""
    entry = await repository.entry(session, offer.tenant_id, offer.entry_id)
    if entry is None or entry.appointment_id is None:
        return None
    booked = await appointments.booked_again(session, tenant_id=offer.tenant_id, appointment_id=entry.appointment_id)
    if booked is None:
        return None
    return _booked_answer(booked, locale.text_language(entry.language, country), profile, place, country)


async def _pass_on(session: AsyncSession, messenger: Messenger, settings: Settings, opening: WaitlistOpening, *,
                   now: datetime) -> None:
    """Offer the time to the next person now; when the text cannot be sent, the answer stands and the job loop
    tries at its next round."""
    opening.next_at = now
    try:
        async with session.begin_nested():
            await advance(session, messenger, settings, opening, now=now)
    except Exception as exc:  # noqa: BLE001 - the provider failed: the loop offers it next round
        logger.warning("could not pass waitlist opening %s on (%s)", opening.id, type(exc).__name__)
        await session.refresh(opening)
        opening.next_at = now


async def _language_of_phone(session: AsyncSession, tenant_id: uuid.UUID, place: Place, phone: str,
                             country: str | None) -> str:
    entries = [e for e in await repository.entries(session, tenant_id, place.location_id) if e.customer_phone == phone]
    return locale.text_language(entries[-1].language if entries else None, country)


def _uuid_or_none(value: str) -> uuid.UUID | None:
    try:
        return uuid.UUID(value)
    except ValueError:
        return None
