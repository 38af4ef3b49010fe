"""Streams keep 30 days. A rebuild once they no longer hold a business's first events starts from the read models'
snapshot, or keeps the rows when the streams moved past the snapshot too: a business they no longer tell of is
never lost, and one they tell of entirely is rebuilt with its locations in place."""

import dataclasses

from admin.audit.handlers import DOMAINS
from admin.rebuild import KEPT, SNAPSHOT, rebuild
from admin.snapshots import service as snapshots
from ringbook_common.bus.connection import stream_name
from ringbook_common.bus.replay import state
from ringbook_common.testing.wait import eventually

from ..conftest import caught_up
from ..factories import Salon

HARBOUR = "5b0d7a3e-2c4f-4e61-9a8d-1f3b6c9e2d47"
MILL_LANE = "c3a9e1f0-8b2d-4c7e-a5f6-0d1e2b3c4a59"
READ_MODELS = {"tenant_profiles": "tenant_id", "location_profiles": "location_id", "bookings": "appointment_id",
               "withheld_texts": "event_id"}


async def read_models(db, tenant_ids: list[str]) -> dict[str, list[dict]]:
    return {table: [dict(row) for row in await db.rows(
        f"SELECT * FROM {table} WHERE tenant_id = ANY(:ids) ORDER BY {key}", ids=tenant_ids)]  # noqa: S608
        for table, key in READ_MODELS.items()}


async def settled(app, db, publish) -> None:
    """Everything published is applied, and acknowledged (what a snapshot counts as applied)."""
    async def applied() -> bool:
        audited = await db.rows("SELECT count(*) AS n FROM audit_log WHERE event_id::text = ANY(:sent)",
                                sent=publish.sent)
        return audited[0]["n"] == len(publish.sent) and await caught_up(app)
    await eventually(applied)


async def streams_forget_all_so_far(bus) -> None:
    """What 30 days of retention does to a stream's early events."""
    for domain in DOMAINS:
        if (await state(bus, domain)).messages:
            await bus.js.purge_stream(stream_name(domain))


async def harbour_salon(publish) -> Salon:
    """A business with a second location, Harbour, each with its receptionist and number."""
    salon = Salon(publish, name="Old Harbour Group")
    await salon.created()
    await salon.updated()
    await salon.plan_set(2)
    await salon.location_saved(name="Old Harbour Group", address="1 Main St")
    await salon.agent("active", agent_id="agent_main", phone="+18005550101", pretty="(800) 555-0101", webhooks=True,
                      texting="own")
    await salon.location_saved(location_id=HARBOUR, name="Harbour", address="2 Quay Road", position=1)
    await salon.agent("active", agent_id="agent_harbour", phone="+18005550102", pretty="(800) 555-0102",
                      webhooks=True, location_id=HARBOUR)
    await salon.booked(location_id=HARBOUR)
    await salon.text_withheld()
    return salon


async def mill_lane_salon(publish) -> Salon:
    """A business the streams still tell of entirely, also with a second location."""
    salon = Salon(publish, name="Mill Lane Studio")
    await salon.created()
    await salon.updated()
    await salon.location_saved(name="Mill Lane Studio", address="9 Mill Lane")
    await salon.location_saved(location_id=MILL_LANE, name="Mill Lane East", address="11 Mill Lane", position=1)
    await salon.agent("provisioning", location_id=MILL_LANE)
    await salon.agent("active", agent_id="agent_mill", phone="+18005550109", pretty="(800) 555-0109",
                      webhooks=True, location_id=MILL_LANE)
    await salon.booked(location_id=MILL_LANE)
    return salon


class TestRebuildPastTheStreams:
    async def test_dropped_read_models_come_back_from_the_snapshot_and_the_events_after_it(
            self, app, client, db, publish, bus, settings):
        old = await harbour_salon(publish)
        await settled(app, db, publish)
        positions = await snapshots.take(app.state.sessionmaker, bus, service=settings.service_name)
        assert positions["receptionist"] == (await state(bus, "receptionist")).last
        await streams_forget_all_so_far(bus)
        new = await mill_lane_salon(publish)
        await old.plan_set(3)
        await old.agent("failed", error="Provider down", location_id=HARBOUR)
        await settled(app, db, publish)
        ids = [old.tenant_id, new.tenant_id]
        live = await read_models(db, ids)

        for table in READ_MODELS:
            await db.execute(f"DELETE FROM {table}")  # noqa: S608 - the read models' names
        replayed = await rebuild(app.state.sessionmaker, bus)

        assert replayed.base == SNAPSHOT
        assert await read_models(db, ids) == live
        locations = {row["location_id"]: row for row in live["location_profiles"]}
        assert (locations[HARBOUR]["name"], locations[HARBOUR]["agent_status"]) == ("Harbour", "failed")
        # Told only by events the streams no longer hold: it comes back from the snapshot.
        assert locations[old.tenant_id]["texting"] == "own"
        assert (locations[MILL_LANE]["tenant_id"], locations[MILL_LANE]["phone_number"]) == (
            new.tenant_id, "+18005550109")
        assert [row["plan_locations"] for row in live["tenant_profiles"] if row["tenant_id"] == old.tenant_id] == [3]

        # The rebuild's result is the next snapshot: dropped again, the same rows come back.
        for table in READ_MODELS:
            await db.execute(f"DELETE FROM {table}")  # noqa: S608 - the read models' names
        assert (await rebuild(app.state.sessionmaker, bus)).base == SNAPSHOT
        assert await read_models(db, ids) == live

    async def test_rows_are_kept_when_the_streams_moved_past_the_snapshot(self, app, client, db, publish, bus,
                                                                         settings):
        old = Salon(publish, name="Old Harbour Group")
        await old.created()
        await settled(app, db, publish)
        await snapshots.take(app.state.sessionmaker, bus, service=settings.service_name)
        # Events after the snapshot that the streams no longer hold either: only the rows remember them.
        await old.updated()
        await old.location_saved(location_id=HARBOUR, name="Harbour", address="2 Quay Road", position=1)
        await old.agent("active", agent_id="agent_harbour", phone="+18005550102", pretty="(800) 555-0102",
                        webhooks=True, location_id=HARBOUR)
        await settled(app, db, publish)
        await streams_forget_all_so_far(bus)
        new = await mill_lane_salon(publish)
        await settled(app, db, publish)
        ids = [old.tenant_id, new.tenant_id]
        live = await read_models(db, ids)

        # A read model the streams tell of entirely, dropped and replayed.
        for table in READ_MODELS:
            await db.execute(f"DELETE FROM {table} WHERE tenant_id = :id", id=new.tenant_id)  # noqa: S608
        replayed = await rebuild(app.state.sessionmaker, bus)

        assert replayed.base == KEPT
        assert await read_models(db, ids) == live
        assert {(row["location_id"], row["agent_id"]) for row in live["location_profiles"]} == {
            (HARBOUR, "agent_harbour"), (new.tenant_id, ""), (MILL_LANE, "agent_mill")}


class TestSnapshotSchedule:
    async def test_the_app_snapshots_the_read_models_on_its_schedule(self, app, client, db, publish, settings):
        salon = await mill_lane_salon(publish)
        await settled(app, db, publish)
        often = dataclasses.replace(app.state.context,
                                    settings=settings.model_copy(update={"read_model_snapshot_seconds": 0.1}))
        await snapshots.start(often)
        try:
            async def snapshotted() -> bool:
                kept = await db.rows("SELECT row->>'location_id' AS id FROM read_model_snapshot_rows "
                                     "WHERE model = 'location_profiles' AND row->>'tenant_id' = :id",
                                     id=salon.tenant_id)
                return sorted(row["id"] for row in kept) == sorted([salon.tenant_id, MILL_LANE])
            await eventually(snapshotted)
        finally:
            await snapshots.stop(often)
        positions = await db.rows("SELECT domain FROM read_model_snapshot_positions ORDER BY domain")
        assert [row["domain"] for row in positions] == sorted(DOMAINS)
