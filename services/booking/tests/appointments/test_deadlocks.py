"""Two writes of busy time that wait for each other: PostgreSQL ends one as a deadlock's victim, and the booking's
write is tried again (then refused as an overlap, or made) instead of failing with an error."""

import asyncio
import uuid
from datetime import timedelta

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from booking.appointments import repository
from booking.availability.engine import Interval
from ringbook_common.db import create_sessionmaker
from ringbook_common.testing.wait import eventually

from ..factories import add_staff, at, next_weekday, set_up_salon

BLOCK = text("INSERT INTO appointment_blocks (tenant_id, staff_key, hold_id, expires_at, during) VALUES "
             "(:tenant, :staff, gen_random_uuid(), :until, tstzrange(:start, :end))")


@pytest.fixture
async def maria(app, client, owner, db) -> uuid.UUID:
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    [staff] = await db.rows("SELECT id FROM staff WHERE tenant_id = :t AND staff_id = 'maria'", t=owner.tenant_id)
    return staff["id"]


async def test_a_write_ended_as_a_deadlocks_victim_is_tried_again(maria, engine, owner, db):
    day = next_weekday()
    tenant, until = uuid.UUID(owner.tenant_id), at(day, "18:00") + timedelta(days=1)

    def block(start: str, end: str) -> dict:
        return {"tenant": tenant, "staff": maria, "until": until, "start": at(day, start), "end": at(day, end)}

    async def hold(session, start: str, end: str) -> None:
        await repository.add_hold(session, tenant_id=tenant, staff_key=maria, hold_id=uuid.uuid4(),
                                  parts=[Interval(at(day, start), at(day, end))], expires_at=until)

    sessions = create_sessionmaker(engine)
    async with sessions() as other, sessions() as ours:
        # PostgreSQL looks for a deadlock once, deadlock_timeout after a wait begins: the other waits first (and
        # would look only after a minute), ours closes the circle and looks after 50 ms, so ours is the victim.
        await other.execute(text("SET LOCAL deadlock_timeout = '60s'"))
        await ours.execute(text("SET LOCAL deadlock_timeout = '50ms'"))
        await other.execute(BLOCK, block("10:00", "11:00"))
        ours_holds, other_waits = asyncio.Event(), asyncio.Event()

        async def write() -> None:
            await hold(ours, "12:00", "13:00")
            ours_holds.set()
            await other_waits.wait()
            await hold(ours, "10:30", "11:30")  # waits for the other's 10:00: the circle is closed

        written = asyncio.create_task(repository.in_savepoint(ours, write))
        await ours_holds.wait()
        # Waits for ours' 12:00 until PostgreSQL ends ours (rolled back to its savepoint), then is written.
        blocked = asyncio.create_task(other.execute(BLOCK, block("12:30", "13:30")))

        async def waiting() -> bool:
            return bool(await db.rows("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                      "AND datname = current_database()"))

        await eventually(waiting)
        other_waits.set()
        await blocked
        await other.commit()
        # Tried again, ours' 12:00 now overlaps the other's 12:30: refused as an overlap, not a deadlock.
        with pytest.raises(IntegrityError) as refused:
            await written
        assert repository.sqlstate(refused.value) == repository.EXCLUSION_VIOLATION
