"""A call id or recording address we never gave out is refused before any look-up, with a readable 422."""

import pytest


@pytest.mark.parametrize(("method", "path"), [
    ("GET", "/api/receptionist/test-calls/call_%00x"), ("POST", "/api/receptionist/test-calls/call%20x/hangup"),
    ("GET", "/api/receptionist/simulator/recordings/%00x.wav")])
async def test_an_address_we_never_gave_out_is_422(client, owner, method, path):
    response = await client.request(method, path, headers=owner.headers)
    assert response.status_code == 422, response.text
    assert response.json()["error"].endswith("we gave out")
