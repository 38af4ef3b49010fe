"""A finished call's outcome, its appointment and notes, from what happened in it. No I/O.

The spec's outcomes (booked, cancelled, missed, inquiry) and four that say what the call log otherwise hid:
rescheduled (an appointment was moved), transferred (handed to the front desk), message (a call-back was filed)
and not_booked (the caller wanted an appointment and none was made)."""

from collections.abc import Sequence
from dataclasses import dataclass

# Disconnection reasons of a call that never reached the agent (providers.md §1.5).
NEVER_CONNECTED = frozenset({"dial_busy", "dial_failed", "dial_no_answer", "invalid_destination",
                             "concurrency_limit_reached", "no_valid_payment"})
# A call this short in which the caller said nothing is a hang-up: missed.
SHORT_SECONDS = 20
BOOKING = ("book_appointment", "reschedule_appointment")
CANCELLING = "cancel_appointment"
OUTCOMES = ("booked", "rescheduled", "cancelled", "transferred", "missed", "message", "not_booked", "inquiry")
# The provider's reason for a call the agent handed to a person (providers.md §1.5).
TRANSFERRED = "call_transfer"


@dataclass(frozen=True)
class Effect:
    """A successful acting function of the call, in the order they happened."""

    name: str
    appointment_id: str
    result: str = ""


@dataclass(frozen=True)
class Outcome:
    outcome: str
    appointment_id: str | None
    notes: str


def caller_spoke(transcript: str) -> bool:
    """Whether the transcript ("Agent: ...\\nUser: ...") has a word from the caller."""
    for line in (transcript or "").splitlines():
        role, _, said = line.partition(":")
        if role.strip().lower() in ("user", "caller") and said.strip():
            return True
    return False


def never_connected(status: str, reason: str) -> bool:
    return status == "not_connected" or reason in NEVER_CONNECTED or reason.startswith("error")


def derive(*, status: str, disconnection_reason: str, duration_seconds: int, transcript: str,
           effects: Sequence[Effect], summary: str = "", callback_reason: str = "",
           wanted_booking: bool = False) -> Outcome:
    """Booked when an appointment booked in the call still stands at its end (the latest one; moved later in the
    same call, it is still the call's booking), rescheduled when only appointments booked before the call were
    moved, cancelled when the call cancelled one, transferred when the call was handed to a person, missed when it never
    connected or the caller hung up without a word, message when a call-back was filed, not_booked when the
    caller wanted an appointment (looked for a time, or a booking failed), else an inquiry. Notes: the
    analysis' summary, else the call-back reason, else what the agent confirmed."""
    standing: list[Effect] = []
    cancelled: list[Effect] = []
    booked_here = {effect.appointment_id for effect in effects if effect.name == "book_appointment"}
    for effect in effects:
        if effect.name in BOOKING:
            standing = [e for e in standing if e.appointment_id != effect.appointment_id] + [effect]
        elif effect.name == CANCELLING:
            standing = [e for e in standing if e.appointment_id != effect.appointment_id]
            cancelled.append(effect)
    if standing:
        moved = not any(effect.appointment_id in booked_here for effect in standing)
        outcome, appointment_id, told = ("rescheduled" if moved else "booked"), standing[-1].appointment_id, \
            standing[-1].result
    elif cancelled:
        outcome, appointment_id, told = "cancelled", None, cancelled[-1].result
    elif disconnection_reason == TRANSFERRED:
        outcome, appointment_id, told = "transferred", None, ""
    elif never_connected(status, disconnection_reason) or (
            duration_seconds < SHORT_SECONDS and not caller_spoke(transcript)):
        outcome, appointment_id, told = "missed", None, ""
    elif callback_reason.strip():
        outcome, appointment_id, told = "message", None, ""
    else:
        outcome, appointment_id, told = "not_booked" if wanted_booking else "inquiry", None, ""
    notes = summary.strip() or (f"Call-back requested: {callback_reason.strip()}" if callback_reason.strip()
                                else told)
    return Outcome(outcome, appointment_id, notes[:2000])
