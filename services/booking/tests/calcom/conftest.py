from collections.abc import Iterator

import pytest

from booking.calcom import availability

from ..factories import add_staff, set_up_salon
from ..fakes.calcom import FakeCalcom


@pytest.fixture
def calcom(calcom_server, client) -> Iterator[FakeCalcom]:
    """The session's fake Cal.com, emptied for this test (and this replica's kept slots forgotten)."""
    calcom_server.reset()
    availability.forget_all()
    yield calcom_server
    calcom_server.reset()
    availability.forget_all()


async def connect_with_key(client, owner, calcom: FakeCalcom) -> dict:
    response = await client.put("/calcom/api-key", headers=owner.headers, json={"apiKey": calcom.issue_api_key()})
    assert response.status_code == 200, response.text
    return response.json()


async def on_calcom(app, client, owner, calcom: FakeCalcom, *, event_type_id: int = 101) -> None:
    """A salon (Maria, a haircut) whose bookings go to its Cal.com account's event type."""
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    await connect_with_key(client, owner, calcom)
    response = await client.put("/calcom/default-event-type", headers=owner.headers,
                                json={"eventTypeId": event_type_id})
    assert response.status_code == 200, response.text
    response = await client.put("/calendars/settings", headers=owner.headers, json={"bookingCalendar": "calcom"})
    assert response.status_code == 200 and response.json()["bookingCalendar"] == "calcom", response.text
