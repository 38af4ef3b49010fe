"""The voice provider's call webhooks, and the owner's call log and call-backs."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from receptionist import signatures
from receptionist.calls import retention, service
from receptionist.calls.schemas import CallbackRequest, Callbacks, CallbackUpdate, CallLog, RecordingRetention
from receptionist.functions.endpoints import BAD_BODY, CALL, call_of, provider_body, read_json
from receptionist.locations.service import location_id_of
from ringbook_common import bounded
from ringbook_common.auth import Owner
from ringbook_common.db import unit_of_work
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OWNER, Responses

router = APIRouter()


@router.post("/api/receptionist/webhooks/voice", status_code=204, response_class=Response,
             tags=["call webhooks"], responses={
                 **BAD_BODY, **signatures.UNSIGNED,
                 404: {"description": "The call's agent and number belong to no salon here"}},
             openapi_extra=provider_body({"type": "object", "properties": {
                 "event": {"type": "string", "description": "call_started, call_ended or call_analyzed; others "
                                                            "are acknowledged and ignored"},
                 "call": CALL}}))
async def voice_webhook(request: Request) -> Response:
    """A call webhook (`call_started`, `call_ended`, `call_analyzed`), signed like the functions. Each call and
    event is applied once; other events are acknowledged and ignored."""
    raw = await request.body()
    signatures.check(request, raw)
    body = read_json(raw)
    event = body.get("event")
    if event in service.EVENTS:
        call = call_of(body)
        async with unit_of_work(request.app.state.sessionmaker) as session:
            await service.record(session, event=event, call=call)
    return Response(status_code=204)


# One of the business's locations, by id; absent: every location.
Location = Annotated[str | None, bounded.text(label="location", max_length=60), Query(
    description="One of your locations' ids (GET /portal/locations); absent: every location")]
NO_LOCATION: Responses = {404: {"description": "No such location among yours"}}


@router.get("/api/dashboard/call-logs", tags=["calls"], responses={**OWNER, **NO_LOCATION})
async def call_logs(owner: Owner, session: SessionDep, limit: Annotated[int, Query(ge=1, le=200)] = 50,
                    before: Annotated[str | None, bounded.text(label="before", max_length=300), Query()] = None,
                    location: Location = None) -> CallLog:
    """Your latest calls, newest first: `{calls: [{id, phoneNumber, notes, timestamp, duration (seconds),
    outcome (booked, rescheduled (an appointment was moved), cancelled, transferred, missed, message (a call-back
    was filed), not_booked (an appointment was wanted and none made) or inquiry; null while the call is in
    progress), transcript, recordingUrl,
    recordingExpired (deleted after the days you keep recordings), summary, sentiment, appointmentId,
    inProgress, locationId (the location whose number was dialled)}], nextBefore}`. Pass `nextBefore` as `before`
    for the next page (null on the last); `location` for one location's calls."""
    return await service.call_log(session, tenant_id=uuid.UUID(owner.tenant_id), limit=limit, before=before,
                                  location_id=location_id_of(location))


@router.get("/api/dashboard/callbacks", tags=["calls"], responses={**OWNER, **NO_LOCATION})
async def list_callbacks(owner: Owner, session: SessionDep, done: bool | None = None,
                         limit: Annotated[int, Query(ge=1, le=500)] = 200, location: Location = None) -> Callbacks:
    """Call-backs callers asked for, open ones first, newest first: `{callbacks: [{id, name, phone, reason,
    urgency, bestTime, done, doneAt, createdAt, callId, language, kind, locationId}]}` (`kind`: callback, or late
    for a caller running late; `locationId`: the location whose number was dialled); `done=true|false` to see one
    kind only, `location` one location's."""
    return await service.callbacks(session, tenant_id=uuid.UUID(owner.tenant_id), done=done, limit=limit,
                                   location_id=location_id_of(location))


@router.patch("/api/dashboard/callbacks/{callback_id}", tags=["calls"],
               responses={**OWNER, 404: {"description": "No such call-back of yours"}})
async def update_callback(callback_id: uuid.UUID, body: CallbackUpdate, owner: Owner,
                          session: SessionDep) -> CallbackRequest:
    """Mark a call-back done (or open again)."""
    return await service.mark_callback(session, tenant_id=uuid.UUID(owner.tenant_id), callback_id=callback_id,
                                       done=body.done)


@router.get("/api/receptionist/recordings/retention", tags=["calls"], responses=OWNER)
async def recording_retention(owner: Owner, session: SessionDep) -> RecordingRetention:
    """How many days your calls' recordings are kept (90 unless you changed it); older ones are deleted."""
    return RecordingRetention(days=await retention.kept_days(session, uuid.UUID(owner.tenant_id)))


@router.put("/api/receptionist/recordings/retention", tags=["calls"], responses=OWNER)
async def keep_recordings(body: RecordingRetention, owner: Owner, session: SessionDep) -> RecordingRetention:
    """Keep your calls' recordings for `days` (1 to 365); recordings older than that are deleted within the
    hour, and the call log shows them as expired."""
    return RecordingRetention(days=await retention.keep_for(session, uuid.UUID(owner.tenant_id), body.days))
