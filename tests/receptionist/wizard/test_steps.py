"""The wizard's saves: each step's rules, and staff and services reaching the services that own them."""

import pytest

from ringbook_common.bus.connection import Bus
from ringbook_common.testing.wait import eventually

from .steps import BUSINESS_INFO, COLOUR, CUT, MARIA, SAVED_INFO, with_catalogue


class TestEventTypes:
    async def test_with_the_builtin_calendar_the_event_types_are_the_services(self, wizard_owner):
        offered = await with_catalogue(wizard_owner)
        assert [item["id"] for item in offered] == ["haircut", "colour"]
        saved = await wizard_owner.save("/event-types", {
            "defaultEventTypeId": "haircut",
            "serviceEventTypeMappings": [{"serviceId": "colour", "eventTypeId": "colour"}]})
        assert saved["status"] == "business_info"
        status = await wizard_owner.status()
        assert status["calcomDefaultEventTypeId"] == "haircut"
        assert status["serviceEventTypeMappings"] == [{"serviceId": "colour", "eventTypeId": "colour"}]

    @pytest.mark.parametrize(("body", "field", "message"), [
        ({}, "defaultEventTypeId", "Please select an event type"),
        ({"defaultEventTypeId": "  "}, "defaultEventTypeId", "Please select an event type"),
        ({"defaultEventTypeId": None}, "defaultEventTypeId", "Please select an event type"),
        ({"defaultEventTypeId": "perm"}, "defaultEventTypeId", "Choose one of your event types"),
        ({"defaultEventTypeId": 101}, "defaultEventTypeId", "Choose one of your event types"),
        ({"defaultEventTypeId": "haircut", "serviceEventTypeMappings": [{"serviceId": "colour", "eventTypeId": "x"}]},
         "serviceEventTypeMappings.0.eventTypeId", "Choose one of your event types"),
        ({"defaultEventTypeId": "haircut", "serviceEventTypeMappings": "all"}, "serviceEventTypeMappings", None),
    ])
    async def test_a_choice_must_be_one_of_the_event_types(self, wizard_owner, body, field, message):
        await with_catalogue(wizard_owner)
        response = await wizard_owner.post("/event-types", body)
        assert response.status_code == 422
        assert field in response.json()["fields"]
        if message:
            assert response.json()["error"] == message
        assert (await wizard_owner.status())["status"] == "not_started"

    async def test_without_services_there_is_nothing_to_choose(self, wizard_owner):
        response = await wizard_owner.post("/event-types", {"defaultEventTypeId": "haircut"})
        assert response.status_code == 422
        assert response.json()["error"] == "No event types found. Please add a service first."

    @pytest.mark.parametrize("body", [[1, 2], "haircut", None])
    async def test_a_body_that_is_not_an_object_is_refused(self, wizard_owner, body):
        response = await wizard_owner.stack.receptionist.post("/api/receptionist/event-types",
                                                              headers=wizard_owner.headers, json=body)
        assert response.status_code == 422 and "error" in response.json()


class TestBusinessInfo:
    async def test_it_is_saved_as_given(self, wizard_owner):
        saved = await wizard_owner.save("/business-info", BUSINESS_INFO)
        assert saved == {"ok": True, "status": "staff", "businessInfo": SAVED_INFO}
        assert (await wizard_owner.status())["businessInfo"] == SAVED_INFO

    async def test_the_address_is_the_salons_at_tenants_and_a_settings_change_comes_back(self, wizard_owner):
        await wizard_owner.save("/business-info", BUSINESS_INFO)
        tenants = wizard_owner.stack.tenants
        settings = (await tenants.get("/portal/tenants/settings", headers=wizard_owner.headers)).json()
        assert settings["address"] == "12 Main St, Springfield, IL 62701"
        changed = await tenants.put("/portal/tenants/settings", headers=wizard_owner.headers, json={
            "name": "Salon Uno", "timezone": "America/Chicago", "hours": settings["hours"],
            "address": "9 Oak Rd, Austin, TX 78702", "ownerPhone": "", "frontDeskPhone": ""})
        assert changed.status_code == 200, changed.text

        async def moved() -> dict | None:
            info = (await wizard_owner.status())["businessInfo"]
            return info if info["location"] == "9 Oak Rd" else None
        info = await eventually(moved)
        assert (info["city"], info["state"], info["zipCode"]) == ("Austin", "TX", "78702")
        assert info["operatingHours"] == BUSINESS_INFO["operatingHours"]

    async def test_defaults_brian_the_male_voice_and_keeps_the_salons_hours(self, wizard_owner):
        week = BUSINESS_INFO["operatingHours"]
        settings = await wizard_owner.stack.tenants.put("/portal/tenants/settings", headers=wizard_owner.headers,
                                                        json={"name": "Salon Uno", "week": [
                                                            {"weekday": int(day), **hours}
                                                            for day, hours in week.items()]})
        assert settings.status_code == 200, settings.text

        async def kept() -> bool:
            return (await wizard_owner.status())["businessInfo"]["operatingHours"] == week
        await eventually(kept)
        saved = await wizard_owner.save("/business-info", {"location": " 12  Main St ", "city": "Springfield",
                                                           "aiName": "", "areaCode": 415})
        info = saved["businessInfo"]
        assert (info["location"], info["aiName"], info["voiceId"], info["areaCode"]) == (
            "12 Main St", "Brian", "male", "415")
        assert info["operatingHours"] == BUSINESS_INFO["operatingHours"]

    async def test_hours_as_a_list_and_days_left_out_are_closed(self, wizard_owner):
        week = [{"closed": True}] + [{"open": "8:30", "close": "20:00"}] * 6
        info = (await wizard_owner.save("/business-info", {**BUSINESS_INFO, "operatingHours": week}))["businessInfo"]
        assert info["operatingHours"]["3"] == {"open": "08:30", "close": "20:00", "closed": False}
        info = (await wizard_owner.save("/business-info", {**BUSINESS_INFO, "operatingHours": {
            "1": {"open": "10:00", "close": "16:00", "closed": False}}}))["businessInfo"]
        assert [day["closed"] for day in info["operatingHours"].values()] == [True, False, True, True, True, True,
                                                                              True]

    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"location": "  "}, "location", "Please enter your business location"),
        ({"location": None}, "location", "Please enter your business location"),
        ({"city": ""}, "city", "Please enter your city"),
        ({"areaCode": "41"}, "areaCode", "Area code must be exactly 3 digits"),
        ({"areaCode": "4155"}, "areaCode", "Area code must be exactly 3 digits"),
        ({"areaCode": "abc"}, "areaCode", "Area code must be exactly 3 digits"),
        ({"areaCode": 12}, "areaCode", "Area code must be exactly 3 digits"),
        ({"voiceId": "robot"}, "voiceId", "Choose the male or the female voice"),
        ({"additionalLanguages": "Spanish"}, "additionalLanguages", 'Additional languages must be a list, like '
                                                                    '["Spanish"]'),
        ({"operatingHours": {"1": {"open": "18:00", "close": "09:00"}}}, "operatingHours",
         "Monday: Closing time must be after opening time"),
        ({"operatingHours": {"2": {"open": "9am", "close": "17:00"}}}, "operatingHours",
         "Tuesday: Use a time like 09:00 or 17:30"),
        ({"operatingHours": {"7": {"open": "09:00", "close": "17:00"}}}, "operatingHours",
         "Operating hours are per weekday, 0 (Sunday) to 6 (Saturday)"),
        ({"aiName": "A" * 41}, "aiName", "AI name must be at most 40 characters"),
    ])
    async def test_each_rule_has_a_clear_message(self, wizard_owner, change, field, message):
        response = await wizard_owner.post("/business-info", {**BUSINESS_INFO, **change})
        assert response.status_code == 422
        assert response.json()["fields"][field] == message
        assert response.json()["error"] == message
        assert (await wizard_owner.status())["businessInfo"]["city"] == ""


class TestStaff:
    async def test_the_member_is_added_at_booking_with_an_id_from_the_name(self, wizard_owner):
        added = await wizard_owner.save("/staff", MARIA, expected=201)
        member = added["staff"]
        assert (added["status"], member["staffId"], member["name"], member["email"], member["title"]) == (
            "services", "maria-lopez", "Maria Lopez", "maria@salon.example", "Senior Stylist")
        at_booking = (await wizard_owner.stack.booking.get("/staff/calendars",
                                                           headers=wizard_owner.headers)).json()["staff"]
        assert at_booking == [member]
        assert (await wizard_owner.status())["staff"] == [member]

    async def test_the_same_name_twice_gets_its_own_id(self, wizard_owner):
        await wizard_owner.save("/staff", MARIA, expected=201)
        second = await wizard_owner.save("/staff", {**MARIA, "email": "maria.l@salon.example"}, expected=201)
        assert second["staff"]["staffId"] == "maria-lopez-2"
        assert [s["staffId"] for s in (await wizard_owner.status())["staff"]] == ["maria-lopez", "maria-lopez-2"]

    @pytest.mark.parametrize(("body", "field", "message"), [
        ({"email": "maria@salon.example"}, "name", "Name is required"),
        ({"name": "  ", "email": "maria@salon.example"}, "name", "Name is required"),
        ({"name": "Maria"}, "email", "Email is required"),
        ({"name": "Maria", "email": "   "}, "email", "Email is required"),
        ({"name": "Maria", "email": "maria-at-salon"}, "email", "Please enter a valid email"),
    ])
    async def test_name_and_email_are_required(self, wizard_owner, body, field, message):
        response = await wizard_owner.post("/staff", body)
        assert response.status_code == 422
        assert response.json()["fields"][field] == message
        at_booking = await wizard_owner.stack.booking.get("/staff/calendars", headers=wizard_owner.headers)
        assert at_booking.json()["staff"] == []
        assert (await wizard_owner.status())["status"] == "not_started"

    async def test_an_address_booking_refuses_comes_back_as_its_message(self, wizard_owner):
        response = await wizard_owner.post("/staff", {"name": "Maria", "email": "maria@salon"})
        assert response.status_code == 422 and response.json()["error"] == "Please enter a valid email"


class TestServices:
    async def test_services_join_the_catalogue_at_tenants_and_reach_booking(self, wizard_owner):
        await wizard_owner.put_services([{"name": "Beard Trim", "price": 15}])

        async def receptionist_knows_it() -> bool:
            return len((await wizard_owner.status())["services"]) == 1
        await eventually(receptionist_knows_it)
        saved = await wizard_owner.save("/services", {"services": [
            CUT, {"name": "Kids Cut", "durationMin": "30", "bufferMin": 5, "price": "25.50"}]})
        assert saved["status"] == "review"
        expected = [
            {"serviceId": "beard-trim", "name": "Beard Trim", "durationMin": 30, "bufferMin": 0, "price": 15.0},
            {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 0, "price": 45.0},
            {"serviceId": "kids-cut", "name": "Kids Cut", "durationMin": 30, "bufferMin": 5, "price": 25.5}]
        assert saved["services"] == expected
        assert (await wizard_owner.status())["services"] == expected
        at_tenants = (await wizard_owner.stack.tenants.get("/portal/tenants/services",
                                                           headers=wizard_owner.headers)).json()
        assert [(s["serviceId"], s["price"]) for s in at_tenants] == [("beard-trim", 15.0), ("haircut", 45.0),
                                                                      ("kids-cut", 25.5)]

        async def booking_offers_them() -> bool:
            return [e["id"] for e in await wizard_owner.booking_event_types()] == ["beard-trim", "haircut",
                                                                                   "kids-cut"]
        await eventually(booking_offers_them)

    async def test_the_same_name_updates_the_service(self, wizard_owner):
        await wizard_owner.save("/services", {"services": [CUT, COLOUR]})
        saved = await wizard_owner.save("/services", {"services": [{**CUT, "price": 50}]})
        assert [(s["serviceId"], s["price"]) for s in saved["services"]] == [("haircut", 50.0), ("colour", 120.0)]

    async def test_blank_rows_are_dropped(self, wizard_owner):
        saved = await wizard_owner.save("/services", {"services": [{"name": "  "}, CUT, {"name": ""}]})
        assert [s["serviceId"] for s in saved["services"]] == ["haircut"]

    @pytest.mark.parametrize(("body", "message"), [
        ({"services": []}, "Please add at least one service"),
        ({"services": [{"name": " "}]}, "Please add at least one service"),
        ({}, "Please add at least one service"),
        ({"services": [{"name": "Perm", "durationMin": 600}]}, "Duration must be between 5 and 480 minutes"),
        ({"services": [{"name": "Perm", "durationMin": "long"}]}, "Duration must be a whole number of minutes"),
        ({"services": [{"name": "Perm", "price": -5}]}, "Price can't be negative"),
        ({"services": [{"name": "Perm", "price": [5]}]}, "Price must be a number, like 45 or 45.50"),
        ({"services": [{"name": "Cut"}, {"name": "cut"}]},
         'Two services have the same ID "cut". Each service needs its own ID.'),
    ])
    async def test_bad_services_change_nothing(self, wizard_owner, body, message):
        response = await wizard_owner.post("/services", body)
        assert response.status_code == 422 and response.json()["error"] == message
        at_tenants = await wizard_owner.stack.tenants.get("/portal/tenants/services", headers=wizard_owner.headers)
        assert at_tenants.json() == []
        assert (await wizard_owner.status())["status"] == "not_started"


class TestOwnersAreOnTheirOwn:
    async def test_another_owner_sees_nothing_of_the_first(self, make_wizard_owner):
        first, second = make_wizard_owner(), make_wizard_owner()
        await with_catalogue(first)
        await first.save("/event-types", {"defaultEventTypeId": "haircut"})
        await first.save("/business-info", BUSINESS_INFO)
        await first.save("/staff", MARIA, expected=201)
        status = await second.status()
        assert (status["status"], status["staff"], status["services"], status["businessInfo"]["city"],
                status["calcomDefaultEventTypeId"]) == ("not_started", [], [], "", None)
        # The same name is free in the second salon.
        assert (await second.save("/staff", MARIA, expected=201))["staff"]["staffId"] == "maria-lopez"
        # And the first salon's event types are not the second's.
        response = await second.post("/event-types", {"defaultEventTypeId": "haircut"})
        assert response.status_code == 422

    @pytest.mark.parametrize(("path", "body"), [
        ("/business-info", BUSINESS_INFO), ("/staff", MARIA), ("/services", {"services": [CUT]}),
        ("/event-types", {"defaultEventTypeId": "haircut"})])
    async def test_a_body_naming_another_tenant_is_refused(self, make_wizard_owner, path, body):
        owner, other = make_wizard_owner(), make_wizard_owner()
        response = await owner.post(path, {**body, "tenantId": other.tenant_id})
        assert response.status_code == 403
        assert response.json() == {"error": "You can only change your own business"}
        assert (await other.status())["status"] == "not_started"
        assert (await owner.status())["status"] == "not_started"

    async def test_a_body_naming_ones_own_tenant_is_fine(self, wizard_owner):
        saved = await wizard_owner.save("/business-info", {**BUSINESS_INFO, "tenantId": wizard_owner.tenant_id})
        assert saved["status"] == "staff"


class TestUnanswered:
    @pytest.mark.parametrize(("method", "path", "body"), [
        ("get", "/status", None), ("post", "/staff", MARIA), ("post", "/services", {"services": [CUT]}),
        ("post", "/event-types", {"defaultEventTypeId": "haircut"}), ("post", "/provision", None)])
    async def test_a_service_that_does_not_answer_is_a_503(self, wizard_owner, method, path, body):
        state = wizard_owner.stack.receptionist_app.state
        connected, state.bus = state.bus, Bus("nats://127.0.0.1:1", name="nowhere")
        try:
            response = await (wizard_owner.get(path) if method == "get" else wizard_owner.post(path, body))
        finally:
            state.bus = connected
        assert response.status_code == 503
        assert response.json()["error"].startswith("We couldn't reach your ")
