from ..factories import add_staff


class TestList:
    async def test_an_empty_business_has_no_staff(self, client, owner):
        response = await client.get("/staff/calendars", headers=owner.headers)
        assert (response.status_code, response.json()) == (200, {"staff": []})

    async def test_members_are_listed_in_the_order_they_were_added(self, client, owner):
        maria = await add_staff(client, owner, "maria", "Maria", email="maria@salon.example")
        sam = await add_staff(client, owner, "sam", "Sam", title="Barber")
        assert (await client.get("/staff/calendars", headers=owner.headers)).json() == {"staff": [maria, sam]}

    async def test_removed_members_are_not_listed(self, client, owner):
        await add_staff(client, owner, "maria")
        await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers)
        assert (await client.get("/staff/calendars", headers=owner.headers)).json() == {"staff": []}


class TestWhoMayCall:
    async def test_no_session_is_401(self, client):
        response = await client.get("/staff/calendars")
        assert (response.status_code, response.json()) == (401, {"error": "Please sign in to continue"})

    async def test_a_forged_principal_is_401(self, client):
        response = await client.get("/staff/calendars", headers={"x-ringbook-principal": "eyJhbGciOiJub25lIn0.e30."})
        assert response.status_code == 401

    async def test_an_operator_is_not_an_owner(self, client, principal_headers):
        response = await client.get("/staff/calendars", headers=principal_headers(role="operator", tenant_id=None))
        assert response.status_code == 403

    async def test_an_owner_without_a_tenant_yet_is_403(self, client, principal_headers):
        response = await client.get("/staff/calendars", headers=principal_headers(tenant_id=None))
        assert response.status_code == 403

    async def test_a_tenant_id_that_is_not_a_uuid_is_403_not_500(self, client, principal_headers):
        response = await client.get("/staff/calendars", headers=principal_headers(tenant_id="tenant-1"))
        assert response.status_code == 403
