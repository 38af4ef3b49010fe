"""Cal.com API v2 over HTTP (providers.md §2): the bearer token, the `cal-api-version` of each endpoint family, the
`{status, data}` envelope and its `{status: "error", error: {code, message}}` failures.

Anything that says Cal.com itself is in trouble (a timeout, no connection, a 5xx, an answer that is not its JSON)
becomes `CalcomUnavailable` (503), so a caller never sees a 500 or a stack trace; a 4xx is `CalcomRefused`, which the
caller turns into its own meaning (a refused key, a taken slot, no event types).
"""

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import httpx

from booking.calcom.errors import CalcomRefused, CalcomUnavailable
from booking.config import Settings

logger = logging.getLogger("ringbook.booking.calcom")

SLOTS, EVENT_TYPES, BOOKINGS, OTHER = "slots", "event_types", "bookings", "other"
TRIGGERS = ("BOOKING_CREATED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED")


@dataclass(frozen=True)
class Booking:
    uid: str
    start: datetime
    end: datetime
    status: str
    rescheduled_from: str | None = None


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def parse_instant(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone(UTC)


def _booking(data: Any) -> Booking:
    if isinstance(data, list):  # a recurring booking answers every occurrence; we only make single ones
        data = data[0]
    try:
        return Booking(uid=str(data["uid"]), start=parse_instant(data["start"]), end=parse_instant(data["end"]),
                       status=str(data.get("status", "accepted")), rescheduled_from=data.get("rescheduledFromUid"))
    except (KeyError, TypeError, ValueError):
        raise CalcomUnavailable() from None


class CalcomClient:
    """One tenant's view of Cal.com: `async with CalcomClient(settings, token) as calcom: await calcom.me()`."""

    def __init__(self, settings: Settings, token: str | None) -> None:
        self._settings = settings
        self._versions = {SLOTS: settings.calcom_version_slots, EVENT_TYPES: settings.calcom_version_event_types,
                          BOOKINGS: settings.calcom_version_bookings}
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._http = httpx.AsyncClient(base_url=settings.calcom_api_url.rstrip("/"), headers=headers,
                                       timeout=settings.calcom_timeout_seconds)

    async def __aenter__(self) -> "CalcomClient":
        return self

    async def __aexit__(self, *_: object) -> None:
        await self._http.aclose()

    async def _call(self, method: str, path: str, family: str, *, params: dict | None = None,
                    json: dict | None = None) -> Any:
        headers = {"cal-api-version": self._versions[family]} if family in self._versions else {}
        try:
            response = await self._http.request(method, path, params=params, json=json, headers=headers)
        except httpx.HTTPError as exc:
            logger.warning("cal.com unreachable", extra={"path": path, "error": type(exc).__name__})
            raise CalcomUnavailable() from None
        if response.status_code >= 500:
            logger.warning("cal.com failed", extra={"path": path, "status": response.status_code})
            raise CalcomUnavailable()
        try:
            body = response.json()
        except ValueError:
            body = None
        if response.status_code >= 400:
            error = body.get("error") if isinstance(body, dict) else None
            error = error if isinstance(error, dict) else {}
            raise CalcomRefused(response.status_code, str(error.get("code") or response.status_code),
                                str(error.get("message") or response.reason_phrase))
        if not isinstance(body, dict) or body.get("status") != "success":
            raise CalcomUnavailable()
        return body.get("data")

    async def me(self) -> dict:
        data = await self._call("GET", "/me", OTHER)
        if not isinstance(data, dict):
            raise CalcomUnavailable()
        return data

    async def event_types(self, username: str) -> list[dict]:
        """The account's event types; none at all is an empty list (Cal.com answers 404)."""
        try:
            data = await self._call("GET", "/event-types", EVENT_TYPES, params={"username": username})
        except CalcomRefused as refused:
            if refused.status == 404:
                return []
            raise
        if not isinstance(data, list):
            raise CalcomUnavailable()
        return [item for item in data if isinstance(item, dict) and isinstance(item.get("id"), int)]

    async def slots(self, *, event_type_id: int, start: datetime, end: datetime,
                    timezone: str) -> list[tuple[datetime, datetime]]:
        """Free (start, end) ranges of the event type from `start` to `end`, in time order."""
        data = await self._call("GET", "/slots", SLOTS, params={
            "eventTypeId": event_type_id, "start": iso(start), "end": iso(end), "timeZone": timezone,
            "slotFormat": "range"})
        if not isinstance(data, dict):
            raise CalcomUnavailable()
        found = []
        try:
            for day in data.values():
                for item in day:
                    found.append((parse_instant(item["start"]), parse_instant(item["end"])))
        except (KeyError, TypeError, ValueError):
            raise CalcomUnavailable() from None
        return sorted(found)

    async def create_booking(self, *, event_type_id: int, start: datetime, attendee: dict,
                             metadata: dict[str, str]) -> Booking:
        return _booking(await self._call("POST", "/bookings", BOOKINGS, json={
            "start": iso(start), "eventTypeId": event_type_id, "attendee": attendee, "metadata": metadata}))

    async def reschedule(self, uid: str, *, start: datetime, reason: str | None = None) -> Booking:
        body: dict[str, Any] = {"start": iso(start)}
        if reason:
            body["reschedulingReason"] = reason
        return _booking(await self._call("POST", f"/bookings/{uid}/reschedule", BOOKINGS, json=body))

    async def cancel(self, uid: str, *, reason: str | None = None) -> None:
        await self._call("POST", f"/bookings/{uid}/cancel", BOOKINGS,
                         json={"cancellationReason": reason} if reason else {})

    async def create_webhook(self, *, subscriber_url: str, secret: str) -> str:
        data = await self._call("POST", "/webhooks", OTHER, json={
            "subscriberUrl": subscriber_url, "triggers": list(TRIGGERS), "active": True, "secret": secret})
        if not isinstance(data, dict) or "id" not in data:
            raise CalcomUnavailable()
        return str(data["id"])

    async def delete_webhook(self, webhook_id: str) -> None:
        await self._call("DELETE", f"/webhooks/{webhook_id}", OTHER)

