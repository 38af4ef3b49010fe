"""The built-in understanding: one caller turn read for every slot, whatever the agent asked (a name in the first
sentence, a correction at the read-back, a second request). English and Spanish are read natively; French,
German, Italian and Portuguese are put into English first (languages/). No I/O."""

import re
from datetime import date

from receptionist.conversation.reading import Part, Reading
from receptionist.conversation.state import ANYONE, Awaiting, CallState, When
from receptionist.conversation.understanding import asks
from receptionist.conversation.understanding.catalog import find_service, find_staff
from receptionist.conversation.understanding.details import liberal_name, parse_name, parse_phone, sentence_name
from receptionist.conversation.understanding.detect import language_of
from receptionist.conversation.understanding.languages import translated
from receptionist.conversation.understanding.lexicon import Lang, normalize
from receptionist.conversation.understanding.parts import read_parts
from receptionist.conversation.understanding.people import Booked, read_people
from receptionist.conversation.understanding.spans import read_span
from receptionist.conversation.understanding.when import read_clock, read_when
from receptionist.conversation.understanding.words import answer_of, intents

# What the agent asked decides how loosely a bare number is read: "4" is an hour when a time is being settled.
_LOOSE = (Awaiting.CHOICE, Awaiting.CONFIRM, Awaiting.WHEN)
QUESTIONS = ("hours", "prices", "address", "services", "staff")
# "move my haircut tomorrow to Saturday at 11": what comes before names the appointment, what follows the new time.
_REBOOK = re.compile(r"\b(?:book|make|schedule|get)\b(?: me)? (?:a|an|another|something|one)\b|\binstead\b|"
                     r"\bput me (?:in|down) for\b|\b(?:book|get) me (?:in )?(?:for|with)\b|\band (?:book|get)\b|"
                     r"\b(?:i'?d like|i would like|i want) (?:a|an|to book)\b|"
                     r"\b(?:reservar|reserveme|hacer) (?:una|otra)\b")
_ASKING = re.compile(r"\?|\b(?:do you|is there|are there|can i|could i|do i|tienen|hay|se puede)\b", re.IGNORECASE)
# "Swap my color on Thursday for highlights": the old appointment, then what replaces it.
_SWAP = re.compile(r"\b(?:swap|switch|change|exchange|trade|replace|cambiar|intercambiar)\b.{1,60}?"
                   r"(?P<to>\b(?:for|with|to|por|a)\b)")
_DAY_OR_TIME = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|"
                r"\d{1,2}(?::\d\d)?(?: ?[ap]m)?(?: o'?clock)?)")
_NEGATED = re.compile(rf"\b(?:not|no)\s+(?:on\s+|at\s+)?(?:the\s+)?{_DAY_OR_TIME}\b", re.IGNORECASE)
_CORRECTING = re.compile(r"\b(?:actually|i meant|i mean|scratch that|make it|or rather|rather|wait)\b",
                         re.IGNORECASE)
_INSTEAD_OF = re.compile(r"\b(?:instead of|rather than|en vez de|en lugar de)\s+(?:the |a |an |la |el |un |una )?"
                         r"[\w']+(?: [\w']+)?(?=\s*(?:[,.;]|i |yo |$))", re.IGNORECASE)
_NOT_THIS_ONE = re.compile(r"\b(?:not|instead of|rather than|no)\s+(?:with\s+)?[A-Z][a-z]+\b")
_ASKING_FOR_STYLIST = re.compile(r"\b(?:with|con|avec|mit|by)\s+[A-Z]", re.IGNORECASE)
_MOVE_TO = re.compile(r"\b(?:to|until|till|into|for|para el|para|al)\b", re.IGNORECASE)


def read(text: str, state: CallState, *, today: date, services: list[str], staff: list[str]) -> Reading:
    """Everything the turn says, read against the salon's services and staff and the salon's today."""
    said = language_of(text)
    lang = said or state.language
    english = translated()[lang].to_english(text) if lang in translated() else text
    core: Lang = "es" if lang == "es" else "en"
    plain = normalize(english)
    reading = Reading(text=text, language=said, read_as=english)
    reading.answer = answer_of(english, core)
    found = intents(english, core)
    _wants(reading, found, plain)
    _asks(reading, found, plain, english, staff)
    _caller(reading, english, core, state, staff)
    if reading.name and state.awaiting in (Awaiting.NAME, Awaiting.MESSAGE_NAME, Awaiting.PERSON):
        reading.questions = []  # "It's Price. Daniel Price." asks no price
    _details(reading, english, plain, core, state, today=today, services=services, staff=staff)
    return reading


def _wants(reading: Reading, found: set[str], plain: str) -> None:
    order = sorted((plain.find(word) if word in plain else 999, kind) for kind, word in (
        ("cancel", "cancel"), ("move", "move"), ("move", "reschedul"), ("move", "change"), ("book", "book"),
        ("cancel", "anular"), ("move", "cambi"), ("book", "reserv")))
    kinds = {"reschedule": "move", "cancel": "cancel", "book": "book"}
    wanted = [kinds[intent] for intent in ("cancel", "reschedule", "book") if intent in found]
    if "cancel" in found and _REBOOK.search(plain):
        found.add("book")  # "cancel my cut and book me a shave instead"
    if "cancel" in found and "book" in found:
        wanted = ["cancel", "book"]  # cancel-and-rebook: the old one goes first
    elif "reschedule" in found and "book" in found:
        wanted = ["move"]
    reading.wants = sorted(set(wanted), key=lambda kind: next((i for i, (_, k) in enumerate(order) if k == kind), 9))
    if _SWAP.search(plain) and "cancel" not in reading.wants:
        reading.wants = ["cancel", "book"]  # checked against the services said once they are read
    if asks.KEEP.search(plain):
        reading.keep = True
        reading.wants = [kind for kind in reading.wants if kind != "cancel"]
    if reading.wants in ([], ["book"]) and asks.MOVE_HINT.search(plain):
        reading.wants = ["move"]  # "I have color tomorrow at 3, could I come in earlier?"
    if asks.LATE.search(plain):
        reading.late = True
        reading.wants = []
    if asks.shift_of(plain) is not None:
        reading.shift = asks.shift_of(plain)
        if not reading.wants or reading.wants == ["book"]:
            reading.wants = ["move"]


def _asks(reading: Reading, found: set[str], plain: str, english: str, staff: list[str]) -> None:
    reading.person = bool(asks.PERSON.search(plain)) or bool(re.search(
        rf"\b(?:speak|talk) (?:to|with) (?:{'|'.join(re.escape(n.split()[0].lower()) for n in staff) or 'nobody'})\b",
        plain))
    reading.call_back_later = bool(asks.CALL_BACK_LATER.search(plain))
    reading.call_me = bool(asks.MESSAGE.search(plain))
    reading.message = (("message" in found and not reading.call_back_later) or reading.call_me
                       ) and not reading.call_back_later
    if reading.person:
        reading.message = False
    reading.goodbye = "goodbye" in found and not reading.wants
    reading.gives_up = bool(asks.GIVE_UP.search(plain)) and not reading.wants
    reading.thanks = "thanks" in found
    reading.urgent = bool(asks.URGENT.search(plain))
    reading.complaint = bool(asks.COMPLAINT.search(plain))
    if asks.QUOTE.search(plain) and reading.wants in ([], ["book"]):
        reading.message = True  # a quote for a wedding party is a call-back, not a booking
        reading.wants = []
    if reading.complaint and not reading.late:
        reading.urgent = True
        reading.message = not reading.person
    reading.correction = bool(asks.CORRECTION.search(plain))
    reading.reject = bool(asks.REJECT.search(plain))
    reading.earlier = bool(asks.EARLIER.search(plain)) and reading.shift is None
    reading.later = bool(asks.LATER.search(plain)) and reading.shift is None and not reading.call_back_later
    reading.right_after = bool(asks.RIGHT_AFTER.search(plain))
    reading.add_another = bool(asks.ADD_ANOTHER.search(plain))
    reading.move_existing = bool(asks.MOVE_EXISTING.search(plain))
    reading.same_time = bool(asks.SAME_TIME.search(plain))
    reading.same_day = bool(asks.SAME_DAY.search(plain))
    reading.go_ahead = bool(asks.GO_AHEAD.search(plain))
    reading.waitlist = "no" if asks.NO_WAITLIST.search(plain) else "yes" if asks.WAITLIST.search(plain) else None
    reading.existing = bool(asks.EXISTING.search(plain))
    reading.refers_back = bool(asks.REFERS_BACK.search(plain))
    reading.with_them = bool(asks.WITH_THEM.search(plain))
    reading.reason = asks.reason_in(english)
    reading.best_time = asks.best_time_in(english)
    if asks.WHO_DOES.search(plain):
        reading.questions.append("who_does")
    elif asks.ANYONE_WORKS.search(plain):
        reading.questions.append("who_works")
    reading.questions += [topic for topic in QUESTIONS if topic in found and not (
        topic == "staff" and reading.questions)]
    if "hours" in reading.questions and (reading.wants or reading.late):
        reading.questions.remove("hours")  # "my appointment is at 3, I'm running late": no question
    unknown = bool(asks.UNKNOWN.search(plain))
    reading.unknown_question = unknown and not (reading.wants or reading.person or reading.message)
    reading.aside_question = unknown and bool(reading.wants) and bool(_ASKING.search(english))


def _caller(reading: Reading, english: str, core: Lang, state: CallState, staff: list[str]) -> None:
    reading.phone = parse_phone(english)
    other = asks.other_name_in(english)
    also_self = bool(asks.ALSO_SELF.search(normalize(english)))
    relation = asks.relation_named(normalize(english)) if also_self else asks.relation_in(normalize(english))
    if relation:
        reading.for_other, reading.also_self = relation, also_self
    if other:
        whole = sentence_name(english)
        reading.other_name = whole if whole and whole.split()[0] == other.split()[0] else other
        english = english.replace(reading.other_name, " ")
    awaiting = state.awaiting
    asked = awaiting in (Awaiting.NAME, Awaiting.MESSAGE_NAME, Awaiting.PERSON)
    name = parse_name(english, core, asked=asked)
    whole = sentence_name(english)
    reading.full_name = whole
    if whole and (name is None or whole.startswith(name.split()[0])):
        name = whole
    if asked and len(english.split()) <= 10:
        name = liberal_name(english) or name
    if name is None:
        return
    if asked or whole or _introduced(english):
        if awaiting == Awaiting.PERSON and not _introduced(english):
            reading.other_name = name
        else:
            reading.name = name


def _introduced(text: str) -> bool:
    plain = normalize(text)
    return any(f" {intro} " in f" {plain} " for intro in (
        "my name is", "my names", "this is", "its", "im", "i am", "name is", "names", "under", "me llamo",
        "mi nombre es", "soy", "habla", "a nombre de", "de parte de"))


def _details(reading: Reading, english: str, plain: str, core: Lang, state: CallState, *, today: date,
             services: list[str], staff: list[str]) -> None:
    wanted = _INSTEAD_OF.sub(" ", english)  # "instead of the blowout I want the fringe": not the blowout
    named = (_fully_said(find_service(wanted, services, core), normalize(wanted))
             or _by_distinct_words(normalize(wanted), services) or _kind_of_service(normalize(wanted), services))
    if len(named) > 1 and _one_thing(named, plain):
        reading.service_options = [named]
    else:
        reading.services = sorted(named, key=lambda name: _position(name, plain))
    # A caller's own name is no stylist request: "This is Ana" with a stylist Ana.
    without_names = english
    for name in (reading.name, reading.other_name):
        if name:
            without_names = without_names.replace(name, " ")
            without_names = without_names.replace(name.split()[0], " ")
    without_names = _NOT_THIS_ONE.sub(" ", without_names)
    reading.staff = find_staff(without_names, staff)
    asked_name = state.awaiting in (Awaiting.NAME, Awaiting.PERSON, Awaiting.MESSAGE_NAME)
    if asked_name and reading.staff and not _ASKING_FOR_STYLIST.search(without_names):
        reading.staff = None  # a name given when asked is only a name, even one a stylist shares
    elif asked_name and reading.staff:
        for slot in ("name", "other_name"):  # "with Marco please": a stylist, not a name
            said = getattr(reading, slot)
            if said and said.split()[0] == reading.staff.split()[0]:
                setattr(reading, slot, None)
    if reading.staff == ANYONE and state.awaiting == Awaiting.CHOICE:
        reading.staff = None  # "whichever" picks among the offers
    reading.parts = read_parts(english, core, today, services=services, staff=staff,
                               names=[name for name in (reading.name, reading.other_name) if name],
                               other=reading.other_name)
    if not reading.parts:
        reading.people = read_people(english, core, today, staff=staff, booked=_booked(state))
    said = _NEGATED.sub(" ", english)  # "Saturday, not Friday"
    when, either_half = read_when(said, today, core, loose=state.awaiting in _LOOSE)
    reading.either_half = either_half
    reading.when = read_span(said, today, core, when)
    _corrected(reading, said, core, today, loose=state.awaiting in _LOOSE)
    moving = state.current is not None and state.current.kind.value == "move" and state.current.target is None
    if "move" in reading.wants or moving:
        _source_and_target(reading, english, core, today)
    elif "cancel" in reading.wants and "book" in reading.wants:
        if _SWAP.search(plain) and len(set(find_service(english, services, core))) < 2:
            reading.wants = ["move"]  # "switch it to Friday": the same service, another time
            _source_and_target(reading, english, core, today)
            return
        reading.parts, reading.service_options = [], []  # the old service and the new one are no two bookings
        _cancel_then_book(reading, english, core, today, services=services, staff=staff)
    reading.times = _times(english, core)


def _booked(state: CallState) -> list[Booked]:
    return [Booked(index, item.person, item.for_other) for index, item in enumerate(state.items)
            if item.kind.value == "book" and item.status.value == "open"]


_CLAUSE = re.compile(r"[,;?]|\b(?:but|could|can|would|is it possible)\b", re.IGNORECASE)


def _corrected(reading: Reading, said: str, core: Lang, today: date, *, loose: bool) -> None:
    """"At 4... actually no, at 5": what follows the last correction replaces what came before it."""
    found = list(_CORRECTING.finditer(said))
    if not found:
        return
    after = said[found[-1].end():]
    later = read_span(after, today, core, read_when(after, today, core, loose=loose)[0])
    if later.has_day:
        reading.when.days, reading.when.from_day, reading.when.to_day = later.days, later.from_day, later.to_day
    if later.at is not None or later.after is not None or later.before is not None:
        reading.when.at, reading.when.after, reading.when.before = later.at, later.after, later.before


def _source_and_target(reading: Reading, english: str, core: Lang, today: date) -> None:
    """What names the appointment and what the new time: split at "to", else at the clause that asks for the
    change ("I have color tomorrow at 3, could I come in earlier, like 11?")."""
    splits = [*reversed(list(_MOVE_TO.finditer(english))), *_CLAUSE.finditer(english)]
    for found in splits:
        target_words, source_words = english[found.end():], english[:found.start()]
        target = read_span(target_words, today, core, read_when(target_words, today, core, loose=True)[0])
        source = read_span(source_words, today, core, read_when(source_words, today, core)[0])
        if not target.empty and not source.empty:
            reading.move_from, reading.when = source, target
            return


def _cancel_then_book(reading: Reading, english: str, core: Lang, today: date, *, services: list[str],
                      staff: list[str]) -> None:
    """"Cancel my cut tomorrow and book me a shave Thursday at 5 with Leo": what names the old appointment, and
    what the new booking is."""
    lowered = english.lower()
    swap = _SWAP.search(lowered)
    found = swap or _REBOOK.search(lowered, max(0, min((lowered.find(verb) for verb in ("cancel", "anul")
                                                        if verb in lowered), default=0)))
    if not found:
        return
    split = found.start("to") if swap else found.start()
    old, new = english[:split], english[split:]
    reading.move_from = read_span(old, today, core, read_when(old, today, core)[0])
    reading.when = read_span(new, today, core, read_when(new, today, core)[0])
    old_named = find_service(old, services, core)[:1]
    named = [name for name in find_service(new, services, core) if name not in old_named] or [
        name for name in find_service(english, services, core) if name not in old_named]  # "... highlights instead"
    reading.services = [*old_named, *named[:1]] if old_named and named else reading.services
    reading.rebook = Part(service=named[0] if len(named) == 1 else "", staff=find_staff(new, staff),
                          when=reading.when)


_CLAUSE_TIMES = re.compile(r"\band\b|[,;]", re.IGNORECASE)


def _times(english: str, core: Lang) -> list[int]:
    """Each clause's time, in order: "mine at 10 and his at 10:30" -> [600, 630]."""
    found = []
    for clause in _CLAUSE_TIMES.split(english):
        said = read_clock(normalize(clause, keep_clocks=True), core)
        if said is not None and (minute := said.minute_of_day(None)) is not None:
            found.append(minute)
    return found


def _kind_of_service(plain: str, services: list[str]) -> list[str]:
    """"My nails", "my hands": the salon's services of that kind, when no service was named; the narrowest kind
    said wins ("my nails ... my hands" is a manicure)."""
    kinds = [[name for name in services if any(mark in name.lower() for mark in marks)]
             for word, marks in asks.KINDS.items() if f" {word} " in f" {plain} "]
    kinds = [kind for kind in kinds if kind]
    return min(kinds, key=len) if kinds else []


def _by_distinct_words(plain: str, services: list[str]) -> list[str]:
    """"A deep tissue", "the Swedish", "a hot towel": the one service whose words other than its last are said."""
    said = set(plain.split())
    fitting = [name for name in services if (words := [w for w in normalize(name).split()[:-1] if len(w) > 3])
               and all(word in said for word in words)]
    return fitting if len(fitting) == 1 else []


def _fully_said(named: list[str], plain: str) -> list[str]:
    """Of several services fitting the words, those named in full ("a regular haircut, a trim of the ends" is the
    Haircut, not a Beard or Fringe Trim)."""
    said = set(plain.replace("hair cut", "haircut").split())
    full = [name for name in named if all(word in said or word.rstrip("s") in said
                                           for word in normalize(name).split())]
    return full if full and len(full) < len(named) else named


def _one_thing(named: list[str], plain: str) -> bool:
    """Several services fit the words said, but the caller named one thing ("a trim") rather than listing two."""
    return " and " not in f" {plain} " and " y " not in f" {plain} " and " plus " not in f" {plain} "


def _position(name: str, plain: str) -> int:
    words = normalize(name).split()
    found = [plain.find(word) for word in words if word in plain]
    return min(found) if found else 999


__all__ = ["When", "read"]
