import uuid
from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import User, VerificationCode


async def user_by_email(session: AsyncSession, email: str, *, for_update: bool = False) -> User | None:
    statement = select(User).where(User.email == email)
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one_or_none()


async def user_by_id(session: AsyncSession, user_id: str) -> User | None:
    """The account with this id; none when the id is no UUID at all (e.g. a token's subject that is no user)."""
    try:
        uuid.UUID(user_id)
    except ValueError:
        return None
    return await session.get(User, user_id)


async def verified_owner(session: AsyncSession, tenant_id: str) -> User | None:
    """The business's owner, once verified (the account a tenant id was given to)."""
    try:
        uuid.UUID(tenant_id)
    except ValueError:
        return None
    return (await session.execute(select(User).where(User.tenant_id == tenant_id, User.verified_at.is_not(None))
                                  .limit(1))).scalar_one_or_none()


async def add_user(session: AsyncSession, *, email: str, full_name: str, password_hash: str) -> User:
    user = User(id=str(uuid.uuid4()), email=email, full_name=full_name, password_hash=password_hash)
    session.add(user)
    await session.flush()
    return user


async def replace_code(session: AsyncSession, *, user_id: str, purpose: str, code_hash: str,
                       expires_at: datetime) -> None:
    """Only the newest code of a purpose is valid: asking again voids the older ones."""
    await session.execute(delete(VerificationCode).where(VerificationCode.user_id == user_id,
                                                         VerificationCode.purpose == purpose))
    session.add(VerificationCode(id=str(uuid.uuid4()), user_id=user_id, purpose=purpose, code_hash=code_hash,
                                 expires_at=expires_at))
    await session.flush()


async def current_code(session: AsyncSession, *, user_id: str, purpose: str) -> VerificationCode | None:
    return (await session.execute(
        select(VerificationCode).where(VerificationCode.user_id == user_id, VerificationCode.purpose == purpose)
        .order_by(VerificationCode.created_at.desc()).limit(1).with_for_update()
    )).scalar_one_or_none()


async def consume_codes(session: AsyncSession, *, user_id: str, purpose: str) -> None:
    await session.execute(delete(VerificationCode).where(VerificationCode.user_id == user_id,
                                                         VerificationCode.purpose == purpose))


async def set_password(session: AsyncSession, user: User, password_hash: str) -> None:
    await session.execute(update(User).where(User.id == user.id).values(password_hash=password_hash))
