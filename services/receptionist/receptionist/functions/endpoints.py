"""The agent's functions, called by the voice provider during a call (providers.md §1.4)."""

import json
from typing import Annotated

from fastapi import APIRouter, Path, Request

from receptionist import signatures
from receptionist.functions import service
from receptionist.functions.schemas import FunctionAnswer
from receptionist.functions.tenancy import reached_by_call
from ringbook_common import bounded
from ringbook_common.db import reading
from ringbook_common.errors import BadRequest, NotFound
from ringbook_common.openapi import Responses

router = APIRouter(tags=["agent functions"])

# The provider's call object, as far as we read it: the agent and number dialled name the salon.
# read_json refuses text PostgreSQL cannot store anywhere in the body; longer text than this is cut when kept.
_TEXT = {"type": "string", "maxLength": 200, bounded.MARKER: "text"}
CALL = {"type": "object", "required": ["call_id"], "properties": {
    "call_id": {**_TEXT, "minLength": 1}, "agent_id": _TEXT, "from_number": _TEXT, "to_number": _TEXT,
    "start_timestamp": bounded.epoch_ms_schema(), "end_timestamp": bounded.epoch_ms_schema()}}
CALL_ID_MAX = 200
BAD_BODY: Responses = {
    400: {"description": "Not a JSON object, text we cannot store, or no call object with a call_id"}}


def provider_body(schema: dict) -> dict:
    """`openapi_extra` naming the JSON body a route reads raw (it must check the signature of the exact bytes)."""
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


def storable(value: object) -> bool:
    """Whether every string in this JSON value (keys too) can be stored and compared in PostgreSQL."""
    if isinstance(value, str):
        return not bounded.unstorable(value)
    if isinstance(value, dict):
        return all(storable(key) and storable(item) for key, item in value.items())
    if isinstance(value, list):
        return all(storable(item) for item in value)
    return True


def read_json(raw: bytes) -> dict:
    try:
        body = json.loads(raw or b"{}")
        fit = storable(body)
    except (ValueError, RecursionError):
        raise BadRequest("The request body must be valid JSON") from None
    if not isinstance(body, dict):
        raise BadRequest("The request body must be a JSON object")
    if not fit:
        raise BadRequest("The request body holds characters we can't accept")
    return body


def call_of(body: dict) -> dict:
    call = body.get("call")
    if not isinstance(call, dict) or not isinstance(call.get("call_id"), str) or not call["call_id"]:
        raise BadRequest("The call object with its call_id is missing")
    if len(call["call_id"]) > CALL_ID_MAX:
        raise BadRequest(f"The call_id must be at most {CALL_ID_MAX} characters")
    return call


@router.post("/api/receptionist/functions/{name}", responses={
    **BAD_BODY, **signatures.UNSIGNED,
    404: {"description": "No function of that name, or the call's agent and number belong to no salon here"}},
    openapi_extra=provider_body({"type": "object", "required": ["call"], "properties": {
        "name": {"type": "string"}, "call": CALL, "args": {"type": "object"}}}))
async def call_function(name: Annotated[str, Path(json_schema_extra={"enum": list(service.NAMES)})],
                        request: Request) -> FunctionAnswer:
    """One of the agent's seven functions, signed by the voice provider (`x-retell-signature`), with the body
    `{name, call, args}`. Every signed call is answered 200 `{"ok", "result", ...}`; a retry of the same call,
    function and arguments gets the first answer and changes nothing."""
    raw = await request.body()
    signatures.check(request, raw)
    if name not in service.NAMES:
        raise NotFound(f"There is no function called {name[:60]}")
    body = read_json(raw)
    if body.get("name") not in (None, "", name):
        raise BadRequest("The function named in the body is not the one in the path")
    call = call_of(body)
    args = body.get("args") or {}
    if not isinstance(args, dict):
        raise BadRequest("args must be a JSON object")
    state = request.app.state
    tools = service.Tools(bus=state.bus, messenger=state.messenger, timeout=state.settings.rpc_timeout_seconds)
    # One session, one connection, for whose call it is and the function itself; outside a transaction unless the
    # function runs in one.
    opened = state.sessionmaker() if service.in_a_transaction(name, args) else reading(state.sessionmaker)
    async with opened as session:
        reached = await reached_by_call(session, agent_id=str(call.get("agent_id") or ""),
                                        to_number=str(call.get("to_number") or ""))
        caller = service.Caller(tenant_id=reached.tenant_id, location_id=reached.location_id,
                                call_id=call["call_id"][:200], agent_id=str(call.get("agent_id") or ""),
                                from_number=str(call.get("from_number") or ""),
                                to_number=str(call.get("to_number") or ""), zone=reached.zone)
        answer = await service.run(session, tools, name=name, caller=caller, args=args)
    return FunctionAnswer.model_validate(answer)
