import uuid
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import Session


async def add_session(session: AsyncSession, *, token_hash: str, user_id: str, now: datetime,
                      expires_at: datetime) -> Session:
    record = Session(id=str(uuid.uuid4()), token_hash=token_hash, user_id=user_id, created_at=now,
                     last_seen_at=now, expires_at=expires_at)
    session.add(record)
    await session.flush()
    return record


async def session_by_token_hash(session: AsyncSession, token_hash: str) -> Session | None:
    return (await session.execute(select(Session).where(Session.token_hash == token_hash))).scalar_one_or_none()


async def touch(session: AsyncSession, record: Session, now: datetime) -> None:
    await session.execute(update(Session).where(Session.id == record.id).values(last_seen_at=now))


async def revoke(session: AsyncSession, record: Session, now: datetime) -> None:
    await session.execute(update(Session).where(Session.id == record.id).values(revoked_at=now))


async def revoke_all_for_user(session: AsyncSession, user_id: str, now: datetime) -> None:
    await session.execute(update(Session).where(Session.user_id == user_id, Session.revoked_at.is_(None))
                          .values(revoked_at=now))
