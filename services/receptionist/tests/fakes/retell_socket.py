"""Retell's side of the custom-LLM WebSocket (providers.md §5), as a client of our endpoint: one phone call as
Retell plays it. It connects to the agent's `llm_websocket_url` with the call id appended, answers `config` (sends
`call_details` when asked, keeps the `ping_pong` keep-alive going when `auto_reconnect` is on), takes the begin
message, then for each caller turn resends the whole transcript (`update_only`) and asks for a response
(`response_required`, ids counting up), keeping only the frames of the latest id, up to `content_complete`.

It also plays what a real line does to a call: a caller cutting the agent off (only the words heard go into the
transcript, and the cut response's end_call or transfer is dropped), silence (`reminder_required`), a socket that
dies and is reconnected to the same call id, the end of the call (`end_call`: the agent hangs up;
`transfer_number`: a cold transfer; or the caller hangs up), after which the call webhooks are sent signed with
the API key, as Retell sends them (call_started when it begins; call_ended and call_analyzed at the end).
"""

import asyncio
import contextlib
import functools
import json
import ssl
import time
from dataclasses import dataclass, field
from typing import NoReturn

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from receptionist import signatures

from .retell import FakeRetell

# Retell waits for content_complete without a limit; a test waits this long before saying the agent went silent.
ANSWER_SECONDS = 30.0
PING_SECONDS = 2.0
# Retell reconnects a socket that closed abnormally up to four times (providers.md §5.1).
RECONNECTS = 4
WORD_SECONDS = 0.4


class NoAnswer(Exception):
    """The agent did not close its response in time (Retell would wait on in silence)."""


class Refused(Exception):
    """Our endpoint would not take the call: `status` at the handshake, or `code` when it closed the socket."""

    def __init__(self, message: str, *, status: int | None = None, code: int | None = None) -> None:
        super().__init__(message)
        self.status, self.code = status, code


@dataclass
class Response:
    """One response as Retell received it: its frames for one response id, up to content_complete."""

    response_id: int
    frames: list[dict] = field(default_factory=list)
    complete: bool = False
    # Frames of any id and type that arrived while this response was asked for (tool-call reports included).
    seen: list[dict] = field(default_factory=list)
    # time.perf_counter() when the request was sent, when its first frame and its words arrived, and its last.
    asked_at: float | None = None
    first_frame_at: float | None = None
    first_words_at: float | None = None
    completed_at: float | None = None

    @property
    def content(self) -> str:
        return "".join(frame.get("content") or "" for frame in self.frames)

    @property
    def end_call(self) -> bool:
        return any(frame.get("end_call") for frame in self.frames)

    @property
    def transfer_number(self) -> str | None:
        return next((frame["transfer_number"] for frame in self.frames if frame.get("transfer_number")), None)


@functools.cache
def _tls() -> ssl.SSLContext:
    """One TLS context for every webhook client: building one loads the CA bundle (tens of milliseconds), which with
    hundreds of calls at once held up the fake's own event loop, and so the turns it times."""
    return ssl.create_default_context()


class RetellSocketCall:
    """One call over the socket. `url`: the agent's llm_websocket_url; `call`: the call object as Retell's
    register call answers it. `webhook_url` and `key`: where the call webhooks go and what signs them (none sent
    when no webhook_url)."""

    def __init__(self, url: str, call: dict, *, webhook_url: str | None = None, key: str = "",
                 retell: FakeRetell | None = None) -> None:
        self.url = f"{url.rstrip('/')}/{call['call_id']}"
        self.call, self.webhook_url, self.key, self.retell = dict(call), webhook_url, key, retell
        self.transcript: list[dict] = []
        self.tool_calls: list[dict] = []  # tool_call_invocation / tool_call_result frames, in order
        self.config: dict = {}
        self.pongs = 0  # ping_pong frames our endpoint echoed
        self.response_id = 0
        self.connections = 0
        self.ended_reason = ""
        self.transferred_to: str | None = None
        self._socket: ClientConnection | None = None
        self._frames: asyncio.Queue[tuple[float, dict | None]] = asyncio.Queue()
        self._tasks: list[asyncio.Task] = []
        self._audio_seconds = 0.0
        self._started_ms = int(time.time() * 1000)

    @property
    def call_id(self) -> str:
        return self.call["call_id"]

    @property
    def ended(self) -> bool:
        return bool(self.ended_reason)

    # ---- connecting ---------------------------------------------------------------------------------------------

    async def open(self) -> Response:
        """Connects and answers the begin message (response 0); the call_started webhook goes out first."""
        self._update_call(call_status="ongoing", start_timestamp=self._started_ms)
        await self._webhook("call_started", self._call_object("ongoing"))
        await self._connect()
        begin = await self._collect(0)
        self._agent_said(begin.content)
        return begin

    async def _connect(self) -> None:
        try:
            self._socket = await connect(self.url, open_timeout=7, max_size=2**20)
        except InvalidStatus as refused:
            raise Refused(f"the handshake was refused ({refused.response.status_code})",
                          status=refused.response.status_code) from None
        self.connections += 1
        self._frames = asyncio.Queue()
        self._tasks = [asyncio.create_task(self._read(self._socket, self._frames))]

    async def _read(self, socket: ClientConnection, frames: asyncio.Queue) -> None:
        """Every frame of one connection: config and ping_pong are handled here, the rest queued with the moment
        they arrived; None marks the connection's end."""
        try:
            async for raw in socket:
                if isinstance(raw, bytes):
                    raise AssertionError("our endpoint sent a binary frame (Retell closes with 1007)")
                frame = json.loads(raw)
                kind = frame.get("response_type")
                if kind == "config":
                    await self._configured(socket, frame.get("config") or {})
                elif kind == "ping_pong":
                    self.pongs += 1
                else:
                    frames.put_nowait((time.perf_counter(), frame))
        except ConnectionClosed:
            pass
        finally:
            frames.put_nowait((time.perf_counter(), None))

    async def _configured(self, socket: ClientConnection, config: dict) -> None:
        self.config = config
        if config.get("call_details"):
            await socket.send(json.dumps({"interaction_type": "call_details", "call": self._registered()}))
        if config.get("auto_reconnect"):
            self._tasks.append(asyncio.create_task(self._ping(socket)))

    async def _ping(self, socket: ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await socket.send(json.dumps({"interaction_type": "ping_pong",
                                              "timestamp": int(time.time() * 1000)}))
                await asyncio.sleep(PING_SECONDS)

    def _registered(self) -> dict:
        return {**self.call, "call_status": "registered"}

    async def drop(self) -> None:
        """The socket dies without a close frame (our endpoint sees 1006), as a network cut does."""
        socket = self._socket
        if socket is not None:
            socket.transport.abort()
            await self._stop_tasks()

    async def reconnect(self) -> None:
        """Retell connects again to the same call id."""
        await self._stop_tasks()
        await self._connect()

    async def _stop_tasks(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
                await task
        self._tasks = []

    # ---- the caller ---------------------------------------------------------------------------------------------

    async def say(self, text: str, *, words: bool = True, drop_after_asking: bool = False) -> Response:
        """The caller says `text`; the agent's answer as Retell heard it (its actions carried out).
        `drop_after_asking`: the socket dies right after the response is asked for, so Retell reconnects and
        asks again under a new id (whether our endpoint read the first request or not)."""
        self._user_said(text, words=words)
        answer = await self._ask("response_required", drop_after_asking=drop_after_asking)
        self._agent_said(answer.content)
        await self._act(answer)
        return answer

    async def silence(self) -> Response:
        """The caller says nothing after the agent spoke: Retell asks for a reminder."""
        answer = await self._ask("reminder_required")
        self._agent_said(answer.content)
        await self._act(answer)
        return answer

    async def interrupt(self, text: str, then: str, *, heard_words: int | None = None,
                        while_streaming: bool = False) -> Response:
        """The caller says `text`, then cuts the agent off with `then` while its answer is being spoken: only the
        first `heard_words` words of it (half, unless told) go into the transcript, its action is dropped, and
        the next response is asked for. `while_streaming`: asked as soon as the answer's first words arrive (the
        rest of it still coming); otherwise once it is complete (Retell speaks slower than we stream). Content
        sent with no_interruption_allowed cannot be cut: then the answer is heard whole and acted on. Answers the
        response to `then` (or the uncut one, when it ended the call)."""
        self._user_said(text)
        cut = await self._ask("response_required", until_first_words=while_streaming)
        if any(frame.get("no_interruption_allowed") for frame in cut.frames):
            self._agent_said(cut.content)
            await self._act(cut)
            if self.ended:
                return cut
            return await self.say(then)
        spoken = cut.content.split()
        keep = heard_words if heard_words is not None else max(1, len(spoken) // 2)
        self._agent_said(" ".join(spoken[:min(keep, max(len(spoken) - 1, 0))]))
        return await self.say(then)

    async def hang_up(self) -> None:
        """The caller hangs up."""
        await self._end("user_hangup")

    async def _ask(self, interaction: str, *, until_first_words: bool = False,
                   drop_after_asking: bool = False) -> Response:
        """Sends the transcript and asks for a response; a socket that closes abnormally meanwhile is reconnected
        and asked again under a new id, as Retell does."""
        for attempt in range(RECONNECTS + 1):
            self.response_id += 1
            try:
                await self._send({"interaction_type": "update_only", "transcript": self._transcript(),
                                  "turntaking": "agent_turn"})
                request = json.dumps({"interaction_type": interaction, "response_id": self.response_id,
                                      "transcript": self._transcript()})
                asked_at = time.perf_counter()
                await self._send_raw(request)
                if drop_after_asking and attempt == 0 and self._socket is not None:
                    self._socket.transport.abort()
                return await self._collect(self.response_id, until_first_words=until_first_words,
                                           asked_at=asked_at)
            except ConnectionClosed as closed:
                if attempt == RECONNECTS or (closed.rcvd is not None and closed.rcvd.code != 1006):
                    raise
                await self.reconnect()
        raise AssertionError("unreachable")

    async def _send(self, frame: dict) -> None:
        await self._send_raw(json.dumps(frame))

    async def _send_raw(self, raw: str) -> None:
        if self._socket is None:
            raise ConnectionClosed(None, None)
        await self._socket.send(raw)

    async def _collect(self, response_id: int, *, until_first_words: bool = False,
                       asked_at: float | None = None) -> Response:
        """The frames of `response_id` up to content_complete (or its first words); frames of other ids are
        dropped, as Retell drops content for an id it no longer wants."""
        answer = Response(response_id, asked_at=asked_at)
        deadline = time.monotonic() + ANSWER_SECONDS
        while not answer.complete:
            try:
                received, frame = await asyncio.wait_for(self._frames.get(),
                                                         max(deadline - time.monotonic(), 0.01))
            except TimeoutError:
                raise NoAnswer(f"response {response_id} was not completed within {ANSWER_SECONDS:.0f} s: "
                               f"{answer.content!r}") from None
            if frame is None:
                await self._closed()
            answer.seen.append(frame)
            kind = frame.get("response_type")
            if kind in ("tool_call_invocation", "tool_call_result"):
                self.tool_calls.append(frame)
            elif kind == "response" and frame.get("response_id") == response_id:
                answer.first_frame_at = answer.first_frame_at or received
                if (frame.get("content") or "").strip():
                    answer.first_words_at = answer.first_words_at or received
                answer.frames.append(frame)
                answer.complete = bool(frame.get("content_complete"))
                answer.completed_at = received if answer.complete else None
                if until_first_words and answer.content.strip():
                    break
            elif kind == "agent_interrupt":
                self._agent_said(frame.get("content") or "")
        return answer

    async def _closed(self) -> NoReturn:
        """Our endpoint closed the socket: a close code other than 1006 is a refusal or an ending."""
        socket = self._socket
        if socket is None:
            raise ConnectionClosed(None, None)
        await socket.wait_closed()
        if socket.close_code in (None, 1006):
            raise ConnectionClosed(None, None)
        raise Refused(f"our endpoint closed the socket ({socket.close_code} {socket.close_reason})",
                      code=socket.close_code)

    async def _act(self, answer: Response) -> None:
        """end_call and transfer_number run once the content is spoken, end_call first (providers.md §5.5)."""
        if answer.end_call:
            await self._end("agent_hangup")
        elif answer.transfer_number:
            self.transferred_to = answer.transfer_number
            await self._end("call_transfer")

    # ---- the transcript -----------------------------------------------------------------------------------------

    def _utterance(self, role: str, text: str, *, words: bool = True) -> dict:
        """One transcript item; the call's audio runs on by each word's time, whether the words are sent or not."""
        timed = []
        for word in text.split():
            timed.append({"word": word, "start": round(self._audio_seconds, 2),
                          "end": round(self._audio_seconds + WORD_SECONDS, 2)})
            self._audio_seconds += WORD_SECONDS
        return {"role": role, "content": text, **({"words": timed} if words else {})}

    def _user_said(self, text: str, *, words: bool = True) -> None:
        if self.ended:
            raise AssertionError(f"the call has ended ({self.ended_reason}); the caller cannot say {text!r}")
        self.transcript.append(self._utterance("user", text, words=words))

    def _agent_said(self, text: str) -> None:
        if text.strip():
            self.transcript.append(self._utterance("agent", text.strip()))

    def _transcript(self) -> list[dict]:
        return [dict(item) for item in self.transcript]

    # ---- the end of the call ------------------------------------------------------------------------------------

    async def _end(self, reason: str) -> None:
        if self.ended:
            return
        self.ended_reason = reason
        socket = self._socket
        await self._stop_tasks()
        if socket is not None:
            with contextlib.suppress(ConnectionClosed):
                await socket.close(1000)
        ended = self._call_object("ended")
        self._update_call(**{key: value for key, value in ended.items() if key != "call_id"})
        await self._webhook("call_ended", ended)
        await self._webhook("call_analyzed", {**ended, "call_analysis": {
            "call_summary": "", "user_sentiment": "Unknown", "call_successful": reason != "error",
            "in_voicemail": False}})

    def _call_object(self, status: str) -> dict:
        spoken = [item for item in self.transcript if item["role"] in ("agent", "user")]
        call = {**self.call, "call_status": status, "agent_version": 1, "start_timestamp": self._started_ms,
                "transcript": "".join(f"{'Agent' if item['role'] == 'agent' else 'User'}: {item['content']}\n"
                                      for item in spoken),
                "transcript_object": [{"role": item["role"], "content": item["content"],
                                       "words": item.get("words", [])} for item in spoken]}
        if status == "ended":
            ended_ms = self._started_ms + int(self._audio_seconds * 1000)
            call.update(end_timestamp=ended_ms, duration_ms=ended_ms - self._started_ms,
                        disconnection_reason=self.ended_reason,
                        transcript_with_tool_calls=[*call["transcript_object"], *self._tool_steps()])
            if self.transferred_to:
                call["transfer_destination"] = self.transferred_to
        return call

    def _tool_steps(self) -> list[dict]:
        return [{"role": frame["response_type"], **{k: v for k, v in frame.items() if k != "response_type"}}
                for frame in self.tool_calls]

    async def _webhook(self, event: str, call: dict) -> None:
        if not self.webhook_url:
            return
        raw = json.dumps({"event": event, "call": call}).encode()
        async with httpx.AsyncClient(timeout=10, verify=_tls()) as client:
            response = await client.post(self.webhook_url, content=raw,
                                         headers=signatures.signed_headers(raw, self.key))
        if response.status_code >= 300:
            raise AssertionError(f"webhook {event}: {response.status_code} {response.text[:300]}")

    def _update_call(self, **fields) -> None:
        if self.retell is not None:
            self.retell.update_call(self.call_id, **fields)

    async def close(self) -> None:
        """Leaves no task or socket behind (the call is not ended: `hang_up` ends it)."""
        await self._stop_tasks()
        if self._socket is not None:
            with contextlib.suppress(ConnectionClosed):
                await self._socket.close(1000)


def socket_url(retell: FakeRetell, agent_id: str) -> str:
    engine = retell.state.agents[agent_id].get("response_engine") or {}
    if engine.get("type") != "custom-llm":
        raise AssertionError(f"agent {agent_id} answers with {engine.get('type')!r}, not our socket")
    return engine["llm_websocket_url"]


def inbound_agent(retell: FakeRetell, number: str) -> str:
    """The agent Retell puts on a call to `number` (the number's inbound agent)."""
    agents = (retell.state.numbers.get(number) or {}).get("inbound_agents") or []
    if not agents:
        raise AssertionError(f"no agent answers {number} at the fake Retell")
    return agents[0]["agent_id"]


async def dial(retell: FakeRetell, *, to_number: str, from_number: str, url: str | None = None,
               agent_id: str | None = None,
               kind: type[RetellSocketCall] = RetellSocketCall) -> tuple[RetellSocketCall, Response]:
    """A call to `to_number` as Retell places it: registered, its webhooks sent to the agent's webhook URL, its
    socket opened at the agent's llm_websocket_url (or `url`); answers the call and the begin message. `kind`: a
    RetellSocketCall that observes more of the call."""
    agent_id = agent_id or inbound_agent(retell, to_number)
    call = retell.phone_call(retell.register_call(agent_id, from_number, to_number))
    agent = retell.state.agents.get(agent_id) or {}
    placed = kind(url or socket_url(retell, agent_id), call, webhook_url=agent.get("webhook_url"),
                  key=retell.api_key, retell=retell)
    try:
        begin = await placed.open()
    except BaseException:
        await placed.close()
        raise
    return placed, begin
