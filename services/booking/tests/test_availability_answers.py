"""Kept availability answers: reused while nothing changed, never once a write availability depends on has
committed (from any replica), a hold has expired, the clock has moved a start inside the notice, or the clock was
moved back before the answer."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from booking.availability import answers as kept_answers
from booking.availability import service
from booking.availability.answers import ANSWERS, LIFETIME, Answers, Question, current_version

from .factories import add_staff, at, next_weekday, set_up_salon


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")


@pytest.fixture
def answers() -> Answers:
    return Answers()


def question(owner, day) -> Question:
    return Question(tenant_id=uuid.UUID(owner.tenant_id), service_id="cut", first=day, last=day, staff_id="maria")


async def ask(app, answers, settings, owner, day, *, now: datetime | None = None):
    async with app.state.sessionmaker() as session:
        answer, first = await answers.search(session, settings, question(owner, day), now=now or datetime.now(UTC))
        return answer, list(answer.slots[first:])


async def test_the_same_question_reuses_the_answer(salon, app, answers, settings, owner):
    day = next_weekday()
    first, slots = await ask(app, answers, settings, owner, day)
    again, slots_again = await ask(app, answers, settings, owner, day)
    assert again is first and slots_again == slots and len(slots) == 34


async def test_a_write_from_elsewhere_is_seen_at_once(salon, app, answers, settings, owner, db):
    day = next_weekday()
    first, slots = await ask(app, answers, settings, owner, day)
    # Another replica holds 09:00-10:00: only the committed row tells this one.
    await hold(db, owner, day, expiry=datetime.now(UTC) + timedelta(minutes=5))
    after, slots_after = await ask(app, answers, settings, owner, day)
    assert after is not first and after.version != first.version
    assert slots_after[0]["start"] == at(day, "10:00").isoformat()
    assert len(slots_after) == len(slots) - 4


@pytest.mark.parametrize("write", [
    "UPDATE staff SET name = 'Maria L' WHERE tenant_id = :t",
    "DELETE FROM working_hours WHERE tenant_id = :t AND dow = 1",
    "INSERT INTO time_off (tenant_id, staff_key, time_min, time_max) SELECT tenant_id, id, now() + interval '1 day',"
    " now() + interval '2 days' FROM staff WHERE tenant_id = :t",
    "UPDATE tenant_profiles SET hours_end_minute = 1020 WHERE tenant_id = :t",
    "UPDATE catalogue_services SET duration_min = 60 WHERE tenant_id = :t",
])
async def test_every_input_of_availability_moves_the_version(salon, app, db, owner, write):
    before = await _version(app, owner)
    await db.execute(write, t=owner.tenant_id)
    assert await _version(app, owner) not in (0, before)


async def test_a_live_hold_bounds_the_answers_life(salon, app, answers, settings, owner, db):
    day = next_weekday()
    expiry = datetime.now(UTC) + timedelta(seconds=20)
    await hold(db, owner, day, expiry=expiry)
    held, slots = await ask(app, answers, settings, owner, day)
    assert held.good_until == expiry
    assert at(day, "09:00").isoformat() not in {s["start"] for s in slots}
    freed, slots_after = await ask(app, answers, settings, owner, day, now=expiry + timedelta(seconds=1))
    assert freed is not held and slots_after[0]["start"] == at(day, "09:00").isoformat()


async def test_the_notice_is_applied_on_every_read(salon, app, answers, settings, owner):
    day = next_weekday()
    opening = at(day, "09:00").astimezone(UTC)
    early = opening - timedelta(minutes=settings.notice_minutes, seconds=30)
    first, slots = await ask(app, answers, settings, owner, day, now=early)
    assert slots[0]["start"] == at(day, "09:00").isoformat()
    # 45 seconds later 09:00 is inside the notice; the kept answer still serves, without it.
    later, slots_later = await ask(app, answers, settings, owner, day, now=early + timedelta(seconds=45))
    assert later is first and slots_later == slots[1:]
    expired, _ = await ask(app, answers, settings, owner, day, now=early + LIFETIME * 2)
    assert expired is not first


async def test_a_clock_moved_back_is_not_answered_from_the_later_moment(salon, app, answers, settings, owner):
    day = next_weekday()
    opening = at(day, "09:00").astimezone(UTC)
    late, slots_late = await ask(app, answers, settings, owner, day, now=opening)
    assert slots_late[0]["start"] == at(day, "10:00").isoformat()
    earlier, slots_earlier = await ask(app, answers, settings, owner, day, now=opening - timedelta(hours=2))
    assert earlier is not late and slots_earlier[0]["start"] == at(day, "09:00").isoformat()


async def test_alternatives_asked_of_the_wanted_day_are_those_of_the_whole_week(salon, app, settings, owner, db):
    """The wanted day alone is asked when its nearest times are nearer than its edges; otherwise (a day nearly
    full, a time near its end) the week is, and either way the times are those the whole week would give."""
    day, tenant = next_weekday(), uuid.UUID(owner.tenant_id)
    await hold(db, owner, day + timedelta(days=1), expiry=datetime.now(UTC) + timedelta(hours=1),
               start="09:00", end="17:00")  # the next day keeps its last two times only
    now = datetime.now(UTC)
    for wanted_day in (day, day + timedelta(days=1)):
        for clock in ("09:00", "11:15", "13:30", "16:45", "17:30"):
            wanted = at(wanted_day, clock)
            async with app.state.sessionmaker() as session:
                computed = ANSWERS.computations
                found = await kept_answers.alternatives(session, settings, tenant_id=tenant, service_id="cut",
                                                        wanted=wanted, now=now, location_id=tenant)
                asked = ANSWERS.computations - computed
                whole_week = await service.alternatives(session, settings, tenant_id=tenant, service_id="cut",
                                                        wanted=wanted, now=now, location_id=tenant)
            assert [slot["start"] for slot in found] == [slot["start"] for slot in whole_week], (wanted, found)
            assert found == whole_week
            if (wanted_day, clock) == (day, "09:00"):
                assert asked == 1  # the day alone, first asked here
                assert {slot["start"][:10] for slot in found} == {day.isoformat()}
            if wanted_day == day + timedelta(days=1):
                assert any(slot["start"][:10] != wanted_day.isoformat() for slot in found)


async def test_a_nearer_time_the_next_morning_is_found_past_the_days_edge(salon, app, settings, owner, db):
    """A salon open 06:00 to midnight, its evening held: at 23:00 the next morning's 06:00 is nearer than the
    day's own times left that morning."""
    day, tenant = next_weekday(), uuid.UUID(owner.tenant_id)
    await db.execute("UPDATE tenant_profiles SET hours_start_minute = 360, hours_end_minute = 1440, week = NULL "
                     "WHERE tenant_id = :t", t=owner.tenant_id)
    await db.execute("UPDATE working_hours SET start_minute = 360, end_minute = 1440 WHERE tenant_id = :t",
                     t=owner.tenant_id)
    late = at(day + timedelta(days=1), "00:00")
    await hold(db, owner, day, expiry=datetime.now(UTC) + timedelta(hours=1), start="09:30", until=late)
    wanted, now = at(day, "23:00"), datetime.now(UTC)
    async with app.state.sessionmaker() as session:
        found = await kept_answers.alternatives(session, settings, tenant_id=tenant, service_id="cut", wanted=wanted,
                                                now=now, location_id=tenant)
        whole_week = await service.alternatives(session, settings, tenant_id=tenant, service_id="cut",
                                                wanted=wanted, now=now, location_id=tenant)
    assert found == whole_week
    assert at(day + timedelta(days=1), "06:00").isoformat() in {slot["start"] for slot in found}


async def hold(db, owner, day, *, expiry: datetime, start: str = "09:00", end: str = "10:00",
               until: datetime | None = None) -> None:
    """Maria's 09:00-10:00 (or `start`-`end`, or `start` until a moment of another day) held until `expiry`,
    written straight to the table."""
    [staff] = await db.rows("SELECT id FROM staff WHERE tenant_id = :t", t=owner.tenant_id)
    await db.execute("INSERT INTO appointment_blocks (tenant_id, staff_key, hold_id, expires_at, during) VALUES (:t, "
                     ":k, :h, :e, tstzrange(:lo, :hi))", t=owner.tenant_id, k=staff["id"], h=uuid.uuid4(), e=expiry,
                     lo=at(day, start), hi=until or at(day, end))


async def _version(app, owner) -> int:
    async with app.state.sessionmaker() as session:
        return await current_version(session, uuid.UUID(owner.tenant_id))
