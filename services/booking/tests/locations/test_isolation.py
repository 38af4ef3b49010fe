"""A location is looked up inside the caller's tenant: another tenant's location is a 404, the same answer as one
that does not exist, over HTTP and over the bus."""

import uuid

import pytest

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import put_hours, put_time_off
from .factories import save_location, two_salons

NOT_FOUND = (404, {"error": "Location not found"})


@pytest.fixture
async def theirs(app, make_owner) -> str:
    """A location of another business."""
    other = make_owner()
    return await save_location(app, other.tenant_id, name="Theirs")


@pytest.mark.parametrize("which", ["theirs", "unknown", "not an id"])
async def test_a_location_that_is_not_ours_is_404_everywhere(app, client, owner, bus, theirs, which):
    business = await two_salons(app, client, owner)
    location = {"theirs": theirs, "unknown": str(uuid.uuid4()), "not an id": "downtown"}[which]
    asked = await client.get("/api/availability", headers=owner.headers, params={
        "serviceId": "cut", "from": business.tuesday.isoformat(), "location": location})
    assert (asked.status_code, asked.json()) == NOT_FOUND
    read = await client.get("/staff/maria/hours", headers=owner.headers, params={"location": location})
    assert (read.status_code, read.json()) == NOT_FOUND
    saved = await put_hours(client, owner, "maria", [{"dow": 5, "start": "09:00", "end": "10:00"}],
                            location=location)
    assert (saved.status_code, saved.json()) == NOT_FOUND
    with pytest.raises(RpcFailed) as refused:
        await request(bus, "rpc.booking.availability", rpc.AvailabilityRequest(
            tenant_id=owner.tenant_id, service_id="cut", from_date=business.tuesday.isoformat(), location_id=location),
            rpc.AvailabilityReply, timeout=5)
    assert refused.value.status_code == 404


async def test_time_off_at_another_tenants_location_is_404_and_saves_nothing(app, client, owner, theirs, db):
    await two_salons(app, client, owner)
    away = [{"timeMin": "2099-07-01T00:00:00Z", "timeMax": "2099-07-02T00:00:00Z", "location": theirs}]
    refused = await put_time_off(client, owner, "maria", away)
    assert (refused.status_code, refused.json()) == NOT_FOUND
    assert await db.count("time_off") == 0
