"""A scenario's call over Retell's custom-LLM socket: a fake Retell (the test suite's) registers a call from the
caller's number to the salon's, opens our socket for it as Retell does, says each turn as an update of the
transcript and a response request, and hangs up after the last turn unless the agent ended the call or
transferred it. The call then reaches the call log through the webhooks the fake Retell sends, as on a live line."""

import httpx
from websockets.exceptions import ConnectionClosed, WebSocketException

from evals.calls import BeforeTurn, Call, CallBroke
from evals.salons import Salon, SetupFailed
from evals.scenarios import Scenario
from services.receptionist.tests.fakes.retell import FakeRetell
from services.receptionist.tests.fakes.retell_socket import NoAnswer, Refused, Response, RetellSocketCall, dial

BROKEN = (NoAnswer, Refused, ConnectionClosed, WebSocketException, OSError, httpx.HTTPError, AssertionError)


async def place(retell: FakeRetell, salon: Salon, scenario: Scenario, before_turn: BeforeTurn | None = None) -> Call:
    try:
        placed, begin = await dial(retell, to_number=salon.number, from_number=scenario.caller)
    except BROKEN as failure:
        raise SetupFailed(f"the socket would not take the call: {failure or repr(failure)}") from None
    call = Call(placed.call_id, _said("agent", begin.content))
    try:
        await _talk(placed, call, scenario, before_turn)
    except BROKEN as failure:
        await placed.close()
        raise CallBroke(call, str(failure) or repr(failure)) from None
    call.ended_reason = placed.ended_reason
    return call


async def _talk(placed: RetellSocketCall, call: Call, scenario: Scenario, before_turn: BeforeTurn | None) -> None:
    for index, text in enumerate(scenario.turns):
        if placed.ended:
            call.unsaid = scenario.turns[index:]
            break
        if before_turn is not None:
            await before_turn(index, text)
        call.turns += _said("user", text)
        answer = await placed.say(text)
        call.turns += [*_tools(answer), *_said("agent", answer.content)]
        if placed.transferred_to:
            call.turns.append({"role": "transfer", "to": placed.transferred_to, "ok": True})
    if not placed.ended:
        await placed.hang_up()


def _said(role: str, text: str) -> list[dict]:
    return [{"role": role, "text": text}] if text.strip() else []


def _tools(answer: Response) -> list[dict]:
    """The functions the agent reported running while it answered (tool_call_invocation / _result frames)."""
    results = {frame.get("tool_call_id"): frame for frame in answer.seen
               if frame.get("response_type") == "tool_call_result"}
    return [{"role": "tool", "name": frame.get("name", ""),
             "ok": results.get(frame.get("tool_call_id"), {}).get("successful", True) is not False}
            for frame in answer.seen if frame.get("response_type") == "tool_call_invocation"]
