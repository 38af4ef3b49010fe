"""The simulated line's doors: the owner's "Test your receptionist" calls to their own number, the operator's
test calls to any salon's number (also what `make call` uses), and the recordings the provider serves."""

import re
import uuid
from contextlib import asynccontextmanager
from typing import Annotated

import httpx
from fastapi import APIRouter, Header, Path, Query, Request, Response
from fastapi.responses import StreamingResponse
from pydantic import AfterValidator, BaseModel, ConfigDict

from receptionist.locations.service import location_id_of
from receptionist.simulator import recordings
from receptionist.simulator.calls import TEST_CALLER, Simulator, normalize_number, owner_lines
from receptionist.simulator.schemas import SimulatedCallView
from ringbook_common import bounded, phones
from ringbook_common.auth import Operator, TenantId
from ringbook_common.openapi import OPERATOR, OWNER, Responses

router = APIRouter(tags=["simulated calls"])

# Who the owner's test call comes from when their settings have no phone: a number from the fictional 555-01xx range.
_URL_SAFE = re.compile(r"[A-Za-z0-9_-]+")


def ours(what: str) -> AfterValidator:
    """Ids and tokens we give out are URL-safe (`call_<hex>`, `secrets.token_urlsafe`): anything else is refused
    before a look-up."""
    def check(value: str) -> str:
        if not _URL_SAFE.fullmatch(value):
            raise ValueError(f"This is not a {what} we gave out")
        return value
    return AfterValidator(check)


CallId = Annotated[str, Path(max_length=80, json_schema_extra={"pattern": f"^{_URL_SAFE.pattern}$"}), ours("call id")]
RecordingToken = Annotated[str, Path(max_length=64, json_schema_extra={"pattern": f"^{_URL_SAFE.pattern}$"}),
                           ours("recording address")]

NOT_FOUND: Responses = {404: {"description": "No such call (of yours)"}}
NO_LINE: Responses = {409: {"description": "No active receptionist answers at that number on the simulated line"}}
ENDED: Responses = {409: {"description": "The call has ended"}}
WAV = {"type": "string", "format": "binary"}


class OwnerDial(BaseModel):
    model_config = ConfigDict(extra="forbid")

    fromNumber: Annotated[str | None, bounded.text(label="fromNumber", max_length=40)] = None


class OperatorDial(OwnerDial):
    to: Annotated[str, bounded.text(label="to", max_length=40, required="Say which number to call (to)")]


class Turn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: Annotated[str, bounded.text(label="text", max_length=500, required="Say something (text)")]


@asynccontextmanager
async def simulator(request: Request):
    async with httpx.AsyncClient() as client:
        yield Simulator(request.app.state.sessionmaker, request.app.state.settings, client)


def _owner(tenant_id: uuid.UUID) -> str:
    return f"owner:{tenant_id}"


# ---- the owner ---------------------------------------------------------------------------------------------

@router.post("/api/receptionist/test-calls", status_code=201, responses={
    **OWNER, **NO_LINE, 404: {"description": "No such location among yours"}})
async def owner_dial(body: OwnerDial, request: Request, tenant_id: TenantId,
                     location: Annotated[str | None, bounded.text(label="location", max_length=60), Query(
                         description="One of your locations' ids; default the first location")] = None,
                     ) -> SimulatedCallView:
    """Ring your own receptionist (with `location`, that location's number): `{fromNumber?}` (default: your phone
    in Settings). Answers the call with the agent's greeting in `turns`: `{callId, toNumber, fromNumber, status,
    language, turns: [{role: agent|user, text} | {role: tool, name, ok}], endedReason, recordingUrl,
    durationSeconds}`."""
    number, own, country = await owner_lines(request.app.state.sessionmaker, tenant_id, location_id_of(location))
    caller = phones.checked(body.fromNumber, country, field="fromNumber") or own
    async with simulator(request) as line:
        call = await line.dial(to_number=number, from_number=caller, opened_by=_owner(tenant_id))
    return SimulatedCallView.model_validate(call)


@router.get("/api/receptionist/test-calls/{call_id}", responses={**OWNER, **NOT_FOUND})
async def owner_call(call_id: CallId, request: Request, tenant_id: TenantId) -> SimulatedCallView:
    async with simulator(request) as line:
        return SimulatedCallView.model_validate(await line.find(call_id, _owner(tenant_id)))


@router.post("/api/receptionist/test-calls/{call_id}/turns", responses={**OWNER, **NOT_FOUND, **ENDED})
async def owner_say(call_id: CallId, body: Turn, request: Request,
                    tenant_id: TenantId) -> SimulatedCallView:
    """Say something on your test call; answers the call with the agent's reply (409 once it has ended)."""
    async with simulator(request) as line:
        return SimulatedCallView.model_validate(await line.say(call_id, body.text, opened_by=_owner(tenant_id)))


@router.post("/api/receptionist/test-calls/{call_id}/hangup", responses={**OWNER, **NOT_FOUND})
async def owner_hang_up(call_id: CallId, request: Request,
                        tenant_id: TenantId) -> SimulatedCallView:
    """Hang up: the call is recorded and reported like any other (its recording in `recordingUrl`)."""
    async with simulator(request) as line:
        return SimulatedCallView.model_validate(await line.hang_up(call_id, opened_by=_owner(tenant_id)))


# ---- the operator ------------------------------------------------------------------------------------------

@router.post("/api/admin/test-calls", status_code=201, responses={**OPERATOR, **NO_LINE})
async def operator_dial(body: OperatorDial, request: Request, operator: Operator) -> SimulatedCallView:
    """Ring any salon's number on the simulated line: `{to, fromNumber?}`; 409 when no simulated line answers
    there (a Retell number: call it from a phone)."""
    to = normalize_number(body.to, "to")
    caller = normalize_number(body.fromNumber, "fromNumber") if body.fromNumber else TEST_CALLER
    async with simulator(request) as line:
        call = await line.dial(to_number=to, from_number=caller, opened_by=f"operator:{operator.subject}")
    return SimulatedCallView.model_validate(call)


@router.get("/api/admin/test-calls/{call_id}", responses={**OPERATOR, **NOT_FOUND})
async def operator_call(call_id: CallId, request: Request, operator: Operator) -> SimulatedCallView:
    async with simulator(request) as line:
        return SimulatedCallView.model_validate(await line.find(call_id, None))


@router.post("/api/admin/test-calls/{call_id}/turns", responses={**OPERATOR, **NOT_FOUND, **ENDED})
async def operator_say(call_id: CallId, body: Turn, request: Request,
                       operator: Operator) -> SimulatedCallView:
    async with simulator(request) as line:
        return SimulatedCallView.model_validate(await line.say(call_id, body.text, opened_by=None))


@router.post("/api/admin/test-calls/{call_id}/hangup", responses={**OPERATOR, **NOT_FOUND})
async def operator_hang_up(call_id: CallId, request: Request,
                           operator: Operator) -> SimulatedCallView:
    async with simulator(request) as line:
        return SimulatedCallView.model_validate(await line.hang_up(call_id, opened_by=None))


# ---- recordings --------------------------------------------------------------------------------------------

@router.get("/api/receptionist/simulator/recordings/{token}.wav", response_class=Response, responses={
    200: {"content": {"audio/wav": {"schema": WAV}}, "description": "The recording (WAV, 8 kHz µ-law)"},
    206: {"content": {"audio/wav": {"schema": WAV}}, "description": "The byte range asked for (`range`)"},
    404: {"description": "No recording at this address, or it has expired"},
    416: {"description": "The range is outside the recording"}})
async def recording(token: RecordingToken, request: Request,
                    range_: Annotated[str | None, Header(alias="range")] = None) -> Response:
    """A simulated call's recording (WAV), at the unguessable address the call webhooks carried; byte ranges are
    served so players can seek. A recording older than the salon keeps recordings has expired (404)."""
    sessionmaker = request.app.state.sessionmaker
    size = await recordings.size(sessionmaker, token)
    wanted = recordings.requested_range(range_, size)
    first, last = wanted or (0, size - 1)
    headers = {"accept-ranges": "bytes", "cache-control": "private, max-age=3600",
               "content-length": str(last + 1 - first)}
    if wanted:
        headers["content-range"] = f"bytes {first}-{last}/{size}"
    return StreamingResponse(recordings.stream(sessionmaker, token, first, last), status_code=206 if wanted else 200,
                             media_type="audio/wav", headers=headers)
