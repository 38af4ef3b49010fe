"""Availability answers kept in each replica's memory, so the many callers asking the same salon the same question
cost one indexed read instead of a fresh computation.

An answer is reused only while the tenant's availability version (bumped at commit by every write availability
depends on: see migration 0004) is the one it was computed at, its live holds have not expired, and at most a
minute has passed (the horizon's far edge moves with the clock), and the clock has not been moved back before
the moment it was computed at (a pinned dev or test clock: the answer would lack starts that are ahead again).
The minimum notice is applied on every read, so a
start that has come too close drops out without recomputing.
"""

import bisect
import uuid
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from cachetools import LRUCache
from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability import repository, service
from booking.config import Settings

LIFETIME = timedelta(seconds=60)
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

    async def search(self, session: AsyncSession, settings: Settings, question: Question, *, now: datetime,
                     version: int | None = None) -> tuple[Answer, int]:
        """The answer, computed or reused, and the index of its first slot still far enough ahead (`version`:
        the tenant's, when the caller has just read it)."""
        if version is None:
            version = await current_version(session, question.tenant_id)
        kept = self._kept.get(question)
        if not (kept and kept.version == version and kept.computed_at <= now < kept.good_until
                and (question.first or service.local_day(kept.timezone, now) == kept.today)):
            kept = await self._compute(session, settings, question, version=version, now=now)
            self._kept[question] = kept
        return kept, kept.first_from(now + timedelta(minutes=settings.notice_minutes))

    @staticmethod
    async def _compute(session: AsyncSession, settings: Settings, question: Question, *, version: int,
                       now: datetime) -> Answer:
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
