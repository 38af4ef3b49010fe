"""A real salon to book into: an owner registered and verified through the gateway, an onboarded catalogue, a few
stylists, and the free times to book (from the real availability API, never overlapping per stylist)."""

import asyncio
from dataclasses import dataclass
from datetime import date, datetime, timedelta

import httpx

from ringbook_devstack.owners import HAIRCUT, ok, onboarded_owner
from ringbook_devstack.stack import Stack

AVAILABILITY_WINDOW_DAYS = 31


@dataclass(frozen=True)
class Slot:
    """One booking to make: a stylist at a start, for a customer whose phone names the booking."""

    staff_id: str
    start: str
    phone: str


@dataclass
class Salon:
    tenant_id: str
    cookie: str
    slots: list[Slot]


async def _free_times(client: httpx.AsyncClient, staff_id: str) -> list[tuple[datetime, datetime]]:
    first = date.today() + timedelta(days=1)
    times = []
    for window in range(2):
        start = first + timedelta(days=window * AVAILABILITY_WINDOW_DAYS)
        found = ok(await client.get("/api/availability", params={
            "serviceId": HAIRCUT["serviceId"], "staffId": staff_id, "from": start.isoformat(),
            "to": (start + timedelta(days=AVAILABILITY_WINDOW_DAYS - 1)).isoformat()})).json()
        times += [(datetime.fromisoformat(s["start"]), datetime.fromisoformat(s["end"])) for s in found["slots"]]
    return times


def _apart(times: list[tuple[datetime, datetime]]) -> list[datetime]:
    """Starts that never overlap one another (with the buffer), so every booking of the run can succeed."""
    chosen, free_from = [], None
    for start, end in sorted(times):
        if free_from is None or start >= free_from:
            chosen.append(start)
            free_from = end + timedelta(minutes=HAIRCUT["bufferMin"])
    return chosen


async def open_salon(stack: Stack, *, stylists: int, bookings: int) -> Salon:
    """A new owner's salon with `stylists` stylists and `bookings` free, distinct times spread over days and staff."""
    base = f"http://127.0.0.1:{stack.gateway_port}"
    async with httpx.AsyncClient(base_url=base, timeout=30, headers={"origin": base}) as client:
        cookie = await onboarded_owner(client, stack.outbox_file, owner="Fault Owner", salon="Fault Salon")
        staff = [f"stylist{n}" for n in range(stylists)]
        for staff_id in staff:
            ok(await client.post("/staff/calendars/provision", json={"staffId": staff_id, "name": staff_id}))
        tenant_id = (await client.get("/portal/whoami")).json()["tenant"]["id"]
        per_staff = {staff_id: _apart(await _eventually_free(client, staff_id)) for staff_id in staff}
    # Round robin over stylists, day by day: the load touches many days and every stylist at once.
    slots: list[Slot] = []
    for index in range(max(len(starts) for starts in per_staff.values())):
        for staff_id, starts in per_staff.items():
            if index < len(starts) and len(slots) < bookings:
                slots.append(Slot(staff_id, starts[index].isoformat(), f"+1415{len(slots):07d}"))
    if len(slots) < bookings:
        raise RuntimeError(f"only {len(slots)} free times for {bookings} bookings")
    return Salon(tenant_id, cookie, slots)


async def _eventually_free(client: httpx.AsyncClient, staff_id: str) -> list[tuple[datetime, datetime]]:
    # The catalogue reaches booking as an event from tenants: until it lands the service is unknown.
    for _ in range(100):
        response = await client.get("/api/availability", params={"serviceId": HAIRCUT["serviceId"],
                                                                 "staffId": staff_id})
        if response.status_code == 200:
            return await _free_times(client, staff_id)
        await asyncio.sleep(0.1)
    raise RuntimeError(f"no availability for {staff_id}: {response.status_code} {response.text[:200]}")
