"""A caller's turn, read, folded into the call's state: every slot it fills lands where it belongs, whatever the
agent asked — a name said first, a correction at the read-back, a second request, a choice among the offers."""

import re
from datetime import date, datetime

from rapidfuzz import fuzz

from receptionist.conversation.reading import Part, Reading
from receptionist.conversation.state import (
    ANYONE,
    Awaiting,
    CallState,
    Item,
    Kind,
    Message,
    Status,
    When,
)
from receptionist.conversation.understanding.lexicon import Lang, normalize
from receptionist.conversation.understanding.words import choose

_ALL_OF_IT = re.compile(r"\b(?:both|all of (?:it|them)|everything|the two|los dos|las dos|ambos|todo|tous les deux|"
                        r"beides|beide|tutti e due|entrambi|os dois|as duas|ambas)\b")
_REFERS_BACK = re.compile(r"\b(?:about (?:it|that|this)|regarding (?:it|that)|sobre (?:eso|esto|ello)|"
                          r"de eso|al respecto)\b")
CONTENT_WORDS = 6  # a turn longer than this says more than a name or a time: part of the message
_MESSAGE_TURNS = (Awaiting.REASON, Awaiting.BEST_TIME, Awaiting.MESSAGE_NAME)
_GIVE_IN = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in (
    "book it", "go ahead", "do it", "just book", "fine", "whatever", "ok", "okay", "sure", "yes", "yeah",
    "sounds good", "perfect", "dale", "vale", "si")) + r")\b")


STORY_TURNS = 3


def apply(reading: Reading, state: CallState, *, languages: list[str], today: date) -> None:
    telling = _tells(reading, state)
    _apply(reading, state, languages=languages, today=today)
    if telling and state.message is None:
        state.story = [*state.story, reading.text.strip()[:300]][-STORY_TURNS:]


def _tells(reading: Reading, state: CallState) -> bool:
    """A turn that tells something without asking for anything ("I think I left my scarf there yesterday"): the
    why of a message asked for later."""
    named = len((reading.name or "").split()) + len((reading.other_name or "").split())
    return state.message is None and len(reading.text.split()) - named > CONTENT_WORDS and not (
        reading.wants or (reading.services and not reading.existing) or reading.service_options or reading.parts
        or reading.answer or reading.late or reading.person or reading.call_back_later
        or state.awaiting in _MESSAGE_TURNS)


def _apply(reading: Reading, state: CallState, *, languages: list[str], today: date) -> None:
    state.go_ahead = reading.go_ahead
    _language(reading, state, languages)
    _caller(reading, state)
    if state.unsupported_language:
        return  # their words are kept for the message; nothing else is acted on
    waiting = state.current
    if reading.waitlist == "yes" and state.waitlist_open and waiting is not None and waiting.checked \
            and waiting.service and waiting.waitlist != "agreed" and not reading.wants:
        waiting.waitlist = "agreed"  # "none of those, can you put me on the waitlist?", offered or not
        return
    if reading.waitlist == "no" and waiting is not None and waiting.waitlist == "offered":
        waiting.waitlist = "declined"  # "no need for a waitlist, 4 is fine": what else they said still counts
        reading.answer = None
    if state.awaiting in (Awaiting.WAITLIST, Awaiting.CHOICE) and waiting is not None \
            and waiting.waitlist == "offered" and reading.answer in ("yes", "no") and not reading.wants \
            and reading.when.empty and not reading.staff:
        waiting.waitlist = "agreed" if reading.answer == "yes" else "declined"
        if reading.answer == "yes" or state.awaiting == Awaiting.WAITLIST:
            return
    if state.awaiting in _MESSAGE_TURNS and state.message and not state.message.filed:
        _message_turn(reading, state)
        return
    if state.message is None or state.message.filed:
        _message_asked(reading, state)
    if state.message is not None and not state.message.filed and not reading.wants:
        return
    held = state.current
    if state.awaiting == Awaiting.DUPLICATE and held is not None and held.duplicate:
        _duplicate_answer(reading, held)
        return  # "keep the 10 o'clock, add another", "move it to 3": about what they hold, nothing new
    if reading.people and not reading.wants:
        _each_person(reading, state)
        if state.awaiting == Awaiting.CONFIRM:
            _confirmation(reading, state)  # "yes, and mine with Maria": what did not change is agreed
        return
    if state.awaiting == Awaiting.CONFIRM and reading.answer == "yes" and (
            reading.wants or reading.parts or _another_service(reading, state)):
        _confirmation(reading, state)  # "Yes. And can I add a facial?": the first is agreed, then a new one
    created = _requests(reading, state)
    unsettled = next((i for i in state.items if i.status == Status.OPEN and not i.confirmed), None)
    item = created if created is not None and created.kind == Kind.BOOK else unsettled or state.current
    _topic(reading, state, item)
    if item is None:
        return
    if state.awaiting == Awaiting.NAME and reading.go_ahead and (reading.name or reading.other_name):
        for ready in state.items:  # "Derek Fox. Yep, book it.": the time was heard, the name is given
            if ready.status == Status.OPEN and ready.chosen:
                ready.confirmed = True
    if state.awaiting == Awaiting.WHICH and state.appointments and item.target is None:
        _which(reading, state, item, today)
    if len(reading.times) >= 2 and _times_in_order(reading, state):
        return
    picked = state.awaiting == Awaiting.CHOICE and _pick(reading, item, today)
    if not picked and not (state.awaiting == Awaiting.CONFIRM and _restates(reading, state)):
        _details(reading, state, item)
    if reading.keep and item.kind == Kind.CANCEL:
        state.declined = True
    elif state.awaiting == Awaiting.CONFIRM:
        _confirmation(reading, state)


def _topic(reading: Reading, state: CallState, item: Item | None) -> None:
    """A service or stylist just asked about is what "book one" or "with her" means next."""
    if reading.questions:
        if len(reading.services) == 1:
            state.topic_service = reading.services[0]
        return
    if item is None or item.kind != Kind.BOOK:
        return
    if item.service is None and not reading.services and not reading.service_options and state.topic_service and (
            reading.refers_back or reading.wants):
        item.service = state.topic_service
    if reading.with_them and not reading.staff and state.topic_staff:
        reading.staff = state.topic_staff


def _language(reading: Reading, state: CallState, languages: list[str]) -> None:
    said = reading.language
    if said is None:
        return
    if said == "en" or said in languages:
        state.language = said
        state.unsupported_language = None
    elif not state.items and not state.caller_name:
        state.unsupported_language = said


def _caller(reading: Reading, state: CallState) -> None:
    if reading.phone:
        state.phone = reading.phone
    item = state.current
    if reading.other_name:
        target = next((i for i in state.items if i.status == Status.OPEN and i.for_other and not i.person), None)
        if target is None and item is not None and item.kind == Kind.BOOK and (item.for_other or not item.person):
            target = item
        if target is not None:
            target.person = reading.other_name
            if target.for_other is None:
                target.for_other = "someone"
            return
    for said in (reading.full_name, reading.name):
        fuller = next((i for i in state.items if said and i.status == Status.OPEN and i.person and said != i.person
                       and said.split()[0] == i.person.split()[0]), None)
        if fuller is not None:
            fuller.person = said  # "His name is Leo" ... "Leo Martinez"
            if reading.name == said:
                return
            break
    if reading.name:
        if state.awaiting == Awaiting.PERSON and item is not None and item.for_other and not item.person:
            item.person = reading.name
        else:
            state.caller_name = reading.name


def _message_turn(reading: Reading, state: CallState) -> None:
    """While a message is being taken, the turn is its content: "cancelling" inside it cancels nothing."""
    message = state.message_taken()
    if state.awaiting == Awaiting.REASON:
        message.reason = _joined(message.reason, reading.text)
        if reading.best_time and reading.call_me and not message.best_time:
            message.best_time = _said_time(reading, state.language)
    elif state.awaiting == Awaiting.BEST_TIME:
        message.asked_best_time = True
        if not (reading.goodbye or (reading.thanks and not reading.best_time)):
            message.best_time = reading.text.strip()[:200]  # in the caller's own words
        message.asked_best_time = True
    elif len(reading.text.split()) > CONTENT_WORDS:
        message.reason = _joined(message.reason, reading.text)  # "My name is Ray. I was overcharged ..."
    if reading.best_time and not message.best_time and state.awaiting != Awaiting.REASON:
        message.best_time = _said_time(reading, state.language)  # "I'm Márcio. Tuesday morning is fine."
    if reading.urgent:
        message.urgency = "urgent"


def _said_time(reading: Reading, language: str) -> str:
    """A best time as the caller said it: the words read in English, else their whole turn."""
    english = (reading.language or language) == "en"
    return (reading.best_time if english and reading.best_time else reading.text.strip())[:200]


def _joined(reason: str | None, text: str) -> str:
    return " ".join(part for part in (reason, text.strip()) if part)[:1000]


def _message_asked(reading: Reading, state: CallState) -> None:
    if reading.late:
        state.message = Message(kind="late", reason=reading.text.strip()[:500], urgency="urgent")
        return
    if reading.call_back_later:
        state.calling_back = True
        return
    if reading.person:
        state.wants_person = True
        state.person_urgent = reading.urgent
        if reading.reason or reading.complaint or state.story:
            state.person_reason = _joined(" ".join(state.story), reading.text)[:500]  # "... Es geht um eine Rechnung."
    if reading.message or (state.awaiting == Awaiting.OFFER_MESSAGE and reading.answer == "yes"):
        # A request said with its content ("tell Maria I'd like the color darker") is the message itself.
        reason = reading.text.strip() if len(reading.text.split()) > CONTENT_WORDS + 4 or reading.complaint else (
            reading.reason if reading.reason and len(reading.reason) > 3 else None)
        if state.awaiting == Awaiting.OFFER_MESSAGE and state.unanswered:
            reason = f"{state.unanswered} {reading.text.strip()}"[:1000]  # "walk-ins? ... call me back about it"
        if state.story and (reason is None or _REFERS_BACK.search(normalize(reading.read_as or reading.text))):
            reason = _joined(" ".join(state.story), reason or reading.text)  # "I left my scarf ... call me about it"
        state.message = Message(reason=reason, best_time=_said_time(reading, state.language) if reading.best_time and
                                reading.call_me else None, urgency="urgent" if reading.urgent else "normal")
        state.wants_person = False
        reading.wants = []  # its words are the message: "I'm not cancelling" cancels nothing


def _requests(reading: Reading, state: CallState) -> Item | None:
    """New things to do: a booking, move or cancellation, a second service, a second person. Answers the
    booking this turn opened behind another open item (its details are this turn's)."""
    created = None
    for kind in map(Kind, reading.wants):
        current = state.current
        if current is not None and current.kind == kind and not (kind == Kind.BOOK and _second_booking(
                reading, current)):
            continue
        if kind == Kind.BOOK and current is not None and current.kind == Kind.MOVE and not current.target:
            continue  # "I want to change my booking": still a move
        if kind == Kind.BOOK and current is not None and current.confirmed and not _new_details(reading, state):
            continue  # "yes, book it" (or "yes, book the blowout") to the read-back
        item = state.open_item(kind)
        created = item if current is not None else None
        if kind != Kind.BOOK:
            _hints(reading, item)
        elif reading.rebook is not None:
            if reading.rebook.service:
                item.service = reading.rebook.service
            item.staff = reading.rebook.staff
            if reading.rebook.when is not None and not reading.rebook.when.empty:
                item.when = reading.rebook.when.model_copy(deep=True)
    current = created or state.current
    if current is not None and current.kind == Kind.BOOK and current.confirmed and _another_service(reading, state):
        current = created = state.open_item(Kind.BOOK)  # "and can I add a facial, right after?"
    asked_else = reading.message or reading.complaint or reading.person or reading.late or reading.unknown_question
    if current is None and (reading.services or reading.service_options) and not reading.questions and not (
            reading.existing and not reading.wants) and not asked_else:
        current = state.open_item(Kind.BOOK)
    if current is None or current.kind != Kind.BOOK:
        return created
    if reading.parts:
        _parts(reading, state, current)
        reading.services, reading.staff = [], None  # said per part, not for the current item alone
    elif reading.for_other and reading.also_self and not any(i.for_other for i in state.items):
        other = state.open_item(Kind.BOOK)  # "pedicures for me and my daughter": the same, for two
        current.service = current.service or (reading.services[0] if reading.services else None)
        other.service, other.staff, other.for_other, other.person = (
            current.service, current.staff, reading.for_other, reading.other_name)
        other.when = reading.when.model_copy(deep=True)
    elif reading.for_other and not current.for_other and not current.chosen:
        current.for_other = reading.for_other
        if reading.other_name:
            current.person = reading.other_name
    return created


def _another_service(reading: Reading, state: CallState) -> bool:
    booked = {i.service for i in state.items if i.status == Status.OPEN}
    return bool(reading.services) and not set(reading.services) <= booked


def _new_details(reading: Reading, state: CallState) -> bool:
    return _another_service(reading, state) or bool(reading.service_options or reading.parts or reading.for_other)


def _second_booking(reading: Reading, current: Item) -> bool:
    return bool(current.chosen and current.confirmed) or current.status != Status.OPEN or (
        bool(reading.services) and current.service is not None and reading.services[0] != current.service
        and reading.right_after)


def _parts(reading: Reading, state: CallState, current: Item) -> None:
    """Each part of a turn that asks several things becomes an item: the first fills the current booking. One
    person's services said with one time follow each other; two people's share the time."""
    first, *rest = reading.parts
    _fill(current, first, reading)
    previous = current
    for part in rest:
        if any(i.service == part.service and i.for_other == part.for_other and i.status == Status.OPEN
               for i in state.items):
            continue
        item = state.open_item(Kind.BOOK)
        _fill(item, part, reading)
        shared = part.when is None or any(_same_time(part.when, other) for other in (
            reading.parts[0].when or reading.when, reading.when))
        if shared and item.for_other == previous.for_other and len(set(reading.times)) < 2 and \
                not reading.same_time:
            item.right_after = state.items.index(previous)  # one person's services follow each other
            item.when.at = None
        previous = item


def _fill(item: Item, part: Part, reading: Reading) -> None:
    item.service = item.service or part.service
    item.staff = part.staff or item.staff
    if part.for_other:
        item.for_other, item.person = part.for_other, part.person or item.person
    when = part.when or reading.when
    if not when.has_day and reading.when.has_day:
        when = when.model_copy(update={"days": list(reading.when.days), "from_day": reading.when.from_day,
                                       "to_day": reading.when.to_day})  # "Tuesday, a color and a trim after 2"
    if not when.empty:
        _merge_when(item.when, when)
    item.forget_times()


def _each_person(reading: Reading, state: CallState) -> None:
    """"Me at 11 with Maria and Mateo at the same time with Marco": each booking takes its own person's words."""
    for part in reading.people:
        if part.item is None:  # each person's part names its booking
            continue
        item = state.items[part.item]
        changed = bool(part.staff and part.staff != item.staff)
        item.staff = part.staff or item.staff
        if part.when is not None and _merge_when(item.when, part.when):
            changed, item.right_after = True, None
        if changed:
            item.forget_times()
            item.confirmed = False


def _same_time(said: When, other: When) -> bool:
    return (said.at, said.after, said.before) == (other.at, other.after, other.before)


def _hints(reading: Reading, item: Item) -> None:
    """What the caller said of the appointment they move or cancel ("my haircut tomorrow"); of two services, the
    one said after the verb ("cancel just the manicure, keep the facial")."""
    item.hint_service = reading.services[0] if reading.services else None
    plain = normalize(reading.read_as or reading.text)
    verb = max(plain.find("cancel"), plain.find("move"), plain.find("reschedul"))
    if len(reading.services) > 1 and verb >= 0:
        after = [(plain.find(normalize(s).split()[-1], verb), s) for s in reading.services]
        after = [(at, s) for at, s in after if at >= verb]
        if after:
            item.hint_service = min(after)[1]
    if item.kind == Kind.CANCEL and reading.move_from is None:
        item.hints = reading.when.model_copy(deep=True)
    elif reading.move_from is not None:
        item.hints = reading.move_from.model_copy(deep=True)


def _duplicate_answer(reading: Reading, item: Item) -> None:
    if reading.move_existing or "move" in reading.wants:
        item.kind, item.target, item.confirmed = Kind.MOVE, item.duplicate, False
    elif reading.add_another or reading.answer == "yes" or reading.other_name:
        item.also = True
        item.confirmed = reading.answer == "yes" or reading.go_ahead
    item.duplicate = None


def _which(reading: Reading, state: CallState, item: Item, today: date) -> None:
    listed = state.appointments or []
    lang: Lang = "es" if (reading.language or state.language) == "es" else "en"
    picked = choose(reading.read_as or reading.text, [(datetime.fromisoformat(a.start), a.staff) for a in listed],
                    lang, today)
    if picked is None and reading.services:
        matching = [a for a in listed if a.service in reading.services]
        picked = listed.index(matching[0]) if len(matching) == 1 else None
    if picked is None and reading.when.days:
        matching = [a for a in listed if datetime.fromisoformat(a.start).date() in reading.when.days]
        picked = listed.index(matching[0]) if len(matching) == 1 else None
    if picked is not None:
        item.target = listed[picked]


def _pick(reading: Reading, item: Item, today: date) -> bool:
    """The offered time the caller took ("the 11:30", "the first one", "yes" to the one closest to what they
    asked); a turn that asks for other times changes what is wanted instead."""
    if not item.offers or reading.reject or reading.earlier or reading.later:
        _other_times(reading, item)
        return False
    lang: Lang = "es" if reading.language == "es" else "en"
    starts = [(datetime.fromisoformat(o.start), o.staff) for o in item.offers]
    offered = {start.hour * 60 + start.minute for start, _ in starts}
    at = reading.when.at
    if at is not None and at not in offered and not (reading.either_half and (at + 720) % 1440 in offered):
        return False  # "17:30 with Marco": a time not offered is asked for, not the closest taken
    if reading.staff and reading.staff != ANYONE and reading.staff not in {staff for _, staff in starts}:
        return False
    picked = choose(reading.read_as or reading.text, starts, lang, today)
    if picked is None and reading.when.at is None and not reading.when.has_day and (
            reading.answer == "yes" or reading.staff == ANYONE or reading.when.order == "earliest"):
        asked = item.when.at
        picked = 0 if asked is None else min(range(len(starts)), key=lambda i: abs(
            starts[i][0].hour * 60 + starts[i][0].minute - asked))
    if picked is None and reading.when.order == "latest":
        picked = len(starts) - 1
    if picked is None:
        return False
    item.chosen = item.offers[picked]
    item.confirmed = reading.go_ahead  # "the 2 o'clock, go ahead": what was offered, agreed at once
    return True


def _other_times(reading: Reading, item: Item) -> None:
    if not item.offers:
        return
    starts = [datetime.fromisoformat(o.start) for o in item.offers]
    if reading.earlier:
        first = min(starts)
        item.when.days, item.when.from_day, item.when.to_day = [first.date()], None, None
        item.when.at, item.when.after, item.when.before = None, None, first.hour * 60 + first.minute
        item.when.order = "earliest"
        item.forget_times()
    elif reading.later:
        last = max(starts)
        item.when.days, item.when.from_day, item.when.to_day = [last.date()], None, None
        item.when.at, item.when.before, item.when.after = None, None, last.hour * 60 + last.minute + 1
        item.forget_times()
    elif reading.reject and reading.when.empty:
        item.forget_times()
        item.when = When()


def _details(reading: Reading, state: CallState, item: Item) -> None:
    """Service, stylist and time said in the turn, for the current item; a change drops the old offers."""
    changed = False
    if item.kind == Kind.BOOK:
        service = reading.services[0] if reading.services else None
        if service is None and item.service_options:
            service = _service_option(reading, item)
        if service and service != item.service and (item.service is None or len(reading.services) == 1):
            item.service, item.service_options, changed = service, [], True
        elif reading.service_options and (item.service is None or reading.correction):
            item.service, item.service_options, changed = None, reading.service_options[0], True
    if reading.staff and reading.staff != item.staff:
        item.staff, changed = reading.staff, True
    if reading.same_time and item.kind == Kind.MOVE:
        item.same_time, changed = True, True
    if reading.same_day and item.kind == Kind.MOVE:
        item.same_day, changed = True, True
    if reading.shift is not None and item.kind == Kind.MOVE:
        item.shift, changed = reading.shift, True
    if reading.right_after and item.right_after is None:
        previous = [i for i in state.items if i is not item and (i.chosen or i.outcome)]
        if previous:
            item.right_after, changed = state.items.index(previous[-1]), True
    if not reading.when.empty and _merge_when(item.when, reading.when):
        changed = True
    if changed:
        item.forget_times()
        item.confirmed = False


def _merge_when(saved: When, said: When) -> bool:
    """The said parts replace the saved ones: a new day keeps the time asked, a new time keeps the day."""
    before = saved.model_dump()
    if said.has_day:
        saved.days, saved.from_day, saved.to_day = list(said.days), said.from_day, said.to_day
    if said.at is not None or said.after is not None or said.before is not None:
        saved.at, saved.after, saved.before = said.at, said.after, said.before
    if said.order:
        saved.order = said.order
        if said.at is None:
            saved.at = None
    return saved.model_dump() != before


def _times_in_order(reading: Reading, state: CallState) -> bool:
    """"Mine at 10 and his at 10:30": each open booking takes the next time said."""
    items = [i for i in state.items if i.status == Status.OPEN and i.kind == Kind.BOOK]
    if len(items) < 2 or len(reading.times) != len(items):
        return False
    for item, minute in zip(items, reading.times, strict=True):
        if item.chosen and _minute_of(item.chosen.start) == minute:
            continue
        item.when.at, item.when.after, item.when.before, item.when.order = minute, None, None, None
        item.right_after = None
        if reading.when.has_day:
            item.when.days = list(reading.when.days)
        item.forget_times()
        item.confirmed = False
    if reading.go_ahead or reading.answer == "yes":
        state.go_ahead = True
    return True


def _minute_of(start: str) -> int:
    moment = datetime.fromisoformat(start)
    return moment.hour * 60 + moment.minute


def _restates(reading: Reading, state: CallState) -> bool:
    """"Color at 10 and the haircut right after, at 11:30" to a read-back saying just that: nothing changes."""
    chosen = [i for i in state.items if i.status == Status.OPEN and i.chosen]
    starts = [datetime.fromisoformat(i.picked().start) for i in chosen]
    minutes = {start.hour * 60 + start.minute for start in starts}
    services = {i.service for i in chosen}
    weekdays = {start.weekday() for start in starts}
    same_days = not reading.when.has_day or (not reading.when.from_day and all(
        day.weekday() in weekdays for day in reading.when.days))  # "yes, Friday the 18th" to a Friday read back
    return (reading.when.at is None or reading.when.at in minutes) and set(reading.services) <= services and \
        not reading.staff and same_days and (reading.when.at is not None or bool(reading.services)
                                             or reading.when.has_day)


def _confirmation(reading: Reading, state: CallState) -> None:
    """A yes to the read-back confirms what was read back; a plain no with nothing changed declines it."""
    ready = [i for i in state.items if i.status == Status.OPEN and not i.confirmed and (
        i.chosen or (i.kind == Kind.CANCEL and i.target))]
    if not ready:
        return
    plain = (reading.read_as or reading.text).lower()
    if reading.answer == "yes" or (reading.answer is None and _GIVE_IN.search(plain) and not any(
            word in plain.split() for word in ("no", "not", "dont", "don't", "wait"))):
        for item in ready:
            item.confirmed = True
        if _ALL_OF_IT.search(plain):
            state.go_ahead = True  # "yes to both": what is read back next this turn is agreed too
    elif reading.answer == "no":
        state.declined = True


def _service_option(reading: Reading, item: Item) -> str | None:
    """The option a caller picked by a word only it has: "the Swedish" of Swedish and Deep Tissue Massage."""
    said = set(normalize(reading.read_as or reading.text).split())
    options = item.service_options
    words = {name: set(normalize(name).split()) for name in options}
    shared = set.intersection(*words.values()) if words else set()
    fitting = [name for name in options if (words[name] - shared) & said or any(
        fuzz.ratio(word, other) >= 85 for word in words[name] - shared for other in said if len(other) > 3)]
    return fitting[0] if len(fitting) == 1 else None

