"""A business's locations in the consoles: each location's details and receptionist (events without a location are
the first location's), search across every location, numbers and agents per location, and the audit log naming a
location other than the first."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from ringbook_common.testing.wait import eventually

from ..factories import Salon

OAK = "(800) 555-0456"


async def applied(db, publish) -> None:
    """Every event the test published so far is applied (recorded and projected in one transaction)."""
    async def all_there() -> bool:
        rows = await db.rows("SELECT count(*) AS n FROM audit_log WHERE event_id::text = ANY(:sent)",
                             sent=publish.sent)
        return rows[0]["n"] == len(publish.sent)
    await eventually(all_there)


@pytest.fixture(autouse=True)
async def all_applied(client, db, publish):
    """Each test ends once every event it published is applied, so none lands in the next test's tables."""
    yield
    await applied(db, publish)


async def record_of(client, headers, tenant_id: str, *, search: str = "") -> dict | None:
    response = await client.get("/api/admin/clients", headers=headers, params={"pageSize": 200, "search": search})
    return next((record for record in response.json() if record["tenantId"] == tenant_id), None)


async def two_locations(publish, *, name: str = "Salon Rosa") -> tuple[Salon, str]:
    """Salon Rosa: its first location (events without a location) answering on (800) 555-0123, and Oak Street, its
    second, answering on (800) 555-0456."""
    salon = Salon(publish, name=name)
    oak = str(uuid.uuid4())
    await salon.created()
    await salon.updated()
    await salon.location_saved(name=name, address="1 Main St, Springfield", front_desk_phone="+1 217 555 0100")
    await salon.location_saved(location_id=oak, name="Oak Street", address="48 Oak Street, Springfield",
                               position=1, front_desk_phone="(217) 555-0177")
    await salon.setup("ready")
    await salon.agent("active", phone="+18005550123", pretty="(800) 555-0123", agent_id="agent_main",
                      webhooks=True, voice="female")
    await salon.setup("provisioning", location_id=oak)
    await salon.agent("webhooks_pending", phone="+18005550456", pretty=OAK, agent_id="agent_oak", voice="male",
                      location_id=oak)
    return salon, oak


async def settled(client, headers, db, salon: Salon) -> dict:
    """The salon's record once every event published so far is applied."""
    await applied(db, salon.publish)
    record = await record_of(client, headers, salon.tenant_id)
    assert record is not None
    return record


class TestLocationProfiles:
    async def test_each_location_has_its_details_and_its_own_receptionist(self, client, publish, db, operator_headers):
        salon, oak = await two_locations(publish)
        record = await settled(client, operator_headers, db, salon)
        assert record["locations"] == [
            {"locationId": salon.tenant_id, "name": "Salon Rosa", "address": "1 Main St, Springfield",
             "position": 0, "phoneNumber": "+18005550123", "formattedPhoneNumber": "(800) 555-0123",
             "texting": None, "agentId": "agent_main", "agentStatus": "active", "receptionistStatus": "ready",
             "voiceEngine": None, "understanding": None, "error": None},
            {"locationId": oak, "name": "Oak Street", "address": "48 Oak Street, Springfield", "position": 1,
             "phoneNumber": "+18005550456", "formattedPhoneNumber": OAK, "texting": None, "agentId": "agent_oak",
             "agentStatus": "webhooks_pending", "receptionistStatus": "provisioning", "voiceEngine": None,
             "understanding": None, "error": None},
        ]
        # The salon's own receptionist is its first location's, however late another location's events come.
        assert (record["agentId"], record["agentStatus"], record["phoneNumber"], record["receptionistStatus"]) == (
            "agent_main", "active", "+18005550123", "ready")

    async def test_an_older_event_never_overwrites_a_newer_one(self, client, publish, db, operator_headers):
        salon, oak = await two_locations(publish)
        await settled(client, operator_headers, db, salon)
        long_ago = datetime.now(UTC) - timedelta(days=3)
        await salon.location_saved(location_id=oak, name="Old Name", position=1, when=long_ago)
        await salon.agent("failed", error="stale", location_id=oak, when=long_ago)
        await salon.location_saved(location_id=oak, name="Oak Street West", address="50 Oak Street", position=1)

        async def renamed() -> dict | None:
            record = await record_of(client, operator_headers, salon.tenant_id)
            return record if record and record["locations"][1]["name"] == "Oak Street West" else None
        place = (await eventually(renamed))["locations"][1]
        assert (place["address"], place["agentStatus"], place["agentId"]) == (
            "50 Oak Street", "webhooks_pending", "agent_oak")

    async def test_a_location_heard_of_before_its_salon_makes_the_salon_listed(self, client, publish, db,
                                                                                operator_headers):
        salon = Salon(publish, name="Early Bird")
        oak = str(uuid.uuid4())
        await salon.agent("active", phone="+18005550999", pretty="(800) 555-0999", agent_id="agent_early",
                          location_id=oak)
        found = await eventually(lambda: record_of(client, operator_headers, salon.tenant_id))
        # The first location is always listed; the salon's own receptionist (the first location's) is not set up.
        assert [place["locationId"] for place in found["locations"]] == [salon.tenant_id, oak]
        assert found["agentStatus"] == "not_provisioned" and found["phoneNumber"] is None


class TestSearch:
    async def test_finds_a_salon_by_any_locations_name_address_or_number(self, client, publish, db, operator_headers):
        salon, _ = await two_locations(publish)
        other, _ = await two_locations(publish, name="Salon Verde")
        await settled(client, operator_headers, db, salon)
        await settled(client, operator_headers, db, other)
        for search in ("oak street", "48 Oak", "(800) 555-0456", "+1 800 555 0456", "8005550456",
                       "217-555-0177", "1 (800) 555-0123"):
            response = await client.get("/api/admin/clients", headers=operator_headers,
                                        params={"search": search, "pageSize": 200})
            found = {record["tenantId"] for record in response.json()}
            assert salon.tenant_id in found and other.tenant_id in found, search
        rosa = await client.get("/api/admin/clients", headers=operator_headers, params={"search": "Rosa"})
        assert [record["tenantId"] for record in rosa.json()] == [salon.tenant_id]

    async def test_finds_a_salon_by_its_second_location_only(self, client, publish, db, operator_headers):
        salon, oak = await two_locations(publish)
        await salon.location_saved(location_id=oak, name="Juniper Corner", address="9 Birch Lane", position=1)
        lone = Salon(publish, name="Lone Salon")
        await lone.created()
        await lone.updated()

        async def found(search: str) -> list[str] | None:
            response = await client.get("/api/admin/clients", headers=operator_headers, params={"search": search})
            ids = [record["tenantId"] for record in response.json()]
            return ids or None
        assert await eventually(lambda: found("juniper")) == [salon.tenant_id]
        assert await found("birch lane") == [salon.tenant_id]
        assert await found("zz-no-such-place") is None
        counted = await client.get("/api/admin/clients", headers=operator_headers, params={"search": "Juniper"})
        assert counted.headers["x-total-count"] == "1"


class TestNumbersAndAgents:
    async def test_listed_per_location_with_the_locations_name_beside_the_salons(self, client, publish, db,
                                                                                operator_headers):
        salon, oak = await two_locations(publish, name="Aaa Rosa")
        lone = Salon(publish, name="Aab Lone")
        await lone.live("+18005550777", "(800) 555-0777")
        await settled(client, operator_headers, db, salon)

        async def rows(path: str) -> list[dict] | None:
            answer = (await client.get(path, headers=operator_headers, params={"pageSize": 200})).json()
            mine = [row for row in answer if row["tenantId"] in (salon.tenant_id, lone.tenant_id)]
            return mine if len(mine) == 3 and all(row["tenantName"] for row in mine) else None
        phones = await eventually(lambda: rows("/api/admin/phone-numbers"))
        assert [(row["tenantName"], row["locationId"], row["locationName"], row["formattedPhoneNumber"],
                 row["status"]) for row in phones] == [
            ("Aaa Rosa", salon.tenant_id, "Aaa Rosa", "(800) 555-0123", "active"),
            ("Aaa Rosa", oak, "Oak Street", OAK, "webhooks_pending"),
            ("Aab Lone", lone.tenant_id, None, "(800) 555-0777", "active"),
        ]
        agents = await eventually(lambda: rows("/api/admin/agents"))
        kpis = (await client.get("/api/admin/overview", headers=operator_headers)).json()["kpis"]
        assert (kpis["phoneNumbersProvisioned"], kpis["activeAgents"]) == (3, 2)
        assert [(row["locationName"], row["agentId"], row["voice"]) for row in agents] == [
            ("Aaa Rosa", "agent_main", "female"), ("Oak Street", "agent_oak", "male"),
            (None, "agent_" + lone.tenant_id[:8], "male")]


class TestTexting:
    async def test_each_locations_number_says_whether_it_texts_as_its_agent_event_did(self, client, publish, db,
                                                                                    operator_headers):
        salon, oak = await two_locations(publish)
        await salon.agent("active", phone="+18005550123", pretty="(800) 555-0123", agent_id="agent_main",
                          webhooks=True, voice="female", texting="own")
        await salon.agent("webhooks_pending", phone="+18005550456", pretty=OAK, agent_id="agent_oak", voice="male",
                          texting="pending", location_id=oak)
        record = await settled(client, operator_headers, db, salon)
        assert [(place["locationId"], place["texting"]) for place in record["locations"]] == [
            (salon.tenant_id, "own"), (oak, "pending")]
        # The salon's own number is its first location's.
        assert record["phoneNumberTexting"] == "own"

        for path in ("/api/admin/phone-numbers", "/api/admin/agents"):
            answer = (await client.get(path, headers=operator_headers, params={"pageSize": 200})).json()
            assert [(row["locationId"], row["texting"]) for row in answer if row["tenantId"] == salon.tenant_id] == [
                (salon.tenant_id, "own"), (oak, "pending")], path

    async def test_an_agent_event_without_texting_leaves_it_empty(self, client, publish, db, operator_headers):
        salon, oak = await two_locations(publish)
        await salon.agent("webhooks_pending", phone="+18005550456", pretty=OAK, agent_id="agent_oak",
                          texting="shared", location_id=oak)
        record = await settled(client, operator_headers, db, salon)
        assert [place["texting"] for place in record["locations"]] == [None, "shared"]

        # A receptionist from before texting was reported says nothing of it: the latest event wins.
        await salon.agent("active", phone="+18005550456", pretty=OAK, agent_id="agent_oak", webhooks=True,
                          location_id=oak)
        record = await settled(client, operator_headers, db, salon)
        assert [place["texting"] for place in record["locations"]] == [None, None]
        assert record["phoneNumberTexting"] is None
        rows = await db.rows("SELECT location_id, texting FROM location_profiles WHERE tenant_id = :t "
                             "UNION ALL SELECT tenant_id, texting FROM tenant_profiles WHERE tenant_id = :t",
                             t=salon.tenant_id)
        assert sorted((row["location_id"], row["texting"]) for row in rows) == sorted(
            [(salon.tenant_id, ""), (oak, ""), (salon.tenant_id, "")])

    async def test_a_receptionist_without_a_number_shows_no_texting(self, client, publish, db, operator_headers):
        salon, oak = await two_locations(publish)
        await salon.agent("failed", error="No numbers left in this area", texting="shared", location_id=oak)
        record = await settled(client, operator_headers, db, salon)
        assert record["locations"][1]["phoneNumber"] is None and record["locations"][1]["texting"] is None


class TestAuditLog:
    async def test_an_entry_at_another_location_names_it_and_the_first_locations_do_not(self, client, publish, db,
                                                                                       operator_headers):
        salon, oak = await two_locations(publish)
        await settled(client, operator_headers, db, salon)
        await salon.booked(location_id=oak)
        await salon.booked()
        await salon.booked(location_id=salon.tenant_id)

        async def booked() -> list[str] | None:
            entries = (await client.get("/api/admin/audit-logs", headers=operator_headers, params={
                "tenantId": salon.tenant_id, "action": "booking.appointment_booked"})).json()
            return [entry["summary"] for entry in entries] if len(entries) == 3 else None
        assert sorted(await eventually(booked)) == [
            "An appointment booked at Salon Rosa (Oak Street).", "An appointment booked at Salon Rosa.",
            "An appointment booked at Salon Rosa."]

        entries = (await client.get("/api/admin/audit-logs", headers=operator_headers,
                                    params={"tenantId": salon.tenant_id, "action": "receptionist.agent_updated"}))
        assert sorted(entry["summary"] for entry in entries.json()) == [
            "Salon Rosa (Oak Street)'s receptionist is now webhooks pending.",
            "Salon Rosa's receptionist is now active."]


class TestOverview:
    async def test_a_failed_receptionist_at_another_location_is_an_alert_naming_its_salon(self, client, publish, db,
                                                                                         operator_headers):
        salon, oak = await two_locations(publish)
        await settled(client, operator_headers, db, salon)
        await salon.agent("failed", error="No numbers left in this area", location_id=oak)

        async def alerted() -> dict | None:
            answer = (await client.get("/api/admin/overview", headers=operator_headers)).json()
            return next((alert for alert in answer["alerts"] if alert["kind"] == "provisioning_failed"), None)
        alert = await eventually(alerted)
        assert alert["count"] == 1 and "Salon Rosa" in alert["message"]

    async def test_a_receptionist_waiting_for_its_webhooks_at_another_location_for_a_day_is_a_warning(
            self, client, publish, db, operator_headers):
        salon, oak = await two_locations(publish)
        await salon.agent("webhooks_pending", phone="+18005550456", pretty=OAK, agent_id="agent_oak",
                          location_id=oak, when=datetime.now(UTC) - timedelta(days=2))
        await settled(client, operator_headers, db, salon)
        # The event of two days ago is older than the one applied: the status, and since when, stay.
        answer = (await client.get("/api/admin/overview", headers=operator_headers)).json()
        assert not [alert for alert in answer["alerts"] if alert["kind"] == "webhooks_pending"]

        pending = Salon(publish, name="Pending Group")
        lone = str(uuid.uuid4())
        await pending.created()
        await pending.updated()
        await pending.agent("webhooks_pending", agent_id="agent_p", location_id=lone,
                            when=datetime.now(UTC) - timedelta(days=2))
        await pending.agent("webhooks_pending", agent_id="agent_p", location_id=lone,
                            when=datetime.now(UTC) - timedelta(hours=1))
        await settled(client, operator_headers, db, pending)
        answer = (await client.get("/api/admin/overview", headers=operator_headers)).json()
        [alert] = [alert for alert in answer["alerts"] if alert["kind"] == "webhooks_pending"]
        assert alert["count"] == 1 and "Pending Group" in alert["message"]
