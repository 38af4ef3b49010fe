"""A fake Retell (providers.md §1) on a real loopback port: LLMs (create, get, update), agents (create, get,
update), phone numbers (create in an area code or toll-free, import from our SIP trunk, update, get, delete; an
area code with no numbers left is refused), calls (registered by the test, read with Get Call), the Bearer key
check, and a switch that makes a chosen operation fail
N times (4xx with a message, or 5xx). An agent's response engine is a retell-llm naming an existing LLM or a
custom-llm with a ws:// or wss:// socket URL. It rejects the removed `inbound_agent_id` / `outbound_agent_id`
fields and an agent `language` that is no locale (or list of locales) Retell knows.

It runs uvicorn in a thread of its own, so the app under test talks to it over HTTP exactly as to Retell.
"""

import re
import threading
import time
import uuid
from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ringbook_common.testing.loopback import LoopbackServer

TOOL_NAME = re.compile(r"[a-zA-Z0-9_-]{1,64}")
# The agent's `language` locales (retell-python-sdk, agent_create_params.py); "multi" is refused since 2026-07-31.
LOCALES = frozenset({
    "en-US", "en-IN", "en-GB", "en-AU", "en-NZ", "de-DE", "es-ES", "es-419", "hi-IN", "fr-FR", "fr-CA", "ja-JP",
    "pt-PT", "pt-BR", "zh-CN", "ru-RU", "it-IT", "ko-KR", "nl-NL", "nl-BE", "pl-PL", "tr-TR", "vi-VN", "ro-RO",
    "bg-BG", "ca-ES", "th-TH", "da-DK", "fi-FI", "el-GR", "hu-HU", "id-ID", "no-NO", "sk-SK", "sv-SE", "lt-LT",
    "lv-LV", "cs-CZ", "ms-MY", "af-ZA", "ar-SA", "az-AZ", "bs-BA", "cy-GB", "fa-IR", "fil-PH", "gl-ES", "he-IL",
    "hr-HR", "hy-AM", "is-IS", "kk-KZ", "kn-IN", "mk-MK", "mr-IN", "ne-NP", "sl-SI", "sr-RS", "sw-KE", "ta-IN",
    "ur-IN", "yue-CN"})
REMOVED_NUMBER_FIELDS = ("inbound_agent_id", "outbound_agent_id", "inbound_agent_version", "outbound_agent_version")


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"status": "error", "message": message}, status_code=status)


def _now_ms() -> int:
    return int(time.time() * 1000)


def _pretty(number: str) -> str:
    digits = number.removeprefix("+1")
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


@dataclass
class Failure:
    times: int
    status: int
    message: str


@dataclass
class FakeRetellState:
    llms: dict[str, dict] = field(default_factory=dict)
    agents: dict[str, dict] = field(default_factory=dict)
    numbers: dict[str, dict] = field(default_factory=dict)
    failures: dict[str, Failure] = field(default_factory=dict)
    requests: list[tuple[str, str, dict]] = field(default_factory=list)  # (operation, path, body)
    next_number: int = 100
    phone_calls: dict[str, dict] = field(default_factory=dict)  # registered calls, by call_id
    # Area codes whose numbers are all taken: create-phone-number refuses them as the carrier does.
    unavailable_area_codes: set[int] = field(default_factory=set)


class FakeRetell:
    def __init__(self, api_key: str) -> None:
        self.api_key = api_key
        self.state = FakeRetellState()
        self._lock = threading.RLock()
        self._server = LoopbackServer(self._app(), "the fake Retell")

    @property
    def base_url(self) -> str:
        return self._server.base_url

    def start(self) -> "FakeRetell":
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    # ---- the test's controls --------------------------------------------------------------------------------

    def reset(self) -> None:
        with self._lock:
            self.state = FakeRetellState()

    def fail(self, operation: str, *, times: int = 1, status: int = 400, message: str = "Request failed") -> None:
        """The next `times` calls of `operation` (create_llm, update_llm, create_agent, update_agent,
        create_phone_number, update_phone_number) answer `status` with `message`."""
        with self._lock:
            self.state.failures[operation] = Failure(times, status, message)

    def calls(self, operation: str) -> list[dict]:
        with self._lock:
            return [body for op, _, body in self.state.requests if op == operation]

    def register_call(self, agent_id: str, from_number: str, to_number: str) -> str:
        """A phone call to `agent_id` as Retell registers it before the agent's socket is opened; its id."""
        call_id = f"call_{uuid.uuid4().hex}"
        with self._lock:
            self.state.phone_calls[call_id] = {
                "call_id": call_id, "call_type": "phone_call", "agent_id": agent_id, "agent_version": 1,
                "call_status": "registered", "from_number": from_number, "to_number": to_number,
                "direction": "inbound", "metadata": {}, "retell_llm_dynamic_variables": {}}
        return call_id

    def update_call(self, call_id: str, **fields) -> None:
        """What became of a call (its status, transcript, end), as Get Call reports it from then on."""
        with self._lock:
            self.state.phone_calls[call_id].update(fields)

    def phone_call(self, call_id: str) -> dict:
        with self._lock:
            return dict(self.state.phone_calls[call_id])

    # ---- the API -----------------------------------------------------------------------------------------------

    def _app(self) -> Starlette:
        return Starlette(routes=[
            Route("/create-retell-llm", self._api("create_llm", self._create_llm), methods=["POST"]),
            Route("/get-retell-llm/{llm_id}", self._api("get_llm", self._get_llm), methods=["GET"]),
            Route("/update-retell-llm/{llm_id}", self._api("update_llm", self._update_llm), methods=["PATCH"]),
            Route("/create-agent", self._api("create_agent", self._create_agent), methods=["POST"]),
            Route("/get-agent/{agent_id}", self._api("get_agent", self._get_agent), methods=["GET"]),
            Route("/update-agent/{agent_id}", self._api("update_agent", self._update_agent), methods=["PATCH"]),
            Route("/create-phone-number", self._api("create_phone_number", self._create_number), methods=["POST"]),
            Route("/import-phone-number", self._api("import_phone_number", self._import_number), methods=["POST"]),
            Route("/update-phone-number/{phone_number}", self._api("update_phone_number", self._update_number),
                  methods=["PATCH"]),
            Route("/get-phone-number/{phone_number}", self._api("get_phone_number", self._get_number),
                  methods=["GET"]),
            Route("/delete-phone-number/{phone_number}", self._api("delete_phone_number", self._delete_number),
                  methods=["DELETE"]),
            Route("/v2/get-call/{call_id}", self._api("get_call", self._get_call), methods=["GET"]),
        ])

    def _api(self, operation: str, handler):
        async def endpoint(request: Request) -> Response:
            if request.headers.get("authorization") != f"Bearer {self.api_key}":
                return _error(401, "Invalid API key")
            body = {}
            if request.method in ("POST", "PATCH"):
                try:
                    body = await request.json()
                except ValueError:
                    return _error(400, "Body is not valid JSON")
                if not isinstance(body, dict):
                    return _error(400, "Body must be a JSON object")
            with self._lock:
                self.state.requests.append((operation, request.url.path, body))
                failure = self.state.failures.get(operation)
                if failure is not None and failure.times > 0:
                    failure.times -= 1
                    return _error(failure.status, failure.message)
                return handler(request, body)
        return endpoint

    # LLMs

    def _check_tools(self, tools: object) -> str | None:
        if not isinstance(tools, list):
            return "general_tools must be a list"
        names = set()
        for tool in tools:
            name = tool.get("name", "")
            if not TOOL_NAME.fullmatch(name) or name in names:
                return f"Tool name {name!r} is invalid or not unique"
            names.add(name)
            if tool.get("type") == "custom":
                if not tool.get("url"):
                    return f"Custom tool {name} needs a url"
                schema = tool.get("parameters")
                if schema is not None and (schema.get("type") != "object" or "properties" not in schema):
                    return f"Custom tool {name}: parameters must be a JSON Schema object"
                timeout = tool.get("timeout_ms", 120_000)
                if not 1_000 <= timeout <= 600_000:
                    return f"Custom tool {name}: timeout_ms out of range"
            elif tool.get("type") == "transfer_call":
                if not tool.get("transfer_destination", {}).get("number"):
                    return f"Transfer tool {name} needs a destination number"
            elif tool.get("type") != "end_call":
                return f"Unsupported tool type {tool.get('type')!r}"
        return None

    def _create_llm(self, request: Request, body: dict) -> Response:
        if body.get("start_speaker") not in ("agent", "user"):
            return _error(400, "start_speaker must be agent or user")
        if (problem := self._check_tools(body.get("general_tools", []))) is not None:
            return _error(400, problem)
        llm_id = f"llm_{uuid.uuid4().hex[:24]}"
        self.state.llms[llm_id] = {**body, "llm_id": llm_id, "version": 0,
                                   "last_modification_timestamp": _now_ms()}
        return JSONResponse(self.state.llms[llm_id], status_code=201)

    def _get_llm(self, request: Request, body: dict) -> Response:
        llm = self.state.llms.get(request.path_params["llm_id"])
        return JSONResponse(llm) if llm else _error(404, "LLM not found")

    def _update_llm(self, request: Request, body: dict) -> Response:
        llm = self.state.llms.get(request.path_params["llm_id"])
        if llm is None:
            return _error(404, "LLM not found")
        if "general_tools" in body and (problem := self._check_tools(body["general_tools"])) is not None:
            return _error(400, problem)
        llm.update(body)
        llm["version"] += 1
        llm["last_modification_timestamp"] = _now_ms()
        return JSONResponse(llm)

    # agents

    @staticmethod
    def _check_language(body: dict) -> str | None:
        """A locale, or a non-empty list of distinct locales (a multilingual agent)."""
        if "language" not in body:
            return None
        language = body["language"]
        locales = [language] if isinstance(language, str) else language
        if not isinstance(locales, list) or not locales or len(set(map(str, locales))) != len(locales):
            return "language must be a locale or a list of distinct locales"
        unknown = [locale for locale in locales if locale not in LOCALES]
        return f"language: unsupported locale {unknown[0]!r}" if unknown else None

    def _check_engine(self, engine: object) -> str | None:
        """A retell-llm naming an existing LLM, or a custom-llm with a ws:// or wss:// socket URL."""
        if not isinstance(engine, dict):
            return "response_engine must be an object"
        if engine.get("type") == "custom-llm":
            url = engine.get("llm_websocket_url")
            if not isinstance(url, str) or not re.fullmatch(r"wss?://[^/\s]+(/\S*)?", url):
                return "response_engine.llm_websocket_url must be a ws:// or wss:// URL"
            return None
        if engine.get("type") != "retell-llm" or engine.get("llm_id") not in self.state.llms:
            return "response_engine must name an existing retell-llm, or be a custom-llm"
        return None

    def _create_agent(self, request: Request, body: dict) -> Response:
        engine = body.get("response_engine") or {}
        if not body.get("voice_id"):
            return _error(400, "voice_id is required")
        if (problem := self._check_language(body)) is not None:
            return _error(400, problem)
        if (problem := self._check_engine(engine)) is not None:
            return _error(400, problem)
        agent_id = f"agent_{uuid.uuid4().hex[:24]}"
        self.state.agents[agent_id] = {**body, "agent_id": agent_id, "version": 0,
                                       "last_modification_timestamp": _now_ms()}
        return JSONResponse(self.state.agents[agent_id], status_code=201)

    def _get_agent(self, request: Request, body: dict) -> Response:
        agent = self.state.agents.get(request.path_params["agent_id"])
        return JSONResponse(agent) if agent else _error(404, "Agent not found")

    def _update_agent(self, request: Request, body: dict) -> Response:
        agent = self.state.agents.get(request.path_params["agent_id"])
        if agent is None:
            return _error(404, "Agent not found")
        if (problem := self._check_language(body)) is not None:
            return _error(400, problem)
        if "response_engine" in body and (problem := self._check_engine(body["response_engine"])) is not None:
            return _error(400, problem)
        agent.update(body)
        agent["version"] += 1
        agent["last_modification_timestamp"] = _now_ms()
        return JSONResponse(agent)

    # phone numbers

    def _check_agents(self, body: dict) -> str | None:
        for removed in REMOVED_NUMBER_FIELDS:
            if removed in body:
                return f"{removed} is no longer supported; use inbound_agents / outbound_agents"
        for key in ("inbound_agents", "outbound_agents"):
            entries = body.get(key)
            if entries is None:
                continue
            if any(entry.get("agent_id") not in self.state.agents for entry in entries):
                return f"{key}: unknown agent"
            if entries and abs(sum(entry.get("weight", 0) for entry in entries) - 1) > 1e-9:
                return f"{key}: weights must sum to 1"
        return None

    def _create_number(self, request: Request, body: dict) -> Response:
        if (problem := self._check_agents(body)) is not None:
            return _error(400, problem)
        area_code = body.get("area_code")
        if area_code is not None and not (isinstance(area_code, int) and 200 <= area_code <= 999):
            return _error(400, "area_code must be a 3-digit integer")
        if area_code in self.state.unavailable_area_codes:
            return _error(400, f"No phone numbers available in area code {area_code}")
        prefix = "833" if body.get("toll_free") else str(area_code or 415)
        number = f"+1{prefix}555{self.state.next_number:04d}"
        self.state.next_number += 1
        self.state.numbers[number] = {
            "phone_number": number, "phone_number_pretty": _pretty(number),
            "phone_number_type": "retell-twilio", "area_code": int(prefix), "nickname": body.get("nickname"),
            "inbound_agents": body.get("inbound_agents", []), "outbound_agents": body.get("outbound_agents", []),
            "inbound_webhook_url": body.get("inbound_webhook_url"), "last_modification_timestamp": _now_ms()}
        return JSONResponse(self.state.numbers[number], status_code=201)

    def _import_number(self, request: Request, body: dict) -> Response:
        """providers.md §6.2: a number of our own SIP trunk; no SMS fields, the password never echoed."""
        if (problem := self._check_agents(body)) is not None:
            return _error(400, problem)
        number, termination = body.get("phone_number"), body.get("termination_uri")
        if not isinstance(number, str) or not re.fullmatch(r"\+1\d{10}", number):
            return _error(400, "phone_number must be E.164")
        if not isinstance(termination, str) or not termination.endswith("pstn.twilio.com"):
            return _error(400, "termination_uri must be the trunk's domain")
        if number in self.state.numbers:
            return _error(409, "Phone number already exists")
        if body.get("transport", "TCP") not in ("TLS", "TCP", "UDP"):
            return _error(400, "transport must be TLS, TCP or UDP")
        self.state.numbers[number] = {
            "phone_number": number, "phone_number_pretty": _pretty(number), "phone_number_type": "custom",
            "nickname": body.get("nickname"), "inbound_agents": body.get("inbound_agents", []),
            "outbound_agents": body.get("outbound_agents", []), "inbound_sms_agents": [], "outbound_sms_agents": [],
            "inbound_webhook_url": body.get("inbound_webhook_url"),
            "sip_outbound_trunk_config": {"termination_uri": termination,
                                          "auth_username": body.get("sip_trunk_auth_username"),
                                          "transport": body.get("transport", "TCP")},
            "last_modification_timestamp": _now_ms()}
        return JSONResponse(self.state.numbers[number], status_code=201)

    def _update_number(self, request: Request, body: dict) -> Response:
        number = self.state.numbers.get(request.path_params["phone_number"])
        if number is None:
            return _error(404, "Phone number not found")
        if (problem := self._check_agents(body)) is not None:
            return _error(400, problem)
        number.update(body)
        number["last_modification_timestamp"] = _now_ms()
        return JSONResponse(number)

    def _delete_number(self, request: Request, body: dict) -> Response:
        if self.state.numbers.pop(request.path_params["phone_number"], None) is None:
            return _error(404, "Phone number not found")
        return Response(status_code=204)

    def _get_number(self, request: Request, body: dict) -> Response:
        number = self.state.numbers.get(request.path_params["phone_number"])
        return JSONResponse(number) if number else _error(404, "Phone number not found")

    # calls

    def _get_call(self, request: Request, body: dict) -> Response:
        call = self.state.phone_calls.get(request.path_params["call_id"])
        return JSONResponse(call) if call else _error(404, "Call not found")
