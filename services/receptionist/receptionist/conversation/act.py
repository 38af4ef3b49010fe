"""Running the step the policy chose through the salon's functions (the same six a production agent calls), and
folding their answers into the state. Answers the sentences the caller hears about what was done."""

from collections.abc import Awaitable, Callable
from datetime import date, datetime, timedelta
from typing import Any

from receptionist.conversation import answers, speech
from receptionist.conversation.salon import Salon
from receptionist.conversation.state import (
    ANYONE,
    Appointment,
    CallState,
    Event,
    Item,
    Kind,
    Offer,
    Status,
)
from receptionist.conversation.steps import Act, Check, FileMessage, JoinWaitlist, Learn, Lookup, Step, Transfer

ToolRunner = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
MAX_DAYS_CHECKED = 7  # days of a span ("next week") asked one by one until one has room
WAITLIST_DAYS = 7  # a waitlist joined without a day waits for the week ahead
WAITLIST_FUNCTION = "join_waitlist"  # a channel whose agent has it offers the waitlist when nothing is free


async def run(step: Step, state: CallState, tools: ToolRunner, *, today: date, caller_number: str) -> list[str]:
    if isinstance(step, Learn):
        return await _learn(state, tools)
    if isinstance(step, Lookup):
        return await _lookup(state, tools)
    if isinstance(step, Check):
        return await _check(state, step.item, tools, today)
    if isinstance(step, Act):
        return await _act(state, step.items, tools, today)
    if isinstance(step, FileMessage):
        return await _file(state, tools)
    if isinstance(step, Transfer):
        return await _transfer(state, tools)
    if isinstance(step, JoinWaitlist):
        return await _join_waitlist(state, step, tools, today)
    raise TypeError(f"not a step to run: {step!r}")


FACTS = ("name", "address", "timezone", "hours", "services", "staff", "staff_details", "front_desk", "now",
         "locations")


async def _learn(state: CallState, tools: ToolRunner) -> list[str]:
    answer = await tools("get_business_info", {})
    facts = {key: answer.get(key) for key in FACTS}
    state.salon = facts if answer.get("ok") else {"name": "", "services": [], "staff": [], "hours": {}}
    return []


async def visit(state: CallState, tools: ToolRunner, place: dict[str, Any]) -> list[str]:
    """The caller asked about another of the business's locations: what the call knows of the salon is that
    one's from now on (its hours, team, menu and times; a booking made next is made there), and the caller
    hears where it is and when it is open. Times offered at the other location no longer stand."""
    answer = await tools("get_business_info", {"location": place.get("name") or ""})
    if not answer.get("ok"):
        return []
    state.salon = {key: answer.get(key) for key in FACTS}
    # Named with its address from now on: its name alone may be the business's, which every location shares.
    elsewhere = " ".join(part for part in (answer.get("location"), answer.get("location_address")) if part)
    state.location = elsewhere or None  # None: back at the location dialled
    for item in state.items:
        if item.status == Status.OPEN and not item.confirmed:
            item.forget_times()
    salon = Salon(state.salon)
    return [speech.line("location", state.language, name=salon.name, address=salon.facts.get("address") or "",
                        hours=answers.week(salon, state.language))]


async def _lookup(state: CallState, tools: ToolRunner) -> list[str]:
    answer = await tools("cancel_appointment", {})  # without an id it only looks
    state.appointments = [Appointment(**{k: a.get(k) or "" for k in ("appointment_id", "start", "service", "staff")})
                          for a in answer.get("appointments") or [] if a.get("appointment_id")]
    return []


# ---- availability ------------------------------------------------------------------------------------------

def _preferred(item: Item) -> str:
    when = item.when
    if when.at is not None:
        return _clock(when.at)
    if when.after is not None and when.before is not None:
        return f"{_clock(when.after)}-{_clock(when.before)}"
    if when.after is not None:
        return f"after {_clock(when.after)}"
    if when.before is not None:
        return f"before {_clock(when.before)}"
    if when.order == "latest":
        return "latest"
    return ""


def _clock(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def _days(item: Item, today: date) -> list[date | None]:
    when = item.when
    if when.days:
        return [day for day in when.days if day >= today] or [when.days[0]]
    if when.from_day and when.to_day:
        first = max(when.from_day, today)
        return [first + timedelta(days=n) for n in range(min((when.to_day - first).days + 1, MAX_DAYS_CHECKED))]
    return [None]


async def _check(state: CallState, item: Item, tools: ToolRunner, today: date) -> list[str]:
    args = {"service": item.service, **({"location": state.location} if state.location else {})}
    if item.kind == Kind.MOVE and item.target is not None:
        args["appointment_id"] = item.target.appointment_id  # its own time counts as free
    if item.staff and item.staff != ANYONE:
        args["staff"] = item.staff
    if preferred := _preferred(item):
        args["preferred_time"] = preferred
    found: list[Offer] = []
    fits = False
    closest: list[Offer] = []
    for day in _days(item, today):
        answer = await tools("check_availability", {**args, **({"date": day.isoformat()} if day else {})})
        slots = [offer for offer in _offers(answer.get("slots")) if not _clashes(offer, item, state)]
        if answer.get("ok") and slots:
            found += slots
            fits = True
            if len(item.when.days) < 2:
                break
        elif slots and not closest:
            closest = slots
    if item.when.at is not None and item.staff in (None, ANYONE) and _exact(item, found) is None:
        found = await _beside(state, item, tools, args) or found
    item.checked = True
    item.offers = (found or closest)[:5]
    item.fit = "asked" if fits else "closest" if closest else "none"
    exact = _exact(item)
    if exact is None and fits and item.when.order in ("earliest", "latest") and item.offers:
        exact = item.offers[0] if item.when.order == "earliest" else item.offers[-1]  # "first thing Saturday"
    if exact is None:
        return []
    item.chosen, item.fit = exact, "exact"
    item.confirmed = item.confirmed or state.go_ahead  # "3 is perfect, yes, book both": asked, free, agreed
    return [speech.line("slot_free", state.language, offer=speech.offer(exact, today, state.language))]


def _offers(slots: list[dict[str, Any]] | None, *, staff: str = "") -> list[Offer]:
    """The free times a function answered with, each with its stylist (`staff` when the answer names none)."""
    return [Offer(slot_id=slot["slot_id"], start=slot["start"], staff=slot.get("staff") or staff)
            for slot in slots or [] if slot.get("slot_id") and slot.get("start")]


def _clashes(offer: Offer, item: Item, state: CallState) -> bool:
    """The stylist is already held, on this call, by another booking read back at an overlapping time: a mother
    and a daughter at 10 need two stylists."""
    salon = Salon(state.salon)
    start = datetime.fromisoformat(offer.start)
    ends = start + timedelta(minutes=salon.minutes(item.service))
    for other in state.items:
        if other is item or other.chosen is None or other.status != Status.OPEN or other.chosen.staff != offer.staff:
            continue
        begins = datetime.fromisoformat(other.chosen.start)
        if begins < ends and start < begins + timedelta(minutes=salon.minutes(other.service)):
            return True
    return False


async def _beside(state: CallState, item: Item, tools: ToolRunner, args: dict[str, Any]) -> list[Offer]:
    """The time asked for with a stylist this call does not hold then: availability names one stylist a start,
    and a second person at the same time needs another."""
    held = {other.chosen.staff for other in state.items if other is not item and other.chosen}
    if not held:
        return []
    for name in Salon(state.salon).staff:
        if name in held:
            continue
        day = {"date": item.when.days[0].isoformat()} if item.when.days else {}
        answer = await tools("check_availability", {**args, **day, "staff": name})
        offers = _offers(answer.get("slots"), staff=name)
        if answer.get("ok") and _exact(item, offers):
            return offers
    return []


def _exact(item: Item, offers: list[Offer] | None = None) -> Offer | None:
    """The very time asked for, when it is free: taken without asking again."""
    when = item.when
    if when.at is None:
        return None
    for offer in item.offers if offers is None else offers:
        start = datetime.fromisoformat(offer.start)
        if start.hour * 60 + start.minute == when.at and (not when.days or start.date() in when.days):
            return offer
    return None


# ---- acting ------------------------------------------------------------------------------------------------

async def _act(state: CallState, items: tuple[Item, ...], tools: ToolRunner, today: date) -> list[str]:
    said = []
    for item in items:
        if item.kind == Kind.BOOK:
            said += await _book(state, item, tools, today)
        elif item.kind == Kind.MOVE:
            said += await _move(state, item, tools, today)
        else:
            said += await _cancel(state, item, tools, today)
        if item.status == Status.OPEN:
            break  # something to settle with the caller before the rest
    return said


async def _book(state: CallState, item: Item, tools: ToolRunner, today: date) -> list[str]:
    lang = state.language
    name = state.name_for(item)
    args: dict[str, Any] = {"slot_id": item.picked().slot_id, "customer_name": name, "language": lang}
    if state.phone:
        args["customer_phone"] = state.phone
    if item.also:
        args["also"] = True
    answer = await tools("book_appointment", args)
    if answer.get("ok"):
        item.status, item.outcome = Status.DONE, answer
        state.events.append(Event(kind="booked", service=answer.get("service"), staff=answer.get("staff"),
                                  start=answer.get("start"), name=name))
        when = speech.on_moment(datetime.fromisoformat(answer["start"]), today, lang) if answer.get("start") else ""
        staff = speech.first_name(answer.get("staff") or "")
        what = f"{answer.get('service') or item.service} {when}" + (
            speech.language(lang).with_staff(staff) if staff else "")
        return [speech.line("booked", lang, what=what)]
    duplicate = answer.get("duplicate")
    if duplicate:
        item.duplicate = Appointment(**{k: duplicate.get(k) or "" for k in ("appointment_id", "start", "service",
                                                                             "staff")})
        item.confirmed = False
        return []
    return _not_done(state, item, answer, today)


def _not_done(state: CallState, item: Item, answer: dict[str, Any], today: date) -> list[str]:
    """Taken meanwhile or refused: the alternatives offered, or asked for another time."""
    lang = state.language
    alternatives = _offers(answer.get("alternatives"))
    item.confirmed, item.chosen = False, None
    item.offers, item.checked, item.fit = alternatives[:5], True, "closest" if alternatives else "none"
    item.asked_again = True  # what was said here asks for another time
    if lang == "en" and answer.get("result"):
        return [str(answer["result"])]
    if answer.get("refusal"):
        return [_refused(answer, alternatives[:5], today, lang)]
    if alternatives:
        return [speech.line("taken", lang, offers=speech.offers(alternatives[:5], today, lang))]
    return [speech.line("taken_nothing", lang)]


def _refused(answer: dict[str, Any], alternatives: list[Offer], today: date, lang: str) -> str:
    """Why booking refused the time (past, beyond the booking window...), then what can be offered instead."""
    days = int(answer.get("booking_window_days") or 0)
    window = speech.line("one_day", lang) if days == 1 else speech.line("days", lang, count=days)
    key = f"refused_{answer['refusal']}"
    reason = speech.line(key if key in speech.language("en").LINES else "refused", lang, window=window)
    follow = (speech.line("refused_offers", lang, offers=speech.offers(alternatives, today, lang)) if alternatives
              else speech.line("refused_when", lang))
    return f"{reason} {follow}"


async def _move(state: CallState, item: Item, tools: ToolRunner, today: date) -> list[str]:
    lang = state.language
    answer = await tools("reschedule_appointment", {"new_slot_id": item.picked().slot_id,
                                                    "appointment_id": item.appointment().appointment_id,
                                                    "language": lang})
    if not answer.get("ok"):
        return _not_done(state, item, answer, today)
    item.status, item.outcome = Status.DONE, answer
    state.events.append(Event(kind="moved", service=answer.get("service"), staff=answer.get("staff"),
                              start=answer.get("start"), name=state.caller_name))
    start = answer.get("start") or item.picked().start
    staff = speech.first_name(answer.get("staff") or "")
    when = speech.on_moment(datetime.fromisoformat(start), today, lang) + (
        speech.language(lang).with_staff(staff) if staff else "")
    state.appointments = None  # looked up again if another change follows
    return [speech.line("moved", lang, service=answer.get("service") or item.service, when=when)]


async def _cancel(state: CallState, item: Item, tools: ToolRunner, today: date) -> list[str]:
    lang = state.language
    target = item.appointment()
    answer = await tools("cancel_appointment", {"appointment_id": target.appointment_id, "language": lang})
    if not answer.get("ok"):
        item.status = Status.DROPPED
        return [speech.line("failed", lang)]
    item.status, item.outcome = Status.DONE, answer
    state.events.append(Event(kind="cancelled", service=target.service, staff=target.staff, start=target.start))
    state.appointments = None
    when = speech.on_moment(datetime.fromisoformat(target.start), today, lang)
    return [speech.line("cancelled", lang, service=target.service, when=when)]


# ---- the waitlist --------------------------------------------------------------------------------------------

def _waiting_window(item: Item, today: date) -> dict[str, str]:
    """The days and times the client waits for: what they asked, else the week ahead at any time."""
    when = item.when
    if when.days:
        first, last = min(when.days), max(when.days)
    elif when.from_day:
        first, last = when.from_day, when.to_day or when.from_day
    else:
        first, last = today, today + timedelta(days=WAITLIST_DAYS - 1)
    window = {"first_day": max(first, today).isoformat(), "last_day": max(last, today).isoformat()}
    earliest = when.at if when.at is not None else when.after
    latest = when.at if when.at is not None else when.before
    if earliest is not None:
        window["earliest"] = _clock(earliest)
    if latest is not None:
        window["latest"] = _clock(latest)
    return window


async def _join_waitlist(state: CallState, step: JoinWaitlist, tools: ToolRunner, today: date) -> list[str]:
    item = step.item
    name = state.name_for(item)
    args = {"service": item.service or "", "name": name, "language": state.language,
            **_waiting_window(item, today)}
    if item.staff and item.staff != ANYONE:
        args["staff"] = item.staff
    answer = await tools(WAITLIST_FUNCTION, args)
    if not answer.get("ok"):
        item.status = Status.DROPPED
        return [speech.line("failed", state.language)]
    item.status, item.outcome = Status.DONE, answer
    state.events.append(Event(kind="waitlisted", service=item.service, staff=args.get("staff"), name=name))
    return [speech.line("waitlist_joined", state.language, service=item.service or "", asked=step.asked)]


# ---- messages and transfers --------------------------------------------------------------------------------

async def _file(state: CallState, tools: ToolRunner) -> list[str]:
    message = state.message_taken()
    lang = state.language
    unsupported = state.unsupported_language
    language = unsupported or lang
    name = state.caller_name or (f"{speech.language(unsupported).LANGUAGE_NAME}-speaking caller"
                                 if unsupported else "")
    args = {"name": name, "reason": message.reason or "", "urgency": message.urgency, "language": language,
            "kind": message.kind}
    if message.best_time:
        args["best_time"] = message.best_time
    if state.phone:
        args["phone"] = state.phone
    answer = await tools("request_callback", args)
    message.filed = True
    if not answer.get("ok"):
        return [speech.line("failed", lang)]
    state.events.append(Event(kind="late" if message.kind == "late" else "message", name=name,
                              reason=message.reason))
    if unsupported:
        return []
    first = speech.first_name(name)
    if message.kind == "late":
        return [speech.line("late_taken", lang, first=first)]
    when = f" {message.best_time}" if message.best_time and lang == "en" else ""
    return [speech.line("message_taken", lang, first=first, salon=Salon(state.salon).name or "the salon", when=when)]


async def _transfer(state: CallState, tools: ToolRunner) -> list[str]:
    answer = await tools("transfer_call", {})
    if answer.get("ok"):
        state.wants_person = False
        state.ending = True
        state.events.append(Event(kind="transferred"))
        return [speech.line("transfer", state.language)]
    return []
