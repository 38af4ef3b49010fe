"""A provider retry of the same call, function and arguments gets the first answer and changes nothing.

The key is (salon, call, function, arguments): the salon comes from the call's agent, so a call id replayed at
another salon is a call of that salon's own and never hears an answer kept for the first. The first request
claims the key by inserting its row, and keeps the answer in the
same transaction as its effect. A concurrent duplicate's insert waits on that row's primary key until the first
commits (then it reads the kept answer) or rolls back (then it acts itself): the two never both act.
"""

import hashlib
import json
import uuid

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import FunctionCall


def digest(args: dict) -> str:
    """The arguments' canonical JSON (sorted keys, no spaces), hashed."""
    canonical = json.dumps(args, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


async def claim(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str, name: str, args_digest: str,
                args: dict) -> dict | None:
    """None when this request is the first (it now holds the key); else the answer kept by the first."""
    inserted = await session.execute(
        insert(FunctionCall).values(call_id=call_id, name=name, args_digest=args_digest, tenant_id=tenant_id,
                                    args=args, answer={}, ok=False)
        .on_conflict_do_nothing(index_elements=["tenant_id", "call_id", "name", "args_digest"])
        .returning(FunctionCall.call_id))
    if inserted.first() is not None:
        return None
    return (await session.execute(select(FunctionCall.answer).where(
        *_key(tenant_id=tenant_id, call_id=call_id, name=name, args_digest=args_digest)))).scalar_one()


async def keep(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str, name: str, args_digest: str,
               answer: dict) -> None:
    await session.execute(update(FunctionCall).where(
        *_key(tenant_id=tenant_id, call_id=call_id, name=name, args_digest=args_digest),
    ).values(answer=answer, ok=bool(answer.get("ok"))))


def _key(*, tenant_id: uuid.UUID, call_id: str, name: str, args_digest: str) -> tuple:
    return (FunctionCall.tenant_id == tenant_id, FunctionCall.call_id == call_id, FunctionCall.name == name,
            FunctionCall.args_digest == args_digest)
