"""Every SQL statement of the functions: the kept answers of function calls, by (salon, call, function,
arguments), and the call-backs callers ask for."""

import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, delete, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Callback, FunctionCall


@dataclass(frozen=True)
class CallKey:
    tenant_id: uuid.UUID
    call_id: str
    name: str
    args_digest: str

    def where(self) -> tuple[ColumnElement[bool], ...]:
        return (FunctionCall.tenant_id == self.tenant_id, FunctionCall.call_id == self.call_id,
                FunctionCall.name == self.name, FunctionCall.args_digest == self.args_digest)


async def add_call(session: AsyncSession, key: CallKey, *, location_id: uuid.UUID, args: dict[str, Any]) -> bool:
    """Whether the call's row was added (it waits on a concurrent one's until that commits or rolls back)."""
    inserted = await session.execute(
        insert(FunctionCall).values(call_id=key.call_id, name=key.name, args_digest=key.args_digest,
                                    tenant_id=key.tenant_id, location_id=location_id, args=args, answer={}, ok=False)
        .on_conflict_do_nothing(index_elements=["tenant_id", "call_id", "name", "args_digest"])
        .returning(FunctionCall.call_id))
    return inserted.first() is not None


async def kept_answer(session: AsyncSession, key: CallKey) -> dict[str, Any]:
    return (await session.execute(select(FunctionCall.answer).where(*key.where()))).scalar_one()


async def keep_answer(session: AsyncSession, key: CallKey, *, answer: dict[str, Any], ok: bool) -> None:
    await session.execute(update(FunctionCall).where(*key.where()).values(answer=answer, ok=ok))


async def forget_call(session: AsyncSession, key: CallKey) -> None:
    await session.execute(delete(FunctionCall).where(*key.where()))


async def add_callback(session: AsyncSession, callback: Callback) -> None:
    session.add(callback)
    await session.flush()
