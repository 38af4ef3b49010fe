"""A real owner for the portal's Lighthouse runs: registered and verified through the gateway, with an onboarded
salon, a stylist and a day of appointments, so the measured pages show what an owner sees."""

import asyncio
import json
import re
import secrets
import uuid
from datetime import date, timedelta
from pathlib import Path

import httpx

HAIRCUT = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}
CUSTOMERS = ("Ana Lima", "Bea Costa", "Cai Ortiz", "Dee Park", "Eva Moss")


def _code_in(outbox_file: Path, email: str) -> str | None:
    # Production mode keeps /dev/outbox closed, so read the local sender's file directly.
    lines = outbox_file.read_text(encoding="utf-8").splitlines() if outbox_file.exists() else []
    for line in reversed(lines):
        message = json.loads(line)
        if message.get("to") == email:
            return re.search(r"\b(\d{6})\b", message["body"]).group(1)
    return None


async def _code(outbox_file: Path, email: str) -> str:
    """The code is mailed after the registration commits, so it may take a moment to arrive."""
    for _ in range(100):
        if code := _code_in(outbox_file, email):
            return code
        await asyncio.sleep(0.1)
    raise RuntimeError(f"no verification code for {email} in {outbox_file.name}")


def _ok(response: httpx.Response) -> httpx.Response:
    if response.status_code >= 300:
        raise RuntimeError(f"{response.request.method} {response.request.url.path}: "
                           f"{response.status_code} {response.text}")
    return response


async def portal_cookie(base_url: str, outbox_file: Path) -> str:
    """The `Cookie` header of a signed-in owner whose salon has services, a stylist and booked appointments."""
    async with httpx.AsyncClient(base_url=base_url, timeout=30, headers={"origin": base_url}) as client:
        email = f"bench-{uuid.uuid4().hex[:10]}@salon.example"
        password = secrets.token_urlsafe(16)
        _ok(await client.post("/auth/register", json={
            "fullName": "Bench Owner", "email": email, "password": password, "confirmPassword": password}))
        verified = _ok(await client.post("/auth/verify-email",
                                         json={"email": email, "code": await _code(outbox_file, email)}))
        cookie = "; ".join(f"{name}={value}" for name, value in verified.cookies.items())
        client.headers["cookie"] = cookie
        _ok(await client.put("/portal/tenants/settings", json={
            "name": "Bench Salon", "timezone": "America/New_York", "hours": {"start": "09:00", "end": "18:00"},
            "address": "12 Main St", "ownerPhone": "(415) 867-5309", "frontDeskPhone": ""}))
        _ok(await client.put("/portal/tenants/services", json=[HAIRCUT]))
        _ok(await client.post("/portal/tenants/onboarding/complete"))
        _ok(await client.post("/staff/calendars/provision", json={"staffId": "ana", "name": "Ana Ruiz"}))
        await _book_a_day(client)
        return cookie


async def _book_a_day(client: httpx.AsyncClient) -> None:
    first = date.today() + timedelta(days=1)
    found = _ok(await client.get("/api/availability", params={
        "serviceId": "haircut", "from": first.isoformat(), "to": (first + timedelta(days=6)).isoformat()})).json()
    for index, slot in enumerate(found["slots"][: len(CUSTOMERS) * 4 : 4]):
        _ok(await client.post("/api/appointments", json={
            "slotId": slot["slotId"], "customerName": CUSTOMERS[index], "customerPhone": f"+1415555010{index}"}))
