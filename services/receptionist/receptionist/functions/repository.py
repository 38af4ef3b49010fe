"""Every SQL statement of the functions: the kept answers of function calls, by (salon, call, function,
arguments), and the call-backs callers ask for."""

import json
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import ColumnElement, Table, bindparam, delete, select, text, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Callback, FunctionCall, Location, TenantProfile


@dataclass(frozen=True)
class CallKey:
    tenant_id: uuid.UUID
    call_id: str
    name: str
    args_digest: str

    def where(self) -> tuple[ColumnElement[bool], ...]:
        return (FunctionCall.tenant_id == self.tenant_id, FunctionCall.call_id == self.call_id,
                FunctionCall.name == self.name, FunctionCall.args_digest == self.args_digest)


# Built once, like the reads below: every acting function claims its key and keeps its answer. On the table, not
# the mapped class: the ORM's bulk insert and update (which would also match the session's objects) cost more than
# the statements themselves.
_CALLS = cast(Table, FunctionCall.__table__)
_KEY = (_CALLS.c.tenant_id == bindparam("k_tenant"), _CALLS.c.call_id == bindparam("k_call"),
        _CALLS.c.name == bindparam("k_name"), _CALLS.c.args_digest == bindparam("k_digest"))
_ADD_CALL = (insert(_CALLS)
             .values(call_id=bindparam("k_call"), name=bindparam("k_name"), args_digest=bindparam("k_digest"),
                     tenant_id=bindparam("k_tenant"), location_id=bindparam("location"), args=bindparam("args"),
                     answer={}, ok=False)
             .on_conflict_do_nothing(index_elements=["tenant_id", "call_id", "name", "args_digest"])
             .returning(_CALLS.c.call_id))
# Many rows in one statement of fixed text (prepared once, whatever the number of rows): one array per column.
_KEEP_GIVEN = text("""
    INSERT INTO function_calls (tenant_id, call_id, name, args_digest, location_id, args, answer, ok, created_at)
    SELECT tenant_id, call_id, name, args_digest, location_id, CAST(args AS jsonb), CAST(answer AS jsonb), ok, at
    FROM unnest(CAST(:tenants AS uuid[]), CAST(:calls AS text[]), CAST(:names AS text[]), CAST(:digests AS text[]),
                CAST(:locations AS uuid[]), CAST(:args AS text[]), CAST(:answers AS text[]), CAST(:oks AS boolean[]),
                CAST(:ats AS timestamptz[]))
         AS given(tenant_id, call_id, name, args_digest, location_id, args, answer, ok, at)
    ON CONFLICT (tenant_id, call_id, name, args_digest)
    DO UPDATE SET answer = excluded.answer, ok = excluded.ok WHERE function_calls.ok IS FALSE""")
_KEEP_ANSWER = update(_CALLS).where(*_KEY).values(answer=bindparam("answer"), ok=bindparam("ok"))


def _key(key: CallKey) -> dict[str, Any]:
    return {"k_tenant": key.tenant_id, "k_call": key.call_id, "k_name": key.name, "k_digest": key.args_digest}


async def add_call(session: AsyncSession, key: CallKey, *, location_id: uuid.UUID, args: dict[str, Any]) -> bool:
    """Whether the call's row was added (it waits on a concurrent one's until that commits or rolls back)."""
    inserted = await session.execute(_ADD_CALL, {**_key(key), "location": location_id, "args": args})
    return inserted.first() is not None


# Built once: a statement put together for every call costs more than the read.
_BUSINESS_ZONE = select(TenantProfile.timezone).where(TenantProfile.tenant_id == bindparam("tenant"))
_LOCATION_ZONE = select(Location.timezone).where(Location.tenant_id == bindparam("tenant"),
                                                 Location.location_id == bindparam("location"))


async def zone_of(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> str | None:
    """The time zone a location speaks in: the business's own for its first location (whose id is the
    tenant's); None when there is no such row."""
    if location_id == tenant_id:
        return (await session.execute(_BUSINESS_ZONE, {"tenant": tenant_id})).scalar_one_or_none()
    return (await session.execute(_LOCATION_ZONE, {"tenant": tenant_id, "location": location_id})).scalar_one_or_none()


async def kept_answer(session: AsyncSession, key: CallKey) -> dict[str, Any]:
    return (await session.execute(select(FunctionCall.answer).where(*key.where()))).scalar_one()


async def kept_answer_or_none(session: AsyncSession, key: CallKey) -> dict[str, Any] | None:
    return (await session.execute(select(FunctionCall.answer).where(*key.where()))).scalar_one_or_none()


@dataclass(frozen=True)
class Given:
    """An answer given without a claim, to keep."""

    key: CallKey
    location_id: uuid.UUID
    args: dict[str, Any]
    answer: dict[str, Any]
    at: datetime

    @property
    def ok(self) -> bool:
        return bool(self.answer.get("ok"))


async def keep_given(session: AsyncSession, rows: Sequence[Given]) -> None:
    """Insert the calls' rows with their answers (one row per key); over a kept refusal only (a success is never
    replaced)."""
    await session.execute(_KEEP_GIVEN, {
        "tenants": [row.key.tenant_id for row in rows], "calls": [row.key.call_id for row in rows],
        "names": [row.key.name for row in rows], "digests": [row.key.args_digest for row in rows],
        "locations": [row.location_id for row in rows], "args": [json.dumps(row.args) for row in rows],
        "answers": [json.dumps(row.answer) for row in rows], "oks": [row.ok for row in rows],
        "ats": [row.at for row in rows]})


async def keep_answer(session: AsyncSession, key: CallKey, *, answer: dict[str, Any], ok: bool) -> None:
    await session.execute(_KEEP_ANSWER, {**_key(key), "answer": answer, "ok": ok})


async def forget_call(session: AsyncSession, key: CallKey) -> None:
    await session.execute(delete(FunctionCall).where(*key.where()))


async def add_callback(session: AsyncSession, callback: Callback) -> None:
    session.add(callback)
    await session.flush()
