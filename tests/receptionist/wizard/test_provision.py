"""POST /api/receptionist/provision: the gating, then the agent queued for the provisioning worker."""

import uuid

import pytest

from ringbook.receptionist.v1.events_pb2 import AgentUpdated, SetupUpdated
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.factories import add_location, opening_week

from .steps import BUSINESS_INFO, COLOUR, CUT, MARIA, ready_to_launch, with_catalogue
from .test_status import fail_calcom, unique_number

STEPS = {
    "event_types": ("/event-types", {"defaultEventTypeId": "haircut"}, 200),
    "business_info": ("/business-info", BUSINESS_INFO, 200),
    "staff": ("/staff", MARIA, 201),
    "services": ("/services", {"services": [CUT, COLOUR]}, 200),
}


async def launch(owner):
    return await owner.post("/provision")


class TestGating:
    @pytest.mark.parametrize(("skipped", "fields", "message"), [
        ("event_types", {"defaultEventTypeId": "Choose a default event type"},
         "Before launching, please choose a default event type."),
        ("business_info", {"location": "Enter your business location", "city": "Enter your city"},
         "Before launching, please enter your business location, enter your city."),
        ("staff", {"staff": "Add at least one staff member"},
         "Before launching, please add at least one staff member."),
    ])
    async def test_each_missing_step_is_named(self, wizard_owner, wizard_db, skipped, fields, message):
        await with_catalogue(wizard_owner)
        for name, (path, body, expected) in STEPS.items():
            if name != skipped:
                await wizard_owner.save(path, body, expected=expected)
        response = await launch(wizard_owner)
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": fields}
        assert await wizard_db.count_where("agents", wizard_owner.tenant_id) == 0
        assert (await wizard_owner.status())["status"] not in ("provisioning", "ready")

    async def test_a_salon_without_services_cannot_launch(self, wizard_owner):
        await ready_to_launch(wizard_owner)
        await wizard_owner.put_services([])  # all removed on the portal's Services page afterwards

        async def gone() -> bool:
            return (await wizard_owner.status())["services"] == []
        await eventually(gone)
        response = await launch(wizard_owner)
        assert response.status_code == 422
        assert response.json()["fields"] == {"services": "Add at least one service"}

    async def test_the_booking_calendar_must_be_connected(self, wizard_owner, booking_db):
        await ready_to_launch(wizard_owner)
        await fail_calcom(booking_db, wizard_owner)
        response = await launch(wizard_owner)
        assert response.status_code == 422
        assert response.json() == {"error": "Before launching, please connect your booking calendar.",
                                   "fields": {"calendar": "Connect your booking calendar"}}

    async def test_nothing_done_names_everything(self, wizard_owner):
        response = await launch(wizard_owner)
        assert response.status_code == 422
        assert list(response.json()["fields"]) == ["defaultEventTypeId", "location", "city", "staff", "services"]


class TestLaunch:
    async def test_the_agent_is_queued_for_provisioning(self, wizard_owner, wizard_db, receptionist_events):
        await ready_to_launch(wizard_owner)
        response = await launch(wizard_owner)
        assert response.status_code == 202 and response.json() == {"ok": True, "status": "provisioning"}
        [agent] = await wizard_db.rows("SELECT provider, status, step, requested_by FROM agents "
                                       "WHERE tenant_id = :tenant", tenant=wizard_owner.tenant_id)
        assert dict(agent) == {"provider": "local", "status": "provisioning", "step": "create_llm",
                               "requested_by": "owner"}
        [setup] = await wizard_db.rows("SELECT status FROM setups WHERE tenant_id = :tenant",
                                       tenant=wizard_owner.tenant_id)
        assert setup["status"] == "provisioning"
        await receptionist_events.next("receptionist.setup_updated", SetupUpdated, tenant_id=wizard_owner.tenant_id,
                                       status="provisioning")
        await receptionist_events.next("receptionist.agent_updated", AgentUpdated, tenant_id=wizard_owner.tenant_id,
                                       status="provisioning")

    async def test_a_second_launch_while_provisioning_is_refused(self, wizard_owner, wizard_db):
        await ready_to_launch(wizard_owner)
        assert (await launch(wizard_owner)).status_code == 202
        again = await launch(wizard_owner)
        assert again.status_code == 409
        assert again.json() == {"error": "Your AI receptionist is already being set up. This takes about 10-15 "
                                         "seconds."}
        assert await wizard_db.count_where("agents", wizard_owner.tenant_id) == 1

    async def test_a_launch_once_ready_is_refused(self, wizard_owner, wizard_db):
        await ready_to_launch(wizard_owner)
        await launch(wizard_owner)
        await wizard_db.execute("UPDATE agents SET status = 'active', phone_number = :number "
                                "WHERE tenant_id = :tenant", number=unique_number(), tenant=wizard_owner.tenant_id)
        await wizard_db.execute("UPDATE setups SET status = 'ready' WHERE tenant_id = :tenant",
                                tenant=wizard_owner.tenant_id)
        again = await launch(wizard_owner)
        assert again.status_code == 409 and again.json() == {"error": "Your AI receptionist is already active."}

    async def test_after_a_failure_it_launches_again_from_the_failed_step(self, wizard_owner, wizard_db):
        await ready_to_launch(wizard_owner)
        await launch(wizard_owner)
        await wizard_db.execute(
            "UPDATE agents SET status = 'failed', step = 'buy_number', llm_id = 'llm_1', agent_id = 'agent_1', "
            "error = 'No numbers left' WHERE tenant_id = :tenant", tenant=wizard_owner.tenant_id)
        await wizard_db.execute("UPDATE setups SET status = 'review' WHERE tenant_id = :tenant",
                                tenant=wizard_owner.tenant_id)
        assert (await launch(wizard_owner)).status_code == 202
        [agent] = await wizard_db.rows("SELECT status, step, llm_id, error FROM agents WHERE tenant_id = :tenant",
                                       tenant=wizard_owner.tenant_id)
        assert dict(agent) == {"status": "provisioning", "step": "buy_number", "llm_id": "llm_1", "error": None}
        assert (await wizard_owner.status())["status"] == "provisioning"

    async def test_another_owners_launch_is_their_own(self, make_wizard_owner, wizard_db):
        first, second = make_wizard_owner(), make_wizard_owner()
        await ready_to_launch(first)
        assert (await launch(first)).status_code == 202
        assert (await launch(second)).status_code == 422
        assert await wizard_db.count_where("agents", second.tenant_id) == 0
        assert (await second.status())["status"] == "not_started"


class TestAnotherLocation:
    """`?location=`: the launch of another of the business's locations, its own agent and number."""

    async def test_a_second_location_launches_its_own_agent_with_its_address_and_hours(
            self, wizard_owner, wizard_db, stack, receptionist_events):
        await ready_to_launch(wizard_owner)
        assert (await launch(wizard_owner)).status_code == 202
        location_id = await add_location(
            stack.receptionist_app, wizard_owner, name="Salon Downtown", address="40 Oak Street, Springfield, IL 62702",
            week=opening_week("10:00", "16:00", closed=(0, 6)))
        response = await wizard_owner.post(f"/provision?location={location_id}")
        assert response.status_code == 202 and response.json() == {"ok": True, "status": "provisioning"}
        agents = await wizard_db.rows("SELECT location_id, status, requested_by FROM agents WHERE tenant_id = :tenant "
                                      "ORDER BY location_id = tenant_id", tenant=wizard_owner.tenant_id)
        assert [(str(row["location_id"]), row["status"]) for row in agents] == [
            (location_id, "provisioning"), (wizard_owner.tenant_id, "provisioning")]
        [setup] = await wizard_db.rows("SELECT * FROM setups WHERE location_id = :location", location=location_id)
        first = (await wizard_owner.status())["businessInfo"]
        assert (setup["location"], setup["city"], setup["state"], setup["zip_code"]) == (
            "40 Oak Street", "Springfield", "IL", "62702")
        assert (setup["ai_name"], setup["voice_id"]) == (first["aiName"], first["voiceId"])
        assert setup["operating_hours"]["6"]["closed"] and setup["operating_hours"]["1"]["open"] == "10:00"
        envelope, _ = await receptionist_events.next("receptionist.agent_updated", AgentUpdated,
                                                     tenant_id=wizard_owner.tenant_id, status="provisioning")
        while envelope.location_id != location_id:
            envelope, _ = await receptionist_events.next("receptionist.agent_updated", AgentUpdated,
                                                         tenant_id=wizard_owner.tenant_id, status="provisioning")

        status = (await wizard_owner.get(f"/status?location={location_id}")).json()
        assert (status["locationId"], status["status"]) == (location_id, "provisioning")
        assert (await wizard_owner.status())["locationId"] == wizard_owner.tenant_id
        again = await wizard_owner.post(f"/provision?location={location_id}")
        assert again.status_code == 409

    async def test_an_unknown_or_another_owners_location_is_not_found(self, make_wizard_owner, wizard_db, stack):
        owner, stranger = make_wizard_owner(), make_wizard_owner()
        await ready_to_launch(owner)
        theirs = await add_location(stack.receptionist_app, stranger, name="Theirs", address="1 Elm Ave, Shelbyville")
        for location in (theirs, str(uuid.uuid4()), "downtown"):
            for response in (await owner.post(f"/provision?location={location}"),
                             await owner.get(f"/status?location={location}")):
                assert response.status_code == 404 and response.json() == {"error": "Location not found"}
        assert await wizard_db.count_where("agents", owner.tenant_id) == 0
        assert await wizard_db.count_where("agents", stranger.tenant_id) == 0
