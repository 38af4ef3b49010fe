"""Real owners for cross-service tests: registered and verified through the gateway, with a session."""

import re
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx

from ringbook_common.testing.wait import eventually

PASSWORD = "a long enough password"


async def latest_code(client: httpx.AsyncClient, email: str) -> str:
    async def find() -> str | None:
        messages = (await client.get("/dev/outbox", params={"to": email})).json()
        return re.search(r"\b(\d{6})\b", messages[0]["body"]).group(1) if messages else None
    return await eventually(find)


@asynccontextmanager
async def signed_in_owner(gateway_url: str, *, name: str = "Maria Lopez") -> AsyncIterator[httpx.AsyncClient]:
    """A browser-like client holding a verified owner's session cookie."""
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"origin": gateway_url}) as client:
        await _register_and_verify(client, name)
        yield client


async def _register_and_verify(client: httpx.AsyncClient, name: str) -> None:
    email = f"owner-{uuid.uuid4().hex[:10]}@salon.example"
    registered = await client.post("/auth/register", json={
        "fullName": name, "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
    assert registered.status_code == 201, registered.text
    verified = await client.post("/auth/verify-email", json={"email": email, "code": await latest_code(client, email)})
    assert verified.status_code == 200, verified.text
    client.owner = verified.json()
