"""The owner's steps with Google, through the service's own API and the fake Google over real HTTP."""

import httpx

from booking.google import sync
from ringbook_common import clock


async def sign_in(client, owner, *, tamper_state: bool = False) -> httpx.Response:
    """Start, consent at (fake) Google in the 'browser', come back to the callback; the callback's answer."""
    start = await client.get("/oauth/google/start", headers=owner.headers)
    assert start.status_code == 200, start.text
    async with httpx.AsyncClient() as browser:
        consent = await browser.get(start.json()["url"])
    assert consent.status_code == 302, consent.text
    back = httpx.URL(consent.headers["location"])
    assert (back.host, back.path) == ("ringbook.test", "/oauth/google/callback")
    params = dict(back.params)
    if tamper_state:
        params["state"] = params["state"][::-1]
    return await client.get("/oauth/google/callback", params=params, headers=owner.headers)


async def connect(client, owner) -> None:
    done = await sign_in(client, owner)
    assert done.status_code == 303, done.text
    assert done.headers["location"] == "http://ringbook.test/auth/popup-complete?provider=google&ok=1"


async def status(client, owner) -> bool:
    response = await client.get("/auth/google/status", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["connected"]


async def staff_list(client, owner) -> dict[str, dict]:
    response = await client.get("/staff/calendars", headers=owner.headers)
    assert response.status_code == 200, response.text
    return {member["staffId"]: member for member in response.json()["staff"]}


async def retry_pending(app, **kwargs) -> int:
    return await sync.provision_pending(app.state.sessionmaker, app.state.settings,
                                        now=kwargs.pop("now", None) or clock.now(), **kwargs)


async def copy_busy(app) -> int:
    return await sync.refresh_busy(app.state.sessionmaker, app.state.settings, now=clock.now())
