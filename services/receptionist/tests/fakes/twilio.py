"""A fake Twilio for the numbers on our own account (providers.md §7.5, §7.6), on a real loopback port: available
local numbers in an area code (an area code with none left answers an empty list), buying one (its SmsUrl and
TrunkSid kept), listing and deleting the account's numbers, adding one to a Messaging Service, and that service's
A2P campaign with a status the test sets. Basic auth with the account SID and auth token, form bodies, JSON
answers with Twilio's list keys; capabilities written with Twilio's mixed case (`SMS`, `voice`)."""

import base64
import threading
import uuid
from dataclasses import dataclass, field
from urllib.parse import parse_qsl

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ringbook_common.testing.loopback import LoopbackServer


def _error(status: int, message: str, code: int = 20404) -> JSONResponse:
    return JSONResponse({"code": code, "message": message, "status": status}, status_code=status)


@dataclass
class FakeTwilioState:
    numbers: dict[str, dict] = field(default_factory=dict)  # the account's, by sid
    service_numbers: dict[str, set[str]] = field(default_factory=dict)  # Messaging Service sid -> number sids
    campaign_status: str = "IN_PROGRESS"
    empty_area_codes: set[str] = field(default_factory=set)
    next_number: int = 100


class FakeTwilio:
    def __init__(self, account_sid: str, auth_token: str, messaging_service_sid: str) -> None:
        self.account_sid, self.auth_token, self.messaging_service_sid = account_sid, auth_token, messaging_service_sid
        self.state = FakeTwilioState()
        self._lock = threading.RLock()
        self._server = LoopbackServer(self._app(), "the fake Twilio")

    @property
    def api_url(self) -> str:
        return f"{self._server.base_url}/2010-04-01"

    @property
    def messaging_url(self) -> str:
        return f"{self._server.base_url}/v1"

    def start(self) -> "FakeTwilio":
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    def reset(self) -> None:
        with self._lock:
            self.state = FakeTwilioState()

    def owned(self) -> list[dict]:
        with self._lock:
            return [dict(number) for number in self.state.numbers.values()]

    def in_service(self) -> set[str]:
        """The numbers (E.164) in the registered Messaging Service."""
        with self._lock:
            sids = self.state.service_numbers.get(self.messaging_service_sid, set())
            return {self.state.numbers[sid]["phone_number"] for sid in sids if sid in self.state.numbers}

    def _app(self) -> Starlette:
        account = f"/2010-04-01/Accounts/{self.account_sid}"
        return Starlette(routes=[
            Route(f"{account}/AvailablePhoneNumbers/US/Local.json", self._auth(self._available), methods=["GET"]),
            Route(f"{account}/IncomingPhoneNumbers.json", self._auth(self._buy), methods=["POST"]),
            Route(f"{account}/IncomingPhoneNumbers.json", self._auth(self._list), methods=["GET"]),
            Route(f"{account}/IncomingPhoneNumbers/{{sid}}.json", self._auth(self._delete), methods=["DELETE"]),
            Route("/v1/Services/{service}/PhoneNumbers", self._auth(self._add_to_service), methods=["POST"]),
            Route("/v1/Services/{service}/Compliance/Usa2p", self._auth(self._campaigns), methods=["GET"]),
        ])

    def _auth(self, handler):
        expected = "Basic " + base64.b64encode(f"{self.account_sid}:{self.auth_token}".encode()).decode()

        async def endpoint(request: Request) -> Response:
            if request.headers.get("authorization") != expected:
                return _error(401, "Authenticate", code=20003)
            form = dict(parse_qsl((await request.body()).decode())) if request.method == "POST" else {}
            with self._lock:
                return handler(request, form)
        return endpoint

    def _available(self, request: Request, form: dict) -> Response:
        area_code = request.query_params.get("AreaCode", "")
        found = [] if area_code in self.state.empty_area_codes else [
            {"friendly_name": f"({area_code}) 555-{n:04d}", "phone_number": f"+1{area_code}555{n:04d}",
             "iso_country": "US", "address_requirements": "none", "beta": False,
             "capabilities": {"voice": True, "SMS": True, "MMS": True}}
            for n in range(self.state.next_number, self.state.next_number + 2)]
        return JSONResponse({"available_phone_numbers": found, "uri": request.url.path})

    def _buy(self, request: Request, form: dict) -> Response:
        number = form.get("PhoneNumber", "")
        if not number:
            return _error(400, "A 'PhoneNumber' or 'AreaCode' is required.", code=21605)
        if any(owned["phone_number"] == number for owned in self.state.numbers.values()):
            return _error(400, f"+{number} is not available.", code=21422)
        self.state.next_number += 1
        sid = "PN" + uuid.uuid4().hex
        self.state.numbers[sid] = {
            "sid": sid, "account_sid": self.account_sid, "phone_number": number,
            "friendly_name": form.get("FriendlyName", number), "sms_url": form.get("SmsUrl", ""),
            "sms_method": form.get("SmsMethod", "POST"), "trunk_sid": form.get("TrunkSid"),
            "capabilities": {"voice": True, "sms": True, "mms": True}, "status": "in-use"}
        return JSONResponse(self.state.numbers[sid], status_code=201)

    def _list(self, request: Request, form: dict) -> Response:
        wanted = request.query_params.get("PhoneNumber")
        found = [number for number in self.state.numbers.values() if wanted in (None, number["phone_number"])]
        return JSONResponse({"incoming_phone_numbers": found, "page": 0, "page_size": 50})

    def _delete(self, request: Request, form: dict) -> Response:
        if self.state.numbers.pop(request.path_params["sid"], None) is None:
            return _error(404, "The requested resource was not found")
        for sids in self.state.service_numbers.values():
            sids.discard(request.path_params["sid"])
        return Response(status_code=204)

    def _add_to_service(self, request: Request, form: dict) -> Response:
        service, sid = request.path_params["service"], form.get("PhoneNumberSid", "")
        if sid not in self.state.numbers:
            return _error(404, "Phone Number not found")
        members = self.state.service_numbers.setdefault(service, set())
        if sid in members:
            return _error(409, "Phone Number or Short Code is already in the Messaging Service.", code=21710)
        members.add(sid)
        return JSONResponse({"sid": sid, "service_sid": service, "phone_number":
                             self.state.numbers[sid]["phone_number"]}, status_code=201)

    def _campaigns(self, request: Request, form: dict) -> Response:
        if request.path_params["service"] != self.messaging_service_sid:
            return JSONResponse({"compliance": [], "meta": {"key": "compliance"}})
        return JSONResponse({"compliance": [{
            "sid": "QE" + "2c6890da8086d771620e9b13fadeba0b", "messaging_service_sid": self.messaging_service_sid,
            "campaign_status": self.state.campaign_status, "campaign_id": "CFOOBAR"}], "meta": {"key": "compliance"}})
