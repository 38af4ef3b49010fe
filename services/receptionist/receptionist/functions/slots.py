"""Choosing which free starts to offer a caller, and saying them. No I/O."""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from receptionist.functions import speech
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import bounded

MAX_OFFERED = 5
# A time asked for ("around 2") is met by starts this close to it.
NEAR_MINUTES = 90
WINDOWS = {"morning": (0, 12 * 60), "afternoon": (12 * 60, 17 * 60), "evening": (17 * 60, 24 * 60)}
_CLOCK = re.compile(r"(\d{1,2})(?::?(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?")
_BOUNDED = re.compile(r"(after|before|from|until)\s+(.+)|(.+?)\s*-\s*(.+)")


@dataclass(frozen=True)
class Preferred:
    """What the caller asked for: a part of the day, a time, or nothing."""

    window: tuple[int, int] | None = None  # minutes of the day, end excluded
    at: int | None = None  # minute of the day
    label: str = ""
    latest: bool = False  # the last starts first: "the latest you have"


@dataclass(frozen=True)
class Offer:
    slot_id: str
    start: datetime
    staff: str
    staff_id: str

    @property
    def minute(self) -> int:
        return self.start.hour * 60 + self.start.minute

    def present(self) -> dict:
        return {"slot_id": self.slot_id, "start": self.start.isoformat(), "staff": self.staff}


def parse_preferred(value: str) -> Preferred | None:
    """"morning" / "afternoon" / "evening", "14:30", "2pm", "2:30 p.m."; None when it cannot be read."""
    text = (value or "").strip().lower()
    if not text or text in ("any", "anytime", "any time"):
        return Preferred()
    if text in WINDOWS:
        return Preferred(window=WINDOWS[text], label=f"in the {text}")
    if text in ("earliest", "first"):
        return Preferred()
    if text in ("latest", "last"):
        return Preferred(latest=True, label="late in the day")
    if bounded_by := _BOUNDED.fullmatch(text):
        return _between(*bounded_by.groups())
    at = _minute_of(text)
    if at is None:
        return None
    return Preferred(at=at, label=f"around {_spoken(at)}")


def _spoken(minute: int) -> str:
    return speech.clock(f"{minute // 60}:{minute % 60}")


def _between(edge: str | None, clock: str | None, low: str | None, high: str | None) -> Preferred | None:
    """"after 17:00", "before 12:00", "16:00-18:00": the starts inside those minutes of the day."""
    if edge is not None:
        at = _minute_of(clock or "")
        if at is None:
            return None
        if edge in ("after", "from"):
            return Preferred(window=(at, 24 * 60), label=f"after {_spoken(at)}")
        return Preferred(window=(0, at), label=f"before {_spoken(at)}")
    start, end = _minute_of(low or ""), _minute_of(high or "")
    if start is None or end is None or end <= start:
        return None
    return Preferred(window=(start, end), label=f"between {_spoken(start)} and {_spoken(end)}")


def _minute_of(text: str) -> int | None:
    match = _CLOCK.fullmatch(text.strip())
    if match is None:
        return None
    hour, minute, half = int(match[1]), int(match[2] or 0), (match[3] or "").replace(".", "")
    if half == "pm" and hour < 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


def parse_day(value: str, today: date) -> date | None:
    text = (value or "").strip().lower()
    if text == "today":
        return today
    if text == "tomorrow":
        return today + timedelta(days=1)
    try:
        return bounded.checked_day(text, label="date")
    except ValueError:
        return None


def offers(slots: Sequence[rpc.Slot]) -> list[Offer]:
    return [Offer(s.slot_id, datetime.fromisoformat(s.start), s.staff_name, s.staff_id) for s in slots]


def _spread(found: Sequence[Offer], limit: int) -> list[Offer]:
    """The first start of each hour, so a caller hears a morning-to-evening choice, not 9:00, 9:15, 9:30."""
    chosen, seen = [], set()
    for offer in found:
        hour = (offer.start.date(), offer.start.hour)
        if hour not in seen:
            seen.add(hour)
            chosen.append(offer)
        if len(chosen) == limit:
            break
    return chosen


def nearest(found: Sequence[Offer], at: int, limit: int = MAX_OFFERED) -> list[Offer]:
    """On the first day with anything, the starts closest to `at`, in time order."""
    if not found:
        return []
    first_day = found[0].start.date()
    same_day = [offer for offer in found if offer.start.date() == first_day]
    return sorted(sorted(same_day, key=lambda offer: abs(offer.minute - at))[:limit], key=lambda o: o.start)


def anchor(preferred: Preferred) -> int:
    """The minute a request is closest to: the time asked for, or the edge of the part of the day nearest the
    rest of the day (five o'clock for the evening, noon for the morning)."""
    if preferred.at is not None:
        return preferred.at
    low, high = preferred.window or (0, 0)
    return low if low > 0 else high


def pick(found: Sequence[Offer], preferred: Preferred, limit: int = MAX_OFFERED) -> list[Offer]:
    """Up to `limit` starts matching what the caller asked for; empty when nothing does."""
    if preferred.at is not None:
        close = [offer for offer in found if abs(offer.minute - preferred.at) <= NEAR_MINUTES]
        return nearest(close, preferred.at, limit)
    if preferred.window is not None:
        low, high = preferred.window
        found = [offer for offer in found if low <= offer.minute < high]
    if preferred.latest:
        return list(reversed(_spread(list(reversed(found)), limit)))
    return _spread(found, limit)


def say(chosen: Sequence[Offer], today: date) -> str:
    """"Thursday at 2:00 PM with Maria, 3:00 PM with Sam or Friday at 9:00 AM with Maria"."""
    parts, last_day = [], None
    for offer in chosen:
        day = offer.start.date()
        moment = speech.time_of(offer.start)
        lead = moment if day == last_day else f"{speech.day_of(day, today)} at {moment}"
        parts.append(f"{lead} with {speech.first_name(offer.staff)}" if offer.staff else lead)
        last_day = day
    return speech.join_words(parts, "or")
