"""Call records from the provider's call webhooks, the owner's call log, and call-backs.

A call is the salon's whose agent it reached: the same call id at two salons is two calls. Each (salon, call,
event) delivery is applied once. Events may arrive out of order, so a record only moves forward
(its status never goes back, a later transcript never gives way to an empty one). The first delivery that shows
the call finished (call_ended, or call_analyzed if call_ended was lost) publishes `receptionist.call_ended`;
a later one publishes it again only when the outcome or appointment changed — booking's calls read model
upserts by call id, so a correction replaces the first — while the summary arriving with call_analyzed (notes
only, which booking does not keep) publishes nothing.
"""

import base64
import binascii
import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.calls import outcome, repository, tone
from receptionist.calls.schemas import CallbackRequest, Callbacks, CallLog, LoggedCall
from receptionist.functions.tenancy import reached_by_call
from receptionist.locations import service as locations
from receptionist.models import Call, Callback
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common import bounded, clock
from ringbook_common.bus.outbox import publish
from ringbook_common.errors import Invalid, NotFound

EVENTS = ("call_started", "call_ended", "call_analyzed")
STATUS_RANK = {"registered": 0, "ongoing": 1, "ended": 2, "not_connected": 2, "error": 2}


def _moment(value) -> datetime | None:
    try:
        return bounded.from_epoch_ms(value, label="The call's timestamps")
    except ValueError as wrong:
        raise Invalid(str(wrong), fields={"call": str(wrong)}) from None


def _text(call: dict, key: str, limit: int = 500) -> str:
    value = call.get(key)
    return value[:limit] if isinstance(value, str) else ""


def _text_or(analysis: dict, key: str, kept: str | None) -> str:
    """The analysis's text under `key`, else what the call already had."""
    value = analysis.get(key)
    return value if isinstance(value, str) else kept or ""


def _merge(row: Call, event: str, call: dict, now: datetime) -> None:
    for field in ("agent_id", "from_number", "to_number", "direction"):
        if value := _text(call, field, 200):
            setattr(row, field, value)
    status = _text(call, "call_status", 40) or ("ongoing" if event == "call_started" else "ended")
    if STATUS_RANK.get(status, -1) > STATUS_RANK.get(row.call_status, -1):
        row.call_status = status
    if started := _moment(call.get("start_timestamp")):
        row.started_at = started
    finished = event != "call_started" or row.call_status in ("ended", "not_connected", "error")
    if finished and row.ended_at is None:
        row.ended_at = _moment(call.get("end_timestamp")) or now
    duration_ms = call.get("duration_ms")
    if isinstance(duration_ms, int | float) and not isinstance(duration_ms, bool) and duration_ms >= 0:
        row.duration_seconds = round(duration_ms / 1000)
    elif row.ended_at and row.started_at and not row.duration_seconds:
        row.duration_seconds = max(round((row.ended_at - row.started_at).total_seconds()), 0)
    if reason := _text(call, "disconnection_reason", 100):
        row.disconnection_reason = reason
    if _invoked(call, "check_availability"):
        row.looked_for_times = True
    transcript = call.get("transcript")
    if isinstance(transcript, str) and len(transcript) >= len(row.transcript or ""):
        row.transcript = transcript[:200_000]
    if (url := _text(call, "recording_url", 2000)) and not row.recording_expired:
        row.recording_url = url
    analysis = call.get("call_analysis")
    if isinstance(analysis, dict):
        row.summary = _text_or(analysis, "call_summary", row.summary)[:5000]
        reported = _text_or(analysis, "user_sentiment", row.sentiment)[:40]
        row.sentiment = tone.sentiment(reported, tone.caller_words(row.transcript))
        row.analyzed = True
    row.updated_at = now


def _invoked(call: dict, name: str) -> bool:
    steps = call.get("transcript_with_tool_calls")
    return isinstance(steps, list) and any(
        isinstance(step, dict) and step.get("role") == "tool_call_invocation" and step.get("name") == name
        for step in steps)


async def _effects(session: AsyncSession, tenant_id: uuid.UUID, call_id: str) -> list[outcome.Effect]:
    answered = await repository.answered_functions(session, tenant_id=tenant_id, call_id=call_id,
                                                   names=(*outcome.BOOKING, outcome.CANCELLING))
    return [outcome.Effect(name, str(answer.get("appointment_id") or ""), str(answer.get("result") or ""))
            for name, answer in answered]


async def _booking_failed(session: AsyncSession, tenant_id: uuid.UUID, call_id: str) -> bool:
    """A booking or a move in the call failed."""
    return await repository.any_failed(session, tenant_id=tenant_id, call_id=call_id, names=outcome.BOOKING)


def _raise_urgency(callbacks: list[Callback], caller_said: str) -> None:
    """A call-back the agent filed as less than urgent is urgent when the caller was angry or reported an urgent
    matter (a reaction, a burn) anywhere in the call."""
    for callback in callbacks:
        callback.urgency = tone.urgency(callback.urgency, callback.reason, caller_said)


async def record(session: AsyncSession, *, event: str, call: dict) -> None:
    """Apply one call webhook (once per call and event)."""
    call_id = call["call_id"][:200]
    reached = await reached_by_call(session, agent_id=_text(call, "agent_id", 200),
                                    to_number=_text(call, "to_number", 200))
    tenant_id = reached.tenant_id
    if not await repository.first_delivery(session, tenant_id=tenant_id, call_id=call_id, event=event):
        return
    now = clock.now()
    row = await repository.locked_call(
        session, tenant_id=tenant_id, location_id=reached.location_id, call_id=call_id,
        started_at=_moment(call.get("start_timestamp")) or _moment(call.get("end_timestamp")) or now)
    was_finished, before = row.ended_at is not None, (row.outcome, row.appointment_id)
    _merge(row, event, call, now)
    if row.ended_at is None:
        return
    callbacks = await repository.callbacks_of_call(session, tenant_id=tenant_id, call_id=call_id)
    _raise_urgency(callbacks, tone.caller_words(row.transcript))
    found = outcome.derive(status=row.call_status, disconnection_reason=row.disconnection_reason,
                           duration_seconds=row.duration_seconds, transcript=row.transcript,
                           effects=await _effects(session, tenant_id, call_id), summary=row.summary,
                           callback_reason=callbacks[0].reason if callbacks else "",
                           wanted_booking=row.looked_for_times or await _booking_failed(session, tenant_id, call_id))
    row.outcome, row.appointment_id, row.notes = found.outcome, found.appointment_id, found.notes
    if was_finished and (found.outcome, found.appointment_id) == before:
        return
    ended = events.CallEnded(call_id=call_id, from_number=row.from_number, to_number=row.to_number,
                             duration_seconds=row.duration_seconds, outcome=found.outcome,
                             appointment_id=found.appointment_id or "", notes=found.notes)
    if row.started_at is not None:
        ended.started_at.FromDatetime(row.started_at)
    ended.ended_at.FromDatetime(row.ended_at)
    await publish(session, ended, event_type="receptionist.call_ended", tenant_id=str(tenant_id),
                  location_id=str(row.location_id))


# ---- the owner's call log ---------------------------------------------------------------------------------

def present_call(call: Call) -> LoggedCall:
    return LoggedCall(id=call.call_id, phoneNumber=call.from_number, notes=call.notes,
                      timestamp=call.started_at.isoformat() if call.started_at else None,
                      duration=call.duration_seconds, outcome=call.outcome, transcript=call.transcript,
                      recordingUrl=call.recording_url, recordingExpired=call.recording_expired,
                      summary=call.summary, sentiment=call.sentiment,
                      appointmentId=call.appointment_id, inProgress=call.ended_at is None,
                      locationId=str(call.location_id))


def _cursor(call: Call) -> str:
    assert call.started_at is not None  # a call is recorded with its start (repository.locked_call)
    return base64.urlsafe_b64encode(f"{call.started_at.isoformat()}|{call.call_id}".encode()).decode().rstrip("=")


def _after_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        moment, _, call_id = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode().partition("|")
        return datetime.fromisoformat(moment), call_id
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise Invalid("before must be the nextBefore of an earlier page", fields={"before": "unknown cursor"}) \
            from None


async def call_log(session: AsyncSession, *, tenant_id: uuid.UUID, limit: int, before: str | None,
                   location_id: uuid.UUID | None = None) -> CallLog:
    """The calls of every location, or of one (another tenant's location is a 404)."""
    if location_id is not None:
        await locations.ensure_exists(session, tenant_id, location_id)
    rows = await repository.calls_before(session, tenant_id=tenant_id, location_id=location_id,
                                         before=_after_cursor(before) if before else None, limit=limit + 1)
    page = rows[:limit]
    return CallLog(calls=[present_call(call) for call in page],
                   nextBefore=_cursor(page[-1]) if len(rows) > limit else None)


# ---- call-backs -------------------------------------------------------------------------------------------

def present_callback(callback: Callback) -> CallbackRequest:
    return CallbackRequest(id=str(callback.id), name=callback.name, phone=callback.phone, reason=callback.reason,
                           urgency=callback.urgency, bestTime=callback.best_time, done=callback.done,
                           doneAt=callback.done_at.isoformat() if callback.done_at else None,
                           createdAt=callback.created_at.isoformat() if callback.created_at else None,
                           callId=callback.call_id, language=callback.language, kind=callback.kind,
                           locationId=str(callback.location_id))


async def callbacks(session: AsyncSession, *, tenant_id: uuid.UUID, done: bool | None, limit: int,
                    location_id: uuid.UUID | None = None) -> Callbacks:
    """The call-backs of every location, or of one (another tenant's location is a 404)."""
    if location_id is not None:
        await locations.ensure_exists(session, tenant_id, location_id)
    rows = await repository.callbacks(session, tenant_id=tenant_id, done=done, limit=limit, location_id=location_id)
    return Callbacks(callbacks=[present_callback(callback) for callback in rows])


async def mark_callback(session: AsyncSession, *, tenant_id: uuid.UUID, callback_id: uuid.UUID,
                        done: bool) -> CallbackRequest:
    callback = await repository.locked_callback(session, tenant_id=tenant_id, callback_id=callback_id)
    if callback is None:
        raise NotFound("This call-back request was not found")
    if callback.done != done:
        callback.done = done
        callback.done_at = clock.now() if done else None
        await session.flush()
        await session.refresh(callback)
    return present_callback(callback)
