import uuid
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import LoginFailure, Session


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


async def add_failure(session: AsyncSession, *, email: str, ip: str, now: datetime) -> None:
    session.add(LoginFailure(email=email, ip=ip, failed_at=now))
    await session.flush()


async def failures_since(session: AsyncSession, *, since: datetime, email: str | None = None,
                         ip: str | None = None) -> tuple[int, datetime | None]:
    """How many failures since `since` (by account or by address), and the oldest of them."""
    statement = select(func.count(), func.min(LoginFailure.failed_at)).where(LoginFailure.failed_at >= since)
    if email is not None:
        statement = statement.where(LoginFailure.email == email)
    if ip is not None:
        statement = statement.where(LoginFailure.ip == ip)
    count, oldest = (await session.execute(statement)).one()
    return count, oldest


async def clear_failures(session: AsyncSession, *, email: str) -> None:
    await session.execute(delete(LoginFailure).where(LoginFailure.email == email))


async def forget_old_failures(session: AsyncSession, *, before: datetime) -> None:
    await session.execute(delete(LoginFailure).where(LoginFailure.failed_at < before - timedelta(days=1)))
