"""Google Calendar API v3 (providers.md §4) over httpx, with the tenant's OAuth token.

Every failure becomes a `GoogleFailure`: `GoogleUnavailable` (no answer, timeout, 5xx, 429: try again later) or
`GoogleRefused` (4xx: the request itself is wrong, or the calendar is gone). Nothing here commits.
"""

import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from booking.config import Settings
from booking.connections import oauth
from booking.google.errors import GoogleRefused, GoogleUnavailable

PROVIDER = "google"


@dataclass(frozen=True)
class Busy:
    start: datetime
    end: datetime


@dataclass(frozen=True)
class FreeBusy:
    """One calendar's answer: its busy periods, or the reason Google could not tell (e.g. `notFound`)."""

    busy: list[Busy]
    error: str | None = None


def _path(calendar_id: str) -> str:
    return quote(calendar_id, safe="")


def _rfc3339(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def _moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


class GoogleClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def _call(self, method: str, path: str, *, json: dict | None = None,
                    params: dict | None = None) -> dict[str, Any]:
        try:
            response = await self._http.request(method, path, json=json, params=params)
        except httpx.HTTPError as exc:
            raise GoogleUnavailable() from exc
        if response.status_code == 429 or response.status_code >= 500:
            raise GoogleUnavailable()
        if response.status_code >= 400:
            raise GoogleRefused(response.status_code, _reason(response))
        if response.status_code == 204 or not response.content:
            return {}
        try:
            return response.json()
        except ValueError:
            raise GoogleUnavailable() from None

    async def create_calendar(self, *, summary: str, time_zone: str) -> str:
        """calendars.insert: a secondary calendar in the connected account; its id."""
        created = await self._call("POST", "/calendars", json={"summary": summary, "timeZone": time_zone})
        if not created.get("id"):
            raise GoogleUnavailable()
        return created["id"]

    async def delete_calendar(self, calendar_id: str) -> None:
        await self._call("DELETE", f"/calendars/{_path(calendar_id)}")

    async def share(self, calendar_id: str, *, email: str, role: str = "writer") -> None:
        """acl.insert: the person (by e-mail) may use the calendar; Google tells them by e-mail."""
        await self._call("POST", f"/calendars/{_path(calendar_id)}/acl", params={"sendNotifications": "true"},
                         json={"role": role, "scope": {"type": "user", "value": email}})

    async def free_busy(self, calendar_ids: list[str], *, time_min: datetime,
                        time_max: datetime) -> dict[str, FreeBusy]:
        answer = await self._call("POST", "/freeBusy", json={
            "timeMin": _rfc3339(time_min), "timeMax": _rfc3339(time_max), "timeZone": "UTC",
            "items": [{"id": calendar_id} for calendar_id in calendar_ids]})
        calendars = answer.get("calendars") or {}
        found: dict[str, FreeBusy] = {}
        for calendar_id in calendar_ids:
            entry = calendars.get(calendar_id)
            if entry is None:
                found[calendar_id] = FreeBusy(busy=[], error="missing")
            elif entry.get("errors"):
                found[calendar_id] = FreeBusy(busy=[], error=entry["errors"][0].get("reason") or "unknown")
            else:
                found[calendar_id] = FreeBusy(busy=[Busy(_moment(period["start"]), _moment(period["end"]))
                                                    for period in entry.get("busy") or []])
        return found

    async def insert_event(self, calendar_id: str, event: dict) -> str:
        created = await self._call("POST", f"/calendars/{_path(calendar_id)}/events", json=event,
                                   params={"sendUpdates": "none"})
        if not created.get("id"):
            raise GoogleUnavailable()
        return created["id"]

    async def patch_event(self, calendar_id: str, event_id: str, changes: dict) -> None:
        await self._call("PATCH", f"/calendars/{_path(calendar_id)}/events/{_path(event_id)}", json=changes,
                         params={"sendUpdates": "none"})

    async def delete_event(self, calendar_id: str, event_id: str) -> None:
        await self._call("DELETE", f"/calendars/{_path(calendar_id)}/events/{_path(event_id)}",
                         params={"sendUpdates": "none"})


def _reason(response: httpx.Response) -> str:
    try:
        error = response.json().get("error")
    except ValueError:
        return f"HTTP {response.status_code}"
    if isinstance(error, dict):
        details = error.get("errors") or [{}]
        return details[0].get("reason") or error.get("status") or error.get("message") or \
            f"HTTP {response.status_code}"
    return str(error or f"HTTP {response.status_code}")


@asynccontextmanager
async def connect(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> AsyncIterator[GoogleClient]:
    """A client acting as the tenant's connected Google account (the token is refreshed first when due)."""
    token = await oauth.access_token(session, settings, tenant_id=tenant_id, provider=PROVIDER)
    async with httpx.AsyncClient(base_url=settings.google_api_url.rstrip("/"),
                                 headers={"Authorization": f"Bearer {token}"},
                                 timeout=settings.google_timeout_seconds) as http:
        yield GoogleClient(http)
