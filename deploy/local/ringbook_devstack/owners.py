"""A real owner on a running stack, made through the gateway as the portal makes one: registered, verified with the
code the local mail sender wrote, and onboarded with a salon that sells a Haircut. For the tools that drive a stack
from outside (benchmarks, fault scenarios): they run it in production mode, where /dev/outbox is closed, so the
code is read from the sender's file."""

import asyncio
import json
import re
import secrets
import uuid
from pathlib import Path
from typing import TypedDict

import httpx


class CatalogueService(TypedDict):
    serviceId: str
    name: str
    durationMin: int
    bufferMin: int
    price: int


HAIRCUT: CatalogueService = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}


def ok(response: httpx.Response) -> httpx.Response:
    """The response, or an error naming the request and what the stack answered."""
    if response.status_code >= 300:
        raise RuntimeError(f"{response.request.method} {response.request.url.path}: "
                           f"{response.status_code} {response.text[:300]}")
    return response


def _code_in(outbox_file: Path, email: str) -> str | None:
    lines = outbox_file.read_text(encoding="utf-8").splitlines() if outbox_file.exists() else []
    for line in reversed(lines):
        message = json.loads(line)
        if message.get("to") == email:
            code = re.search(r"\b(\d{6})\b", message["body"])
            return code.group(1) if code else None
    return None


async def _code(outbox_file: Path, email: str) -> str:
    """The code is mailed after the registration commits, so it may take a moment to arrive."""
    for _ in range(200):
        if code := await asyncio.to_thread(_code_in, outbox_file, email):
            return code
        await asyncio.sleep(0.1)
    raise RuntimeError(f"no verification code for {email} in {outbox_file.name}")


async def onboarded_owner(client: httpx.AsyncClient, outbox_file: Path, *, owner: str, salon: str) -> str:
    """Signs `client` (whose base URL is the gateway) in as a new owner of an onboarded salon; answers the session's
    `Cookie` header, which the client now sends."""
    email = f"{owner.split()[0].lower()}-{uuid.uuid4().hex[:10]}@salon.example"
    password = secrets.token_urlsafe(16)
    ok(await client.post("/auth/register", json={
        "fullName": owner, "email": email, "password": password, "confirmPassword": password}))
    verified = ok(await client.post("/auth/verify-email", json={
        "email": email, "code": await _code(outbox_file, email)}))
    # The session cookie is Secure outside dev: send it by hand over loopback http.
    cookie = "; ".join(f"{name}={value}" for name, value in verified.cookies.items())
    client.headers["cookie"] = cookie
    ok(await client.put("/portal/tenants/settings", json={
        "name": salon, "timezone": "America/New_York", "hours": {"start": "09:00", "end": "18:00"},
        "address": "12 Main St", "ownerPhone": "(415) 867-5309", "frontDeskPhone": ""}))
    ok(await client.put("/portal/tenants/services", json=[HAIRCUT]))
    ok(await client.post("/portal/tenants/onboarding/complete"))
    return cookie
