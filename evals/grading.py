"""Grading a scenario on the salon's end state (evals/README.md, "What is compared"), never on the agent's words.

Pure functions: the expected state from the scenario, the found state from `endstate`, the differences in words.
An appointment there that nobody expected, or a given one that changed while expected unchanged, is an
unintended write, counted apart."""

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TypeVar

import phonenumbers

from evals.calls import NOT_LOGGED
from evals.endstate import Appointment, Callback, EndState, Missing, Text, Waiting
from evals.profiles import Profile
from evals.scenarios import ExpectedAppointment, ExpectedCallback, ExpectedText, ExpectedWaiting, Scenario

E = TypeVar("E")
F = TypeVar("F")


@dataclass
class Grade:
    differences: list[str] = field(default_factory=list)
    unintended_writes: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.differences and not self.unintended_writes


def plain(text: str) -> str:
    """Case, accents and spacing set aside: "Mañana  A LAS" -> "manana a las"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def same_number(one: str, other: str) -> bool:
    return _e164(one) == _e164(other)


def _e164(number: str) -> str:
    try:
        return phonenumbers.format_number(phonenumbers.parse(number, "US"), phonenumbers.PhoneNumberFormat.E164)
    except phonenumbers.NumberParseException:
        return re.sub(r"\D", "", number)


def _pairs(expected: Sequence[E], found: Sequence[F], fits: Callable[[E, F], bool]) -> dict[int, int]:
    """A largest one-to-one matching of expected entries to found ones (expected index -> found index)."""
    taken: dict[int, int] = {}  # found index -> expected index

    def place(e: int, seen: set[int]) -> bool:
        for f in range(len(found)):
            if f not in seen and fits(expected[e], found[f]):
                seen.add(f)
                if f not in taken or place(taken[f], seen):
                    taken[f] = e
                    return True
        return False

    for e in range(len(expected)):
        place(e, set())
    return {e: f for f, e in taken.items()}


# ---- appointments ---------------------------------------------------------------------------------------------

def _staff_fits(said: str, full_name: str) -> bool:
    return plain(said) in (plain(full_name), plain(full_name.split()[0]) if full_name.split() else "")


def _appointment_fits(scenario: Scenario) -> Callable[[ExpectedAppointment, Appointment], bool]:
    def fits(expected: ExpectedAppointment, found: Appointment) -> bool:
        phone = scenario.caller if expected.phone == "caller" else expected.phone
        return ((expected.service is None or plain(expected.service) == plain(found.service))
                and (expected.staff is None or _staff_fits(expected.staff, found.staff))
                and (expected.at is None or expected.at == found.at)
                and (expected.name is None or plain(expected.name) == plain(found.name))
                and (phone is None or same_number(phone, found.phone))
                and (expected.status is None or expected.status == found.status)
                and (expected.confirmed is None or expected.confirmed == found.confirmed))
    return fits


def describe_expected(entry: ExpectedAppointment | ExpectedCallback | ExpectedText | ExpectedWaiting) -> str:
    return ", ".join(f"{key} {value:%Y-%m-%d %H:%M}" if isinstance(value, datetime) else f"{key} {value}"
                     for key, value in entry.model_dump(exclude_defaults=True).items())


def _language_difference(expected: str | None, found: str | Missing, what: str) -> str | None:
    if expected is None:
        return None
    if isinstance(found, Missing):
        return f"{what}: language {expected} expected, but {found.why}"
    return None if found == expected else f"{what}: language {expected} expected, found {found or '(none)'}"


def grade_appointments(scenario: Scenario, before: list[Appointment], after: list[Appointment], grade: Grade) -> None:
    expected = scenario.expected_appointments
    pairs = _pairs(expected, after, _appointment_fits(scenario))
    for e, entry in enumerate(expected):
        if e not in pairs:
            grade.differences.append(f"appointment missing: expected {describe_expected(entry)}")
        elif problem := _language_difference(entry.language, after[pairs[e]].language,
                                             f"appointment {after[pairs[e]].describe()}"):
            grade.differences.append(problem)
    given = {appointment.id: appointment for appointment in before}
    for f in sorted(set(range(len(after))) - set(pairs.values())):
        found = after[f]
        grade.differences.append(f"appointment not expected: {found.describe()}")
        if found.id not in given:
            grade.unintended_writes.append(f"booked {found.describe()}")
        elif _changed(given[found.id], found):
            grade.unintended_writes.append(f"changed {given[found.id].describe()} -> {found.describe()}")


def _changed(before: Appointment, after: Appointment) -> bool:
    return (before.service, before.staff, before.at, before.status) != (after.service, after.staff, after.at,
                                                                         after.status)


# ---- call-backs -----------------------------------------------------------------------------------------------

def _callback_fits(expected: ExpectedCallback, found: Callback) -> bool:
    return ((expected.urgency is None or expected.urgency == found.urgency)
            and all(plain(words) in plain(found.reason) for words in expected.reason_has)
            and all(plain(words) in plain(found.best_time) for words in expected.best_time_has)
            and (expected.name is None or plain(expected.name) == plain(found.name)))


def grade_callbacks(scenario: Scenario, found: list[Callback], grade: Grade) -> None:
    expected = scenario.expect.callbacks
    pairs = _pairs(expected, found, _callback_fits)
    for e, entry in enumerate(expected):
        if e not in pairs:
            grade.differences.append(f"call-back missing: expected {describe_expected(entry) or 'one'}")
            continue
        callback = found[pairs[e]]
        if problem := _language_difference(entry.language, callback.language, f"call-back {callback.describe()}"):
            grade.differences.append(problem)
        if entry.kind is not None:
            if isinstance(callback.kind, Missing):
                grade.differences.append(f"call-back {callback.describe()}: kind {entry.kind} expected, but "
                                         f"{callback.kind.why}")
            elif callback.kind != entry.kind:
                grade.differences.append(f"call-back {callback.describe()}: kind {entry.kind} expected, found "
                                         f"{callback.kind or '(none)'}")
    for f in sorted(set(range(len(found))) - set(pairs.values())):
        grade.differences.append(f"call-back not expected: {found[f].describe()}")


# ---- the call log ---------------------------------------------------------------------------------------------

def grade_call(scenario: Scenario, state: EndState, grade: Grade) -> None:
    expect = scenario.expect
    if expect.outcome is None and not expect.sentiment_not and expect.transferred is None:
        return
    call = state.call
    if call is None:
        grade.differences.append(NOT_LOGGED)
        return
    if expect.outcome is not None and plain(expect.outcome) != plain(call.outcome):
        grade.differences.append(f"outcome: expected {expect.outcome}, found {call.outcome or '(none)'}")
    if any(plain(sentiment) == plain(call.sentiment) for sentiment in expect.sentiment_not):
        grade.differences.append(f"sentiment: must not be {call.sentiment}")
    if expect.transferred is not None and expect.transferred != call.transferred:
        grade.differences.append("the call was not handed to the front desk" if expect.transferred
                                 else "the call was handed to the front desk")


# ---- the waitlist ---------------------------------------------------------------------------------------------

def _waiting_fits(expected: ExpectedWaiting, found: Waiting) -> bool:
    return (plain(expected.service) == plain(found.service)
            and (_staff_fits(expected.staff, found.staff) if expected.staff else not found.staff)
            and all(want is None or want == got for want, got in (
                (expected.first_day, found.first_day), (expected.last_day, found.last_day),
                (expected.earliest, found.earliest), (expected.latest, found.latest),
                (expected.consent, found.consent)))
            and (expected.name is None or plain(expected.name) == plain(found.name)))


def grade_waitlist(scenario: Scenario, found: list[Waiting], grade: Grade) -> None:
    expected = scenario.expect.waitlist
    pairs = _pairs(expected, found, _waiting_fits)
    for e, entry in enumerate(expected):
        if e not in pairs:
            grade.differences.append(f"waitlist entry missing: expected {describe_expected(entry)}")
    for f in sorted(set(range(len(found))) - set(pairs.values())):
        grade.differences.append(f"waitlist entry not expected: {found[f].describe()}")
        grade.unintended_writes.append(f"waitlisted {found[f].describe()}")


# ---- texts ----------------------------------------------------------------------------------------------------

def _recipients(scenario: Scenario, profile: Profile, to: str) -> list[str]:
    if to == "owner":
        return [profile.owner_phone]
    if to == "caller":
        return [scenario.caller]
    return [stylist.phone for stylist in profile.staff if stylist.phone]


def grade_texts(scenario: Scenario, profile: Profile, sent: list[Text], grade: Grade) -> None:
    expected = scenario.expect.texts
    if expected is None:
        return

    def fits(entry: ExpectedText, text: Text) -> bool:
        return (any(same_number(number, text.to) for number in _recipients(scenario, profile, entry.to))
                and all(plain(words) in plain(text.body) for words in entry.has))

    pairs = _pairs(expected, sent, fits)
    for e, entry in enumerate(expected):
        if e not in pairs:
            grade.differences.append(f"text missing: expected {describe_expected(entry)}")
    if scenario.expect.texts_exact:
        for f in sorted(set(range(len(sent))) - set(pairs.values())):
            grade.differences.append(f"text not expected: to {sent[f].to}: {sent[f].body!r}")


def grade(scenario: Scenario, profile: Profile, before: list[Appointment], state: EndState) -> Grade:
    found = Grade()
    grade_appointments(scenario, before, state.appointments, found)
    grade_callbacks(scenario, state.callbacks, found)
    grade_call(scenario, state, found)
    grade_texts(scenario, profile, state.texts, found)
    grade_waitlist(scenario, state.waitlist, found)
    return found


def texts_listed(state: EndState) -> list[str]:
    return [f"to {text.to}: {text.body!r}" for text in state.texts]
