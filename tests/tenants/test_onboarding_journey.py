"""Register, verify, set the business up and finish onboarding — through the gateway, across services."""

from ringbook_common.testing.wait import eventually

SETTINGS = {"name": "Studio Lumen", "timezone": "America/Denver", "hours": {"start": "09:00", "end": "19:00"},
            "address": "400 Pearl St, Boulder, CO", "ownerPhone": "(415) 867-5309", "frontDeskPhone": ""}


async def test_a_new_owner_onboards_and_whoami_follows(owner_session):
    async with owner_session() as owner:
        settings = await eventually(lambda: _ok(owner.get("/portal/tenants/settings")))
        assert settings["name"] == "" and settings["timezone"] == "America/New_York"

        saved = await owner.put("/portal/tenants/settings", json=SETTINGS)
        assert saved.status_code == 200 and saved.json()["ownerPhone"] == "+14158675309"
        services = await owner.put("/portal/tenants/services", json=[
            {"name": "Women's Cut", "durationMin": 60, "price": "75.00"}, {"name": "Blowout", "durationMin": 45}])
        assert [s["serviceId"] for s in services.json()] == ["womens-cut", "blowout"]
        assert (await owner.get("/portal/tenants/services")).json() == services.json()

        staff = await owner.post("/staff/calendars/provision", json={"staffId": "maria", "name": "Maria"})
        assert staff.status_code == 201
        hours = [{"dow": 2, "start": "10:00", "end": "14:00"}, {"dow": 2, "start": "15:00", "end": "19:00"}]
        assert (await owner.put("/staff/hours", json={"staffId": "maria", "hours": hours})).status_code == 200
        assert (await owner.get("/staff/maria/hours")).json() == {"hours": hours}
        time_off = [{"timeMin": "2099-12-24T00:00:00-07:00", "timeMax": "2099-12-27T00:00:00-07:00",
                     "reason": "Holidays"}]
        assert (await owner.put("/staff/timeoff", json={"staffId": "maria", "ranges": time_off})).status_code == 200
        assert (await owner.get("/staff/maria/timeoff")).json() == {"ranges": [
            {"timeMin": "2099-12-24T07:00:00Z", "timeMax": "2099-12-27T07:00:00Z", "reason": "Holidays"}]}

        done = await owner.post("/portal/tenants/onboarding/complete")
        assert done.status_code == 200 and done.json()["onboardingComplete"] is True

        async def whoami_caught_up() -> dict | None:
            me = (await owner.get("/portal/whoami")).json()
            return me if me["onboardingComplete"] and me["tenant"]["name"] == "Studio Lumen" else None

        me = await eventually(whoami_caught_up)
        assert me["tenant"]["id"] == owner.owner["tenant"]["id"]


async def test_one_owner_never_reaches_anothers_business(owner_session):
    async with owner_session(name="Owner A") as a, owner_session(name="Owner B") as b:
        await a.put("/portal/tenants/settings", json=SETTINGS)
        await a.put("/portal/tenants/services", json=[{"name": "Secret Service", "price": 99}])
        a_tenant = a.owner["tenant"]["id"]

        assert (await b.get("/portal/tenants/settings")).json()["name"] != "Studio Lumen"
        assert "Secret Service" not in (await b.get("/portal/tenants/services")).text
        as_a = await b.put("/portal/tenants/settings", json={**SETTINGS, "name": "Hijacked", "tenantId": a_tenant})
        assert as_a.status_code == 403
        catalogue_as_a = await b.put("/portal/tenants/services", json={"tenantId": a_tenant, "services": []})
        assert catalogue_as_a.status_code == 403
        assert (await a.get("/portal/tenants/settings")).json()["name"] == "Studio Lumen"
        assert [s["name"] for s in (await a.get("/portal/tenants/services")).json()] == ["Secret Service"]


async def _ok(request):
    response = await request
    return response.json() if response.status_code == 200 else None
