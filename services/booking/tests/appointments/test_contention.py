"""Callers racing for one slot over the bus: the losers are told alternatives that are bookable once the winner's
write is visible, computed once for all of them; a write between two asks is never answered from the earlier
answer; a caller that released a hold of its own does not hand others a time still held; the losers woken together read
the version once, and never from a read that began before they asked; and their customers' own checks once."""

import asyncio
import uuid
from datetime import UTC, datetime

import pytest

from booking.appointments import guards, repository, settled
from booking.availability.answers import ANSWERS, Answers, Question
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import request
from ringbook_common.db import reading
from ringbook_common.testing.statements import CountedStatements

from ..factories import add_staff, at, next_weekday, set_up_salon, slots

CALLERS = 20


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    await add_staff(client, owner, "ana", "Ana")


async def ask(bus, method: str, message, reply_type):
    return await request(bus, f"rpc.booking.{method}", message, reply_type, timeout=10)


async def book(bus, owner, slot_id: str, caller: int, *, hold_id: str = "") -> rpc.BookReply:
    return await ask(bus, "book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=slot_id, customer_name=f"Caller {caller}",
        customer_phone=f"+1555010{caller:04d}", call_id=f"call-{caller}", hold_id=hold_id), rpc.BookReply)


async def offered_now(bus, owner, slot: rpc.Slot) -> bool:
    """Whether availability offers this slot (its member, its day) as the tenant's availability is now."""
    day = datetime.fromisoformat(slot.start).date().isoformat()
    found = await ask(bus, "availability", rpc.AvailabilityRequest(
        tenant_id=owner.tenant_id, service_id="cut", staff_id=slot.staff_id, from_date=day, to_date=day),
        rpc.AvailabilityReply)
    return slot.slot_id in {s.slot_id for s in found.slots}


async def test_losers_share_one_computation_and_are_told_bookable_times(bus, salon, client, owner):
    slot = (await slots(client, owner, next_weekday(), staff="maria"))[8]
    before = ANSWERS.computations
    replies = await asyncio.gather(*(book(bus, owner, slot["slotId"], caller) for caller in range(CALLERS)))
    computed = ANSWERS.computations - before
    assert sum(reply.ok for reply in replies) == 1
    losers = [reply for reply in replies if not reply.ok]
    assert all(reply.alternatives and not reply.refusal for reply in losers)
    offered = {a.slot_id: a for reply in losers for a in reply.alternatives}
    assert slot["slotId"] not in offered
    assert not any(a.staff_id == "maria" and a.start == slot["start"] for a in offered.values())
    for alternative in offered.values():
        assert await offered_now(bus, owner, alternative), alternative
    # Maria's day before and after the winning write, and the week of alternatives after it: each computed once
    # for the twenty callers, not once per caller.
    assert 1 <= computed <= 3


async def test_concurrent_identical_questions_are_computed_once(salon, app, settings, owner):
    answers = Answers()
    question = Question(tenant_id=uuid.UUID(owner.tenant_id), service_id="cut", first=next_weekday(),
                        last=next_weekday(weeks_ahead=2), staff_id=None)
    now = datetime.now(UTC)

    async def one():
        async with app.state.sessionmaker() as session:
            return (await answers.search(session, settings, question, now=now))[0]

    found = await asyncio.gather(*(one() for _ in range(10)))
    assert answers.computations == 1
    assert all(answer is found[0] for answer in found)


async def test_a_booking_between_two_asks_is_never_answered_from_before_it(bus, salon, client, owner):
    slot = (await slots(client, owner, next_weekday(), staff="maria"))[8]
    assert (await book(bus, owner, slot["slotId"], 1)).ok
    first_loser = await book(bus, owner, slot["slotId"], 2)
    taken_meanwhile = first_loser.alternatives[0]
    assert (await book(bus, owner, taken_meanwhile.slot_id, 3)).ok
    second_loser = await book(bus, owner, slot["slotId"], 4)
    assert not second_loser.ok and second_loser.alternatives
    assert taken_meanwhile.slot_id not in {a.slot_id for a in second_loser.alternatives}
    for alternative in second_loser.alternatives:
        assert await offered_now(bus, owner, alternative), alternative


async def test_a_released_hold_is_not_handed_to_other_callers(bus, app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    by_start = {s["start"]: s for s in await slots(client, owner, day, staff="maria")}
    wanted, held_start = by_start[at(day, "10:00").isoformat()], at(day, "11:00").isoformat()
    assert (await book(bus, owner, wanted["slotId"], 1)).ok
    held = await ask(bus, "hold", rpc.HoldRequest(tenant_id=owner.tenant_id, slot_id=by_start[held_start]["slotId"]),
                     rpc.HoldReply)
    assert held.ok
    # The holder asks for 10:00 with its hold: its own transaction sees 11:00 free until it rolls back.
    holder = await book(bus, owner, wanted["slotId"], 2, hold_id=held.hold_id)
    assert not holder.ok and held_start in {a.start for a in holder.alternatives}
    other = await book(bus, owner, wanted["slotId"], 3)
    assert not other.ok and other.alternatives
    assert held_start not in {a.start for a in other.alternatives}
    for alternative in other.alternatives:
        assert await offered_now(bus, owner, alternative), alternative


async def test_a_slot_known_taken_still_answers_the_callers_own_booking_again(bus, salon, client, owner):
    slot = (await slots(client, owner, next_weekday(), staff="maria"))[8]

    async def keyed(name: str, phone: str, key: str = "", call_id: str = "", slot_id: str = slot["slotId"]):
        return await ask(bus, "book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=slot_id, customer_name=name, customer_phone=phone,
            idempotency_key=key, call_id=call_id), rpc.BookReply)

    won = await keyed("Winner", "+15550109000", key="key-1", call_id="call-1")
    assert won.ok
    assert not (await book(bus, owner, slot["slotId"], 2)).ok  # checked in full: the slot is now known taken
    # The winner's call asking again hears its own booking, and so does a retry under its key; not "taken".
    again = await keyed("Winner", "+15550109000", call_id="call-1")
    assert again.ok and again.replayed and again.appointment.id == won.appointment.id
    retried = await keyed("Winner", "+15550109000", key="key-1")
    assert retried.ok and retried.replayed and retried.appointment.id == won.appointment.id
    # A customer holding the service that day, on another call, is asked to move it or add another.
    other_slot = (await slots(client, owner, next_weekday(), staff="ana"))[8]
    first = await keyed("Held", "+15550109999", call_id="call-held", slot_id=other_slot["slotId"])
    assert first.ok
    assert not (await book(bus, owner, slot["slotId"], 3)).ok  # known taken again, at the version that made
    duplicate = await keyed("Held", "+15550109999", call_id="call-other")
    assert not duplicate.ok and duplicate.HasField("duplicate")
    assert duplicate.duplicate.id == first.appointment.id
    # Anyone else is told it is taken, with bookable alternatives.
    loser = await book(bus, owner, slot["slotId"], 4)
    assert not loser.ok and loser.alternatives
    for alternative in loser.alternatives:
        assert await offered_now(bus, owner, alternative), alternative


async def test_a_slot_known_taken_is_booked_again_once_freed(bus, salon, client, owner):
    slot = (await slots(client, owner, next_weekday(), staff="maria"))[8]
    won = await book(bus, owner, slot["slotId"], 1)
    losers = await asyncio.gather(*(book(bus, owner, slot["slotId"], caller) for caller in range(2, 6)))
    assert not any(loser.ok for loser in losers)
    await ask(bus, "cancel", rpc.CancelRequest(tenant_id=owner.tenant_id, appointment_id=won.appointment.id),
              rpc.AppointmentReply)
    assert (await book(bus, owner, slot["slotId"], 6)).ok


async def test_racing_callers_of_one_customer_book_once(bus, salon, client, owner):
    slot = (await slots(client, owner, next_weekday(), staff="maria"))[8]
    replies = await asyncio.gather(*(book(bus, owner, slot["slotId"], 7) for _ in range(5)))
    assert all(reply.ok for reply in replies)
    assert len({reply.appointment.id for reply in replies}) == 1
    assert sum(not reply.replayed for reply in replies) == 1


async def test_losers_asking_together_still_hear_their_own_bookings(bus, salon, client, owner):
    day = next_weekday()
    slot = (await slots(client, owner, day, staff="maria"))[8]
    other_slot = (await slots(client, owner, day, staff="ana"))[8]

    async def keyed(name: str, phone: str, *, key: str = "", call_id: str = "", slot_id: str = slot["slotId"]):
        return await ask(bus, "book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=slot_id, customer_name=name, customer_phone=phone,
            idempotency_key=key, call_id=call_id), rpc.BookReply)

    another_day = (await slots(client, owner, next_weekday(weeks_ahead=2), staff="maria"))[8]
    won = await keyed("Winner", "+15550109000", key="key-1", call_id="call-1")
    held = await keyed("Held", "+15550109999", call_id="call-held", slot_id=other_slot["slotId"])
    earlier = await keyed("Early", "+15550109111", call_id="call-early", slot_id=another_day["slotId"])
    assert won.ok and held.ok and earlier.ok
    assert not (await book(bus, owner, slot["slotId"], 9)).ok  # checked in full: the slot is now known taken
    retried, duplicate, reissued, *strangers = await asyncio.gather(
        keyed("Winner", "+15550109000", key="key-1"), keyed("Held", "+15550109999", call_id="call-other"),
        keyed("Early", "+15550109111", call_id="call-early"),
        *(book(bus, owner, slot["slotId"], caller) for caller in range(10, 18)))
    assert retried.ok and retried.replayed and retried.appointment.id == won.appointment.id
    assert not duplicate.ok and duplicate.duplicate.id == held.appointment.id
    # The call that booked the service on another day is answered with that booking, whatever its slot.
    assert reissued.ok and reissued.replayed and reissued.appointment.id == earlier.appointment.id
    assert all(not loser.ok and loser.alternatives and not loser.HasField("duplicate") for loser in strangers)


async def test_losers_woken_together_read_their_customers_once(bus, salon, app, client, owner, settings):
    day = next_weekday()
    slot = (await slots(client, owner, day, staff="maria"))[8]
    other_slot = (await slots(client, owner, day, staff="ana"))[8]
    keyed = await ask(bus, "book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=slot["slotId"], customer_name="Keyed", customer_phone="+15550109000",
        idempotency_key="key-1", call_id="call-1"), rpc.BookReply)
    held = await book(bus, owner, other_slot["slotId"], 2)
    tenant = uuid.UUID(owner.tenant_id)
    key = settled.slot_key(settings, tenant, slot["slotId"])
    start = datetime.fromisoformat(slot["start"])
    day_start, day_end = guards.day_of(start, "America/New_York")
    asked = [repository.CustomerAsked("+15550109000", "call-9", "key-1"),
             repository.CustomerAsked("+15550100002", "call-8", None),
             *(repository.CustomerAsked(f"+1555011{n:04d}", f"call-{n}", f"key-{n}") for n in range(10, 18))]

    async def one(own: repository.CustomerAsked):
        async with reading(app.state.sessionmaker) as session:
            rows = await settled._customers(session, key, 7, own, service_id="cut", day_start=day_start,
                                            day_end=day_end)
        return own.held(rows, "cut", day_start, day_end), own.keyed(rows)

    with counted_reads(app.state.engine, "customer_phone = ANY") as reads:
        found = await asyncio.gather(*(one(own) for own in asked))
    assert reads.count == 1
    assert found[0][1] is not None and str(found[0][1].id) == keyed.appointment.id
    assert [str(a.id) for a in found[1][0]] == [held.appointment.id] and found[1][1] is None
    assert all(held_ == [] and by_key is None for held_, by_key in found[2:])


def counted_reads(engine, marker: str = "FROM availability_versions") -> CountedStatements:
    """How often a statement is sent to the database (by default, the tenant's availability version read)."""
    return CountedStatements(engine, lambda statement: marker in statement)


async def test_losers_woken_together_share_one_read_of_the_version(salon, app, owner):
    tenant = uuid.UUID(owner.tenant_id)
    received = asyncio.get_running_loop().time()

    async def one():
        async with reading(app.state.sessionmaker) as session:
            return await settled._tenant_state(session, tenant, received)

    with counted_reads(app.state.engine) as reads:
        states = await asyncio.gather(*(one() for _ in range(10)))
    assert reads.count == 1
    assert len(set(states)) == 1


async def test_a_read_begun_before_a_request_came_in_is_not_its_answer(salon, app, client, owner):
    tenant = uuid.UUID(owner.tenant_id)
    loop = asyncio.get_running_loop()

    async def one(received: float):
        async with reading(app.state.sessionmaker) as session:
            return await settled._tenant_state(session, tenant, received)

    with counted_reads(app.state.engine) as reads:
        earlier = asyncio.create_task(one(loop.time()))
        await asyncio.sleep(0)  # its read has begun
        later = await one(loop.time() + 0.001)
        first = await earlier
    assert reads.count == 2
    assert first[0] <= later[0]
