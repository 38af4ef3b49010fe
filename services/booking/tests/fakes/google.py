"""A fake Google (OAuth 2 + Calendar API v3, providers.md §4) on a loopback port, over real HTTP.

It checks what Google checks: the client id and secret, the redirect URI, PKCE (S256) on the code exchange, the
bearer token on every API call (expired or unknown tokens get 401). Tests set busy periods, read the calendars,
ACL rules and events we wrote, and can make it fail (500/503) for a while.
"""

import base64
import hashlib
import secrets
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from urllib.parse import parse_qsl, urlencode

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from ringbook_common.testing.loopback import LoopbackServer

API = "/calendar/v3"


def _error(status: int, reason: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": status, "message": message,
                                   "errors": [{"domain": "global", "reason": reason, "message": message}]}},
                        status_code=status)


def _oauth_error(error: str, description: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": error, "error_description": description}, status_code=status)


def _moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _rfc3339(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


@dataclass
class Calendar:
    id: str
    summary: str
    time_zone: str
    acl: list[dict] = field(default_factory=list)
    events: dict[str, dict] = field(default_factory=dict)
    busy: list[tuple[datetime, datetime]] = field(default_factory=list)  # set by tests: the member's own plans


@dataclass
class Grant:
    challenge: str
    redirect_uri: str
    scope: str


class FakeGoogle:
    def __init__(self, *, client_id: str, client_secret: str) -> None:
        self.client_id = client_id
        self.client_secret = client_secret
        self.token_ttl = 3600
        self.calendars: dict[str, Calendar] = {}
        self.deleted_calendars: list[str] = []
        self.requests: list[tuple[str, str]] = []
        self.refreshes = 0
        self._grants: dict[str, Grant] = {}
        self._access: dict[str, float] = {}  # token -> expiry (epoch seconds)
        self._refresh: set[str] = set()
        self._failures = 0
        self._failure_status = 503
        self._lock = threading.Lock()
        self.url = ""
        self.app = Starlette(routes=[
            Route("/o/oauth2/v2/auth", self.authorize, methods=["GET"]),
            Route("/token", self.token, methods=["POST"]),
            Route(f"{API}/calendars", self.insert_calendar, methods=["POST"]),
            Route(f"{API}/calendars/{{calendar_id}}", self.delete_calendar, methods=["DELETE"]),
            Route(f"{API}/calendars/{{calendar_id}}/acl", self.insert_acl, methods=["POST"]),
            Route(f"{API}/freeBusy", self.free_busy, methods=["POST"]),
            Route(f"{API}/calendars/{{calendar_id}}/events", self.insert_event, methods=["POST"]),
            Route(f"{API}/calendars/{{calendar_id}}/events/{{event_id}}", self.change_event,
                  methods=["PATCH", "DELETE"]),
        ])

    # ---- what tests use -------------------------------------------------------------------------------------
    def reset(self) -> None:
        with self._lock:
            self.token_ttl = 3600
            self.calendars.clear()
            self.deleted_calendars.clear()
            self.requests.clear()
            self.refreshes = 0
            self._failures = 0

    def fail(self, times: int = 1_000_000, *, status: int = 503) -> None:
        """The next `times` API calls answer `status` (an outage until `recover`)."""
        with self._lock:
            self._failures, self._failure_status = times, status

    def recover(self) -> None:
        with self._lock:
            self._failures = 0

    def set_busy(self, calendar_id: str, periods: list[tuple[datetime, datetime]]) -> None:
        with self._lock:
            self.calendars[calendar_id].busy = list(periods)

    def expire_tokens(self) -> None:
        """Every access token handed out so far is now expired (a refresh is needed)."""
        with self._lock:
            self._access = dict.fromkeys(self._access, 0.0)

    def events_of(self, calendar_id: str) -> list[dict]:
        return list(self.calendars[calendar_id].events.values())

    # ---- OAuth ----------------------------------------------------------------------------------------------
    async def authorize(self, request: Request) -> Response:
        """Consent is instant: back to the redirect URI with a code (and the state, untouched)."""
        query = request.query_params
        if query.get("client_id") != self.client_id:
            return _oauth_error("invalid_client", "The OAuth client was not found.", 401)
        if query.get("response_type") != "code" or query.get("code_challenge_method") != "S256" \
                or not query.get("code_challenge") or not query.get("redirect_uri"):
            return _oauth_error("invalid_request", "response_type=code with an S256 code_challenge is required")
        code = secrets.token_urlsafe(24)
        with self._lock:
            self._grants[code] = Grant(challenge=query["code_challenge"], redirect_uri=query["redirect_uri"],
                                       scope=query.get("scope", ""))
        back = {"code": code, "scope": query.get("scope", ""), **({"state": query["state"]}
                                                                  if "state" in query else {})}
        return RedirectResponse(f"{query['redirect_uri']}?{urlencode(back)}", status_code=302)

    def _issue(self, scope: str, *, refresh: bool) -> dict:
        access = f"ya29.{secrets.token_urlsafe(24)}"
        self._access[access] = time.time() + self.token_ttl
        token = {"access_token": access, "expires_in": self.token_ttl, "scope": scope, "token_type": "Bearer"}
        if refresh:
            refresh_token = f"1//{secrets.token_urlsafe(24)}"
            token["refresh_token"] = refresh_token
            self._refresh.add(refresh_token)
        return token

    async def token(self, request: Request) -> Response:
        form = dict(parse_qsl((await request.body()).decode()))  # application/x-www-form-urlencoded
        if form.get("client_id") != self.client_id or form.get("client_secret") != self.client_secret:
            return _oauth_error("invalid_client", "Unauthorized", 401)
        with self._lock:
            if form.get("grant_type") == "authorization_code":
                grant = self._grants.pop(str(form.get("code")), None)
                if grant is None:
                    return _oauth_error("invalid_grant", "Malformed auth code.")
                if form.get("redirect_uri") != grant.redirect_uri:
                    return _oauth_error("redirect_uri_mismatch", "Bad Request")
                verifier = str(form.get("code_verifier") or "")
                digest = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
                if digest != grant.challenge:
                    return _oauth_error("invalid_grant", "Invalid code verifier.")
                return JSONResponse(self._issue(grant.scope, refresh=True))
            if form.get("grant_type") == "refresh_token":
                if form.get("refresh_token") not in self._refresh:
                    return _oauth_error("invalid_grant", "Token has been expired or revoked.")
                self.refreshes += 1
                return JSONResponse(self._issue("", refresh=False))
        return _oauth_error("unsupported_grant_type", "Invalid grant_type")

    # ---- Calendar API ---------------------------------------------------------------------------------------
    def _refuse(self, request: Request) -> Response | None:
        with self._lock:
            self.requests.append((request.method, request.url.path))
            header = request.headers.get("authorization", "")
            expiry = self._access.get(header.removeprefix("Bearer ")) if header.startswith("Bearer ") else None
            if expiry is None or expiry <= time.time():
                return _error(401, "authError", "Invalid Credentials")
            if self._failures > 0:
                self._failures -= 1
                return _error(self._failure_status, "backendError", "Backend Error")
        return None

    def _calendar(self, request: Request) -> Calendar | None:
        return self.calendars.get(request.path_params["calendar_id"])

    async def insert_calendar(self, request: Request) -> Response:
        if refused := self._refuse(request):
            return refused
        body = await request.json()
        if not body.get("summary"):
            return _error(400, "required", "Missing summary.")
        calendar = Calendar(id=f"{secrets.token_hex(12)}@group.calendar.google.com", summary=body["summary"],
                            time_zone=body.get("timeZone", "UTC"))
        with self._lock:
            self.calendars[calendar.id] = calendar
        return JSONResponse({"kind": "calendar#calendar", "etag": f'"{secrets.token_hex(4)}"', "id": calendar.id,
                             "summary": calendar.summary, "timeZone": calendar.time_zone})

    async def delete_calendar(self, request: Request) -> Response:
        if refused := self._refuse(request):
            return refused
        with self._lock:
            calendar = self.calendars.pop(request.path_params["calendar_id"], None)
            if calendar is None:
                return _error(404, "notFound", "Not Found")
            self.deleted_calendars.append(calendar.id)
        return Response(status_code=204)

    async def insert_acl(self, request: Request) -> Response:
        if refused := self._refuse(request):
            return refused
        calendar = self._calendar(request)
        if calendar is None:
            return _error(404, "notFound", "Not Found")
        body = await request.json()
        scope = body.get("scope") or {}
        if body.get("role") not in ("none", "freeBusyReader", "reader", "writerWithoutPrivateAccess", "writer",
                                    "owner") or scope.get("type") not in ("default", "user", "group", "domain"):
            return _error(400, "invalid", "Invalid role or scope")
        rule = {"kind": "calendar#aclRule", "etag": f'"{secrets.token_hex(4)}"',
                "id": f"{scope['type']}:{scope.get('value', '')}", "role": body["role"], "scope": scope,
                "sendNotifications": request.query_params.get("sendNotifications", "true")}
        with self._lock:
            calendar.acl = [r for r in calendar.acl if r["id"] != rule["id"]] + [rule]
        return JSONResponse({key: value for key, value in rule.items() if key != "sendNotifications"})

    async def free_busy(self, request: Request) -> Response:
        if refused := self._refuse(request):
            return refused
        body = await request.json()
        try:
            start, end = _moment(body["timeMin"]), _moment(body["timeMax"])
        except (KeyError, ValueError):
            return _error(400, "badRequest", "Bad Request")
        answer: dict[str, dict] = {}
        for item in body.get("items") or []:
            calendar = self.calendars.get(item["id"])
            if calendar is None:
                answer[item["id"]] = {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []}
                continue
            periods = list(calendar.busy) + [
                (_moment(event["start"]["dateTime"]), _moment(event["end"]["dateTime"]))
                for event in calendar.events.values() if event.get("transparency", "opaque") == "opaque"]
            answer[item["id"]] = {"busy": [{"start": _rfc3339(max(lo, start)), "end": _rfc3339(min(hi, end))}
                                           for lo, hi in sorted(periods) if lo < end and hi > start]}
        return JSONResponse({"kind": "calendar#freeBusy", "timeMin": body["timeMin"], "timeMax": body["timeMax"],
                             "calendars": answer})

    async def insert_event(self, request: Request) -> Response:
        if refused := self._refuse(request):
            return refused
        calendar = self._calendar(request)
        if calendar is None:
            return _error(404, "notFound", "Not Found")
        body = await request.json()
        if not (body.get("start") or {}).get("dateTime") or not (body.get("end") or {}).get("dateTime"):
            return _error(400, "required", "Missing time.")
        event = {**body, "kind": "calendar#event", "id": secrets.token_hex(13), "status": "confirmed",
                 "htmlLink": f"https://www.google.com/calendar/event?eid={secrets.token_hex(8)}"}
        with self._lock:
            calendar.events[event["id"]] = event
        return JSONResponse(event)

    async def change_event(self, request: Request) -> Response:
        if refused := self._refuse(request):
            return refused
        calendar = self._calendar(request)
        event_id = request.path_params["event_id"]
        if calendar is None or event_id not in calendar.events:
            return _error(404, "notFound", "Not Found")
        changes = await request.json() if request.method == "PATCH" else {}
        with self._lock:
            if request.method == "DELETE":
                del calendar.events[event_id]
                return Response(status_code=204)
            calendar.events[event_id] = {**calendar.events[event_id], **changes}
            return JSONResponse(calendar.events[event_id])

    # ---- serving --------------------------------------------------------------------------------------------
    def serve(self, port: int) -> LoopbackServer:
        server = LoopbackServer(self.app, "the fake Google").start(port)
        self.url = server.base_url
        return server
