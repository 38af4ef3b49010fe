from typing import Any

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from leads.models import IdempotentRequest


async def claim(session: AsyncSession, *, route: str, key: str, fingerprint: str) -> bool:
    """Take the key for this transaction; False when it was already taken.

    A concurrent request with the same key waits here until the first one commits (then sees its row) or
    rolls back (then takes the key itself).
    """
    result = await session.execute(
        insert(IdempotentRequest).values(route=route, key=key, fingerprint=fingerprint)
        .on_conflict_do_nothing(index_elements=["route", "key"])
        .returning(IdempotentRequest.key)
    )
    return result.first() is not None


async def find(session: AsyncSession, *, route: str, key: str) -> IdempotentRequest | None:
    return await session.scalar(
        select(IdempotentRequest).where(IdempotentRequest.route == route, IdempotentRequest.key == key)
    )


async def remember(session: AsyncSession, *, route: str, key: str, status_code: int, answer: dict[str, Any]) -> None:
    await session.execute(
        update(IdempotentRequest).where(IdempotentRequest.route == route, IdempotentRequest.key == key)
        .values(status_code=status_code, answer=answer)
    )
