"""A salon profile made real on a running stack through the product's own APIs, as an owner would: sign-up,
Settings, the catalogue, every setup-wizard step (hours, languages, staff, services), each stylist's own week,
and the launch that gives the salon its number on the simulated line."""

import asyncio
import json
import re
import secrets
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from evals.profiles import WEEKDAYS, Profile, Stylist
from ringbook_common.testing.wait import eventually
from ringbook_devstack.stack import Stack


class SetupFailed(Exception):
    """The product refused a step of a salon's setup; the message names the step and the answer."""


def ok(response: httpx.Response) -> httpx.Response:
    if response.status_code >= 300:
        raise SetupFailed(f"{response.request.method} {response.request.url.path}: "
                          f"{response.status_code} {response.text[:300]}")
    return response


@dataclass
class Owner:
    """A signed-in owner's client; signs in again when the session has lapsed (the pinned clock may move past
    its expiry)."""

    client: httpx.AsyncClient
    email: str
    password: str

    async def request(self, method: str, path: str, **kwargs) -> httpx.Response:
        response = await self.client.request(method, path, **kwargs)
        if response.status_code == 401:
            await self.sign_in()
            response = await self.client.request(method, path, **kwargs)
        return response

    async def sign_in(self) -> None:
        signed = ok(await self.client.post("/auth/login", json={"email": self.email, "password": self.password}))
        _keep_cookie(self.client, signed)


@dataclass
class Salon:
    """A profile's salon on the stack: whose it is, the number that rings its receptionist, its stylists' ids."""

    profile: Profile
    tenant_id: uuid.UUID
    number: str
    owner: Owner
    staff_ids: dict[str, str] = field(default_factory=dict)  # full name -> staffId

    def staff_id(self, said: str) -> str | None:
        stylist = self.profile.stylist(said)
        return self.staff_ids.get(stylist.name) if stylist else None


def _keep_cookie(client: httpx.AsyncClient, response: httpx.Response) -> None:
    # The session cookie is Secure outside dev: send it by hand over loopback http.
    if response.cookies:
        client.headers["cookie"] = "; ".join(f"{name}={value}" for name, value in response.cookies.items())


def _code_in(outbox_file: Path, email: str) -> str | None:
    lines = outbox_file.read_text(encoding="utf-8").splitlines() if outbox_file.exists() else []
    for line in reversed(lines):
        message = json.loads(line)
        if message.get("to") == email and (found := re.search(r"\b(\d{6})\b", message.get("body", ""))):
            return found.group(1)
    return None


async def _sign_up(client: httpx.AsyncClient, stack: Stack, profile: Profile) -> Owner:
    email = f"owner-{profile.key}-{uuid.uuid4().hex[:8]}@salon.example"
    password = secrets.token_urlsafe(16)
    ok(await client.post("/auth/register", json={"fullName": f"{profile.name} Owner", "email": email,
                                                 "password": password, "confirmPassword": password}))
    code = await eventually(lambda: asyncio.to_thread(_code_in, stack.outbox_file, email), timeout=30)
    verified = ok(await client.post("/auth/verify-email", json={"email": email, "code": code}))
    _keep_cookie(client, verified)
    return Owner(client, email, password)


def _address(profile: Profile) -> str:
    place = profile.address
    return ", ".join(part for part in (place.street, place.city, f"{place.state} {place.zip}".strip()) if part)


def _operating_hours(profile: Profile) -> dict[str, dict]:
    return {day: ({"open": profile.hours[day].open, "close": profile.hours[day].close, "closed": False}
                  if day in profile.hours else {"open": "09:00", "close": "17:00", "closed": True})
            for day in WEEKDAYS}


def _settings_hours(profile: Profile) -> dict[str, str]:
    """Settings' `hours` is a view of the week: the earliest opening and the latest closing."""
    return {"start": min(o.open for o in profile.hours.values()), "end": max(o.close for o in profile.hours.values())}


def _catalogue(profile: Profile) -> list[dict]:
    return [{"serviceId": s.service_id, "name": s.name, "durationMin": s.duration, "bufferMin": s.buffer,
             "price": s.price} for s in profile.services]


def _stylist_body(profile: Profile, stylist: Stylist) -> dict:
    """What the wizard is told of a stylist. The one place for a profile's field the product may not take yet: the
    wizard ignores fields it does not know, so a stylist's `phone` is kept once the product keeps staff phones and
    quietly left out before."""
    email = f"{re.sub(r'[^a-z]+', '.', stylist.name.lower()).strip('.')}@{profile.key}.salon.example"
    return {"name": stylist.name, "title": stylist.title, "email": email,
            **({"phone": stylist.phone} if stylist.phone else {})}


async def _wizard(owner: Owner, profile: Profile) -> None:
    place = profile.address
    steps: list[tuple[str, dict]]  # each path and its body
    steps = [("/api/receptionist/event-types", {"defaultEventTypeId": profile.services[0].service_id,
                                                "serviceEventTypeMappings": []}),
             ("/api/receptionist/business-info", {
                 "location": place.street, "city": place.city, "state": place.state, "zipCode": place.zip,
                 "areaCode": "", "aiName": "Brian", "voiceId": "male", "additionalLanguages": profile.languages,
                 "operatingHours": _operating_hours(profile)}),
             *(("/api/receptionist/staff", _stylist_body(profile, stylist)) for stylist in profile.staff),
             ("/api/receptionist/services", {"services": _catalogue(profile)})]
    for path, body in steps:
        # The receptionist learns the catalogue from the tenants service's event: until then it has no event types.
        async def post(path: str = path, body: dict = body) -> httpx.Response | None:
            response = await owner.request("POST", path, json=body)
            # Until the catalogue's event reaches the receptionist it has no event types; a calendar busy
            # starting up answers 503 for a moment.
            waiting = (response.status_code == 422 and "No event types found" in response.text) or \
                response.status_code == 503
            return None if waiting else response
        ok(await eventually(post, timeout=30))


async def _staff_weeks(owner: Owner, profile: Profile) -> dict[str, str]:
    """Each stylist's own week from `works` (inside the salon's hours); answers their staff ids by full name."""
    listed = ok(await owner.request("GET", "/staff/calendars")).json()["staff"]
    ids = {member["name"]: member["staffId"] for member in listed}
    for stylist in profile.staff:
        if stylist.name not in ids:
            raise SetupFailed(f"{profile.key}: the stylist {stylist.name} was not added")
        week = [{"dow": int(day), "start": profile.hours[day].open, "end": profile.hours[day].close}
                for day in profile.working_days(stylist)]
        ok(await owner.request("PUT", "/staff/hours", json={"staffId": ids[stylist.name], "hours": week}))
    return {stylist.name: ids[stylist.name] for stylist in profile.staff}


async def _launch(owner: Owner) -> str:
    ok(await owner.request("POST", "/api/receptionist/provision", json={}))

    async def ready() -> dict | None:
        status = ok(await owner.request("GET", "/api/receptionist/status")).json()
        if status["status"] == "failed":
            raise SetupFailed(f"the launch failed: {status}")
        return status if status["status"] == "ready" and status.get("phoneNumber") else None
    return (await eventually(ready, timeout=90, interval=0.2))["phoneNumber"]


async def open_salon(stack: Stack, profile: Profile) -> Salon:
    """The profile's salon, set up and launched on the stack through its gateway."""
    base = f"http://127.0.0.1:{stack.gateway_port}"
    client = httpx.AsyncClient(base_url=base, timeout=30, headers={"origin": base})
    try:
        owner = await _sign_up(client, stack, profile)
        ok(await owner.request("PUT", "/portal/tenants/settings", json={
            "name": profile.name, "timezone": profile.timezone, "hours": _settings_hours(profile),
            "address": _address(profile), "ownerPhone": profile.owner_phone,
            "frontDeskPhone": profile.front_desk_phone}))
        ok(await owner.request("PUT", "/portal/tenants/services", json=_catalogue(profile)))
        ok(await owner.request("POST", "/portal/tenants/onboarding/complete"))
        await _wizard(owner, profile)
        staff_ids = await _staff_weeks(owner, profile)
        number = await _launch(owner)
        tenant_id = uuid.UUID(ok(await owner.request("GET", "/portal/whoami")).json()["tenant"]["id"])
    except BaseException:
        await client.aclose()
        raise
    return Salon(profile, tenant_id, number, owner, staff_ids)
