"""Simulated calls on the local provider's line: dialling a number reaches the agent bound to it, each caller
turn is answered by the agent (the engine, each turn read by the built-in understanding or a configured LLM; or
that LLM playing the whole agent: the salon's own voice engine and understanding, as on its live line, unless the
settings' LLM role decides for every salon), and hanging up — by either side, or silence — records the conversation to
audio and sends the call webhooks Retell would send.

A call's row is locked while one turn is answered, so turns of one call never interleave; the webhooks go out
after the row is committed, so the recording they point at can already be fetched."""

import copy
import logging
import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

import httpx
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.chat_model import ChatModel, ModelUnavailable
from receptionist.config import Settings
from receptionist.conversation import turn
from receptionist.conversation.act import WAITLIST_FUNCTION
from receptionist.conversation.understanding.model import ModelReader
from receptionist.locations import service as locations
from receptionist.models import SimulatedCall, VoiceAgent, VoiceLlm
from receptionist.simulator import analysis, llm, recording, repository, transfer
from receptionist.simulator.line import Line
from ringbook_common import clock, phones
from ringbook_common.errors import Conflict, Invalid, NotFound

logger = logging.getLogger("ringbook.receptionist.simulator")

GREETING_FALLBACK = "Thank you for calling. How can I help you today?"
MAX_TURNS = 200
TEST_CALLER = "+12025550143"  # who rings when the owner has no phone of their own in Settings


class NoLine(Conflict):
    """Nothing answers at the number on the simulated line (a Retell number, or none at all)."""


class CallEnded(Conflict):
    message = "This call has ended."


@dataclass(frozen=True)
class BoundAgent:
    """What the provider holds for the agent a number reaches."""

    agent: VoiceAgent
    llm: VoiceLlm

    def tool(self, name: str) -> dict | None:
        return next((tool for tool in self.llm.tools or [] if tool.get("name") == name and tool.get("url")), None)


def normalize_number(value: str, field: str) -> str:
    """A number as E.164: "+1 (415) 555-0199", "415-555-0199" -> "+14155550199" (the simulated lines are North
    American)."""
    try:
        number = phones.e164(value, phones.DEFAULT_COUNTRY)
    except phones.InvalidPhone:
        number = ""
    if not number:
        raise Invalid(f"{field} must be a phone number", fields={field: "not a phone number"})
    return number


async def owner_lines(sessionmaker: async_sessionmaker[AsyncSession], tenant_id: uuid.UUID,
                      location_id: uuid.UUID | None = None) -> tuple[str, str, str]:
    """The number of the owner's receptionist at a location (None: the first one), the owner's own phone to call
    it from, and the salon's country (whose national format a number typed for the call is read in)."""
    async with sessionmaker() as session:
        location_id = await locations.ensure_exists(session, tenant_id, location_id)
        agent = await repository.salons_agent(session, location_id)
        salon = await repository.tenant_profile(session, tenant_id)
    if agent is None or agent.status != "active" or not agent.phone_number:
        raise Conflict("Your AI receptionist isn't active yet.")
    country = (salon.country if salon else None) or phones.country_of_zone(salon.timezone if salon else None)
    try:
        return agent.phone_number, normalize_number(salon.owner_phone if salon else "", "fromNumber"), country
    except Invalid:
        return agent.phone_number, TEST_CALLER, country


async def _agent_at(session: AsyncSession, number: str) -> BoundAgent:
    found = await repository.voice_agent_at(session, number)
    if found is None:
        raise NoLine(f"No simulated line answers at {number}; call it from a phone.")
    return BoundAgent(*found)


@dataclass(frozen=True)
class SalonChoice:
    """What answers the salon's live line (its agent's row): the simulated line plays the same."""

    voice_engine: str = "ringbook"
    understanding: str = "built_in"


async def _choice_of(session: AsyncSession, agent_id: str) -> SalonChoice:
    """The choice of the agent the call reached (each location's agent has its own)."""
    agent = await repository.agent_answering(session, agent_id) if agent_id else None
    return SalonChoice(agent.voice_engine, agent.understanding) if agent else SalonChoice()


def _moment_ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def call_object(row: SimulatedCall, *, status: str = "ongoing") -> dict:
    """The call as Retell describes it in function calls and webhooks (providers.md §1.5)."""
    spoken = [turn for turn in row.turns if turn["role"] in ("agent", "user")]
    call = {"call_id": row.call_id, "call_type": "phone_call", "agent_id": row.agent_id, "agent_version": 1,
            "direction": "inbound", "from_number": row.from_number, "to_number": row.to_number,
            "call_status": status, "start_timestamp": _moment_ms(row.started_at),
            "transcript": "".join(f"{'Agent' if t['role'] == 'agent' else 'User'}: {t['text']}\n" for t in spoken),
            "transcript_object": [{"role": t["role"], "content": t["text"]} for t in spoken],
            "metadata": {"simulated": True}}
    if status == "ended":
        call.update(end_timestamp=_moment_ms(row.started_at) + (row.duration_ms or 0),
                    duration_ms=row.duration_ms or 0, disconnection_reason=row.ended_reason or "user_hangup",
                    transcript_with_tool_calls=[step for t in row.turns for step in _with_tool_calls(t)])
        if number := transfer.transferred_to(row.turns):
            call["transfer_destination"] = number
    return call


def _with_tool_calls(turn: dict) -> list[dict]:
    if turn["role"] == "tool":
        return [{"role": "tool_call_invocation", "name": turn["name"], "arguments": turn.get("args", {})}]
    if turn["role"] == "transfer":
        # Retell's transfer tool call and what became of it: the caller stays with the agent when it failed.
        return [{"role": "tool_call_invocation", "name": transfer.TOOL, "arguments": {}},
                {"role": "tool_call_result", "name": transfer.TOOL,
                 "content": "transferred" if turn["ok"] else "transfer failed", "successful": turn["ok"]}]
    return [{"role": turn["role"], "content": turn["text"]}]


def present(row: SimulatedCall, settings: Settings) -> dict:
    turns = [{"role": "tool", "name": t["name"], "ok": bool(t.get("ok")), "failed": bool(t.get("failed"))}
             if t["role"] == "tool"
             else {"role": "transfer", "to": t["to"], "ok": t["ok"]} if t["role"] == "transfer"
             else {"role": t["role"], "text": t["text"]} for t in row.turns]
    ended = row.status == "ended"
    return {"callId": row.call_id, "toNumber": row.to_number, "fromNumber": row.from_number, "status": row.status,
            "language": row.language, "turns": turns, "endedReason": row.ended_reason,
            "transferredTo": transfer.transferred_to(row.turns),
            "recordingUrl": recording_url(row, settings) if ended and row.recording_token else None,
            "durationSeconds": round((row.duration_ms or 0) / 1000) if ended else None}


def recording_url(row: SimulatedCall, settings: Settings) -> str:
    return f"{settings.public_base_url.rstrip('/')}/api/receptionist/simulator/recordings/{row.recording_token}.wav"


class Simulator:
    """The simulated line of one service instance."""

    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession], settings: Settings,
                 client: httpx.AsyncClient) -> None:
        self.sessionmaker, self.settings = sessionmaker, settings
        self.line = Line(client, settings.secret("voice_provider_key"))
        self.client = client

    # ---- dialling ------------------------------------------------------------------------------------------

    async def dial(self, *, to_number: str, from_number: str, opened_by: str) -> dict:
        async with self.sessionmaker() as session, session.begin():
            agent = await _agent_at(session, to_number)
            row = SimulatedCall(call_id=f"call_{secrets.token_hex(16)}", agent_id=agent.agent.agent_id,
                                # The salon whose receptionist it is: recordings are kept as long as it says.
                                tenant_id=await repository.salon_of(session, agent.agent.agent_id),
                                from_number=from_number, to_number=to_number, opened_by=opened_by,
                                status="ongoing", language="en", memory={}, started_at=clock.now(),
                                last_turn_at=clock.now(),
                                turns=[{"role": "agent", "text": agent.llm.begin_message or GREETING_FALLBACK}])
            repository.add_call(session, row)
        await self.line.send_webhook(agent.agent.webhook_url, "call_started", call_object(row))
        return present(row, self.settings)

    async def find(self, call_id: str, opened_by: str | None) -> dict:
        async with self.sessionmaker() as session:
            return present(await self._own(session, call_id, opened_by), self.settings)

    async def _own(self, session: AsyncSession, call_id: str, opened_by: str | None, *,
                   lock: bool = False) -> SimulatedCall:
        row = await repository.call(session, call_id, lock=lock)
        if row is None or (opened_by is not None and row.opened_by != opened_by):
            raise NotFound("This call was not found")
        return row

    # ---- a caller turn -------------------------------------------------------------------------------------

    async def say(self, call_id: str, text: str, *, opened_by: str | None) -> dict:
        text = " ".join((text or "").split())
        if not text:
            raise Invalid("Say something first", fields={"text": "empty"})
        async with self.sessionmaker() as session, session.begin():
            row = await self._own(session, call_id, opened_by, lock=True)
            if row.status == "ended":
                raise CallEnded()
            agent = await _agent_at(session, row.to_number)
            asked = {"role": "user", "text": text[:500]}
            row.turns = [*row.turns, asked]
            choice = await _choice_of(session, row.agent_id)
            said, hang_up = await self._answer(row, agent, asked["text"], choice)
            row.language = row.memory.get("language") or row.memory.get("lang") or row.language
            # The turn and its answer are spoken in the language the agent answered in (the recording's voices).
            asked["lang"] = row.language
            row.turns = [*row.turns, *({"role": "agent", "text": sentence, "lang": row.language}
                                       for sentence in said if sentence)]
            row.last_turn_at = clock.now()
            if transfer.transferred_to(row.turns):
                await self._end(row, agent, transfer.REASON)
            elif hang_up or len(row.turns) >= MAX_TURNS:
                await self._end(row, agent, "agent_hangup" if hang_up else "max_duration_reached")
        if row.status == "ended":
            await self._report(row, agent)
        return present(row, self.settings)

    async def _answer(self, row: SimulatedCall, agent: BoundAgent, text: str,
                      choice: SalonChoice) -> tuple[list[str], bool]:
        """The agent's answer to the caller's turn; the functions it called are added to the row's turns."""
        async def run_tool(name: str, args: dict) -> dict:
            if name == transfer.TOOL:
                return await self._transfer(row, agent)
            tool = agent.tool(name)
            answer = (await self.line.call_function(tool, call_object(row), args) if tool
                      else {"ok": False, "failed": True, "result": f"The agent has no function {name}."})
            row.turns = [*row.turns, {"role": "tool", "name": name, "args": args, "ok": bool(answer.get("ok")),
                                      "failed": bool(answer.get("failed")),
                                      "result": str(answer.get("result") or "")[:2000]}]
            return answer

        # A deep copy: the stored value must stay as loaded, or a change inside it would not be written.
        memory = copy.deepcopy(row.memory or {})
        plays = self._who_answers(choice)
        if plays == "model_agent":
            said, hang_up = await self._model_answer(memory, agent, text, run_tool)
        else:
            reader = ModelReader(self._chat_model(), client=self.client) if plays == "engine_with_model" \
                else turn.built_in
            memory["waitlist_open"] = agent.tool(WAITLIST_FUNCTION) is not None
            reply = await turn.hear(memory, text, run=run_tool, caller_number=row.from_number,
                                    locales=agent.agent.languages or ["en-US"], now=clock.now(), reader=reader)
            said, hang_up = reply.said, reply.hang_up
        row.memory = memory
        return said, hang_up

    def _who_answers(self, choice: SalonChoice) -> str:
        """engine (built-in understanding), engine_with_model (the model reads turns) or model_agent (the model
        plays the whole agent, as Retell's hosted LLM does). Without a model configured, always our engine; in the
        "salon" role the salon's own choices decide, as on its live line; "understanding" and "agent" decide for
        every salon (the evals' LLM modes)."""
        role = self.settings.simulator_llm_role
        if not self.settings.simulator_llm_url:
            return "engine"
        if role == "agent" or (role == "salon" and choice.voice_engine == "hosted"):
            return "model_agent"
        if role == "understanding" or choice.understanding == "llm":
            return "engine_with_model"
        return "engine"

    async def _transfer(self, row: SimulatedCall, agent: BoundAgent) -> dict:
        """A cold transfer to the salon's front desk, reported to the agent's webhook as Retell reports one."""
        number = transfer.destination(agent.llm.tools)
        if not number:
            row.turns = [*row.turns, {"role": "transfer", "to": None, "ok": False}]
            return transfer.NO_NUMBER
        async with self.sessionmaker() as session:
            rung = await transfer.ring(session, number)
        row.turns = [*row.turns, rung.turn()]
        details = {**call_object(row), "transfer_destination": number, "transfer_option": {"type": "cold_transfer"}}
        await self.line.send_webhook(agent.agent.webhook_url, "transfer_started", details)
        await self.line.send_webhook(agent.agent.webhook_url,
                                     "transfer_bridged" if rung.connected else "transfer_cancelled", details)
        return rung.answer()

    def _chat_model(self) -> ChatModel:
        return ChatModel(base_url=self.settings.simulator_llm_url, model=self.settings.simulator_llm_model,
                         api_key=self.settings.secret("simulator_llm_key"),
                         timeout=self.settings.simulator_llm_timeout_seconds)

    async def _model_answer(self, memory: dict, agent: BoundAgent, text: str, run_tool) -> tuple[list[str], bool]:
        """The model plays the whole agent (the "agent" role): its own words and tool calls, no policy of ours."""
        model = self._chat_model()
        history = memory.get("history") or [{"role": "assistant",
                                             "content": agent.llm.begin_message or GREETING_FALLBACK}]
        try:
            reply = await llm.agent_turn(model, system_prompt=llm.render_prompt(agent.llm.prompt, clock.now()),
                                         tools=agent.llm.tools or [], history=[*history, {"role": "user",
                                                                                          "content": text}],
                                         run_tool=run_tool, client=self.client)
        except ModelUnavailable as failure:
            logger.warning("simulated call: the model did not answer: %s", model.redacted(str(failure)))
            return ["I'm sorry, I'm having trouble on my end. Could you say that again?"], False
        memory["history"] = reply.history
        return reply.said, reply.hang_up

    # ---- hanging up ----------------------------------------------------------------------------------------

    async def hang_up(self, call_id: str, *, opened_by: str | None, reason: str = "user_hangup") -> dict:
        async with self.sessionmaker() as session, session.begin():
            row = await self._own(session, call_id, opened_by, lock=True)
            if row.status == "ended":
                return present(row, self.settings)
            agent = await _agent_at(session, row.to_number)
            await self._end(row, agent, reason)
        await self._report(row, agent)
        return present(row, self.settings)

    async def _end(self, row: SimulatedCall, agent: BoundAgent, reason: str) -> None:
        spoken = [(t["role"], t["text"], t.get("lang", "en")) for t in row.turns if t["role"] in ("agent", "user")]
        try:
            audio = await recording.synthesize(spoken, agent_voice=agent.agent.voice or "male",
                                               language=row.language)
        except recording.SpeechUnavailable as failure:
            logger.warning("simulated call %s has no recording: %s", row.call_id, failure)
            row.duration_ms = analysis.spoken_ms(spoken)
        else:
            row.recording, row.recording_token = audio.wav, secrets.token_urlsafe(24)
            row.duration_ms = audio.duration_ms
        row.status, row.ended_reason = "ended", reason
        row.ended_at = row.started_at + timedelta(milliseconds=row.duration_ms)

    async def _report(self, row: SimulatedCall, agent: BoundAgent) -> None:
        ended = call_object(row, status="ended")
        if row.recording_token:
            ended["recording_url"] = recording_url(row, self.settings)
        url = agent.agent.webhook_url
        await self.line.send_webhook(url, "call_ended", ended)
        await self.line.send_webhook(url, "call_analyzed", {**ended, "call_analysis": analysis.analyze(row)})

    # ---- silence -------------------------------------------------------------------------------------------

    async def end_idle_calls(self) -> int:
        """Ends the calls nobody has spoken on for `simulator_idle_seconds` (Retell's end-after-silence)."""
        cutoff = clock.now() - timedelta(seconds=self.settings.simulator_idle_seconds)
        async with self.sessionmaker() as session:
            idle = await repository.idle_calls(session, silent_since=cutoff)
        for call_id in idle:
            await self.hang_up(call_id, opened_by=None, reason="inactivity")
        return len(idle)
