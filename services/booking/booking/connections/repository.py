"""Every SQL statement of the calendar connections: the tenants' connections, the sign-ins under way, and the
profile row that keeps the tenant's choice of booking calendar."""

import uuid
from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import CalendarConnection, OAuthState, TenantProfile


async def connection(session: AsyncSession, tenant_id: uuid.UUID, provider: str, *,
                     for_update: bool = False) -> CalendarConnection | None:
    statement = select(CalendarConnection).where(CalendarConnection.tenant_id == tenant_id,
                                                 CalendarConnection.provider == provider)
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one_or_none()


async def locked_or_new_connection(session: AsyncSession, tenant_id: uuid.UUID, provider: str) -> CalendarConnection:
    """The tenant's connection to the provider, locked; a new one (added to the session) when there is none."""
    found = await session.get(CalendarConnection, (tenant_id, provider), with_for_update=True)
    if found is None:
        found = CalendarConnection(tenant_id=tenant_id, provider=provider)
        session.add(found)
    return found


async def remove_connection(session: AsyncSession, tenant_id: uuid.UUID, provider: str) -> None:
    await session.execute(delete(CalendarConnection).where(CalendarConnection.tenant_id == tenant_id,
                                                           CalendarConnection.provider == provider))


async def forget_expired_sign_ins(session: AsyncSession, *, now: datetime) -> None:
    await session.execute(delete(OAuthState).where(OAuthState.expires_at < now))


def add_sign_in(session: AsyncSession, state: OAuthState) -> None:
    session.add(state)


async def take_sign_in(session: AsyncSession, state_hash: str) -> OAuthState | None:
    """The sign-in under way with this state, removed (a state is used once)."""
    pending = await session.get(OAuthState, state_hash, with_for_update=True)
    if pending is not None:
        await session.delete(pending)
    return pending


async def locked_or_new_profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile:
    """The tenant's profile row, locked; a new one (added to the session) when there is none."""
    profile = await session.get(TenantProfile, tenant_id, with_for_update=True)
    if profile is None:
        profile = TenantProfile(tenant_id=tenant_id)
        session.add(profile)
    return profile
