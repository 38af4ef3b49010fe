"""Replaying streams into a service's copies, over real NATS and PostgreSQL: every event the stream holds, through
the live consumers' handlers, even those the consumers already applied, over the rows as they are."""

import asyncio
import uuid

import pytest
from sqlalchemy import text

from ringbook.common.v1.envelope_pb2 import Envelope, Ping
from ringbook_common.bus import replay
from ringbook_common.bus.connection import stream_name
from ringbook_common.bus.consumer import apply_once
from ringbook_common.bus.envelope import new_envelope, unpack
from ringbook_common.settings import ServiceSettings
from ringbook_common.testing.wait import eventually

from .test_bus import applied_notes, unique_domain


async def upsert(session, envelope: Envelope) -> None:
    """A copy's handler: safe to apply twice."""
    await session.execute(text("INSERT INTO applied (event_id, note) VALUES (:id, :note) "
                               "ON CONFLICT (event_id) DO UPDATE SET note = excluded.note"),
                          {"id": envelope.event_id, "note": unpack(envelope, Ping).note})


async def lock(session) -> None:
    await session.execute(text("LOCK TABLE applied IN SHARE ROW EXCLUSIVE MODE NOWAIT"))


async def publish(bus, domain: str, note: str) -> Envelope:
    await bus.ensure_stream(domain)
    envelope = new_envelope(Ping(note=note), event_type=f"{domain}.pinged")
    await bus.js.publish(f"ringbook.{domain}.pinged", envelope.SerializeToString(),
                         headers={"Nats-Msg-Id": envelope.event_id})
    return envelope


async def empty(engine) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("DELETE FROM applied"))


class TestReplayStream:
    async def test_reads_from_the_start_to_the_last_event_when_asked_skipping_unreadable_ones(self, bus):
        domain, seen = unique_domain(), []
        for note in ("one", "two"):
            await publish(bus, domain, note)
        await bus.js.publish(f"ringbook.{domain}.pinged", b"\xff not an envelope")
        await publish(bus, domain, "three")
        stream = await replay.state(bus, domain)
        await publish(bus, domain, "published after the replay began")

        async def apply(envelope: Envelope) -> None:
            seen.append(unpack(envelope, Ping).note)

        assert await replay.replay_stream(bus, domain, apply, start=2, stream=stream) == 2
        assert seen == ["two", "three"]

    async def test_a_stream_that_holds_nothing_replays_nothing(self, bus):
        domain = unique_domain()
        assert await replay.state(bus, domain) == replay.NO_STREAM
        await publish(bus, domain, "gone")
        await bus.js.purge_stream(stream_name(domain))  # what 30 days of retention does
        stream = await replay.state(bus, domain)
        assert (stream.first, stream.last, stream.messages) == (2, 1, 0)
        assert await replay.replay_stream(bus, domain, _never, start=stream.first, stream=stream) == 0


async def _never(envelope: Envelope) -> None:
    raise AssertionError("nothing to apply")


class TestRebuild:
    async def test_events_already_applied_are_applied_again_over_the_rows_as_they_are(self, engine, sessionmaker,
                                                                                       bus):
        domain = unique_domain()
        first, second = await publish(bus, domain, "first"), await publish(bus, domain, "second")
        for envelope in (first, second):  # as the live consumer applied them
            assert await apply_once(sessionmaker, f"svc-{domain}", envelope, upsert)
        await empty(engine)
        async with engine.begin() as conn:  # a row the stream no longer tells of
            await conn.execute(text("INSERT INTO applied (event_id, note) VALUES (:id, 'older')"),
                               {"id": str(uuid.uuid4())})

        rebuilt = await replay.rebuild(sessionmaker, bus, [domain], {f"{domain}.pinged": upsert}, lock=lock)

        assert await applied_notes(engine) == ["first", "older", "second"]
        assert (rebuilt.events, rebuilt.failed) == ({domain: 2}, {domain: 0})

    async def test_an_event_whose_handler_fails_is_left_out_and_the_others_applied(self, engine, sessionmaker,
                                                                                   bus):
        domain = unique_domain()
        for note in ("kept", "broken", "also kept"):
            await publish(bus, domain, note)

        async def fails_once(session, envelope: Envelope) -> None:
            await upsert(session, envelope)
            if unpack(envelope, Ping).note == "broken":
                raise RuntimeError("cannot apply")

        rebuilt = await replay.rebuild(sessionmaker, bus, [domain], {f"{domain}.pinged": fails_once}, lock=lock)

        assert await applied_notes(engine) == ["also kept", "kept"]
        assert rebuilt.failed == {domain: 1}

    async def test_events_without_a_handler_are_read_and_not_applied(self, engine, sessionmaker, bus):
        domain = unique_domain()
        await publish(bus, domain, "copied")
        await bus.js.publish(f"ringbook.{domain}.other", new_envelope(
            Ping(note="not copied"), event_type=f"{domain}.other").SerializeToString())

        rebuilt = await replay.rebuild(sessionmaker, bus, [domain], {f"{domain}.pinged": upsert}, lock=lock)

        assert await applied_notes(engine) == ["copied"]
        assert rebuilt.events == {domain: 2}

    async def test_run_rebuilds_with_a_services_settings(self, engine, bus_database, nats_server, bus):
        domain = unique_domain()
        await publish(bus, domain, "from the command line")
        settings = ServiceSettings(service_name="common", database_url=bus_database, nats_url=nats_server.url)

        rebuilt = await replay.run(settings, [domain], {f"{domain}.pinged": upsert}, lock=lock)

        assert await applied_notes(engine) == ["from the command line"]
        assert rebuilt.total == 1

    async def test_domains_are_replayed_in_the_order_given(self, engine, sessionmaker, bus):
        locations, calls, order = unique_domain(), unique_domain(), []
        await publish(bus, calls, "call")
        await publish(bus, locations, "location")

        async def seen(session, envelope: Envelope) -> None:
            order.append(unpack(envelope, Ping).note)

        await replay.rebuild(sessionmaker, bus, [locations, calls],
                             {f"{calls}.pinged": seen, f"{locations}.pinged": seen}, lock=lock)

        assert order == ["location", "call"]

    async def test_the_domains_must_be_those_of_the_handlers(self, sessionmaker, bus):
        domain = unique_domain()
        with pytest.raises(ValueError, match="not those of the handlers"):
            await replay.rebuild(sessionmaker, bus, [domain, "other"], {f"{domain}.pinged": upsert}, lock=lock)

    async def test_a_writer_taking_the_tables_in_another_order_is_waited_for_never_deadlocked(
            self, engine, sessionmaker, bus):
        domain, attempts = unique_domain(), []
        await publish(bus, domain, "replayed")

        async def both_tables(session) -> None:
            attempts.append(1)
            await session.execute(text("LOCK TABLE applied, processed_events IN SHARE ROW EXCLUSIVE MODE NOWAIT"))

        async with engine.connect() as writer:
            # A writer holds processed_events, then writes to applied: the order opposite to the rebuild's.
            await writer.execute(text("SET lock_timeout = '10s'"))
            await writer.execute(text("INSERT INTO processed_events (consumer, event_id) VALUES ('w', :id)"),
                                 {"id": str(uuid.uuid4())})
            rebuilding = asyncio.create_task(replay.rebuild(sessionmaker, bus, [domain],
                                                            {f"{domain}.pinged": upsert}, lock=both_tables))
            await eventually(lambda: _answered(len(attempts) >= 2))  # refused once, holding nothing
            await writer.execute(text("INSERT INTO applied (event_id, note) VALUES (:id, 'written')"),
                                 {"id": str(uuid.uuid4())})
            await writer.commit()
            rebuilt = await rebuilding

        assert await applied_notes(engine) == ["replayed", "written"]
        assert rebuilt.events == {domain: 1}


async def _answered(value: bool) -> bool:
    return value
