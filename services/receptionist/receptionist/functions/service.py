"""The agent's seven functions. Each takes the call's tenant (resolved from the call, never from the arguments)
and the arguments as the model sent them, and answers `{"ok", "result", ...}`: `result` is a sentence the agent
can say. `ok: false` is an answer that did not act yet but did its job (a question back, nothing free, which
appointment?), with a sentence that helps the caller on; only a function that could not do its job (the calendar
down or refusing) also says `failed: true`."""

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist import languages
from receptionist.functions import idempotency, late, matching, repository, slots, speech
from receptionist.functions.calendar import CalendarDown, ask
from receptionist.locations import service as locations
from receptionist.locations import team
from receptionist.models import Callback
from receptionist.salon.owner import owner_email
from receptionist.salon.profile import SalonProfile, ServiceInfo, StaffInfo
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common import clock, phones
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.outbox import publish
from ringbook_common.bus.rpc import RpcFailed
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.plain import plain
from ringbook_common.messaging.ports import Email

CALENDAR_DOWN = ("I'm having trouble reaching the calendar right now — may I take your number for a call-back?")
URGENCIES = ("low", "normal", "urgent")
CALLBACK_KINDS = ("callback", "late")
# Lists in answers stay short: the provider caps an answer at 15,000 characters and the agent reads them out.
MAX_LISTED = 40
LOOK_AHEAD_DAYS = 30  # booking answers at most 31 days per question
DEFAULT_DAYS = 7
TEXT_CALLS = "text:"  # a text conversation's call id begins so


@dataclass(frozen=True)
class Caller:
    """The call a function was called in, as the provider described it."""

    tenant_id: uuid.UUID
    call_id: str
    agent_id: str = ""
    from_number: str = ""
    to_number: str = ""
    location_id: uuid.UUID | None = None  # whose number was dialled (None: the first location's)
    zone: str | None = None  # that location's time zone, when it was read with the line

    @property
    def place_id(self) -> uuid.UUID:
        return self.location_id or self.tenant_id


@dataclass(frozen=True)
class Tools:
    bus: Bus
    messenger: Messenger
    timeout: float
    now: Callable[[], datetime] = clock.now


@dataclass(frozen=True)
class Acting:
    """What an acting function gets besides its arguments: the arguments' digest (part of booking's
    idempotency key) and its intents' guard."""

    args_digest: str
    once: idempotency.Once


def _language(args: dict) -> str:
    """The caller's language as its two-letter code; empty when the agent named none the receptionist speaks."""
    found = languages.find(text(args, "language", 20))
    return found.code if found else ""


def answer(ok: bool, result: str, **extra) -> dict:
    return {"ok": ok, "result": result, **extra}


def failure(result: str, **extra) -> dict:
    """The function could not do its job: the only answer the owner's test chat shows as a failure."""
    return {"ok": False, "failed": True, "result": result, **extra}


def text(args: dict, key: str, limit: int = 300) -> str:
    """An argument as text, whatever the model sent (a number, null, nothing)."""
    value = args.get(key)
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int | float | str):
        return str(value).strip()[:limit]
    return ""


def _number_to_reach(args: dict, key: str, caller: Caller, profile: SalonProfile) -> str:
    """The number the caller gave (one said without a country code is the salon's country's), else the one they
    call from; empty when neither can be read."""
    try:
        return phones.e164(text(args, key, 40) or caller.from_number, profile.country)
    except phones.InvalidPhone:
        return ""


def _service_named(profile: SalonProfile, asked: str) -> ServiceInfo | None:
    return matching.best(asked, profile.services, key=lambda s: s.name, ident=lambda s: s.service_id)


def _member_named(profile: SalonProfile, asked: str) -> StaffInfo | None:
    return matching.best(asked, profile.staff, key=lambda s: s.name, ident=lambda s: s.staff_id)


# ---- the location asked about ------------------------------------------------------------------------------

async def load(session: AsyncSession, caller: Caller) -> SalonProfile:
    """The location the caller dialled."""
    return await locations.profile(session, caller.tenant_id, caller.place_id)


async def _asked_about(session: AsyncSession, caller: Caller, args: dict) -> SalonProfile | dict:
    """The location the caller asked about (`location`: one of the business's, by name or address), else the one
    they dialled; an answer naming the business's locations when `location` names none of them."""
    asked = text(args, "location", 200)
    if not asked:
        return await load(session, caller)
    places = await locations.places(session, caller.tenant_id)
    if len(places) == 1:
        return await load(session, caller)
    found = locations.named(asked, places)
    if found is None:
        listed = [f"{place.name} at {place.address}" if place.address else place.name for place in places]
        return answer(False, f"We don't have a location called {asked}. Our locations are "
                             f"{speech.join_words(listed)}. Which one would you like?",
                      locations=[{"name": place.name, "address": place.address} for place in places])
    return await locations.profile(session, caller.tenant_id, found.location_id)


def _elsewhere(profile: SalonProfile, caller: Caller) -> dict:
    """Where an answer about another location than the one dialled says so."""
    if profile.place_id == caller.place_id:
        return {}
    return {"location": profile.name, "location_address": profile.full_address}


# ---- get_business_info ------------------------------------------------------------------------------------

def _other_locations(profile: SalonProfile) -> list[dict]:
    return [{"name": other.name, "address": other.address, "timezone": other.timezone,
             "hours": speech.opening_hours(other.hours)} for other in profile.other_locations[:MAX_LISTED]]


async def get_business_info(session: AsyncSession, tools: Tools, caller: Caller, args: dict) -> dict:
    profile = await _asked_about(session, caller, args)
    if isinstance(profile, dict):
        return profile
    services = profile.services[:MAX_LISTED]
    details = await _staff_details(tools, caller, profile)
    staff = [member.name for member in profile.staff[:MAX_LISTED]]
    if profile.other_locations and details:  # of a business's staff, those who work at this location
        staff = [member["name"] for member in details]
    hours = {speech.WEEKDAYS[day]: {"open": span.open, "close": span.close, "closed": span.closed}
             for day, span in sorted(profile.hours.items(), key=lambda item: (item[0] + 6) % 7)}
    sentences = [f"{profile.name or 'We'} {'is' if profile.name else 'are'} at {profile.full_address}."
                 if profile.full_address else f"This is {profile.name}."]
    sentences.append(f"Opening hours: {speech.opening_hours(profile.hours)}.")
    if services:
        sentences.append("Services: " + speech.join_words(
            [f"{s.name} ({speech.duration(s.duration_min)}, {speech.price(s.price_cents)})" for s in services])
            + ".")
    if staff:
        sentences.append(f"Our team: {speech.join_words(staff)}.")
    others = _other_locations(profile)
    if others:
        sentences.append("Our other locations: " + speech.join_words(
            [f"{other['name']} at {other['address']}" if other["address"] else other["name"] for other in others])
            + ".")
    return answer(True, " ".join(sentences), name=profile.name, address=profile.full_address,
                  timezone=profile.timezone, hours=hours,
                  services=[{"service_id": s.service_id, "name": s.name, "duration_min": s.duration_min,
                             "price": speech.price(s.price_cents), "price_cents": s.price_cents} for s in services],
                  staff=staff, now=tools.now().astimezone(ZoneInfo(profile.timezone)).isoformat(timespec="minutes"),
                  staff_details=details, front_desk=bool(profile.front_desk_phone),
                  **({"locations": others} if others else {}), **_elsewhere(profile, caller))


async def _staff_details(tools: Tools, caller: Caller, profile: SalonProfile) -> list[dict]:
    """Each stylist's title and own weekly hours at the location ("<weekday 0=Sunday..6>": {start, end}), so the
    agent can say who works when and who does what; empty when booking does not answer. At a business with
    several locations, only the stylists who work at this one."""
    try:
        reply = await ask(tools.bus, "staff_week", rpc.StaffWeekRequest(
            tenant_id=str(caller.tenant_id), location_id=profile.booking_location),
            rpc.StaffWeekReply, timeout=tools.timeout)
    except (RpcFailed, CalendarDown):
        return team.told_details(profile, limit=MAX_LISTED)
    return [{"name": member.name, "title": member.title,
             "works": {str(day.weekday): {"start": day.start, "end": day.end} for day in member.days}}
            for member in reply.staff[:MAX_LISTED] if member.days or not profile.other_locations]



# ---- check_availability -----------------------------------------------------------------------------------

def _services_on_offer(profile: SalonProfile) -> list[str]:
    return [s.name for s in profile.services[:MAX_LISTED]]


def _unknown_service(profile: SalonProfile, asked: str) -> dict:
    names = _services_on_offer(profile)
    if not asked:
        return answer(False, f"Which service would you like? We offer {speech.join_words(names, 'or')}.",
                      services=names)
    return answer(False, f"We don't offer {asked}. We do offer {speech.join_words(names)}. Which would you like?",
                  services=names)


async def _free(tools: Tools, profile: SalonProfile, service: ServiceInfo, first: date, last: date,
                staff_id: str, moving: str = "") -> list[slots.Offer]:
    """Free starts at the profile's location (never another's); `moving` is the caller's appointment being
    moved, whose own time counts as free."""
    reply = await ask(tools.bus, "availability", rpc.AvailabilityRequest(
        tenant_id=str(profile.tenant_id), service_id=service.service_id, from_date=first.isoformat(),
        to_date=last.isoformat(), staff_id=staff_id, ignore_appointment_id=moving,
        location_id=profile.booking_location), rpc.AvailabilityReply, timeout=tools.timeout)
    return slots.offers(reply.slots)


async def check_availability(session: AsyncSession, tools: Tools, caller: Caller, args: dict) -> dict:
    profile = await _asked_about(session, caller, args)
    if isinstance(profile, dict):
        return profile
    today = tools.now().astimezone(ZoneInfo(profile.timezone)).date()
    asked = text(args, "service")
    service = _service_named(profile, asked)
    if service is None:
        return _unknown_service(profile, asked)
    staff_asked = text(args, "staff")
    staff_id, staff_note = "", ""
    if staff_asked and staff_asked.lower() not in ("any", "anyone", "no preference", "whoever"):
        member = _member_named(profile, staff_asked)
        if member is None:
            names = [m.name for m in profile.staff[:MAX_LISTED]]
            return answer(False, f"I don't have anyone called {staff_asked} here. You can choose "
                                 f"{speech.join_words(names, 'or')}, or whoever is free.", staff=names)
        staff_id, staff_note = member.staff_id, f" with {speech.first_name(member.name)}"
    preferred = slots.parse_preferred(text(args, "preferred_time")) or slots.Preferred()
    moving = text(args, "appointment_id", 100)
    day_asked = text(args, "date")
    if day_asked:
        day = slots.parse_day(day_asked, today)
        if day is None:
            return answer(False, "Which day would you like? Please give me the date as year-month-day.")
        if day < today:
            return answer(False, "That day has already passed. Which upcoming day would suit you?")
        first, last = day, day
    else:
        first, last = today, today + timedelta(days=DEFAULT_DAYS - 1)
    try:
        found = await _free(tools, profile, service, first, last, staff_id, moving)
    except RpcFailed as refused:
        return failure(f"I couldn't look that up: {refused.message}. Could we try another day?")
    chosen = slots.pick(found, preferred)
    if chosen:
        elsewhere = _elsewhere(profile, caller)
        at = f" at {profile.name}" if elsewhere else ""
        return answer(True, f"For a {service.name}{staff_note}{at}, I have {slots.say(chosen, today)}. "
                            "Which would you like?", service=service.name, timezone=profile.timezone,
                      slots=[offer.present() for offer in chosen], **elsewhere)
    return await _nothing_free(tools, caller, profile, service, staff_id, staff_note, preferred, found,
                               day=first if day_asked else None, last=last, today=today, moving=moving)


async def _nothing_free(tools: Tools, caller: Caller, profile: SalonProfile, service: ServiceInfo, staff_id: str,
                        staff_note: str, preferred: slots.Preferred, found: list[slots.Offer], *, day: date | None,
                        last: date, today: date, moving: str = "") -> dict:
    """Why nothing fits, and what comes closest: other times that day, else the next day with an opening."""
    when = f"on {speech.day_of(day, today)}" if day else "in the next week"
    if day is not None:
        hours = profile.hours.get((day.weekday() + 1) % 7)
        weekday = speech.weekday(day)
        if hours is not None and hours.closed:
            reason = f"We're closed on {weekday}s."
        elif hours is not None and preferred.at is not None and not (
                _minute(hours.open) <= preferred.at < _minute(hours.close)):
            reason = (f"On {weekday}s we're open from {speech.clock(hours.open)} to {speech.clock(hours.close)}, "
                      f"so I have nothing {preferred.label}.")
        else:
            reason = f"I have nothing free {preferred.label + ' ' if preferred.label else ''}{when}{staff_note}."
    else:
        reason = f"I have nothing free {preferred.label + ' ' if preferred.label else ''}{when}{staff_note}."
    if found:  # open that day, just not at the time asked for
        closest = slots.nearest(found, slots.anchor(preferred)) if preferred.label else slots.pick(
            found, slots.Preferred())
        return answer(False, f"{reason} The closest I have is {slots.say(closest, today)}.", service=service.name,
                      timezone=profile.timezone, slots=[offer.present() for offer in closest])
    try:
        later = await _free(tools, profile, service, last + timedelta(days=1), last + timedelta(days=LOOK_AHEAD_DAYS),
                            staff_id, moving)
    except RpcFailed:
        later = []
    if not later:
        return answer(False, f"{reason} I don't see an opening in the following month either. "
                             "May I take your number so the salon can call you back?", service=service.name,
                      timezone=profile.timezone, slots=[])
    next_day = later[0].start.date()
    that_day = [offer for offer in later if offer.start.date() == next_day]
    chosen = slots.pick(that_day, preferred) or slots.pick(that_day, slots.Preferred())
    return answer(False, f"{reason} The next opening is {slots.say(chosen, today)}.", service=service.name,
                  timezone=profile.timezone, slots=[offer.present() for offer in chosen])


def _minute(clock: str) -> int:
    hour, minute = (int(part) for part in clock.split(":")[:2])
    return hour * 60 + minute


# ---- book_appointment -------------------------------------------------------------------------------------

def _today(profile_zone: str, tools: Tools) -> date:
    return tools.now().astimezone(ZoneInfo(profile_zone)).date()


async def _zone(session: AsyncSession, caller: Caller) -> str:
    """The zone of the location the caller dialled, which says "today": one read instead of the whole profile
    (read when the location has no row of its own, as the profile answers that)."""
    zone = caller.zone or await repository.zone_of(session, caller.tenant_id, caller.place_id)
    return zone if zone is not None else (await load(session, caller)).timezone


def _alternatives(alternatives, today: date) -> tuple[str, list[dict]]:
    offered = slots.offers(alternatives)[:slots.MAX_OFFERED]
    if not offered:
        return "", []
    return f" I can offer {slots.say(offered, today)} instead.", [offer.present() for offer in offered]


def _booked(appointment: rpc.Appointment) -> dict:
    return {"appointment_id": appointment.id, "start": appointment.starts_at, "staff": appointment.staff_name,
            "service": appointment.service}


def _describe(appointment: rpc.Appointment, today: date) -> str:
    start = datetime.fromisoformat(appointment.starts_at)
    staff = f" with {speech.first_name(appointment.staff_name)}" if appointment.staff_name else ""
    return f"{appointment.service or 'appointment'}{staff} on {speech.when(start, today)}".replace(
        " on today", " today").replace(" on tomorrow", " tomorrow")


# Booking's `refusal` when a time cannot be booked at all (nothing to do with another booking): said as it is.
_NOT_BOOKABLE = {
    "past": "that time has already passed",
    "too_soon": "that's too soon for us to get ready for you",
    "beyond_window": "we only take bookings up to {window} ahead",
    "closed": "that's outside our opening hours",
}


def _not_bookable(reply: rpc.BookReply, today: date) -> dict:
    """A time booking refused for what it is (past, beyond the booking window...), with the nearest free times."""
    days = reply.booking_window_days
    reason = _NOT_BOOKABLE.get(reply.refusal, "that time isn't one we can book").format(
        window="1 day" if days == 1 else f"{days} days")
    offer, alternatives = _alternatives(reply.alternatives, today)
    ask_again = offer or (" Would an earlier date work for you?" if reply.refusal == "beyond_window"
                          else " What other day or time would suit you?")
    return answer(False, f"I'm sorry, {reason}.{ask_again}", alternatives=alternatives, refusal=reply.refusal,
                  booking_window_days=reply.booking_window_days)


def _refused(refusal: RpcFailed, what: str) -> dict:
    if "phone" in refusal.message.lower():
        return answer(False, "I didn't catch a valid phone number. Could you tell me the best number to reach you?")
    return failure(f"I couldn't {what} that time — it may no longer be available. "
                   "Shall I check the availability again?")


def _duplicate(held: rpc.Appointment, today: date) -> dict:
    return answer(False, f"I see you already have a {_describe(held, today)}. Would you like me to move that one, "
                         f"or add another {held.service or 'appointment'}?", duplicate=_listed(held))


async def book_appointment(session: AsyncSession, tools: Tools, caller: Caller, args: dict,
                           acting: Acting) -> dict:
    """One booking per call, customer and service (booking answers a re-issued one with the first appointment,
    whatever its slot); a customer who holds the service that day is asked "move it or add another?" unless
    `also` is true."""
    slot_id, name = text(args, "slot_id", 2000), text(args, "customer_name", 120)
    if not slot_id:
        return answer(False, "Which time would you like? Let me check the availability first.")
    if not name:
        return answer(False, "May I have your name for the booking?")
    phone = text(args, "customer_phone", 40) or caller.from_number
    if not phone:
        return answer(False, "What's the best phone number to reach you?")
    today = _today(await _zone(session, caller), tools)
    try:
        reply = await ask(tools.bus, "book", rpc.BookRequest(
            tenant_id=str(caller.tenant_id), slot_id=slot_id, customer_name=name, customer_phone=phone,
            notes=text(args, "notes", 1000), source="ai_receptionist",
            idempotency_key=f"{caller.call_id}:book_appointment:{acting.args_digest}"[:200], call_id=caller.call_id,
            also=args.get("also") is True, language=_language(args)),
            rpc.BookReply, timeout=tools.timeout)
    except RpcFailed as refused:
        return _refused(refused, "book")
    if not reply.ok and reply.HasField("duplicate"):
        return _duplicate(reply.duplicate, today)
    if not reply.ok and reply.refusal:
        return _not_bookable(reply, today)
    if not reply.ok:
        offer, alternatives = _alternatives(reply.alternatives, today)
        return answer(False, f"I'm sorry, that time was just taken.{offer}", alternatives=alternatives)
    return answer(True, f"You're booked, {name.split(' ')[0]}: {_describe(reply.appointment, today)}. "
                        "We'll see you then!", **_booked(reply.appointment))


# ---- reschedule_appointment and cancel_appointment --------------------------------------------------------

def _listed(appointment: rpc.Appointment) -> dict:
    return {"appointment_id": appointment.id, "start": appointment.starts_at, "service": appointment.service,
            "staff": appointment.staff_name}


async def _callers_appointment(tools: Tools, caller: Caller, appointment_id: str, verb: str,
                               today: date) -> rpc.Appointment | dict:
    """The caller's upcoming appointment this function acts on, or the answer explaining why there is none."""
    if not caller.from_number:
        return answer(False, "I can't see the number you're calling from, so I can't look up your appointments. "
                             "May I take a message for the salon instead?")
    try:
        found = await ask(tools.bus, "find_by_phone", rpc.FindByPhoneRequest(
            tenant_id=str(caller.tenant_id), phone=caller.from_number), rpc.FindByPhoneReply, timeout=tools.timeout)
        appointments = list(found.appointments)[:MAX_LISTED]
    except RpcFailed:
        appointments = []
    listed = [_listed(a) for a in appointments]
    if appointment_id:
        for appointment in appointments:
            if appointment.id == appointment_id:
                return appointment
        return answer(False, "I couldn't find that appointment under the number you're calling from."
                      + (f" I see {_say_list(appointments, today)}." if appointments else ""), appointments=listed)
    if not appointments:
        return answer(False, "I don't see any upcoming appointments under the number you're calling from.",
                      appointments=[])
    if len(appointments) > 1:
        return answer(False, f"I see {len(appointments)} upcoming appointments: {_say_list(appointments, today)}. "
                             f"Which one would you like to {verb}?", appointments=listed)
    return appointments[0]


def _say_list(appointments: list[rpc.Appointment], today: date) -> str:
    return speech.join_words([_describe(a, today) for a in appointments[:5]])


async def _to_move(tools: Tools, caller: Caller, appointment_id: str, today: date) -> dict:
    """Without a new time, a move only looks: the caller's upcoming appointments (or the one named)."""
    found = await _callers_appointment(tools, caller, appointment_id, "move", today)
    if isinstance(found, dict):
        return found
    return answer(False, f"I see your {_describe(found, today)}. Which new time would you like? "
                         "Let me check the availability first.", appointments=[_listed(found)])


async def reschedule_appointment(session: AsyncSession, tools: Tools, caller: Caller, args: dict,
                                 acting: Acting | None = None) -> dict:
    """One move per call and appointment: a re-issued move of the same appointment answers the first move. The
    stylist is the new slot's: `staff_changed` says when that is not the one the appointment had."""
    new_slot_id, appointment_id = text(args, "new_slot_id", 2000), text(args, "appointment_id", 100)
    profile = await load(session, caller)
    today = _today(profile.timezone, tools)
    if not new_slot_id:
        return await _to_move(tools, caller, appointment_id, today)
    once = acting.once if acting is not None else None
    if once and appointment_id and (kept := await once.claim(f"move:{appointment_id}")) is not None:
        return kept
    found = await _callers_appointment(tools, caller, appointment_id, "move", today)
    if isinstance(found, dict):
        return found
    if once and not appointment_id and (kept := await once.claim(f"move:{found.id}")) is not None:
        return kept
    try:
        reply = await ask(tools.bus, "reschedule", rpc.RescheduleRequest(
            tenant_id=str(caller.tenant_id), appointment_id=found.id, slot_id=new_slot_id,
            language=_language(args)), rpc.BookReply,
            timeout=tools.timeout)
    except RpcFailed as refused:
        return _refused(refused, "move your appointment to")
    if not reply.ok and reply.refusal:
        return _not_bookable(reply, today)
    if not reply.ok:
        offer, alternatives = _alternatives(reply.alternatives, today)
        return answer(False, f"I'm sorry, that new time was just taken.{offer}", alternatives=alternatives)
    moved = reply.appointment
    staff_changed = bool(found.staff_id) and moved.staff_id != found.staff_id
    change = (f" That's with {speech.first_name(moved.staff_name)} instead of {speech.first_name(found.staff_name)}."
              if staff_changed else "")
    return answer(True, f"Done — your appointment is now {_describe(moved, today)}.{change}",
                  **_booked(moved), staff_changed=staff_changed)


async def cancel_appointment(session: AsyncSession, tools: Tools, caller: Caller, args: dict,
                             acting: Acting | None = None) -> dict:
    """Cancels only the appointment named by its id: without one it finds the caller's appointment and asks,
    so no appointment is cancelled that the caller did not hear read back. A re-issued cancel of the same
    appointment in the call answers the first."""
    profile = await load(session, caller)
    today = _today(profile.timezone, tools)
    appointment_id = text(args, "appointment_id", 100)
    if acting is not None and appointment_id and (
            kept := await acting.once.claim(f"cancel:{appointment_id}")) is not None:
        return kept
    found = await _callers_appointment(tools, caller, appointment_id, "cancel", today)
    if isinstance(found, dict):
        return found
    if not appointment_id:
        return answer(False, f"I see your {_describe(found, today)}. Shall I cancel it?",
                      appointments=[_listed(found)])
    try:
        reply = await ask(tools.bus, "cancel", rpc.CancelRequest(
            tenant_id=str(caller.tenant_id), appointment_id=found.id, reason=text(args, "reason", 500),
            language=_language(args)),
            rpc.AppointmentReply, timeout=tools.timeout)
    except RpcFailed:
        return failure("I couldn't cancel that appointment. May I take a message so the salon can help?")
    return answer(True, f"Your {_describe(reply.appointment, today)} is cancelled.", **_listed(reply.appointment))


# ---- request_callback -------------------------------------------------------------------------------------

async def request_callback(session: AsyncSession, tools: Tools, caller: Caller, args: dict,
                           acting: Acting) -> dict:
    """One call-back per call and kind. `kind: "late"` (a caller running late) is passed on at once: the owner
    and the stylist of the caller's appointment today are texted."""
    name, reason = text(args, "name", 120), text(args, "reason", 1000)
    if not name:
        return answer(False, "May I have your name for the message?")
    if not reason:
        return answer(False, "What would you like the salon to call you back about?")
    profile = await load(session, caller)
    phone = _number_to_reach(args, "phone", caller, profile)
    if not phone:
        return answer(False, "What's the best number to call you back on?")
    urgency = text(args, "urgency", 20).lower()
    urgency = urgency if urgency in URGENCIES else "normal"
    kind = text(args, "kind", 20).lower()
    kind = kind if kind in CALLBACK_KINDS else "callback"
    if (kept := await acting.once.claim(f"callback:{kind}")) is not None:
        return kept
    best_time = text(args, "best_time", 200)
    callback = Callback(id=uuid.uuid4(), tenant_id=caller.tenant_id, location_id=caller.place_id,
                        call_id=caller.call_id, name=name, phone=phone,
                        reason=reason, urgency=urgency, best_time=best_time,
                        language=_language(args), kind=kind)
    await repository.add_callback(session, callback)
    await publish(session, events.CallbackRequested(
        tenant_id=str(caller.tenant_id), callback_id=str(callback.id), call_id=caller.call_id, name=name,
        phone=phone, reason=reason, urgency=urgency, best_time=best_time, language=callback.language, kind=kind),
        event_type="receptionist.callback_requested", tenant_id=str(caller.tenant_id),
        location_id=str(caller.place_id))
    if kind == "late":
        return await _pass_on_late(session, tools, caller, profile, callback)
    await _notify_owner(session, tools, profile, callback)
    salon = profile.name or "the salon"
    return answer(True, f"Thanks, {name.split(' ')[0]}. I've passed your message on and someone from {salon} "
                        f"will call you back{' ' + best_time if best_time else ''}.", callback_id=str(callback.id),
                  kind=kind)


async def _pass_on_late(session: AsyncSession, tools: Tools, caller: Caller, profile: SalonProfile,
                        callback: Callback) -> dict:
    today = _today(profile.timezone, tools)
    appointment = None
    try:
        found = await ask(tools.bus, "find_by_phone", rpc.FindByPhoneRequest(
            tenant_id=str(caller.tenant_id), phone=callback.phone, include_today=True), rpc.FindByPhoneReply,
            timeout=tools.timeout)
        appointment = late.todays(list(found.appointments), today, tools.now())
    except RpcFailed:
        pass  # a number booking cannot read: the owner still hears, without the appointment
    body = late.notice(plain(callback.name, limit=60), plain(callback.reason, limit=300), appointment)
    await _text(session, callback, to=profile.owner_phone, body=body, purpose="late_notice")
    if appointment is not None and appointment.staff_id:
        await _text(session, callback, to_staff_id=appointment.staff_id, body=body, purpose="late_notice")
    if email := await owner_email(session, tools.bus, profile, callback.tenant_id, timeout=tools.timeout):
        tools.messenger.after_commit(session, Email(
            to=email, subject=f"Running late: {plain(callback.name, limit=60)}",
            body=f"{body.removeprefix('Ringbook: ')}\n\nPhone: {callback.phone}\n"
                 f"What they said: {plain(callback.reason, limit=300)}\n"))
    who = f" and {speech.first_name(appointment.staff_name)}" if appointment and appointment.staff_name else ""
    return answer(True, f"Thanks, {speech.first_name(callback.name)}. I've let the salon{who} know you're running "
                        "late.", callback_id=str(callback.id), kind="late",
                  appointment=_listed(appointment) if appointment else None)


async def _text(session: AsyncSession, callback: Callback, *, body: str, purpose: str, to: str = "",
                to_staff_id: str = "") -> None:
    """Booking sends every text, through the salon's limits of the day, from the call's location's number: the
    receptionist only asks."""
    if to or to_staff_id:
        await publish(session, events.TextRequested(tenant_id=str(callback.tenant_id), to=to,
                                                    to_staff_id=to_staff_id, body=body, purpose=purpose),
                      event_type="receptionist.text_requested", tenant_id=str(callback.tenant_id),
                      location_id=str(callback.location_id))


async def _notify_owner(session: AsyncSession, tools: Tools, profile: SalonProfile, callback: Callback) -> None:
    """The owner hears of the call-back by text and e-mail. The caller's words are theirs to choose, so they reach
    the messages as one line without links, and the subject only as a short name."""
    name, reason = plain(callback.name, limit=60), plain(callback.reason, limit=300)
    best_time = plain(callback.best_time, limit=60)
    flag = "URGENT " if callback.urgency == "urgent" else ""
    when = f" Best time: {best_time}." if best_time else ""
    await _text(session, callback, to=profile.owner_phone, purpose="owner_notice",
                body=f"Ringbook: {flag}call-back request from {name} ({callback.phone}): {reason}.{when}")
    if email := await owner_email(session, tools.bus, profile, callback.tenant_id, timeout=tools.timeout):
        tools.messenger.after_commit(session, Email(
            to=email, subject=f"{flag.title()}Call-back request from {name}".strip(),
            body=(f"{name} called {plain(profile.name) or 'your salon'} and asked to be called back.\n\n"
                  f"Phone: {callback.phone}\nReason: {reason}\nUrgency: {callback.urgency}\n"
                  + (f"Best time: {best_time}\n" if best_time else "")
                  + "\nYou'll find it under Call-backs in your dashboard.")))


# ---- join_waitlist ----------------------------------------------------------------------------------------

def consent_of(caller: Caller) -> str:
    """How the client agreed to be texted about a freed time: on this call, or in a text conversation."""
    return "text" if caller.call_id.startswith(TEXT_CALLS) else "call"


async def join_waitlist(session: AsyncSession, tools: Tools, caller: Caller, args: dict, acting: Acting) -> dict:
    """Adds the client, who agreed to be texted, to the location's waitlist for a service (a stylist or anyone),
    days (the week ahead when none) and times of day. Booking answers a join sent twice with the same entry."""
    profile = await load(session, caller)
    service = _service_named(profile, text(args, "service", 120))
    if service is None:
        return answer(False, "Which service would you like to wait for?")
    name = text(args, "name", 120)
    if not name:
        return answer(False, "May I have your name for the waitlist?")
    phone = _number_to_reach(args, "customer_phone", caller, profile)
    if not phone:
        return answer(False, "What number should we text when a time opens up?")
    staff_id = ""
    if asked := text(args, "staff", 120):
        member = _member_named(profile, asked)
        staff_id = member.staff_id if member else ""
    today, asked_day = _today(profile.timezone, tools), text(args, "first_day", 20)
    first_day = asked_day or today.isoformat()  # a day asked alone is the only one; none is the week ahead
    last_day = text(args, "last_day", 20) or asked_day or (today + timedelta(days=DEFAULT_DAYS - 1)).isoformat()
    try:
        reply = await ask(tools.bus, "join_waitlist", rpc.JoinWaitlistRequest(
            tenant_id=str(caller.tenant_id), location_id=profile.booking_location, service_id=service.service_id,
            staff_id=staff_id, first_day=first_day, last_day=last_day, earliest=text(args, "earliest", 20),
            latest=text(args, "latest", 20), customer_name=name, customer_phone=phone, language=_language(args),
            consent=consent_of(caller)), rpc.JoinWaitlistReply, timeout=tools.timeout)
    except RpcFailed as refused:
        return answer(False, refused.message)
    entry = reply.entry
    return answer(True, f"You're on the waitlist for {service.name}. We'll text you at {entry.customer_phone} if a "
                        "time opens up.", entry_id=entry.id, service=service.name, first_day=entry.first_day,
                  last_day=entry.last_day, earliest=entry.earliest, latest=entry.latest)


# ---- dispatch ---------------------------------------------------------------------------------------------

Handler = Callable[..., Awaitable[dict]]


def _only_looks(name: str, args: dict) -> bool:
    """A cancel naming no appointment, and a move naming no new time, only look (and ask): like the readers,
    their answers are not kept."""
    return ((name == "cancel_appointment" and not text(args, "appointment_id", 100))
            or (name == "reschedule_appointment" and not text(args, "new_slot_id", 2000)))


def only_reads(name: str, args: dict) -> bool:
    """Whether this call of the function changes nothing (its answer is not kept either)."""
    return name in READING or _only_looks(name, args)


def in_a_transaction(name: str, args: dict) -> bool:
    """Whether this call of the function runs in a transaction of its own: those that act, but for the ones
    booking guards."""
    return not only_reads(name, args) and name not in GUARDED_BY_BOOKING


# Functions that change something keep their answer (and their digest is part of booking's idempotency key);
# the read-only ones change nothing, so a retry simply asks again and hears the current truth.
ACTING: dict[str, Handler] = {
    "book_appointment": book_appointment,
    "reschedule_appointment": reschedule_appointment,
    "cancel_appointment": cancel_appointment,
    "request_callback": request_callback,
    "join_waitlist": join_waitlist,
}
# Booking answers a second booking on the same call, for the same customer and service, with the first (its call
# guard, under the customer's lock), so the receptionist holds no claim across the ask: four round trips fewer.
GUARDED_BY_BOOKING = frozenset({"book_appointment"})
READING: dict[str, Handler] = {
    "get_business_info": get_business_info,
    "check_availability": check_availability,
}
NAMES = (*READING, *ACTING)


async def run(session: AsyncSession, tools: Tools, *, name: str, caller: Caller, args: dict) -> dict:
    """The function's answer, in the request's session (which may have read already: whose call it is). Acting
    functions run in one transaction with their kept answer, committed here, except those booking guards (asked
    first, their answer kept after, in a session outside a transaction); booking not answering is a sentence
    (and nothing is kept, so asking again later works)."""
    handler = READING.get(name) or ACTING[name]
    if only_reads(name, args):
        try:
            return await handler(session, tools, caller, args)
        except CalendarDown:
            return failure(CALENDAR_DOWN)
    if name in GUARDED_BY_BOOKING:
        return await _act_then_keep(session, tools, handler, name=name, caller=caller, args=args)
    try:
        async with unit_of_work(session):
            return await _act(session, tools, handler, name=name, caller=caller, args=args)
    except CalendarDown:
        return failure(CALENDAR_DOWN)


async def _act(session: AsyncSession, tools: Tools, handler: Handler, *, name: str, caller: Caller,
               args: dict) -> dict:
    args_digest = idempotency.digest(args)
    kept = await idempotency.claim(session, tenant_id=caller.tenant_id, location_id=caller.place_id,
                                   call_id=caller.call_id, name=name, args_digest=args_digest, args=args)
    if kept is not None:
        return kept
    once = idempotency.Once(session, caller.tenant_id, caller.place_id, caller.call_id, name)
    result = await handler(session, tools, caller, args, Acting(args_digest, once))
    await once.settle(result)
    await idempotency.keep(session, tenant_id=caller.tenant_id, call_id=caller.call_id, name=name,
                           args_digest=args_digest, answer=result)
    return result


async def _act_then_keep(session: AsyncSession, tools: Tools, handler: Handler, *, name: str, caller: Caller,
                         args: dict) -> dict:
    """A function booking guards, in a session outside a transaction: booking is asked first (a retry or a
    concurrent duplicate is answered with what the first booked), with no connection held meanwhile, then the
    answer is kept in one statement. When booking does not answer, a retry hears the answer a first request
    kept, if one did."""
    args_digest = idempotency.digest(args)
    once = idempotency.Once(session, caller.tenant_id, caller.place_id, caller.call_id, name)  # claims no intent
    await session.close()
    try:
        result = await handler(session, tools, caller, args, Acting(args_digest, once))
    except CalendarDown:
        kept = await idempotency.kept(session, tenant_id=caller.tenant_id, call_id=caller.call_id, name=name,
                                      args_digest=args_digest)
        return kept or failure(CALENDAR_DOWN)
    await idempotency.keep_given(session, tenant_id=caller.tenant_id, location_id=caller.place_id,
                                 call_id=caller.call_id, name=name, args_digest=args_digest, args=args,
                                 answer=result)
    return result


@asynccontextmanager
async def unit_of_work(session: AsyncSession) -> AsyncIterator[None]:
    """Commit the session's transaction (begun by its first read) when the block ends, roll it back on an error."""
    try:
        yield
    except BaseException:
        await session.rollback()
        raise
    await session.commit()
