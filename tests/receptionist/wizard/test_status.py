"""GET /api/receptionist/status: where the owner is, and how the status moves as the steps are saved."""

import uuid

from ringbook.receptionist.v1.events_pb2 import SetupUpdated

from .steps import BUSINESS_INFO, CUT, MARIA, SAVED_INFO, ready_to_launch, with_catalogue


def unique_number() -> str:
    """A number no other test's agent has (agents' numbers are unique)."""
    return f"+1800{uuid.uuid4().int % 10**7:07d}"


async def fail_calcom(booking_db, owner) -> None:
    """Cal.com chosen as the booking calendar, and its connection failing (a refused token refresh)."""
    await booking_db.execute(
        "INSERT INTO calendar_connections (tenant_id, provider, auth_kind, access_token, status) "
        "VALUES (:tenant, 'calcom', 'api_key', 'sealed', 'failing')", tenant=owner.tenant_id)
    await booking_db.execute("INSERT INTO tenant_profiles (tenant_id, booking_calendar) VALUES (:tenant, 'calcom') "
                             "ON CONFLICT (tenant_id) DO UPDATE SET booking_calendar = 'calcom'",
                             tenant=owner.tenant_id)


class TestFreshOwner:
    async def test_nothing_saved_yet(self, wizard_owner):
        assert await wizard_owner.status() == {
            "locationId": wizard_owner.tenant_id, "status": "not_started", "receptionistActive": False,
            "phoneNumber": None, "formattedPhoneNumber": None, "calcomConnected": True,
            "calcomDefaultEventTypeId": None, "serviceEventTypeMappings": [], "provisioningError": None,
            "businessInfo": {
                "location": "", "city": "", "state": "", "zipCode": "", "areaCode": "", "aiName": "Brian",
                "voiceId": "male", "additionalLanguages": [], "unsupportedLanguages": [],
                "operatingHours": {str(day): {"open": "09:00", "close": "17:00", "closed": day == 0}
                                   for day in range(7)}},
            "staff": [], "services": [], "numberAreaCode": None, "replacingNumber": None,
            "receptionistUpdating": False, "texting": None, "sharedNumber": None}

    async def test_sign_in_is_required(self, stack, principal_headers):
        assert (await stack.receptionist.get("/api/receptionist/status")).status_code == 401
        operator = principal_headers(role="operator", tenant_id=None)
        assert (await stack.receptionist.get("/api/receptionist/status", headers=operator)).status_code == 403


class TestProgression:
    async def test_each_saved_step_moves_the_status_forward(self, wizard_owner, receptionist_events):
        await with_catalogue(wizard_owner)
        assert (await wizard_owner.status())["status"] == "not_started"

        saved = await wizard_owner.save("/event-types", {"defaultEventTypeId": "haircut"})
        assert saved == {"ok": True, "status": "business_info"}
        _, event = await receptionist_events.next("receptionist.setup_updated", SetupUpdated,
                                                  tenant_id=wizard_owner.tenant_id)
        assert event.status == "business_info"
        assert (await wizard_owner.status())["calcomDefaultEventTypeId"] == "haircut"

        assert (await wizard_owner.save("/business-info", BUSINESS_INFO))["status"] == "staff"
        assert (await wizard_owner.save("/staff", MARIA, expected=201))["status"] == "services"
        assert (await wizard_owner.save("/services", {"services": [CUT]}))["status"] == "review"
        _, event = await receptionist_events.next("receptionist.setup_updated", SetupUpdated,
                                                  tenant_id=wizard_owner.tenant_id, status="review")
        assert (event.city, event.area_code, event.ai_name, event.voice_id) == ("Springfield", "217", "Ava",
                                                                               "female")

        status = await wizard_owner.status()
        assert status["status"] == "review"
        assert status["businessInfo"] == SAVED_INFO
        assert [(s["staffId"], s["name"], s["email"], s["title"]) for s in status["staff"]] == [
            ("maria-lopez", "Maria Lopez", "maria@salon.example", "Senior Stylist")]
        assert status["staff"][0]["calendarId"].startswith("builtin:")
        assert status["services"] == [
            {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 0, "price": 45.0},
            {"serviceId": "colour", "name": "Colour", "durationMin": 120, "bufferMin": 0, "price": 120.0}]

        assert await wizard_owner.save("/provision", expected=202) == {"ok": True, "status": "provisioning"}
        assert (await wizard_owner.status())["status"] == "provisioning"

    async def test_editing_an_earlier_step_never_moves_it_back(self, wizard_owner):
        await ready_to_launch(wizard_owner)
        assert (await wizard_owner.save("/event-types", {"defaultEventTypeId": "colour"}))["status"] == "review"
        assert (await wizard_owner.save("/business-info", {**BUSINESS_INFO, "aiName": "Max"}))["status"] == "review"
        status = await wizard_owner.status()
        assert (status["status"], status["calcomDefaultEventTypeId"], status["businessInfo"]["aiName"]) == (
            "review", "colour", "Max")

    async def test_a_later_step_saved_first_jumps_ahead_and_launching_still_checks_everything(self, wizard_owner):
        assert (await wizard_owner.save("/business-info", BUSINESS_INFO))["status"] == "staff"
        response = await wizard_owner.post("/provision")
        assert response.status_code == 422
        assert set(response.json()["fields"]) == {"defaultEventTypeId", "staff", "services"}


class TestAfterLaunch:
    async def test_ready_shows_the_phone_number(self, wizard_owner, wizard_db):
        await ready_to_launch(wizard_owner)
        await wizard_owner.save("/provision", expected=202)
        number = unique_number()
        await wizard_db.execute(
            "UPDATE agents SET status = 'active', step = 'done', phone_number = :number, "
            "phone_number_pretty = :pretty, webhooks_configured = true WHERE tenant_id = :tenant",
            number=number, pretty=f"(800) 555-{number[-4:]}", tenant=wizard_owner.tenant_id)
        await wizard_db.execute("UPDATE setups SET status = 'ready' WHERE tenant_id = :tenant",
                                tenant=wizard_owner.tenant_id)
        status = await wizard_owner.status()
        assert (status["status"], status["receptionistActive"], status["phoneNumber"],
                status["formattedPhoneNumber"]) == ("ready", True, number, f"(800) 555-{number[-4:]}")
        # Changing the business info later keeps the receptionist ready (its prompt follows the change).
        assert (await wizard_owner.save("/business-info", BUSINESS_INFO))["status"] == "ready"

    async def test_a_failed_launch_goes_back_to_review_with_the_reason(self, wizard_owner, wizard_db):
        await ready_to_launch(wizard_owner)
        await wizard_owner.save("/provision", expected=202)
        await wizard_db.execute("UPDATE agents SET status = 'failed', error = 'No toll-free numbers left' "
                                "WHERE tenant_id = :tenant", tenant=wizard_owner.tenant_id)
        status = await wizard_owner.status()
        assert (status["status"], status["receptionistActive"], status["provisioningError"]) == (
            "review", False, "No toll-free numbers left")
        # The provisioning worker also moves the stored status back to review: the same is shown.
        await wizard_db.execute("UPDATE setups SET status = 'review' WHERE tenant_id = :tenant",
                                tenant=wizard_owner.tenant_id)
        status = await wizard_owner.status()
        assert (status["status"], status["provisioningError"]) == ("review", "No toll-free numbers left")


class TestCalendar:
    async def test_a_failing_calcom_sends_the_owner_back_to_connect(self, wizard_owner, booking_db):
        await ready_to_launch(wizard_owner)
        await fail_calcom(booking_db, wizard_owner)
        status = await wizard_owner.status()
        assert (status["status"], status["calcomConnected"]) == ("calcom_auth", False)
        response = await wizard_owner.post("/provision")
        assert response.status_code == 422 and set(response.json()["fields"]) == {"calendar"}
