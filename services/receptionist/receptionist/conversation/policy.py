"""The next step of the call, decided from the state alone: what to ask, what to check, what to read back, what to
do. The understanding only fills the state; whatever filled it (the built-in reader or an LLM), these rules hold:
ask rather than guess, read back before any write, one thing at a time in the order the caller said them."""

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from receptionist.conversation import answers, speech
from receptionist.conversation.salon import Salon
from receptionist.conversation.state import ANYONE, Appointment, Awaiting, CallState, Item, Kind, Message, Status
from receptionist.conversation.steps import Act, Check, FileMessage, JoinWaitlist, Learn, Lookup, Say, Step, Transfer
from receptionist.voice.ports import pretty_number

MISSES_BEFORE_MESSAGE = 2


@dataclass(frozen=True)
class Moment:
    now: datetime  # salon-local
    caller_number: str

    @property
    def today(self) -> date:
        return self.now.date()


def next_step(state: CallState, moment: Moment) -> Step:
    if not state.salon:
        return Learn()
    salon = Salon(state.salon)
    if state.ending:
        return Say("goodbye", {"salon": salon.name}, hang_up=True)
    if state.unsupported_language:
        return _unsupported(state)
    if state.message is not None and not state.message.filed:
        return _message(state)
    if state.wants_person:
        return _person(state, salon, moment)
    if state.calling_back:
        state.calling_back = False
        return Say("calling_back", awaiting=Awaiting.ANYTHING_ELSE)
    item = state.current
    if item is None:
        return _idle(state, salon)
    if item.kind == Kind.BOOK:
        return _booking(state, salon, moment)
    if state.appointments is None:
        return Lookup()
    if item.target is None:
        return _find_target(state, item, moment)
    if item.kind == Kind.CANCEL:
        return _cancel(state, item, moment)
    return _move(state, item, salon, moment)


# ---- messages and people -------------------------------------------------------------------------------------

def _unsupported(state: CallState) -> Step:
    """A caller in a language the salon has not turned on: told in English the salon will call back, and their
    words (first turn and answer) passed on as the message."""
    message = state.message
    if message is not None and message.filed:
        return Say("unsupported_taken", hang_up=True)
    if state.awaiting != Awaiting.REASON:
        return Say("unsupported", awaiting=Awaiting.REASON)
    state.message = Message(reason=state.heard.strip()[:1000], best_time=state.heard_best_time, urgency="normal")
    return FileMessage()


def _message(state: CallState) -> Step:
    message = state.message_taken()
    if message.kind == "late":
        return FileMessage() if state.caller_name else Say("ask_message_name", awaiting=Awaiting.MESSAGE_NAME)
    if not message.reason:
        return Say("ask_reason", awaiting=Awaiting.REASON)
    if not state.caller_name:
        return Say("ask_message_name", awaiting=Awaiting.MESSAGE_NAME)
    if not message.best_time and not message.asked_best_time:
        message.asked_best_time = True
        return Say("ask_best_time", awaiting=Awaiting.BEST_TIME)
    return FileMessage()


def _person(state: CallState, salon: Salon, moment: Moment) -> Step:
    if not state.transfer_tried and salon.front_desk and salon.open_at(moment.now):
        state.transfer_tried = True
        return Transfer()
    state.wants_person = False
    state.message = Message(reason=state.person_reason, urgency="urgent" if state.person_urgent else "normal")
    if state.message.reason:
        return _message(state)
    return Say("no_one_free", awaiting=Awaiting.REASON)



def _idle(state: CallState, salon: Salon) -> Step:
    if state.awaiting == Awaiting.ANYTHING_ELSE and state.declined:
        return Say("goodbye", {"salon": salon.name}, hang_up=True)
    return Say("anything_else", awaiting=Awaiting.ANYTHING_ELSE)


# ---- booking ---------------------------------------------------------------------------------------------------

def _booking(state: CallState, salon: Salon, moment: Moment) -> Step:
    """Each open booking in turn gets its service, a time and a name; then all are read back together."""
    batch = [i for i in state.items if i.status == Status.OPEN and i.kind == Kind.BOOK]
    for item in batch:
        step = _booking_needs(state, item, salon, moment)
        if step is not None:
            return step
    if state.declined:
        state.declined = False
        for item in batch:
            item.forget_times()
        return Say("what_to_change", awaiting=Awaiting.WHEN)
    unconfirmed = [item for item in batch if not item.confirmed]
    if unconfirmed and state.appointments is None:
        return Lookup()  # what the caller already holds, before reading a booking back
    for item in unconfirmed:
        if not item.also and (held := _held_that_day(state, item)):
            item.duplicate = held
            return _duplicate(state, item, held, moment)
    if unconfirmed:
        return _read_back(state, batch, moment)
    return Act(tuple(batch))


def _held_that_day(state: CallState, item: Item) -> Appointment | None:
    """The caller's own appointment for the same service that day: moved, or another added?"""
    if item.person and item.person != state.caller_name:
        return None
    day = datetime.fromisoformat(item.picked().start).date()
    return next((a for a in state.appointments or [] if a.service == item.service
                 and datetime.fromisoformat(a.start).date() == day
                 and a.appointment_id not in {i.outcome.get("appointment_id") for i in state.items}), None)


def _duplicate(state: CallState, item: Item, duplicate: Appointment, moment: Moment) -> Step:
    when = speech.on_moment(datetime.fromisoformat(duplicate.start), moment.today, state.language)
    return Say("duplicate", {"name": speech.first_name(state.name_for(item)), "service": duplicate.service,
                             "when": when}, awaiting=Awaiting.DUPLICATE)


def _booking_needs(state: CallState, item: Item, salon: Salon, moment: Moment) -> Step | None:
    lang = state.language
    if item.duplicate is not None:
        return _duplicate(state, item, item.duplicate, moment)
    if item.service is None:
        names = salon.service_names
        if item.service_options:
            return Say("ask_which_service", {"services": speech.join(item.service_options, lang, "or")},
                       awaiting=Awaiting.SERVICE)
        if len(names) == 1:
            item.service = names[0]
        else:
            return Say("ask_service", {"services": speech.join(names, lang, "or")}, awaiting=Awaiting.SERVICE)
    if item.right_after is not None and item.when.at is None and not item.chosen:
        _follow(item, state.items[item.right_after], salon)
    if item.chosen is None:
        if not item.checked:
            if item.when.empty and item.right_after is None and not item.staff:
                return Say("ask_when", {"service": item.service}, awaiting=Awaiting.WHEN)
            if item.staff in (None, ANYONE) and len(doers := answers.specialists(salon, item.service)) == 1:
                item.staff = doers[0]  # the salon's one nail technician does its manicures
            return Check(item)
        return _offer(state, item, moment)
    if item.for_other and not item.person:
        relation = getattr(speech.language(lang), "RELATIONS", {}).get(item.for_other, item.for_other)
        return Say("ask_person", {"relation": relation}, awaiting=Awaiting.PERSON)
    if not item.person and not state.caller_name:
        return Say("ask_name", awaiting=Awaiting.NAME)
    return None


def _follow(item: Item, previous: Item, salon: Salon) -> None:
    """"Right after": the day and minute the previous item ends."""
    start = previous.chosen.start if previous.chosen else previous.outcome.get("start")
    if not start:
        return
    begins = datetime.fromisoformat(start)
    ends = begins + timedelta(minutes=salon.minutes(previous.service or previous.outcome.get("service")))
    item.when.days, item.when.from_day, item.when.to_day = [ends.date()], None, None
    item.when.at, item.when.after, item.when.before = ends.hour * 60 + ends.minute, None, None
    if item.staff is None and previous.chosen and previous.chosen.staff and item.person == previous.person:
        item.staff = None  # anyone free then: the same stylist is busy with the first service


def _offer(state: CallState, item: Item, moment: Moment) -> Step:
    lang = state.language
    if item.asked_again:
        item.asked_again = False
        return Say("", awaiting=Awaiting.CHOICE if item.offers else Awaiting.WHEN)
    nothing = not item.offers or item.fit == "closest"  # nothing free when they asked
    if item.waitlist == "agreed":
        if not state.name_for(item):
            return Say("ask_name", awaiting=Awaiting.NAME)
        return JoinWaitlist(item, _asked(item, moment, lang))
    taken = item.when.at is not None and item.fit == "asked"  # the very time asked is not free
    if (nothing or taken) and state.waitlist_open and item.waitlist is None and item.service:
        item.waitlist = "offered"
        asked = _asked(item, moment, lang)
        if item.offers:  # a time they are offered can still be picked; yes joins the waitlist
            return Say("nothing_then_waitlist", {"asked": asked, "offers": speech.offers(item.offers, moment.today,
                                                                                          lang)},
                       awaiting=Awaiting.CHOICE)
        return Say("nothing_waitlist", {"asked": asked}, awaiting=Awaiting.WAITLIST)
    if not item.offers:
        item.checked = False
        item.when.at = None
        return Say("nothing_at_all", {"asked": _asked(item, moment, lang)}, awaiting=Awaiting.WHEN)
    offers = speech.offers(item.offers, moment.today, lang)
    if item.fit == "closest":
        return Say("nothing_then", {"asked": _asked(item, moment, lang), "offers": offers}, awaiting=Awaiting.CHOICE)
    return Say("ask_choice", {"service": item.service or "", "offers": offers}, awaiting=Awaiting.CHOICE)


def _asked(item: Item, moment: Moment, lang: str) -> str:
    words = speech.language(lang)
    when = item.when
    said = []
    if when.at is not None:
        said.append(words.at("", speech.clock_of(when.at, lang)).strip())
    if when.days:
        said.append(speech.join([words.on(words.day(day, moment.today)) for day in when.days], lang, "or"))
    staff = item.staff if item.staff and item.staff != ANYONE else None
    return " ".join(said) + (words.with_staff(speech.first_name(staff)) if staff else "")


def _read_back(state: CallState, batch: list[Item], moment: Moment) -> Step:
    lang = state.language
    spoken = []
    for item in batch:
        staff = speech.first_name(item.picked().staff)
        when = speech.on_moment(datetime.fromisoformat(item.picked().start), moment.today, lang) + (
            speech.language(lang).with_staff(staff) if staff else "")
        spoken.append(speech.line("booking_item", lang, service=item.service, when=when,
                                  name=state.name_for(item)))
    phone = pretty_number(state.phone or moment.caller_number)
    it = {"en": "them" if len(batch) > 1 else "it", "es": "Las reservo" if len(batch) > 1 else "Lo reservo"}
    return Say("confirm_booking", {"items": speech.join(spoken, lang), "phone": phone,
                                   "it": it.get(lang, it["en"] if lang == "en" else "")},
               awaiting=Awaiting.CONFIRM)


# ---- moving and cancelling -------------------------------------------------------------------------------------

def _find_target(state: CallState, item: Item, moment: Moment) -> Step:
    listed = state.appointments or []
    if not listed:
        item.status = Status.DROPPED
        return Say("no_appointments", awaiting=Awaiting.ANYTHING_ELSE)
    fitting = [a for a in listed if (item.hint_service is None or a.service == item.hint_service) and (
        not item.hints.days or datetime.fromisoformat(a.start).date() in item.hints.days)]
    if len(fitting) == 1 or len(listed) == 1:
        item.target = (fitting or listed)[0]
        return next_step(state, moment)
    lang = state.language
    spoken = [f"{a.service} {speech.moment(datetime.fromisoformat(a.start), moment.today, lang)}"
              for a in (fitting or listed)[:5]]
    return Say("ask_which_appointment", {"appointments": speech.join(spoken, lang, "or")}, awaiting=Awaiting.WHICH)


def _cancel(state: CallState, item: Item, moment: Moment) -> Step:
    if state.declined:
        state.declined = False
        item.status = Status.DROPPED
        return Say("leave_it", awaiting=Awaiting.ANYTHING_ELSE)
    if not item.confirmed:
        target = item.appointment()
        lang = state.language
        staff = speech.first_name(target.staff)
        return Say("confirm_cancel", {
            "service": target.service, "staff": speech.language(lang).with_staff(staff) if staff else "",
            "when": speech.on_moment(datetime.fromisoformat(target.start), moment.today, lang)},
            awaiting=Awaiting.CONFIRM)
    return Act((item,))


def _move(state: CallState, item: Item, salon: Salon, moment: Moment) -> Step:
    target = item.appointment()
    lang = state.language
    item.service = target.service
    start = datetime.fromisoformat(target.start)
    if item.shift is not None:
        moved = start + timedelta(minutes=item.shift)
        item.when.days, item.when.at = [moved.date()], moved.hour * 60 + moved.minute
        item.when.after = item.when.before = item.when.order = None
        item.shift = None
        item.forget_times()
    if item.same_time and item.when.at is None:
        item.when.at = start.hour * 60 + start.minute
    if item.same_day and not item.when.days and item.when.from_day and item.when.to_day:
        span = (item.when.to_day - item.when.from_day).days + 1
        item.when.days = [day for day in (item.when.from_day + timedelta(days=n) for n in range(span))
                          if day.weekday() == start.weekday()][:1]
    if item.when.empty:
        return Say("ask_move_when", {"service": target.service}, awaiting=Awaiting.WHEN)
    if not item.when.has_day:
        item.when.days = [start.date()]
    if item.staff is None and target.staff:
        item.staff = target.staff
    if state.declined:
        state.declined = False
        item.forget_times()
        return Say("what_to_change", awaiting=Awaiting.WHEN)
    if item.chosen is None:
        return Check(item) if not item.checked else _offer(state, item, moment)
    if not item.confirmed:
        new = speech.moment(datetime.fromisoformat(item.chosen.start), moment.today, lang)
        chosen_staff = speech.first_name(item.chosen.staff)
        if chosen_staff:
            new += speech.language(lang).with_staff(chosen_staff)
        return Say("confirm_move", {"service": target.service,
                                    "old": speech.moment(start, moment.today, lang), "new": new},
                   awaiting=Awaiting.CONFIRM)
    return Act((item,))
