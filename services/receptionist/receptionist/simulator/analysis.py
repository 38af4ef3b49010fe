"""The post-call analysis the provider sends with `call_analyzed`: a summary for the owner (in English, whatever
language the call was in), the caller's sentiment and whether the call succeeded. No I/O."""

from collections.abc import Sequence
from datetime import datetime

from receptionist.calls import tone
from receptionist.functions import speech
from receptionist.models import SimulatedCall

TOPICS = {"hours": "opening hours", "prices": "prices", "address": "the address", "services": "the services",
          "staff": "the team"}
# A caller's words per second when no recording could be made to measure the call by.
WORDS_PER_SECOND = 2.5


def _when(start: str | None, preposition: str = "for") -> str:
    if not start:
        return ""
    moment = datetime.fromisoformat(start)
    return f" {preposition} {moment.strftime('%A, %B')} {moment.day} at {speech.time_of(moment)}"


def _staff(name: str | None) -> str:
    return f" with {name}" if name else ""


def _sentence(event: dict) -> str:
    kind = event.get("kind")
    if kind == "booked":
        who = event.get("name") or "The caller"
        return f"{who} booked a {event.get('service') or 'appointment'}{_staff(event.get('staff'))}" \
               f"{_when(event.get('start'))}."
    if kind == "moved":
        return f"The caller moved their {event.get('service') or 'appointment'}{_staff(event.get('staff'))}" \
               f"{_when(event.get('start'), 'to')}."
    if kind == "cancelled":
        return f"The caller cancelled their {event.get('service') or 'appointment'}{_staff(event.get('staff'))}" \
               f"{_when(event.get('start'), 'on')}."
    if kind == "message":
        return f"{event.get('name') or 'The caller'} asked to be called back about: {event.get('reason')}."
    if kind == "late":
        return f"{event.get('name') or 'The caller'} said they are running late: {event.get('reason')}."
    return ""


def _transfers(turns: Sequence[dict]) -> list[str]:
    said = []
    for turn in turns:
        if turn["role"] != "transfer":
            continue
        if turn.get("ok"):
            said.append(f"The caller was put through to the front desk ({turn['to']}).")
        elif turn.get("to"):
            said.append(f"Nobody answered at the front desk ({turn['to']}) when the caller was to be put through.")
        else:
            said.append("The caller asked for a person, but the salon has no front-desk number.")
    return said


def summary(memory: dict, caller_spoke: bool, turns: Sequence[dict] = ()) -> str:
    sentences = [_sentence(event) for event in memory.get("events") or []] + _transfers(turns)
    topics = [TOPICS[topic] for topic in memory.get("topics") or [] if topic in TOPICS]
    if topics:
        sentences.append(f"The caller asked about {speech.join_words(topics)}.")
    if not sentences:
        return "The caller hung up without a request." if not caller_spoke else \
            "The caller did not book, change an appointment or leave a message."
    return " ".join(sentence for sentence in sentences if sentence)


def analyze(row: SimulatedCall) -> dict:
    memory = row.memory if isinstance(row.memory, dict) else {}
    said = "\n".join(turn["text"] for turn in row.turns if turn["role"] == "user")
    done = bool(memory.get("events")) or any(turn["role"] == "transfer" and turn.get("ok") for turn in row.turns)
    return {"call_summary": summary(memory, bool(said), row.turns),
            "user_sentiment": tone.sentiment("Positive" if done else "Neutral" if said else "Unknown", said),
            "call_successful": done or bool(memory.get("topics")), "in_voicemail": False,
            "custom_analysis_data": {}}


def spoken_ms(turns: Sequence[tuple[str, ...]]) -> int:
    """How long (role, text[, language]) turns take to say, at a caller's pace."""
    words = sum(len(turn[1].split()) for turn in turns)
    return int(words / WORDS_PER_SECOND * 1000)
