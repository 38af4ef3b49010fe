"""Availability answers kept in each replica's memory, so the many callers asking the same salon the same question
cost one indexed read instead of a fresh computation.

An answer is reused only while the tenant's availability version (bumped at commit by every write availability
depends on: see migration 0004) is the one it was computed at, its live holds have not expired, and at most a
minute has passed (the horizon's far edge moves with the clock), and the clock has not been moved back before
the moment it was computed at (a pinned dev or test clock: the answer would lack starts that are ahead again). The
requests of one moment read the clock seconds apart (each as it starts, and a busy replica starts some late), so
an answer a few seconds younger than the asker's clock still serves it: at worst it lacks a start inside those
seconds.
The minimum notice is applied on every read, so a
start that has come too close drops out without recomputing.

Callers asking the same question at the same version at the same moment share one computation: the 49 losers of a
race for one slot all ask for alternatives as soon as the winner's write is visible, and one of them computes them.
A caller whose transaction has written something availability reads and others do not see yet (a hold it released)
asks afresh instead (`service.search`): its answer would be wrong for everyone else.
"""

import asyncio
import bisect
import uuid
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from cachetools import LRUCache
from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability import repository, service
from booking.config import Settings
from booking.locations import service as locations
from booking.locations.service import Place

LIFETIME = timedelta(seconds=60)
SKEW = timedelta(seconds=10)
SIZE = 4096


@dataclass(frozen=True)
class Question:
    tenant_id: uuid.UUID
    service_id: str
    first: date | None  # as asked: no first day means "today", which the answer's date must still match
    last: date | None
    staff_id: str | None
    location_id: uuid.UUID | None = None  # None: the first location


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one computation, one answer
class Answer:
    version: int
    timezone: str
    service_id: str
    today: date
    slots: tuple[dict, ...]
    starts: tuple[float, ...]  # epoch seconds of each slot's start, in order
    computed_at: datetime
    good_until: datetime

    def first_from(self, earliest: datetime) -> int:
        """Index of the first slot starting at or after `earliest`."""
        return bisect.bisect_left(self.starts, earliest.timestamp())


class Answers:
    def __init__(self, size: int = SIZE) -> None:
        self._kept: LRUCache[Question, Answer] = LRUCache(maxsize=size)
        # Computations under way, by question and version; None is set when one failed.
        self._computing: dict[tuple[Question, int], asyncio.Future[Answer | None]] = {}
        self.computations = 0  # answers computed
        self.joined = 0  # answers taken from another caller's computation under way

    async def search(self, session: AsyncSession, settings: Settings, question: Question, *, now: datetime,
                     version: int | None = None) -> tuple[Answer, int]:
        """The answer, computed or reused, and the index of its first slot still far enough ahead (`version`:
        the tenant's, when the caller has just read it)."""
        if version is None:
            version = await current_version(session, question.tenant_id)
        kept = self._kept.get(question)
        if not (kept and kept.version == version and kept.computed_at <= now + SKEW and now < kept.good_until
                and (question.first or service.local_day(kept.timezone, now) == kept.today)):
            kept = await self._computed_once(session, settings, question, version=version, now=now)
        return kept, kept.first_from(now + timedelta(minutes=settings.notice_minutes))

    async def _computed_once(self, session: AsyncSession, settings: Settings, question: Question, *, version: int,
                             now: datetime) -> Answer:
        """Computed here, or by the caller already computing it at this version (whose data it reads after it
        read that version, so the answer holds for everyone who read it)."""
        key = (question, version)
        under_way = self._computing.get(key)
        if under_way is not None:
            shared = await asyncio.shield(under_way)
            if shared is not None and shared.computed_at <= now + SKEW:
                self.joined += 1
                return shared
            # The computing caller failed (its own session's trouble, or a question without an answer), or read
            # a clock well ahead of this one's: asked here.
            return await self._compute(session, settings, question, version=version, now=now)
        mine: asyncio.Future[Answer | None] = asyncio.get_running_loop().create_future()
        self._computing[key] = mine
        answer = None
        try:
            answer = await self._compute(session, settings, question, version=version, now=now)
            self._kept[question] = answer
            return answer
        finally:
            del self._computing[key]
            mine.set_result(answer)

    async def _compute(self, session: AsyncSession, settings: Settings, question: Question, *, version: int,
                       now: datetime) -> Answer:
        self.computations += 1
        found = await service.search(session, settings, tenant_id=question.tenant_id,
                                     service_id=question.service_id,
                                     first_day=question.first, last_day=question.last,
                                     staff_id=question.staff_id, now=now, location_id=question.location_id)
        good_until = now + LIFETIME
        if found.first_hold_expiry is not None:
            good_until = min(good_until, found.first_hold_expiry)
        return Answer(version=version, timezone=found.place.timezone, service_id=found.service.service_id,
                      today=service.local_day(found.place.timezone, now), slots=tuple(found.as_dicts(settings)),
                      starts=tuple(slot.start.timestamp() for slot in found.slots), computed_at=now,
                      good_until=good_until)


async def current_version(session: AsyncSession, tenant_id: uuid.UUID) -> int:
    return (await repository.tenant_state(session, tenant_id))[0]


ANSWERS = Answers()


def at_location(tenant_id: uuid.UUID, location_id: uuid.UUID) -> uuid.UUID | None:
    """A question's location: None for the first, as the availability endpoints ask it."""
    return None if location_id == tenant_id else location_id


async def offers(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, service_id: str,
                 staff_id: str, start: datetime, day: date, location_id: uuid.UUID, now: datetime,
                 version: int | None = None) -> bool:
    """Whether the member is offered at `start` on that day of the location, as the tenant's availability is at
    `version` (None: read here, after whatever the caller has seen)."""
    question = Question(tenant_id=tenant_id, service_id=service_id, first=day, last=day, staff_id=staff_id,
                        location_id=at_location(tenant_id, location_id))
    answer, first = await ANSWERS.search(session, settings, question, now=now, version=version)
    wanted = start.timestamp()
    index = max(first, bisect.bisect_left(answer.starts, wanted))
    while index < len(answer.starts) and answer.starts[index] == wanted:
        if answer.slots[index]["staffId"] == staff_id:
            return True
        index += 1
    return False


async def alternatives(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, service_id: str,
                       wanted: datetime, now: datetime, location_id: uuid.UUID, version: int | None = None,
                       place: Place | None = None) -> list[dict]:
    """`service.alternatives` with the salon's own notice, from the kept answer of the days around the wanted
    start at the tenant's `version` (None: read here): a loser of a race, asking with a version read once the
    winner's write is visible, is told only times free after it, and the losers asking together share one
    computation. `place`: the location, when the caller has just read it.

    The wanted day alone is asked first, one day of the eight: its nearest times are the answer when every one
    of them is nearer than the day's edges, since no time of another day can then be nearer."""
    if place is None:
        place = await locations.place(session, tenant_id, location_id)
    zone = ZoneInfo(place.timezone)
    day, today = wanted.astimezone(zone).date(), service.local_today(place, now)
    where = at_location(tenant_id, place.location_id)
    if day >= today:
        question = Question(tenant_id=tenant_id, service_id=service_id, first=day, last=day, staff_id=None,
                            location_id=where)
        nearest, farthest = await _nearest(session, settings, question, wanted, now=now, version=version)
        edges = (datetime.combine(day, time(), zone), datetime.combine(day + timedelta(days=1), time(), zone))
        if len(nearest) == service.ALTERNATIVES and farthest < min(wanted - edges[0], edges[1] - wanted):
            return nearest
    question = Question(tenant_id=tenant_id, service_id=service_id, first=max(day - timedelta(days=1), today),
                        last=day + timedelta(days=6), staff_id=None, location_id=where)
    return (await _nearest(session, settings, question, wanted, now=now, version=version))[0]


async def _nearest(session: AsyncSession, settings: Settings, question: Question, wanted: datetime, *,
                   now: datetime, version: int | None) -> tuple[list[dict], timedelta]:
    """The answer's `service.ALTERNATIVES` starts nearest the wanted one, in order, and how far the farthest of
    them is from it."""
    answer, first = await ANSWERS.search(session, settings, question, now=now, version=version)
    at, count = wanted.timestamp(), service.ALTERNATIVES
    middle = max(first, bisect.bisect_left(answer.starts, at))
    around = range(max(first, middle - count), min(len(answer.starts), middle + count))
    nearest = sorted(around, key=lambda index: abs(answer.starts[index] - at))[:count]
    farthest = max((abs(answer.starts[index] - at) for index in nearest), default=0.0)
    return [dict(answer.slots[index]) for index in sorted(nearest)], timedelta(seconds=farthest)
