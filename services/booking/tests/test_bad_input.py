"""Whatever a client sends to a write route, the answer is a readable 422/404 `{"error": ...}`: never a 500."""

import json

import pytest

from .factories import add_staff

JSON = {"content-type": "application/json"}
NOT_AN_OBJECT = "Please send a JSON object"
NOT_JSON = "The request body must be valid JSON"

WRITES = [
    ("POST", "/staff/calendars/provision", ["staffId", "name", "email", "title", "tenantId"]),
    ("POST", "/staff/calendars/maria/share", ["email", "tenantId"]),
    ("PUT", "/staff/hours", ["staffId", "hours", "tenantId"]),
    ("PUT", "/staff/timeoff", ["staffId", "ranges", "tenantId"]),
]
WRONG_VALUES: list[object] = [
    None, 0, -1, 1e308, True, "", "x" * 100_000, [], ["x"], [None], [[]], {}, {"$ne": 1}, "\u0000", "\ud800",
    [{"dow": {}, "start": [], "end": 1e308, "timeMin": {}, "timeMax": []}]]


@pytest.fixture
async def maria(client, owner):
    return await add_staff(client, owner, "maria")


@pytest.mark.parametrize(("method", "path", "names"), WRITES, ids=[w[1] for w in WRITES])
class TestMalformedBodies:
    @pytest.mark.parametrize(("content", "message"), [
        (b"", NOT_AN_OBJECT), (b"null", NOT_AN_OBJECT), (b"[]", NOT_AN_OBJECT), (b'[{"staffId": "x"}]', NOT_AN_OBJECT),
        (b'"text"', NOT_AN_OBJECT), (b"42", NOT_AN_OBJECT), (b"{", NOT_JSON), (b"{'staffId': 'x'}", NOT_JSON),
        (b"\xff\xfe\x00{", NOT_JSON), (b"[" * 100_000 + b"]" * 100_000, NOT_JSON),
    ])
    async def test_a_body_that_is_not_a_json_object(self, client, owner, maria, method, path, names, content,
                                                    message):
        response = await client.request(method, path, content=content, headers={**owner.headers, **JSON})
        assert (response.status_code, response.json()) == (422, {"error": message})

    async def test_no_body_at_all(self, client, owner, maria, method, path, names):
        response = await client.request(method, path, headers=owner.headers)
        assert (response.status_code, response.json()) == (422, {"error": NOT_AN_OBJECT})

    async def test_a_form_instead_of_json(self, client, owner, maria, method, path, names):
        response = await client.request(method, path, content=b"staffId=maria",
                                        headers={**owner.headers, "content-type": "application/x-www-form-urlencoded"})
        assert (response.status_code, response.json()) == (422, {"error": NOT_AN_OBJECT})

    @pytest.mark.parametrize("value", WRONG_VALUES, ids=repr)
    async def test_every_field_with_a_wrong_value(self, client, owner, db, maria, method, path, names, value):
        body = dict.fromkeys(names, value) | {"tenantId": None}
        response = await client.request(method, path, content=json.dumps(body), headers={**owner.headers, **JSON})
        assert response.status_code in (404, 422), response.text
        assert isinstance(response.json()["error"], str) and response.json()["error"]
        assert await db.outbox_subjects() == ["ringbook.booking.staff_added"]

    async def test_nan_and_infinity(self, client, owner, maria, method, path, names):
        body = "{" + ", ".join(f'"{name}": NaN' for name in names if name != "tenantId") + ', "x": Infinity}'
        response = await client.request(method, path, content=body, headers={**owner.headers, **JSON})
        assert response.status_code == 422


class TestPathsAndQueries:
    @pytest.mark.parametrize("path", ["/staff/%E2%80%AE/hours", "/staff/%00/timeoff", "/staff/..%2F../hours",
                                      "/staff/" + "m" * 5000 + "/hours", "/staff/\u00e9/timeoff"])
    async def test_odd_staff_ids_in_paths_are_404(self, client, owner, path):
        response = await client.get(path, headers=owner.headers)
        assert response.status_code == 404
        assert response.json()["error"] in ("Staff member not found", "Not found")

    async def test_a_history_flag_that_is_not_a_boolean(self, client, owner, maria):
        response = await client.get("/staff/maria/timeoff?history=maybe", headers=owner.headers)
        assert response.status_code == 422 and isinstance(response.json()["error"], str)

    async def test_a_force_flag_that_is_not_a_boolean(self, client, owner, maria):
        response = await client.delete("/staff/calendars/maria?force=maybe", headers=owner.headers)
        assert response.status_code == 422 and isinstance(response.json()["error"], str)

    @pytest.mark.parametrize("query", ["/api/availability?serviceId=cut%00", "/api/availability?staffId=%00",
                                       "/api/dashboard/appointments?q=ana%00"])
    async def test_text_the_database_cannot_compare_is_422(self, client, owner, query):
        response = await client.get(query, headers=owner.headers)
        assert response.status_code == 422, response.text
        assert response.json()["error"].endswith("contains characters we can't accept")

    async def test_wrong_methods_get_json_errors(self, client, owner):
        response = await client.post("/staff/calendars", headers=owner.headers)
        assert (response.status_code, response.json()) == (405, {"error": "This method is not allowed here"})
