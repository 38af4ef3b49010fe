"""The SQL of calls and call-backs: deliveries applied once, call records, the functions a call ran, call-backs,
and how long recordings are kept."""

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, func, literal, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from receptionist.models import TIME, Call, Callback, FunctionCall, RecordingRetention, SimulatedCall, WebhookDelivery


async def first_delivery(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str, event: str) -> bool:
    """Record that this (salon, call, event) arrived; False when it had already."""
    recorded = await session.execute(
        insert(WebhookDelivery).values(tenant_id=tenant_id, call_id=call_id, event=event)
        .on_conflict_do_nothing(index_elements=["tenant_id", "call_id", "event"]).returning(WebhookDelivery.call_id))
    return recorded.first() is not None


async def locked_call(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, call_id: str,
                      started_at: datetime) -> Call:
    """The call's record (created starting at `started_at` at the location dialled, if it is new), locked for this
    transaction."""
    await session.execute(insert(Call).values(call_id=call_id, tenant_id=tenant_id, location_id=location_id,
                                              started_at=started_at)
                          .on_conflict_do_nothing(index_elements=["tenant_id", "call_id"]))
    return (await session.execute(select(Call).where(Call.tenant_id == tenant_id, Call.call_id == call_id)
                                  .with_for_update())).scalar_one()


async def answered_functions(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str,
                             names: Sequence[str]) -> list[tuple[str, dict[str, Any]]]:
    """(name, answer) of the call's functions of these names that succeeded, in the order they ran."""
    rows = await session.execute(
        select(FunctionCall.name, FunctionCall.answer)
        .where(FunctionCall.tenant_id == tenant_id, FunctionCall.call_id == call_id, FunctionCall.ok.is_(True),
               FunctionCall.name.in_(names))
        .order_by(FunctionCall.created_at))
    return [(name, answer) for name, answer in rows]


async def any_failed(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str, names: Sequence[str]) -> bool:
    found = await session.execute(
        select(FunctionCall.name).where(
            FunctionCall.tenant_id == tenant_id, FunctionCall.call_id == call_id,
            FunctionCall.name.in_(names), FunctionCall.ok.is_(False)).limit(1))
    return found.first() is not None


async def callbacks_of_call(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str) -> list[Callback]:
    return list((await session.execute(
        select(Callback).where(Callback.tenant_id == tenant_id, Callback.call_id == call_id)
        .order_by(Callback.created_at))).scalars())


async def calls_before(session: AsyncSession, *, tenant_id: uuid.UUID, before: tuple[datetime, str] | None,
                       limit: int, location_id: uuid.UUID | None = None) -> list[Call]:
    """The salon's calls (to one location's number, when given), newest first, started before `before` (started
    at, call id) when given."""
    query = select(Call).where(Call.tenant_id == tenant_id)
    if location_id is not None:
        query = query.where(Call.location_id == location_id)
    if before:
        query = query.where(tuple_(Call.started_at, Call.call_id) < tuple_(*before))
    return list((await session.execute(
        query.order_by(Call.started_at.desc(), Call.call_id.desc()).limit(limit))).scalars())


async def callbacks(session: AsyncSession, *, tenant_id: uuid.UUID, done: bool | None, limit: int,
                    location_id: uuid.UUID | None = None) -> list[Callback]:
    """Open ones first, then newest first (from calls to one location's number, when given)."""
    query = select(Callback).where(Callback.tenant_id == tenant_id)
    if location_id is not None:
        query = query.where(Callback.location_id == location_id)
    if done is not None:
        query = query.where(Callback.done.is_(done))
    return list((await session.execute(query.order_by(Callback.done, Callback.created_at.desc(), Callback.id)
                                       .limit(limit))).scalars())


async def locked_callback(session: AsyncSession, *, tenant_id: uuid.UUID, callback_id: uuid.UUID) -> Callback | None:
    return (await session.execute(select(Callback).where(
        Callback.id == callback_id, Callback.tenant_id == tenant_id).with_for_update())).scalar()


# ---- recordings' retention ---------------------------------------------------------------------------------

async def retention_days(session: AsyncSession, tenant_id: uuid.UUID) -> int | None:
    """The days the salon keeps recordings for; None when it never said."""
    found = await session.get(RecordingRetention, tenant_id)
    return found.days if found else None


async def set_retention_days(session: AsyncSession, tenant_id: uuid.UUID, days: int, *, now: datetime) -> None:
    await session.execute(insert(RecordingRetention).values(tenant_id=tenant_id, days=days).on_conflict_do_update(
        index_elements=["tenant_id"], set_={"days": days, "updated_at": now}))


def _cutoff(now: datetime, tenant_id: InstrumentedAttribute[Any], default_days: int) -> ColumnElement[Any]:
    """The moment before which the salon of `tenant_id` keeps no recording."""
    days = func.coalesce(select(RecordingRetention.days).where(RecordingRetention.tenant_id == tenant_id)
                         .scalar_subquery(), default_days)
    return literal(now, TIME) - func.make_interval(0, 0, 0, days)


async def forget_old_recordings(session: AsyncSession, *, now: datetime, default_days: int) -> int:
    """Deletes the simulated calls' audio and removes the calls' links older than their salon keeps them (the
    default for a salon that never said); answers how many calls lost theirs."""
    await session.execute(update(SimulatedCall).where(
        SimulatedCall.recording.is_not(None),
        SimulatedCall.ended_at < _cutoff(now, SimulatedCall.tenant_id, default_days),
    ).values(recording=None).execution_options(synchronize_session=False))
    expired = await session.execute(update(Call).where(
        Call.recording_url != "", func.coalesce(Call.ended_at, Call.started_at, Call.created_at)
        < _cutoff(now, Call.tenant_id, default_days),
    ).values(recording_url="", recording_expired=True).returning(Call.call_id)
        .execution_options(synchronize_session=False))
    return len(expired.all())
