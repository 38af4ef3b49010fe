"""Test data made the way owners make it: through the service's own API."""

MONDAY_TO_FRIDAY = [{"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]


async def add_staff(client, owner, staff_id: str = "maria", name: str = "Maria Lopez", **extra) -> dict:
    response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                 json={"staffId": staff_id, "name": name, **extra})
    assert response.status_code == 201, response.text
    return response.json()


async def put_hours(client, owner, staff_id: str, hours: list[dict], **extra):
    return await client.put("/staff/hours", headers=owner.headers,
                            json={"staffId": staff_id, "hours": hours, **extra})


async def get_hours(client, owner, staff_id: str) -> list[dict]:
    response = await client.get(f"/staff/{staff_id}/hours", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["hours"]


async def put_time_off(client, owner, staff_id: str, ranges: list[dict], **extra):
    return await client.put("/staff/timeoff", headers=owner.headers,
                            json={"staffId": staff_id, "ranges": ranges, **extra})


async def get_time_off(client, owner, staff_id: str, *, history: bool = False) -> list[dict]:
    response = await client.get(f"/staff/{staff_id}/timeoff", headers=owner.headers,
                                params={"history": "true"} if history else None)
    assert response.status_code == 200, response.text
    return response.json()["ranges"]
