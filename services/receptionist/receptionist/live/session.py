"""One call's engine on one socket (providers.md §5.2): speaks first (config, then the greeting), echoes the
keep-alive, and answers each response or reminder the provider asks for with one caller turn of the conversation
engine. Turns of a connection run one at a time, while the socket keeps being read; only the latest request is
answered, and a response the caller cut off is not taken as said. The state lives in `live_calls`, so a reconnect
to the same call goes on where it was."""

import asyncio
import copy
import json
import logging
import secrets

import httpx
from fastapi import WebSocket, WebSocketDisconnect
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.chat_model import ChatModel
from receptionist.config import Settings
from receptionist.conversation import act, turn
from receptionist.conversation.state import CallState
from receptionist.conversation.steps import Learn
from receptionist.conversation.understanding.model import ModelReader
from receptionist.live import lines, repository
from receptionist.live.answer import Answer
from receptionist.live.interruption import cut_off, forget_unheard
from receptionist.live.protocol import (
    CallDetails,
    Config,
    Inbound,
    PingPong,
    Pong,
    ReminderRequired,
    Response,
    ResponseRequired,
    Sent,
    ToolCallInvocation,
    ToolCallResult,
    UpdateOnly,
    parse,
)
from receptionist.live.transcript import Mark, new_words, spoken_since
from receptionist.live.verify import Line
from receptionist.simulator import transfer
from receptionist.simulator.line import Line as SignedLine
from ringbook_common import clock

logger = logging.getLogger("ringbook.receptionist.live")

# The provider pings every 2 s on a live call: a socket silent this long is gone.
IDLE_SECONDS = 60.0
RESULT_LIMIT = 2000  # of a function's answer shown in the provider's transcript


class Session:
    def __init__(self, websocket: WebSocket, line: Line, *, settings: Settings,
                 sessionmaker: async_sessionmaker[AsyncSession], client: httpx.AsyncClient) -> None:
        self.websocket, self.line, self.settings, self.sessionmaker = websocket, line, settings, sessionmaker
        self.signed = SignedLine(client, settings.secret("voice_provider_key"))
        self.reader = self._reader(client)
        self.latest = 0  # the response id the provider waits for
        self.turns = asyncio.Lock()
        self.sending = asyncio.Lock()
        self.open = True
        self.tasks: set[asyncio.Task] = set()

    def _reader(self, client: httpx.AsyncClient) -> turn.Reader:
        settings = self.settings
        if self.line.understanding != "llm" or not settings.simulator_llm_url:
            return turn.built_in
        return ModelReader(ChatModel(base_url=settings.simulator_llm_url, model=settings.simulator_llm_model,
                                     api_key=settings.secret("simulator_llm_key"),
                                     timeout=settings.simulator_llm_timeout_seconds), client=client)

    # ---- the socket ----------------------------------------------------------------------------------------

    async def send(self, frame: Sent) -> None:
        if not self.open:
            return
        async with self.sending:
            try:
                await self.websocket.send_text(frame.frame())
            except (WebSocketDisconnect, RuntimeError, OSError):  # closed under us: nothing more goes out
                self.open = False

    async def respond(self, frame: Response) -> None:
        if frame.response_id == self.latest:
            await self.send(frame)

    async def serve(self) -> None:
        """Speaks first, then reads frames until the socket closes or goes silent; waits for running turns, so
        their state is kept."""
        await self._begin()
        try:
            while self.open:
                try:
                    message = await asyncio.wait_for(self.websocket.receive(), IDLE_SECONDS)
                except TimeoutError:
                    logger.info("live call %s: the socket was silent for %.0f s, closing it", self.line.call_id,
                                IDLE_SECONDS)
                    await self._close()
                    break
                if message["type"] == "websocket.disconnect":
                    self.open = False
                    break
                self._heard(message.get("text"))
        finally:
            if self.tasks:
                await asyncio.gather(*self.tasks, return_exceptions=True)

    async def _close(self) -> None:
        async with self.sending:
            if self.open:
                self.open = False
                try:
                    await self.websocket.close(code=1000)
                except (WebSocketDisconnect, RuntimeError, OSError):
                    logger.debug("live call %s: the socket was already closed", self.line.call_id)

    def _heard(self, text: str | None) -> None:
        frame = parse(text) if text is not None else None
        if frame is None:
            logger.info("live call %s: ignored a frame we cannot read: %.200r", self.line.call_id, text)
            return
        if isinstance(frame, (ResponseRequired, ReminderRequired)):
            self.latest = frame.response_id
        if not isinstance(frame, (CallDetails, UpdateOnly)):  # the transcript is read when a response is asked
            self._spawn(self._handle(frame))

    def _spawn(self, work) -> None:
        task = asyncio.create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _handle(self, frame: Inbound) -> None:
        if isinstance(frame, PingPong):
            await self.send(Pong(timestamp=frame.timestamp))
        elif isinstance(frame, (ResponseRequired, ReminderRequired)):
            await self._answer(frame)

    # ---- opening -------------------------------------------------------------------------------------------

    async def _begin(self) -> None:
        """Config and the greeting; a reconnect to a call already greeted gets an empty begin message."""
        line = self.line
        async with self.sessionmaker() as session, session.begin():
            row, first = await repository.open_call(session, call_id=line.call_id, tenant_id=line.tenant_id,
                                               agent_id=line.agent_id, from_number=line.from_number,
                                               to_number=line.to_number)
            if first:
                row.said = {"0": [line.greeting]}
        await self.send(Config())
        await self.send(Response(response_id=0, content=line.greeting if first else "", content_complete=True))
        if first:
            self._spawn(self._learn())
        else:
            logger.info("live call %s: reconnected (connection %d)", line.call_id, row.connections)

    async def _learn(self) -> None:
        """The salon's facts fetched while the greeting plays, so the caller's first turn does not wait for them."""
        async with self.turns:
            async with self.sessionmaker() as session:
                memory = (await repository.find(session, self.line.call_id)).memory
            if memory.get("salon"):
                return
            state = CallState()
            try:
                await act.run(Learn(), state, lambda name, args: self._tool(None, name, args),
                              today=clock.now().date(), caller_number=self.line.from_number)
            except Exception:
                logger.exception("live call %s: the salon's facts could not be fetched", self.line.call_id)
                return
            async with self.sessionmaker() as session, session.begin():
                row = await repository.find(session, self.line.call_id)
                if not row.memory:  # a turn may have got there first on another connection
                    row.memory = state.model_dump(mode="json")

    # ---- a turn --------------------------------------------------------------------------------------------

    async def _answer(self, request: ResponseRequired | ReminderRequired) -> None:
        async with self.turns:
            if request.response_id != self.latest:
                return  # a newer request came while this one waited: its words are read with that one
            answer = Answer(request.response_id, self.respond)
            try:
                await self._turn(request, answer)
            except Exception:
                logger.exception("live call %s: response %d failed", self.line.call_id, request.response_id)
                answer.sentences = [lines.sorry(answer.language)]
            finally:
                await answer.finish()

    async def _turn(self, request: ResponseRequired | ReminderRequired, answer: Answer) -> None:
        async with self.sessionmaker() as session:
            row = await repository.find(session, self.line.call_id)
        memory = copy.deepcopy(row.memory or {})
        answer.language = lines.language_of(memory)
        mark = Mark(row.read_items, row.read_words)
        last = row.said.get(str(row.last_response_id)) or []
        heard = not cut_off(" ".join(last), spoken_since(request.transcript, mark))
        if isinstance(request, ReminderRequired):
            answer.sentences = lines.reminder(answer.language, last)  # the caller said nothing: nothing moves on
            if not heard:  # the question asked again on its own: the cut-off part of a read-back stays unheard
                await self._keep(forget_unheard(memory), mark)
            return
        words, read = new_words(request.transcript, mark)
        if not words and heard:
            answer.sentences = lines.reminder(answer.language, last)
            await self._keep(memory, read)
            return
        if words:
            memory = memory if heard else forget_unheard(memory)
            await self._hear(memory, words, answer)  # the memory is updated in place
        else:
            # Asked again with nothing new (the provider dropped our answer, or the socket did): say it again.
            answer.sentences = [sentence for sentence in last if sentence not in lines.HOLD.values()]
            answer.hang_up, answer.transfer_number = row.ending, row.transfer_number
        await self._keep(memory, read, answer)

    async def _keep(self, memory: dict, read: Mark, answer: Answer | None = None) -> None:
        """The call's state after a turn: its memory, how far the transcript was read, and what was answered."""
        async with self.sessionmaker() as session, session.begin():
            row = await repository.find(session, self.line.call_id)
            row.memory, row.read_items, row.read_words = memory, read.items, read.words
            if answer is not None:
                row.last_response_id = answer.response_id
                row.said = repository.keep_said(row.said or {}, answer.response_id, answer.said())
                row.ending = row.ending or answer.hang_up
                row.transfer_number = answer.transfer_number or row.transfer_number
            row.updated_at = clock.now()

    async def _hear(self, memory: dict, words: str, answer: Answer) -> None:
        """One turn of the engine on the caller's words; `memory` is updated in place."""
        if self.reader is not turn.built_in:
            await answer.hold()  # a model reads the turn: the caller hears something while it does
        memory["waitlist_open"] = self.line.tool(act.WAITLIST_FUNCTION) is not None
        reply = await turn.hear(memory, words, run=lambda name, args: self._tool(answer, name, args),
                                caller_number=self.line.from_number, locales=self.line.locales or ["en-US"],
                                now=clock.now(), reader=self.reader)
        answer.language = lines.language_of(memory)
        answer.sentences = [sentence for sentence in reply.said if sentence]
        answer.hang_up = reply.hang_up
        if not reply.transferred:
            answer.transfer_number = None

    async def _tool(self, answer: Answer | None, name: str, args: dict) -> dict:
        """Runs one of the agent's functions through its signed endpoint, as the provider would, reported in the
        provider's transcript; the transfer is the provider's own: the number goes on the closing frame."""
        if answer is not None and name != transfer.TOOL:
            await answer.hold()
        tool_call_id = f"tc_{secrets.token_hex(12)}"
        await self.send(ToolCallInvocation(tool_call_id=tool_call_id, name=name, arguments=json.dumps(args)))
        if name == transfer.TOOL:
            number = transfer.destination(self.line.tools)
            result = {"ok": True, "transferred_to": number} if number else transfer.NO_NUMBER
            if number and answer is not None:
                answer.transfer_number = number
        elif (tool := self.line.tool(name)) is not None:
            result = await self.signed.call_function(tool, self.line.call_object(), args)
        else:
            result = {"ok": False, "failed": True, "result": f"The agent has no function {name}."}
        # A question back or "nothing free" is a function that did its job; only a failure is unsuccessful.
        await self.send(ToolCallResult(tool_call_id=tool_call_id, content=json.dumps(result)[:RESULT_LIMIT],
                                       successful=not result.get("failed")))
        return result
