import pytest
from sqlalchemy import text

from .conftest import SETTINGS, published


async def put(client, headers, body):
    return await client.put("/portal/tenants/services", json=body, headers=headers)


class TestReplaceCatalogue:
    async def test_defaults_derived_ids_and_blank_rows(self, client, owner):
        _, headers = owner()
        response = await put(client, headers, [
            {"name": "Women's Haircut", "durationMin": 45, "bufferMin": 10, "price": 65},
            {"name": "  "},
            {"name": "Beard Trim"},
        ])
        assert response.status_code == 200
        assert response.json() == [
            {"serviceId": "womens-haircut", "name": "Women's Haircut", "durationMin": 45, "bufferMin": 10,
             "processingMin": 0, "price": 65.0, "staffIds": None},
            {"serviceId": "beard-trim", "name": "Beard Trim", "durationMin": 30, "bufferMin": 0,
             "processingMin": 0, "price": 0.0, "staffIds": None},
        ]
        assert (await client.get("/portal/tenants/services", headers=headers)).json() == response.json()

    async def test_the_list_is_replaced_whole(self, client, owner):
        _, headers = owner()
        await put(client, headers, [{"name": "Cut"}, {"name": "Colour"}])
        await put(client, headers, [{"name": "Blowout"}])
        assert [s["name"] for s in (await client.get("/portal/tenants/services", headers=headers)).json()] == [
            "Blowout"]

    async def test_a_bad_row_changes_nothing(self, client, owner):
        _, headers = owner()
        await put(client, headers, [{"name": "Cut"}])
        refused = await put(client, headers, [{"name": "Colour"}, {"name": "Perm", "durationMin": 600}])
        assert refused.status_code == 422
        assert refused.json()["error"] == "Duration must be between 5 and 480 minutes"
        assert "services.1.durationMin" in refused.json()["fields"]
        assert [s["name"] for s in (await client.get("/portal/tenants/services", headers=headers)).json()] == ["Cut"]

    async def test_the_same_name_twice_gets_two_ids(self, client, owner):
        _, headers = owner()
        response = await put(client, headers, [{"name": "Cut"}, {"name": "cut"}])
        assert [s["serviceId"] for s in response.json()] == ["cut", "cut-2"]

    async def test_the_same_given_id_twice_is_refused(self, client, owner):
        _, headers = owner()
        response = await put(client, headers, [{"serviceId": "cut", "name": "Cut"},
                                               {"serviceId": "cut", "name": "Kids cut"}])
        assert response.status_code == 422
        assert 'same ID "cut"' in response.json()["error"]

    async def test_names_a_salon_prints_are_accepted_with_safe_ids(self, client, owner):
        _, headers = owner()
        names = ["Women's Cut & Colour (long)", "Pédicure", "Mani/Pedi", "Cut + Colour", "Cut Colour",
                 "Mañana Blow-dry"]
        response = await put(client, headers, [{"name": name} for name in names])
        assert response.status_code == 200
        assert [(s["serviceId"], s["name"]) for s in response.json()] == [
            ("womens-cut-colour-long", "Women's Cut & Colour (long)"), ("pedicure", "Pédicure"),
            ("manipedi", "Mani/Pedi"), ("cut-colour", "Cut + Colour"), ("cut-colour-2", "Cut Colour"),
            ("manana-blow-dry", "Mañana Blow-dry")]

    async def test_an_unsafe_id_for_a_new_service_is_made_safe(self, client, owner):
        _, headers = owner()
        response = await put(client, headers, [{"serviceId": "women's-cut", "name": "Women's Cut"},
                                               {"serviceId": "Cut & Colour", "name": "Colour"},
                                               {"serviceId": "!!!", "name": "Blow-dry"}])
        assert response.status_code == 200
        assert [s["serviceId"] for s in response.json()] == ["womens-cut", "cut-colour", "service"]

    async def test_a_renamed_service_keeps_its_id(self, client, owner):
        _, headers = owner()
        await put(client, headers, [{"name": "Pédicure"}])
        renamed = await put(client, headers, [{"serviceId": "pedicure", "name": "Spa Pedicure & Polish"},
                                              {"name": "Pedicure"}])
        assert [(s["serviceId"], s["name"]) for s in renamed.json()] == [
            ("pedicure", "Spa Pedicure & Polish"), ("pedicure-2", "Pedicure")]

    async def test_an_existing_id_stays_as_it_is(self, client, owner, db):
        tenant_id, headers = owner()
        await put(client, headers, [{"name": "Cut"}])
        async with db.begin() as conn:
            await conn.execute(text("UPDATE services SET service_id = 'cut--old-' WHERE tenant_id = :tenant"),
                               {"tenant": tenant_id})
        kept = await put(client, headers, [{"serviceId": "cut--old-", "name": "Cut"}, {"name": "Cut"}])
        assert [s["serviceId"] for s in kept.json()] == ["cut--old-", "cut"]

    @pytest.mark.parametrize(("price", "stored"), [(45.5, 45.5), ("19.999", 20.0), ("$30", 30.0), (0.1 + 0.2, 0.3)])
    async def test_prices_are_kept_to_the_cent(self, client, owner, price, stored):
        _, headers = owner()
        response = await put(client, headers, [{"name": "Cut", "price": price}])
        assert response.json()[0]["price"] == stored

    @pytest.mark.parametrize(("row", "message"), [
        ({"durationMin": 4}, "Duration must be between 5 and 480 minutes"),
        ({"bufferMin": 121}, "Buffer must be between 0 and 120 minutes"),
        ({"price": -1}, "Price can't be negative"),
        ({"price": "free"}, "Price must be a number, like 45 or 45.50"),
        ({"durationMin": 60, "processingMin": 60}, "Processing time must be shorter than the service itself"),
    ])
    async def test_each_bound_has_its_message(self, client, owner, row, message):
        _, headers = owner()
        response = await put(client, headers, [{"name": "Cut", **row}])
        assert response.status_code == 422
        assert response.json()["error"] == message

    async def test_processing_time_and_who_performs_it_are_kept(self, client, owner):
        _, headers = owner()
        response = await put(client, headers, [{"name": "Full colour", "durationMin": 120, "processingMin": 40,
                                                 "staffIds": ["maria", "ana", "maria"]}])
        assert response.json()[0]["processingMin"] == 40
        assert response.json()[0]["staffIds"] == ["ana", "maria"]

    async def test_the_object_variant_and_its_tenant_rule(self, client, owner):
        tenant_id, headers = owner()
        ok = await put(client, headers, {"tenantId": tenant_id, "services": [{"name": "Cut"}]})
        assert ok.status_code == 200
        other, _ = owner()
        assert (await put(client, headers, {"tenantId": other, "services": []})).status_code == 403

    async def test_a_change_publishes_the_whole_catalogue(self, client, owner, db):
        tenant_id, headers = owner()
        await put(client, headers, [{"name": "Cut", "price": "40.50"}])
        assert await published(db, tenant_id) == ["ringbook.tenants.tenant_created", "ringbook.tenants.location_saved",
                                                  "ringbook.tenants.services_updated"]

    @pytest.mark.parametrize("body", [None, "x", 5, {"services": "all"}, [1, 2], [{"name": ["a"]}]])
    async def test_malformed_bodies_are_422(self, client, owner, body):
        _, headers = owner()
        response = await put(client, headers, body)
        assert response.status_code == 422
        assert "error" in response.json()


class TestOnboarding:
    async def test_it_needs_a_name_then_a_service(self, client, owner):
        _, headers = owner()
        no_name = await client.post("/portal/tenants/onboarding/complete", headers=headers)
        assert (no_name.status_code, no_name.json()["error"]) == (422, "Please enter a business name")
        await client.put("/portal/tenants/settings", json=SETTINGS, headers=headers)
        no_services = await client.post("/portal/tenants/onboarding/complete", headers=headers)
        assert (no_services.status_code, no_services.json()["error"]) == (422, "Please add at least one service")

    async def test_completing_sets_the_flag_once(self, client, owner, db):
        _, headers = owner()
        await client.put("/portal/tenants/settings", json=SETTINGS, headers=headers)
        await put(client, headers, [{"name": "Cut"}])
        for _ in range(2):
            done = await client.post("/portal/tenants/onboarding/complete", headers=headers)
            assert done.status_code == 200 and done.json()["onboardingComplete"] is True
        async with db.connect() as conn:
            completed = await conn.scalar(text(
                "SELECT count(*) FROM outbox WHERE subject = 'ringbook.tenants.onboarding_completed'"))
        assert completed == 1
