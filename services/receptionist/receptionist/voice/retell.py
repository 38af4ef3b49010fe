"""Retell over HTTP (providers.md §1): Bearer key, JSON bodies; a failure carries Retell's own message. With our
Twilio account configured (`SipTrunk`), a salon's number (local, or toll-free) is bought there and imported into
Retell (§6), so it texts as well as calls once carriers approve it; otherwise Retell buys it, and it takes calls
only."""

from dataclasses import dataclass
from urllib.parse import quote

import httpx

from receptionist.voice.ports import PhoneNumber, ResponseEngine, VoiceProviderError, pretty_number
from receptionist.voice.twilio_numbers import BoughtNumber, TwilioNumbers


def _message(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict):
        for key in ("message", "error_message", "error", "detail"):
            if isinstance(body.get(key), str) and body[key]:
                return body[key]
    return response.text.strip()[:500] or response.reason_phrase


@dataclass(frozen=True)
class SipTrunk:
    """Our Twilio numbers, and how Retell reaches them for outbound calls (the trunk's termination URI and
    credentials, providers.md §6.2)."""

    numbers: TwilioNumbers
    termination_uri: str
    username: str
    password: str


class RetellProvider:
    name = "retell"

    def __init__(self, *, api_url: str, api_key: str, timeout: float, model: str, voices: dict[str, str],
                 trunk: SipTrunk | None = None) -> None:
        self.api_url = api_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout
        self.model = model
        self.voices = voices
        self.trunk = trunk

    async def _call(self, method: str, path: str, body: dict | None) -> dict:
        if not self.api_key:
            raise VoiceProviderError("Retell: no API key is configured (RECEPTIONIST_VOICE_PROVIDER_KEY)")
        try:
            async with httpx.AsyncClient(base_url=self.api_url, timeout=self.timeout) as client:
                response = await client.request(method, path, json=body,
                                                headers={"Authorization": f"Bearer {self.api_key}"})
        except httpx.HTTPError as exc:
            raise VoiceProviderError(f"Retell could not be reached: {type(exc).__name__}") from exc
        if response.is_error:
            raise VoiceProviderError(f"Retell {response.status_code}: {_message(response)}",
                                     status=response.status_code)
        if not response.content:
            return {}
        try:
            return response.json()
        except ValueError as exc:
            raise VoiceProviderError(f"Retell answered {path} with something other than JSON") from exc

    def _llm_body(self, prompt: str, begin_message: str, tools: list[dict]) -> dict:
        return {"general_prompt": prompt, "begin_message": begin_message, "start_speaker": "agent",
                "model": self.model, "general_tools": tools}

    async def create_llm(self, *, prompt: str, begin_message: str, tools: list[dict]) -> str:
        answer = await self._call("POST", "/create-retell-llm", self._llm_body(prompt, begin_message, tools))
        return _required(answer, "llm_id")

    async def update_llm(self, llm_id: str, *, prompt: str, begin_message: str, tools: list[dict]) -> None:
        await self._call("PATCH", f"/update-retell-llm/{quote(llm_id, safe='')}",
                         self._llm_body(prompt, begin_message, tools))

    async def create_agent(self, *, engine: ResponseEngine, voice: str, language: str | list[str],
                           webhook_url: str, name: str) -> str:
        answer = await self._call("POST", "/create-agent", {
            "agent_name": name, "voice_id": self.voices.get(voice, self.voices["male"]),
            "response_engine": _response_engine(engine), "language": language, "webhook_url": webhook_url})
        return _required(answer, "agent_id")

    async def update_agent_engine(self, agent_id: str, engine: ResponseEngine) -> None:
        await self._call("PATCH", f"/update-agent/{quote(agent_id, safe='')}",
                         {"response_engine": _response_engine(engine)})

    async def update_agent_language(self, agent_id: str, language: str | list[str]) -> None:
        await self._call("PATCH", f"/update-agent/{quote(agent_id, safe='')}", {"language": language})

    async def update_agent_voice(self, agent_id: str, voice: str) -> None:
        await self._call("PATCH", f"/update-agent/{quote(agent_id, safe='')}",
                         {"voice_id": self.voices.get(voice, self.voices["male"])})

    async def buy_number(self, *, area_code: str | None = None, toll_free: bool = False,
                         agent_id: str | None = None) -> PhoneNumber:
        if self.trunk is not None:
            return await self._buy_on_our_trunk(self.trunk, None if toll_free else area_code, agent_id)
        body: dict = {"toll_free": True} if toll_free or not area_code else {"area_code": int(area_code)}
        if agent_id:
            body["inbound_agents"] = [{"agent_id": agent_id, "weight": 1}]
        try:
            answer = await self._call("POST", "/create-phone-number", body)
        except VoiceProviderError as failure:
            # Retell answers a request its carriers cannot fill (no number left in that area code) with a 4xx of
            # its own words; a key, balance or rate problem is not about the area code.
            if "area_code" in body and failure.refused:
                raise VoiceProviderError(failure.message, status=failure.status, unavailable=True) from failure
            raise
        number = _required(answer, "phone_number")
        # A number Retell buys takes calls only for us: its texts would be Retell's (providers.md §6.4).
        return PhoneNumber(number, answer.get("phone_number_pretty") or pretty_number(number), bound=bool(agent_id),
                           texting="shared")

    async def _buy_on_our_trunk(self, trunk: SipTrunk, area_code: str | None, agent_id: str | None) -> PhoneNumber:
        """A number bought on our Twilio account (local in the area code, else toll-free) and imported into Retell,
        answered by the agent; it texts once carriers approve it. A number Retell would not import is given back
        at once."""
        bought: BoughtNumber = (await trunk.numbers.buy_local(area_code, name=f"Ringbook {area_code}") if area_code
                                else await trunk.numbers.buy_toll_free(name="Ringbook toll-free"))
        body: dict = {"phone_number": bought.number, "termination_uri": trunk.termination_uri,
                      "sip_trunk_auth_username": trunk.username, "sip_trunk_auth_password": trunk.password,
                      "transport": "TCP"}
        if agent_id:
            body["inbound_agents"] = [{"agent_id": agent_id, "weight": 1}]
        try:
            answer = await self._call("POST", "/import-phone-number", body)
        except VoiceProviderError:
            await trunk.numbers.release(bought.number)
            raise
        return PhoneNumber(bought.number, answer.get("phone_number_pretty") or pretty_number(bought.number),
                           bound=bool(agent_id), texting="pending")

    async def release_number(self, number: str) -> None:
        try:
            await self._call("DELETE", f"/delete-phone-number/{quote(number, safe='')}", None)
        except VoiceProviderError as failure:
            if failure.status != 404:
                raise
        if self.trunk is not None:
            await self.trunk.numbers.release(number)

    async def bind_number(self, number: str, agent_id: str) -> None:
        await self._call("PATCH", f"/update-phone-number/{quote(number, safe='')}",
                         {"inbound_agents": [{"agent_id": agent_id, "weight": 1}]})

    async def get_call(self, call_id: str) -> dict | None:
        try:
            return await self._call("GET", f"/v2/get-call/{quote(call_id, safe='')}", None)
        except VoiceProviderError as failure:
            if failure.status == 404:
                return None
            raise


def _response_engine(engine: ResponseEngine) -> dict:
    if engine.websocket_url:
        return {"type": "custom-llm", "llm_websocket_url": engine.websocket_url}
    return {"type": "retell-llm", "llm_id": engine.llm_id}


def _required(answer: dict, key: str) -> str:
    value = answer.get(key)
    if not isinstance(value, str) or not value:
        raise VoiceProviderError(f"Retell's answer has no {key}")
    return value
