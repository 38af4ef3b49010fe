"""A real owner for the portal's Lighthouse runs: registered and verified through the gateway, with an onboarded
salon, a stylist and a day of appointments, so the measured pages show what an owner sees."""

import asyncio
from datetime import date, timedelta
from pathlib import Path

import httpx

from ringbook_devstack.owners import ok, onboarded_owner

CUSTOMERS = ("Ana Lima", "Bea Costa", "Cai Ortiz", "Dee Park", "Eva Moss")


async def portal_cookie(base_url: str, outbox_file: Path) -> str:
    """The `Cookie` header of a signed-in owner whose salon has services, a stylist and booked appointments."""
    async with httpx.AsyncClient(base_url=base_url, timeout=30, headers={"origin": base_url}) as client:
        cookie = await onboarded_owner(client, outbox_file, owner="Bench Owner", salon="Bench Salon")
        ok(await client.post("/staff/calendars/provision", json={"staffId": "ana", "name": "Ana Ruiz"}))
        await _book_a_day(client)
        return cookie


async def _book_a_day(client: httpx.AsyncClient) -> None:
    first = date.today() + timedelta(days=1)
    params = {"serviceId": "haircut", "from": first.isoformat(), "to": (first + timedelta(days=6)).isoformat()}
    # Booking learns the menu from tenants' event, a moment after onboarding answers.
    for _ in range(100):
        answer = await client.get("/api/availability", params=params)
        if answer.status_code != 404:
            break
        await asyncio.sleep(0.1)
    found = ok(answer).json()
    for index, slot in enumerate(found["slots"][: len(CUSTOMERS) * 4 : 4]):
        ok(await client.post("/api/appointments", json={
            "slotId": slot["slotId"], "customerName": CUSTOMERS[index], "customerPhone": f"+1415555010{index}"}))
