"""The business's locations (docs/locations.md): the first one is the tenant's settings and never drifts from them;
more are added within the plan; each has its own details and its own differences from the catalogue; every
change is published as `tenants.location_saved` naming the location in its envelope."""

import uuid

import pytest
from sqlalchemy import text

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as events
from ringbook_common.bus.envelope import unpack

from .conftest import SETTINGS, published

SALON_WEEK = [{"weekday": day, "open": "10:00", "close": "19:00", "closed": day in (0, 1)} for day in range(7)]
DOWNTOWN = {"name": "Ana's Downtown", "address": "500 Congress Ave, Austin, TX", "timezone": "America/Denver",
            "week": SALON_WEEK, "closures": [{"date": "2030-12-25", "reason": "Christmas"}],
            "frontDeskPhone": "(512) 555-0188"}
CATALOGUE = [{"name": "Cut", "durationMin": 45, "price": 40}, {"name": "Colour", "durationMin": 90, "price": 90,
                                                                "processingMin": 30}]


async def saved_locations(db, tenant_id: str) -> list[tuple[Envelope, events.LocationSaved]]:
    """The tenant's location_saved events in the outbox, oldest first."""
    async with db.connect() as conn:
        rows = (await conn.execute(text("SELECT data FROM outbox WHERE subject = 'ringbook.tenants.location_saved' "
                                        "ORDER BY seq"))).scalars().all()
    found = [Envelope.FromString(data) for data in rows]
    return [(envelope, unpack(envelope, events.LocationSaved)) for envelope in found if envelope.tenant_id == tenant_id]


async def new_business(client, owner, db, *, plan: int = 1) -> tuple[str, dict]:
    """A business that exists (its owner has been seen) with a plan of `plan` locations."""
    tenant_id, headers = owner()
    assert (await client.get("/portal/locations", headers=headers)).status_code == 200
    await allow_locations(db, tenant_id, plan)
    return tenant_id, headers


async def allow_locations(db, tenant_id: str, count: int) -> None:
    """The plan an operator would set (admin's `admin.plan_set`), written as its handler writes it."""
    async with db.begin() as conn:
        await conn.execute(text("UPDATE tenants SET plan_locations = :count WHERE id = :id"),
                           {"count": count, "id": tenant_id})


async def locations(client, headers) -> dict:
    response = await client.get("/portal/locations", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


async def business_with_two(client, owner, db) -> tuple[str, dict, dict]:
    """A business with its settings and catalogue saved, its plan at two locations and the second one added."""
    tenant_id, headers = owner()
    assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
    assert (await client.put("/portal/tenants/services", headers=headers, json=CATALOGUE)).status_code == 200
    await allow_locations(db, tenant_id, 2)
    added = await client.post("/portal/locations", headers=headers, json=DOWNTOWN)
    assert added.status_code == 201, added.text
    return tenant_id, headers, added.json()


def day_tuples(week) -> list[tuple]:
    return [(day.weekday, day.open, day.close, day.closed) for day in week]


class TestFirstLocation:
    async def test_a_new_business_has_one_location_holding_its_settings(self, client, owner):
        tenant_id, headers = owner()
        settings = (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).json()
        listed = await locations(client, headers)
        assert listed["planLocations"] == 1
        assert listed["locations"] == [{
            "id": tenant_id, "name": "Ana's Hair Studio", "address": "12 Main St, Austin, TX",
            "timezone": "America/Chicago", "week": settings["week"], "closures": [],
            "frontDeskPhone": "+12125550123", "position": 0, "services": []}]

    async def test_saving_settings_publishes_the_first_location_beside_the_tenant(self, client, owner, db):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)
        [(made_envelope, made), *_, (envelope, saved)] = await saved_locations(db, tenant_id)
        assert made.created and made_envelope.location_id == tenant_id
        assert not saved.created
        assert (envelope.location_id, envelope.tenant_id) == (tenant_id, tenant_id)
        location = saved.location
        assert (location.location_id, location.tenant_id, location.name, location.address, location.timezone,
                location.front_desk_phone, location.position) == (
            tenant_id, tenant_id, "Ana's Hair Studio", "12 Main St, Austin, TX", "America/Chicago", "+12125550123", 0)
        assert day_tuples(location.week) == [(day, "08:30", "19:00", False) for day in range(7)]

    async def test_saving_the_first_location_saves_the_business_settings(self, client, owner, db):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)
        saved = await client.put(f"/portal/locations/{tenant_id}", headers=headers, json=DOWNTOWN)
        assert saved.status_code == 200, saved.text
        settings = (await client.get("/portal/tenants/settings", headers=headers)).json()
        assert (settings["name"], settings["address"], settings["timezone"], settings["frontDeskPhone"]) == (
            "Ana's Downtown", "500 Congress Ave, Austin, TX", "America/Denver", "+15125550188")
        assert settings["week"] == SALON_WEEK
        assert settings["hours"] == {"start": "10:00", "end": "19:00"}
        assert settings["ownerPhone"] == "+14158675309"
        assert saved.json()["closures"] == [{"date": "2030-12-25", "reason": "Christmas"}]
        assert (await locations(client, headers))["locations"] == [saved.json()]
        [*_, (_, published)] = await saved_locations(db, tenant_id)
        assert [(c.date, c.reason) for c in published.location.closures] == [("2030-12-25", "Christmas")]
        assert published.location.name == "Ana's Downtown"
        updated = unpack((await tenant_events(db, tenant_id, "tenant_updated"))[-1], events.TenantUpdated)
        assert (updated.name, updated.timezone, updated.hours_start, updated.hours_end) == (
            "Ana's Downtown", "America/Denver", "10:00", "19:00")

    async def test_completing_onboarding_publishes_the_first_location_beside_the_tenant(self, client, owner, db):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)
        await client.put("/portal/tenants/services", headers=headers, json=CATALOGUE)
        assert (await client.post("/portal/tenants/onboarding/complete", headers=headers)).status_code == 200
        subjects = [subject.removeprefix("ringbook.tenants.") for subject in await published(db, tenant_id)]
        assert subjects[-3:] == ["onboarding_completed", "tenant_updated", "location_saved"]
        envelope, saved = (await saved_locations(db, tenant_id))[-1]
        assert envelope.location_id == tenant_id and saved.location.name == "Ana's Hair Studio"

    async def test_details_left_out_are_kept(self, client, owner):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)
        saved = await client.put(f"/portal/locations/{tenant_id}", headers=headers, json={"name": "Ana's"})
        assert saved.status_code == 200
        body = saved.json()
        assert (body["name"], body["address"], body["timezone"], body["frontDeskPhone"]) == (
            "Ana's", "12 Main St, Austin, TX", "America/Chicago", "+12125550123")

    async def test_the_first_locations_closures_stay_when_settings_are_saved(self, client, owner):
        tenant_id, headers = owner()
        await client.put(f"/portal/locations/{tenant_id}", headers=headers,
                         json={"closures": [{"date": "2030-07-04", "reason": "Independence Day"}]})
        await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)
        [first] = (await locations(client, headers))["locations"]
        assert first["closures"] == [{"date": "2030-07-04", "reason": "Independence Day"}]
        assert first["name"] == "Ana's Hair Studio"


async def tenant_events(db, tenant_id: str, event: str) -> list[Envelope]:
    async with db.connect() as conn:
        rows = (await conn.execute(text("SELECT data FROM outbox WHERE subject = :subject ORDER BY seq"),
                                   {"subject": f"ringbook.tenants.{event}"})).scalars().all()
    return [envelope for envelope in map(Envelope.FromString, rows) if envelope.tenant_id == tenant_id]


class TestAddLocation:
    async def test_past_the_plan_it_is_409_and_nothing_is_added(self, client, owner):
        _, headers = owner()
        refused = await client.post("/portal/locations", headers=headers, json=DOWNTOWN)
        assert refused.status_code == 409
        assert refused.json() == {"error": "Your plan includes 1 location. Ask us to add more."}
        assert len((await locations(client, headers))["locations"]) == 1

    async def test_a_plan_of_several_says_locations(self, client, owner, db):
        _, headers, _ = await business_with_two(client, owner, db)
        refused = await client.post("/portal/locations", headers=headers, json={**DOWNTOWN, "name": "Third"})
        assert refused.status_code == 409
        assert refused.json() == {"error": "Your plan includes 2 locations. Ask us to add more."}

    async def test_a_second_location_when_the_plan_allows_two(self, client, owner, db):
        tenant_id, headers, added = await business_with_two(client, owner, db)
        assert added["id"] != tenant_id and uuid.UUID(added["id"])
        assert {key: added[key] for key in DOWNTOWN} == {**DOWNTOWN, "frontDeskPhone": "+15125550188"}
        assert added["position"] == 1
        listed = await locations(client, headers)
        assert listed["planLocations"] == 2
        assert [location["name"] for location in listed["locations"]] == ["Ana's Hair Studio", "Ana's Downtown"]
        settings = (await client.get("/portal/tenants/settings", headers=headers)).json()
        assert (settings["name"], settings["timezone"]) == ("Ana's Hair Studio", "America/Chicago")

    async def test_the_new_location_is_published_as_created_naming_itself(self, client, owner, db):
        tenant_id, _, added = await business_with_two(client, owner, db)
        envelope, saved = (await saved_locations(db, tenant_id))[-1]
        assert saved.created
        assert (envelope.tenant_id, envelope.location_id) == (tenant_id, added["id"])
        location = saved.location
        assert (location.location_id, location.tenant_id, location.name, location.address, location.timezone,
                location.front_desk_phone, location.position) == (
            added["id"], tenant_id, "Ana's Downtown", "500 Congress Ave, Austin, TX", "America/Denver",
            "+15125550188", 1)
        assert day_tuples(location.week) == [(d["weekday"], d["open"], d["close"], d["closed"]) for d in SALON_WEEK]
        assert [(c.date, c.reason) for c in location.closures] == [("2030-12-25", "Christmas")]
        assert list(location.services) == []

    async def test_left_out_the_time_zone_and_week_are_the_first_locations(self, client, owner, db):
        tenant_id, headers = owner()
        settings = (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).json()
        await allow_locations(db, tenant_id, 2)
        added = await client.post("/portal/locations", headers=headers, json={"name": "Uptown"})
        assert added.status_code == 201
        body = added.json()
        assert (body["timezone"], body["week"], body["address"], body["frontDeskPhone"], body["closures"]) == (
            "America/Chicago", settings["week"], "", "", [])

    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"name": "  "}, "name", "Please enter the location's name"),
        ({"timezone": "Mars/Olympus"}, "timezone", "Please choose a time zone from the list"),
        ({"frontDeskPhone": "call me"}, "frontDeskPhone", "Please enter a valid phone number, like (201) 555-0123"),
        ({"week": [{"weekday": 1, "open": "18:00", "close": "09:00"}]}, "Monday", "must close after it opens"),
        ({"closures": [{"date": "2030-12-25"}, {"date": "2030-12-25", "reason": "again"}]}, "closures",
         "2030-12-25 is listed twice: one closure a day"),
        ({"closures": [{"reason": "no day"}]}, "closures.0.date", "Please give the day the location is closed"),
        ({"closures": [{"date": "25/12/2030"}]}, "closures.0.date", "Closure date must be a date (yyyy-mm-dd)"),
    ])
    async def test_each_rule_has_a_clear_message_and_nothing_is_added(self, client, owner, db, change, field,
                                                                       message):
        _, headers = await new_business(client, owner, db, plan=2)
        refused = await client.post("/portal/locations", headers=headers, json={**DOWNTOWN, **change})
        assert refused.status_code == 422
        assert message in refused.json()["fields"][field]
        assert len((await locations(client, headers))["locations"]) == 1

    async def test_without_a_name_it_is_422(self, client, owner, db):
        _, headers = await new_business(client, owner, db, plan=2)
        refused = await client.post("/portal/locations", headers=headers, json={"address": "1 Elm St"})
        assert refused.status_code == 422
        assert refused.json()["fields"] == {"name": "Please enter the location's name"}


class TestUpdateLocation:
    async def test_a_later_location_changes_alone(self, client, owner, db):
        tenant_id, headers, added = await business_with_two(client, owner, db)
        saved = await client.put(f"/portal/locations/{added['id']}", headers=headers,
                                 json={"name": "Ana's on Congress", "closures": []})
        assert saved.status_code == 200
        assert (saved.json()["name"], saved.json()["closures"], saved.json()["timezone"]) == (
            "Ana's on Congress", [], "America/Denver")
        settings = (await client.get("/portal/tenants/settings", headers=headers)).json()
        assert settings["name"] == "Ana's Hair Studio"
        envelope, published = (await saved_locations(db, tenant_id))[-1]
        assert envelope.location_id == added["id"] and not published.created
        assert published.location.name == "Ana's on Congress"

    @pytest.mark.parametrize("path", ["/portal/locations/{id}", "/portal/locations/{id}/services"])
    async def test_another_businesss_location_is_404_like_one_that_does_not_exist(self, client, owner, db, path):
        _, _, theirs = await business_with_two(client, owner, db)
        mine, headers = await new_business(client, owner, db)
        body = {"name": "Mine now"} if path.endswith("{id}") else {"services": []}
        for location_id in (theirs["id"], str(uuid.uuid4()), "not-a-location"):
            refused = await client.put(path.format(id=location_id), headers=headers, json=body)
            assert refused.status_code == 404
            assert refused.json() == {"error": "Location not found"}
        [(_, only)] = [(e, s) for e, s in await saved_locations(db, mine)]
        assert only.created

    async def test_without_a_session_it_is_401(self, client):
        assert (await client.get("/portal/locations")).status_code == 401


class TestLocationServices:
    async def test_a_locations_own_price_is_what_its_menu_shows(self, client, owner, db):
        _, headers, added = await business_with_two(client, owner, db)
        saved = await client.put(f"/portal/locations/{added['id']}/services", headers=headers, json={"services": [
            {"serviceId": "cut", "price": 45, "durationMin": 50}, {"serviceId": "colour", "offered": False}]})
        assert saved.status_code == 200, saved.text
        first, second = (await locations(client, headers))["locations"]
        assert second["services"] == [
            {"serviceId": "cut", "name": "Cut", "durationMin": 50, "bufferMin": 0, "processingMin": 0,
             "price": 45.0, "staffIds": None, "offered": True, "ownPrice": 45.0, "ownDurationMin": 50},
            {"serviceId": "colour", "name": "Colour", "durationMin": 90, "bufferMin": 0, "processingMin": 30,
             "price": 90.0, "staffIds": None, "offered": False, "ownPrice": None, "ownDurationMin": None}]
        assert [(s["price"], s["offered"]) for s in first["services"]] == [(40.0, True), (90.0, True)]
        assert saved.json() == second

    async def test_the_differences_are_published_with_the_location(self, client, owner, db):
        tenant_id, headers, added = await business_with_two(client, owner, db)
        await client.put(f"/portal/locations/{added['id']}/services", headers=headers, json={"services": [
            {"serviceId": "cut", "price": "45.50"}, {"serviceId": "colour", "offered": False}]})
        envelope, saved = (await saved_locations(db, tenant_id))[-1]
        assert envelope.location_id == added["id"]
        differences = {s.service_id: s for s in saved.location.services}
        assert differences["cut"].price_cents == 4550 and differences["cut"].offered
        assert not differences["cut"].HasField("duration_min")
        assert not differences["colour"].offered and not differences["colour"].HasField("price_cents")

    async def test_the_catalogues_own_values_follow_the_catalogue(self, client, owner, db):
        _, headers, added = await business_with_two(client, owner, db)
        saved = await client.put(f"/portal/locations/{added['id']}/services", headers=headers, json={"services": [
            {"serviceId": "cut", "price": 40, "durationMin": 45}]})
        assert [(s["ownPrice"], s["ownDurationMin"]) for s in saved.json()["services"]] == [(None, None)] * 2
        await client.put("/portal/tenants/services", headers=headers,
                         json=[{**CATALOGUE[0], "serviceId": "cut", "price": 42}, CATALOGUE[1]])
        [_, second] = (await locations(client, headers))["locations"]
        assert second["services"][0]["price"] == 42.0

    @pytest.mark.parametrize(("services", "field", "message"), [
        ([{"serviceId": "perm"}], "services.0.serviceId", 'There is no service "perm" in the catalogue'),
        ([{"serviceId": "cut"}, {"serviceId": "cut", "price": 1}], "services.1.serviceId",
         'The service "cut" is listed twice'),
        ([{"serviceId": "colour", "durationMin": 30}], "services.0.durationMin",
         "Processing time must be shorter than the service itself"),
        ([{"serviceId": "cut", "price": -5}], "services.0.price", "Price can't be negative"),
    ])
    async def test_a_bad_list_is_422_and_changes_nothing(self, client, owner, db, services, field, message):
        _, headers, added = await business_with_two(client, owner, db)
        path = f"/portal/locations/{added['id']}/services"
        await client.put(path, headers=headers, json={"services": [{"serviceId": "cut", "price": 45}]})
        refused = await client.put(path, headers=headers, json={"services": services})
        assert refused.status_code == 422
        assert refused.json()["fields"][field] == message
        [_, second] = (await locations(client, headers))["locations"]
        assert second["services"][0]["price"] == 45.0

    async def test_a_service_gone_from_the_catalogue_leaves_every_locations_differences(self, client, owner, db):
        tenant_id, headers, added = await business_with_two(client, owner, db)
        await client.put(f"/portal/locations/{added['id']}/services", headers=headers,
                         json={"services": [{"serviceId": "colour", "offered": False}]})
        await client.put("/portal/tenants/services", headers=headers, json=[{**CATALOGUE[0], "serviceId": "cut"}])
        envelope, saved = (await saved_locations(db, tenant_id))[-1]
        assert envelope.location_id == added["id"] and list(saved.location.services) == []
        await client.put("/portal/tenants/services", headers=headers, json=CATALOGUE)
        [_, second] = (await locations(client, headers))["locations"]
        assert [s["offered"] for s in second["services"]] == [True, True]
