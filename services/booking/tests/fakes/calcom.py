"""A fake Cal.com (providers.md §2) on a real loopback port: OAuth (authorize + token, PKCE S256, refresh with
rotation), API keys, `/v2/me`, event types (each with a host whose schedule has its own zone and hours), slots
computed from each host's schedule and bookings, bookings (create, reschedule, cancel, read), webhooks (register,
delete, signed deliveries), the `cal-api-version` each endpoint family needs, and switches for an outage (503, or
hanging).

It runs uvicorn in a thread of its own, so the app under test talks to it over HTTP exactly as to Cal.com.
"""

import asyncio
import base64
import hashlib
import hmac
import json
import secrets
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from datetime import time as clock_time
from urllib.parse import parse_qsl, urlencode, urlsplit
from zoneinfo import ZoneInfo

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from ringbook_common.testing.loopback import LoopbackServer

VERSIONS = {"slots": "2024-09-04", "event_types": "2024-06-14", "bookings": "2024-08-13"}
CLIENT_ID, CLIENT_SECRET = "ringbook-test-client", "ringbook-test-client-secret"


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _instant(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone(UTC)


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"status": "error", "timestamp": _iso(datetime.now(UTC)), "path": "",
                         "error": {"code": code, "message": message, "details": {}}}, status_code=status)


def _ok(data: object, status: int = 200) -> JSONResponse:
    return JSONResponse({"status": "success", "data": data}, status_code=status)


def _oauth_error(error: str, description: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": error, "error_description": description}, status_code=status)


@dataclass
class Delivery:
    url: str
    body: bytes
    headers: dict[str, str]


@dataclass(frozen=True)
class Host:
    """A host of the account's event types and the schedule (zone, hours every day) they are booked in. One host
    is never booked twice at once, whichever of their event types is booked."""

    id: int
    name: str
    timezone: str = "America/New_York"
    day_start: int = 9
    day_end: int = 17


OWNER = Host(7, "Salon Uno")


@dataclass
class FakeCalcomState:
    username: str = "salon-uno"
    event_types: list[dict] = field(default_factory=lambda: [
        {"id": 101, "title": "Haircut", "slug": "haircut", "lengthInMinutes": 45, "description": "A cut"},
        {"id": 102, "title": "Colour", "slug": "colour", "lengthInMinutes": 120, "description": ""}])
    hosts: dict[int, Host] = field(default_factory=dict)  # event type id -> its host (none: OWNER)
    api_keys: set[str] = field(default_factory=set)
    codes: dict[str, dict] = field(default_factory=dict)
    access_tokens: dict[str, float] = field(default_factory=dict)  # token -> expiry (epoch seconds)
    refresh_tokens: set[str] = field(default_factory=set)
    bookings: dict[str, dict] = field(default_factory=dict)
    webhooks: dict[str, dict] = field(default_factory=dict)
    pending: list[Delivery] = field(default_factory=list)
    requests: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)
    refreshes: int = 0
    outage: str | None = None  # None, "down" (503) or "hang"


class FakeCalcom:
    def __init__(self) -> None:
        self.state = FakeCalcomState()
        self._lock = threading.RLock()
        self._released = threading.Event()  # set: hanging requests end
        self._released.set()
        self._server = LoopbackServer(self._app(), "the fake Cal.com")

    # ---- the test's controls --------------------------------------------------------------------------------

    def reset(self) -> None:
        self._released.set()
        with self._lock:
            self.state = FakeCalcomState()

    def down(self, mode: str | None = "down") -> None:
        """"down": every API call answers 503; "hang": it never answers (until `down(None)`)."""
        self.state.outage = mode
        if mode == "hang":
            self._released.clear()
        else:
            self._released.set()

    def issue_api_key(self) -> str:
        key = f"cal_test_{secrets.token_hex(12)}"
        self.state.api_keys.add(key)
        return key

    def expire_access_tokens(self) -> None:
        with self._lock:
            for token in self.state.access_tokens:
                self.state.access_tokens[token] = 0

    def booking(self, uid: str) -> dict:
        return self.state.bookings[uid]

    def add_event_type(self, event_type_id: int, title: str, *, length: int = 45, host: Host = OWNER) -> None:
        """Another event type of the account, hosted (and scheduled) by `host`."""
        with self._lock:
            self.state.event_types.append({"id": event_type_id, "title": title, "slug": title.lower().replace(" ", "-"),
                                           "lengthInMinutes": length, "description": ""})
            self.state.hosts[event_type_id] = host

    def active_bookings(self) -> list[dict]:
        return [b for b in self.state.bookings.values() if b["status"] == "accepted"]

    def book_elsewhere(self, start: datetime, *, name: str = "Walk In", email: str = "walk.in@example.com",
                       event_type_id: int = 101) -> dict:
        """A booking made on Cal.com's own booking page (a webhook is queued)."""
        return self._create(event_type_id=event_type_id, start=start.astimezone(UTC),
                            attendee={"name": name, "email": email, "timeZone": "America/New_York"}, metadata={})

    def reschedule_elsewhere(self, uid: str, start: datetime) -> dict:
        return self._reschedule(uid, start.astimezone(UTC), "Rescheduled on Cal.com")

    def cancel_elsewhere(self, uid: str, reason: str = "Customer cancelled on Cal.com") -> dict:
        return self._cancel(uid, reason)

    async def deliver(self, client: httpx.AsyncClient) -> list[httpx.Response]:
        """Send the queued webhook deliveries, in order, to their subscriber URLs' paths through `client`."""
        with self._lock:
            pending, self.state.pending = self.state.pending, []
        responses = []
        for delivery in pending:
            url = urlsplit(delivery.url)
            responses.append(await client.post(url.path, content=delivery.body, headers=delivery.headers))
        return responses

    def authorize_url(self) -> str:
        return f"{self.base_url}/auth/oauth2/authorize"

    def calls(self, path_part: str) -> list[tuple[str, str, dict[str, str]]]:
        return [call for call in self.state.requests if path_part in call[1]]

    # ---- serving ---------------------------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return self._server.base_url

    def start(self) -> "FakeCalcom":
        self._server.start()
        return self

    def stop(self) -> None:
        self.down(None)
        self._server.stop()

    def _app(self) -> Starlette:
        return Starlette(routes=[
            Route("/auth/oauth2/authorize", self._authorize, methods=["GET"]),
            Route("/v2/auth/oauth2/token", self._token, methods=["POST"]),
            Route("/v2/me", self._api(self._me, family=None), methods=["GET"]),
            Route("/v2/event-types", self._api(self._event_types, family="event_types"), methods=["GET"]),
            Route("/v2/slots", self._api(self._slots, family="slots", auth=False), methods=["GET"]),
            Route("/v2/bookings", self._api(self._create_booking, family="bookings", auth=False), methods=["POST"]),
            Route("/v2/bookings/{uid}", self._api(self._get_booking, family="bookings"), methods=["GET"]),
            Route("/v2/bookings/{uid}/reschedule", self._api(self._reschedule_booking, family="bookings",
                                                              auth=False), methods=["POST"]),
            Route("/v2/bookings/{uid}/cancel", self._api(self._cancel_booking, family="bookings", auth=False),
                  methods=["POST"]),
            Route("/v2/webhooks", self._api(self._create_webhook, family=None), methods=["POST"]),
            Route("/v2/webhooks/{webhook_id}", self._api(self._delete_webhook, family=None), methods=["DELETE"]),
        ])

    def _api(self, handler, *, family: str | None, auth: bool = True):
        async def endpoint(request: Request) -> Response:
            self.state.requests.append((request.method, request.url.path, dict(request.headers)))
            if self.state.outage == "down":
                return _error(503, "ServiceUnavailable", "Cal.com is down")
            if self.state.outage == "hang":
                await asyncio.to_thread(self._released.wait, 60)
                return _error(503, "ServiceUnavailable", "Cal.com was hanging")  # the caller gave up long ago
            if family and request.headers.get("cal-api-version") != VERSIONS[family]:
                # The real one silently falls back to an older controller; the fake refuses, so a test notices.
                return _error(400, "BadRequest", f"cal-api-version must be {VERSIONS[family]} here")
            authorization = request.headers.get("authorization", "")
            if (auth or authorization) and not self._authorized(authorization):
                return _error(401, "Unauthorized", "Invalid Access Token")
            with self._lock:
                return await handler(request)
        return endpoint

    def _authorized(self, authorization: str) -> bool:
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer" or not token:
            return False
        return token in self.state.api_keys or self.state.access_tokens.get(token, 0) > time.time()

    # ---- OAuth -----------------------------------------------------------------------------------------------

    async def _authorize(self, request: Request) -> Response:
        query = request.query_params
        redirect_uri, state = query.get("redirect_uri", ""), query.get("state", "")
        if query.get("client_id") != CLIENT_ID or not redirect_uri:
            return _oauth_error("invalid_request", "unknown client")
        if query.get("code_challenge_method", "S256") != "S256" or not query.get("code_challenge"):
            params = {"error": "invalid_request", "error_description": "code_challenge (S256) is required"}
            return RedirectResponse(f"{redirect_uri}?{urlencode({**params, 'state': state})}", status_code=302)
        code = secrets.token_urlsafe(16)
        self.state.codes[code] = {"redirect_uri": redirect_uri, "challenge": query["code_challenge"],
                                  "scope": query.get("scope", "")}
        return RedirectResponse(f"{redirect_uri}?{urlencode({'code': code, 'state': state})}", status_code=302)

    async def _token(self, request: Request) -> Response:
        if request.headers.get("content-type", "").startswith("application/json"):
            form = await request.json()
        else:
            form = dict(parse_qsl((await request.body()).decode()))
        if form.get("client_id") != CLIENT_ID or form.get("client_secret") != CLIENT_SECRET:
            return _oauth_error("invalid_client", "client authentication failed", 401)
        with self._lock:
            if form.get("grant_type") == "authorization_code":
                grant = self.state.codes.pop(str(form.get("code", "")), None)
                if grant is None:
                    return _oauth_error("invalid_grant", "code_invalid_or_expired")
                if grant["redirect_uri"] != form.get("redirect_uri"):
                    return _oauth_error("invalid_grant", "redirect_uri_mismatch")
                verifier = str(form.get("code_verifier", ""))
                digest = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
                if not verifier or not hmac.compare_digest(digest, grant["challenge"]):
                    return _oauth_error("invalid_grant", "code_verifier does not match the code_challenge")
                return JSONResponse(self._tokens(grant["scope"]))
            if form.get("grant_type") == "refresh_token":
                refresh = str(form.get("refresh_token", ""))
                if refresh not in self.state.refresh_tokens:
                    return _oauth_error("invalid_grant", "invalid_refresh_token")
                self.state.refresh_tokens.discard(refresh)  # rotated: each refresh token works once
                self.state.refreshes += 1
                return JSONResponse(self._tokens("BOOKING_READ BOOKING_WRITE"))
        return _oauth_error("unsupported_grant_type", "grant_type not supported")

    def _tokens(self, scope: str) -> dict:
        access, refresh = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        self.state.access_tokens[access] = time.time() + 1800
        self.state.refresh_tokens.add(refresh)
        return {"access_token": access, "refresh_token": refresh, "token_type": "bearer", "expires_in": 1800,
                "scope": scope}

    # ---- the API ---------------------------------------------------------------------------------------------

    async def _me(self, request: Request) -> Response:
        return _ok({"id": 7, "username": self.state.username, "email": "owner@salon-uno.test",
                    "timeZone": "America/New_York"})

    async def _event_types(self, request: Request) -> Response:
        if request.query_params.get("username") != self.state.username or not self.state.event_types:
            return _error(404, "NotFoundException", "Event types not found")
        return _ok([{**item, "bookingFields": []} for item in self.state.event_types])

    def _event_type(self, event_type_id: object) -> dict | None:
        return next((e for e in self.state.event_types if e["id"] == event_type_id), None)

    def _known_event_type(self, event_type_id: object) -> dict:
        """An event type a booking was made with."""
        return next(e for e in self.state.event_types if e["id"] == event_type_id)

    def _host(self, event_type_id: object) -> Host:
        return self.state.hosts.get(event_type_id, OWNER) if isinstance(event_type_id, int) else OWNER

    def _is_free(self, event_type_id: int, start: datetime, end: datetime, *, ignore: str | None = None) -> bool:
        host = self._host(event_type_id)
        zone = ZoneInfo(host.timezone)
        local = start.astimezone(zone)
        opens = datetime.combine(local.date(), clock_time(host.day_start), tzinfo=zone)
        closes = datetime.combine(local.date(), clock_time(host.day_end), tzinfo=zone)
        if start < opens or end > closes or start < datetime.now(UTC):
            return False
        return not any(b["status"] == "accepted" and b["uid"] != ignore and self._host(b["eventTypeId"]) == host
                       and _instant(b["start"]) < end and start < _instant(b["end"])
                       for b in self.state.bookings.values())

    async def _slots(self, request: Request) -> Response:
        query = request.query_params
        try:
            event_type = self._event_type(int(query.get("eventTypeId", "")))
            first, last = _instant(query["start"]), _instant(query["end"])
            zone = ZoneInfo(query.get("timeZone") or "UTC")
        except (KeyError, ValueError):
            return _error(400, "BadRequest", "eventTypeId, start and end are required")
        if event_type is None:
            return _error(404, "NotFoundException", "Event type not found")
        length = timedelta(minutes=event_type["lengthInMinutes"])
        host = self._host(event_type["id"])
        schedule = ZoneInfo(host.timezone)
        days: dict[str, list[dict]] = {}
        day: date = first.astimezone(schedule).date()
        while datetime.combine(day, clock_time(0), tzinfo=schedule) < last:
            moment = datetime.combine(day, clock_time(host.day_start), tzinfo=schedule)
            while moment + length <= datetime.combine(day, clock_time(host.day_end), tzinfo=schedule):
                if first <= moment < last and self._is_free(event_type["id"], moment, moment + length):
                    item = {"start": moment.astimezone(zone).isoformat(timespec="milliseconds")}
                    if query.get("slotFormat") == "range":
                        item["end"] = (moment + length).astimezone(zone).isoformat(timespec="milliseconds")
                    days.setdefault(moment.astimezone(zone).date().isoformat(), []).append(item)
                moment += length
            day += timedelta(days=1)
        return _ok(days)

    async def _create_booking(self, request: Request) -> Response:
        body = await request.json()
        attendee = body.get("attendee") or {}
        if not body.get("start") or not attendee.get("name") or not attendee.get("timeZone") \
                or not (attendee.get("email") or attendee.get("phoneNumber")):
            return _error(400, "BadRequest", "start and attendee {name, timeZone, email or phoneNumber} required")
        event_type = self._event_type(body.get("eventTypeId"))
        if event_type is None:
            return _error(404, "NotFoundException", "Event type not found")
        metadata = body.get("metadata") or {}
        if len(metadata) > 50 or any(len(k) > 40 or len(str(v)) > 500 for k, v in metadata.items()):
            return _error(400, "BadRequest", "metadata too large")
        start = _instant(body["start"])
        length = timedelta(minutes=event_type["lengthInMinutes"])
        if not self._is_free(event_type["id"], start, start + length):
            return _error(400, "BadRequest", "User either already has booking at this time or is not available")
        return _ok(self._create(event_type_id=body["eventTypeId"], start=start, attendee=attendee,
                                metadata=metadata), 201)

    def _create(self, *, event_type_id: int, start: datetime, attendee: dict, metadata: dict,
                rescheduled_from: str | None = None) -> dict:
        with self._lock:
            event_type = self._known_event_type(event_type_id)
            host = self._host(event_type_id)
            end = start + timedelta(minutes=event_type["lengthInMinutes"])
            booking = {"id": len(self.state.bookings) + 1, "uid": uuid.uuid4().hex, "title": event_type["title"],
                       "status": "accepted", "start": _iso(start), "end": _iso(end),
                       "duration": event_type["lengthInMinutes"], "eventTypeId": event_type_id,
                       "eventType": {"id": event_type_id, "slug": event_type["slug"]},
                       "attendees": [attendee], "metadata": metadata,
                       "hosts": [{"id": host.id, "name": host.name, "timeZone": host.timezone}]}
            if rescheduled_from:
                booking["rescheduledFromUid"] = rescheduled_from
            self.state.bookings[booking["uid"]] = booking
            self._queue("BOOKING_RESCHEDULED" if rescheduled_from else "BOOKING_CREATED", booking)
            return booking

    async def _get_booking(self, request: Request) -> Response:
        booking = self.state.bookings.get(request.path_params["uid"])
        return _ok(booking) if booking else _error(404, "NotFoundException", "Booking not found")

    async def _reschedule_booking(self, request: Request) -> Response:
        body = await request.json()
        booking = self.state.bookings.get(request.path_params["uid"])
        if booking is None:
            return _error(404, "NotFoundException", "Booking not found")
        if booking["status"] != "accepted" or not body.get("start"):
            return _error(400, "BadRequest", "This booking cannot be rescheduled")
        start = _instant(body["start"])
        if not self._is_free(booking["eventTypeId"], start, start + timedelta(minutes=booking["duration"]),
                             ignore=booking["uid"]):
            return _error(400, "BadRequest", "User either already has booking at this time or is not available")
        return _ok(self._reschedule(booking["uid"], start, body.get("reschedulingReason")), 201)

    def _reschedule(self, uid: str, start: datetime, reason: str | None) -> dict:
        with self._lock:
            old = self.state.bookings[uid]
            old["status"] = "cancelled"
            old["rescheduled"] = True
            return self._create(event_type_id=old["eventTypeId"], start=start, attendee=old["attendees"][0],
                                metadata=old["metadata"], rescheduled_from=uid) | (
                {"reschedulingReason": reason} if reason else {})

    async def _cancel_booking(self, request: Request) -> Response:
        body = await request.json() if await request.body() else {}
        booking = self.state.bookings.get(request.path_params["uid"])
        if booking is None:
            return _error(404, "NotFoundException", "Booking not found")
        if booking["status"] == "cancelled":
            return _error(400, "BadRequest", "This booking has already been cancelled")
        return _ok(self._cancel(booking["uid"], body.get("cancellationReason")))

    def _cancel(self, uid: str, reason: str | None) -> dict:
        with self._lock:
            booking = self.state.bookings[uid]
            booking["status"] = "cancelled"
            booking["cancellationReason"] = reason
            self._queue("BOOKING_CANCELLED", booking)
            return booking

    async def _create_webhook(self, request: Request) -> Response:
        body = await request.json()
        if not str(body.get("subscriberUrl", "")).startswith(("http://", "https://")) or not body.get("triggers"):
            return _error(400, "BadRequest", "subscriberUrl and triggers are required")
        webhook_id = uuid.uuid4().hex
        self.state.webhooks[webhook_id] = {"id": webhook_id, "subscriberUrl": body["subscriberUrl"],
                                           "triggers": list(body["triggers"]), "active": body.get("active", True),
                                           "secret": body.get("secret")}
        return _ok({k: v for k, v in self.state.webhooks[webhook_id].items() if k != "secret"}, 201)

    async def _delete_webhook(self, request: Request) -> Response:
        if self.state.webhooks.pop(request.path_params["webhook_id"], None) is None:
            return _error(404, "NotFoundException", "Webhook not found")
        return _ok({"id": request.path_params["webhook_id"]})

    # ---- webhook deliveries ----------------------------------------------------------------------------------

    def payload(self, trigger: str, booking: dict) -> dict:
        attendee = booking["attendees"][0]
        payload = {"type": self._known_event_type(booking["eventTypeId"])["slug"], "title": booking["title"],
                   "description": "", "startTime": booking["start"], "endTime": booking["end"],
                   "organizer": {"name": "Salon Uno", "email": "owner@salon-uno.test",
                                 "timeZone": "America/New_York", "utcOffset": -240},
                   "attendees": [{**attendee, "utcOffset": -240}], "responses": {}, "location": "",
                   "uid": booking["uid"], "bookingId": booking["id"], "eventTypeId": booking["eventTypeId"],
                   "status": "CANCELLED" if trigger == "BOOKING_CANCELLED" else "ACCEPTED",
                   "metadata": booking["metadata"]}
        if trigger == "BOOKING_RESCHEDULED":
            old = self.state.bookings[booking["rescheduledFromUid"]]
            payload |= {"rescheduleUid": old["uid"], "rescheduleStartTime": old["start"],
                        "rescheduleEndTime": old["end"], "rescheduledBy": attendee.get("email", "")}
        if trigger == "BOOKING_CANCELLED":
            payload |= {"cancellationReason": booking.get("cancellationReason") or "",
                        "cancelledBy": attendee.get("email", "")}
        return {"triggerEvent": trigger, "createdAt": _iso(datetime.now(UTC)), "payload": payload}

    def _queue(self, trigger: str, booking: dict) -> None:
        for webhook in self.state.webhooks.values():
            if webhook["active"] and trigger in webhook["triggers"]:
                self.state.pending.append(self.signed(webhook, self.payload(trigger, booking)))

    @staticmethod
    def signed(webhook: dict, body: dict) -> Delivery:
        raw = json.dumps(body).encode()
        secret = webhook.get("secret")
        signature = hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest() if secret else "no-secret-provided"
        return Delivery(webhook["subscriberUrl"], raw,
                        {"content-type": "application/json", "x-cal-signature-256": signature})
