"""Every SQL statement of the functions: the kept answers of function calls, by (salon, call, function,
arguments), and the call-backs callers ask for."""

import uuid
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import ColumnElement, Table, bindparam, delete, select, update
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
_GIVEN = insert(_CALLS).values(
    call_id=bindparam("k_call"), name=bindparam("k_name"), args_digest=bindparam("k_digest"),
    tenant_id=bindparam("k_tenant"), location_id=bindparam("location"), args=bindparam("args"),
    answer=bindparam("answer"), ok=bindparam("ok"))
_KEEP_GIVEN = _GIVEN.on_conflict_do_update(
    index_elements=["tenant_id", "call_id", "name", "args_digest"],
    set_={"answer": _GIVEN.excluded.answer, "ok": _GIVEN.excluded.ok}, where=_CALLS.c.ok.is_(False))
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


async def keep_given(session: AsyncSession, key: CallKey, *, location_id: uuid.UUID, args: dict[str, Any],
                     answer: dict[str, Any], ok: bool) -> None:
    """Insert the call's row with its answer; over a kept refusal only (a success is never replaced)."""
    await session.execute(_KEEP_GIVEN, {**_key(key), "location": location_id, "args": args, "answer": answer,
                                        "ok": ok})


async def keep_answer(session: AsyncSession, key: CallKey, *, answer: dict[str, Any], ok: bool) -> None:
    await session.execute(_KEEP_ANSWER, {**_key(key), "answer": answer, "ok": ok})


async def forget_call(session: AsyncSession, key: CallKey) -> None:
    await session.execute(delete(FunctionCall).where(*key.where()))


async def add_callback(session: AsyncSession, callback: Callback) -> None:
    session.add(callback)
    await session.flush()
