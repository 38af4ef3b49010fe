"""A signed Cal.com delivery whose times a date cannot hold is refused (422), never a 5xx, and nothing is kept."""

import hashlib
import hmac
import json

import pytest

from .conftest import on_calcom
from .test_webhooks import send, webhook_of


@pytest.mark.parametrize("start, end", [
    ("9999-12-31T22:00:00-05:00", "9999-12-31T23:00:00-05:00"),
    ("0001-01-01T00:30:00+05:00", "0001-01-01T01:00:00+05:00"),
    ("2030-03-14T10:00:00Z", "9999-12-31T23:59:59-12:00"),
])
async def test_times_outside_the_bookable_years_are_refused(app, client, owner, calcom, db, start, end):
    await on_calcom(app, client, owner, calcom)
    raw = json.dumps({"triggerEvent": "BOOKING_CREATED", "createdAt": "2030-03-01T00:00:00Z", "payload": {
        "uid": f"bounded-{start}", "title": "Haircut", "startTime": start, "endTime": end,
        "attendees": [{"name": "Walk In", "email": "walk.in@example.com"}]}}).encode()
    signature = hmac.new(webhook_of(calcom)["secret"].encode(), raw, hashlib.sha256).hexdigest()
    response = await send(client, owner, raw, signature)
    assert response.status_code == 422, response.text
    assert isinstance(response.json()["error"], str)
    assert await db.count("appointments") == 0
