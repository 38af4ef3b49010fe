import asyncio
import uuid

import pytest
from sqlalchemy import func, select, text

from ringbook.common.v1.envelope_pb2 import Envelope, Ping
from ringbook_common.bus import outbox
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.consumer import Consumer, apply_once, subscriptions_for
from ringbook_common.bus.envelope import location_of, new_envelope, unpack
from ringbook_common.bus.relay import OutboxRelay
from ringbook_common.bus.tables import outbox as outbox_table
from ringbook_common.infra.ports import free_port
from ringbook_common.testing.wait import eventually


def unique_domain() -> str:
    # A stream of its own per test keeps tests independent of each other's events.
    return "t" + uuid.uuid4().hex[:10]


async def record(session, envelope: Envelope) -> None:
    note = unpack(envelope, Ping).note
    await session.execute(text("INSERT INTO applied (event_id, note) VALUES (:id, :note)"),
                          {"id": envelope.event_id, "note": note})


async def applied_notes(engine) -> list[str]:
    async with engine.connect() as conn:
        return list((await conn.execute(text("SELECT note FROM applied ORDER BY note"))).scalars())


async def publish_ping(sessionmaker, domain: str, note: str) -> str:
    async with sessionmaker() as session:
        event_id = await outbox.publish(session, Ping(note=note), event_type=f"{domain}.pinged", tenant_id="t-1")
        await session.commit()
    return event_id


class TestOutboxRelay:
    async def test_a_committed_event_reaches_a_durable_consumer(self, engine, sessionmaker, bus):
        domain = unique_domain()
        relay = OutboxRelay(engine, bus)
        relay.start()
        [subscription] = subscriptions_for("svc", {f"{domain}.pinged": record})
        consumer = Consumer(bus, sessionmaker, subscription)
        consumer.start()
        try:
            await publish_ping(sessionmaker, domain, "hello")
            assert await eventually(lambda: applied_notes(engine)) == ["hello"]
        finally:
            await consumer.stop()
            await relay.stop()

    async def test_a_rolled_back_change_sends_no_event(self, engine, sessionmaker, bus):
        domain = unique_domain()
        async with sessionmaker() as session:
            await outbox.publish(session, Ping(note="never"), event_type=f"{domain}.pinged")
            await session.rollback()
        relay = OutboxRelay(engine, bus)
        assert await relay.drain_once() == 0

    async def test_events_leave_in_the_order_they_were_recorded(self, engine, sessionmaker, bus):
        domain = unique_domain()
        async with sessionmaker() as session:
            for n in range(5):
                await outbox.publish(session, Ping(note=str(n)), event_type=f"{domain}.pinged")
            await session.commit()
        relay = OutboxRelay(engine, bus)
        assert await relay.drain_once() == 5
        await bus.ensure_stream(domain)
        sub = await bus.js.pull_subscribe(f"ringbook.{domain}.>", durable=None, stream=f"RINGBOOK_{domain.upper()}")
        messages = await sub.fetch(5, timeout=5)
        assert [unpack(Envelope.FromString(m.data), Ping).note for m in messages] == ["0", "1", "2", "3", "4"]

    async def test_an_event_recorded_while_nats_is_down_is_delivered_once_when_it_is_back(
            self, engine, sessionmaker, bus, nats_server):
        domain = unique_domain()
        [subscription] = subscriptions_for("svc", {f"{domain}.pinged": record})
        consumer = Consumer(bus, sessionmaker, subscription)
        consumer.start()
        relay = OutboxRelay(engine, bus)
        relay.start()
        try:
            await publish_ping(sessionmaker, domain, "before")
            await eventually(lambda: applied_notes(engine))
            nats_server.stop()
            await eventually(lambda: _is(not bus.connected))
            await publish_ping(sessionmaker, domain, "during")
            await asyncio.sleep(1.5)  # the relay tries and fails while NATS is away
            async with engine.connect() as conn:
                unpublished = await conn.scalar(select(func.count()).where(outbox_table.c.published_at.is_(None)))
            assert unpublished == 1
            nats_server.start()
            assert await eventually(lambda: _notes_are(engine, ["before", "during"]), timeout=30)
            relay.wake()
            await asyncio.sleep(1.0)
            assert await applied_notes(engine) == ["before", "during"]
        finally:
            if not nats_server.running:
                nats_server.start()
            await consumer.stop()
            await relay.stop()

    async def test_a_published_row_is_sent_once_even_if_the_relay_runs_twice(self, engine, sessionmaker, bus):
        domain = unique_domain()
        await publish_ping(sessionmaker, domain, "x")
        relay = OutboxRelay(engine, bus)
        assert await relay.drain_once() == 1
        assert await relay.drain_once() == 0


class TestIdempotentConsumer:
    async def test_the_same_event_is_applied_once(self, engine, sessionmaker):
        envelope = new_envelope(Ping(note="once"), event_type="x.pinged")
        assert await apply_once(sessionmaker, "svc-x", envelope, record) is True
        assert await apply_once(sessionmaker, "svc-x", envelope, record) is False
        assert await applied_notes(engine) == ["once"]

    async def test_a_failing_handler_leaves_no_trace_so_a_redelivery_can_succeed(self, engine, sessionmaker):
        envelope = new_envelope(Ping(note="retry"), event_type="x.pinged")

        async def broken(session, envelope):
            await record(session, envelope)
            raise RuntimeError("boom")

        with pytest.raises(RuntimeError):
            await apply_once(sessionmaker, "svc-x", envelope, broken)
        assert await applied_notes(engine) == []
        assert await apply_once(sessionmaker, "svc-x", envelope, record) is True

    async def test_a_redelivered_message_is_not_applied_twice(self, engine, sessionmaker, bus):
        domain = unique_domain()
        await bus.ensure_stream(domain)
        envelope = new_envelope(Ping(note="dup"), event_type=f"{domain}.pinged")
        for _ in range(2):  # published twice under different message ids: a redelivery in effect
            await bus.js.publish(f"ringbook.{domain}.pinged", envelope.SerializeToString(),
                                 headers={"Nats-Msg-Id": str(uuid.uuid4())})
        [subscription] = subscriptions_for("svc", {f"{domain}.pinged": record})
        consumer = Consumer(bus, sessionmaker, subscription)
        consumer.start()
        try:
            await eventually(lambda: applied_notes(engine))
            await eventually(lambda: _is(consumer.applied == 1))
            await asyncio.sleep(0.5)
            assert await applied_notes(engine) == ["dup"]
        finally:
            await consumer.stop()


class TestStopping:
    async def test_a_message_being_applied_is_finished_before_the_consumer_stops(self, engine, sessionmaker, bus):
        domain = unique_domain()
        await bus.ensure_stream(domain)
        applying, release = asyncio.Event(), asyncio.Event()

        async def slow(session, envelope):
            applying.set()
            await release.wait()
            await record(session, envelope)

        [subscription] = subscriptions_for("svc", {f"{domain}.pinged": slow})
        consumer = Consumer(bus, sessionmaker, subscription)
        consumer.start()
        await bus.js.publish(f"ringbook.{domain}.pinged",
                             new_envelope(Ping(note="kept"), event_type=f"{domain}.pinged").SerializeToString())
        await applying.wait()
        stopping = asyncio.create_task(consumer.stop())
        await asyncio.sleep(0)
        assert not stopping.done()
        release.set()
        await stopping
        assert await applied_notes(engine) == ["kept"] and consumer.applied == 1

    async def test_a_consumer_waiting_for_messages_stops_without_waiting_out_its_fetch(self, sessionmaker, bus):
        [subscription] = subscriptions_for("svc", {f"{unique_domain()}.pinged": record})
        consumer = Consumer(bus, sessionmaker, subscription)
        consumer.start()
        await eventually(lambda: _is(consumer._task is not None and bus.ready))
        await asyncio.sleep(0.1)  # in its fetch
        await consumer.stop()
        assert consumer._task is not None and consumer._task.cancelled()


async def _is(value: bool) -> bool:
    return value


async def _notes_are(engine, expected: list[str]) -> bool:
    return await applied_notes(engine) == expected


async def test_a_server_list_fails_over_to_the_one_that_answers(nats_server):
    nobody = f"nats://127.0.0.1:{free_port()}"
    bus = Bus(f"{nobody}, {nats_server.url}", name="common-tests-cluster")
    assert bus.servers == [nobody, nats_server.url]
    await bus.start()
    try:
        await bus.wait_ready(10)
        assert bus.connected
    finally:
        await bus.close()


class TestLocationOfAnEvent:
    def test_an_event_names_the_location_it_is_about(self):
        envelope = new_envelope(Ping(), event_type="x.pinged", tenant_id="t-1", location_id="l-2")
        assert location_of(Envelope.FromString(envelope.SerializeToString())) == "l-2"

    def test_an_event_naming_no_location_is_about_the_first_whose_id_is_the_tenants(self):
        old = Envelope.FromString(new_envelope(Ping(), event_type="x.pinged", tenant_id="t-1").SerializeToString())
        assert old.location_id == ""
        assert location_of(old) == "t-1"
