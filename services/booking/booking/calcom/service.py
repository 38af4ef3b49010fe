"""Event types and the default one; connecting with an API key."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.calcom import connection
from booking.calcom.errors import KeyRefused, NotConnected, UnknownEventType
from booking.calcom.schemas import EventType
from booking.catalogue import repository as catalogue
from booking.config import Settings
from ringbook_common import clock


async def event_types(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID) -> list[EventType]:
    account = await connection.connection_of(session, tenant_id)
    if account is None:
        return [EventType(id=s.service_id, title=s.name, lengthInMinutes=s.duration_min)
                for s in await catalogue.services(session, tenant_id)]
    async with await connection.client_for(session, settings, tenant_id) as calcom:
        found = await calcom.event_types(account.account)
    return [EventType(id=item["id"], title=str(item.get("title") or item.get("slug") or item["id"]),
                      lengthInMinutes=int(item.get("lengthInMinutes") or 0),
                      description=str(item.get("description") or "")) for item in found]


async def choose_default(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, event_type_id: int) -> None:
    if await connection.connection_of(session, tenant_id) is None:
        raise NotConnected()
    if not any(item.id == event_type_id for item in await event_types(session, settings, tenant_id)):
        raise UnknownEventType()
    account = await connection.connection_of(session, tenant_id)
    if account is None:  # disconnected while its event types were read
        raise NotConnected()
    account.default_event_type_id = event_type_id
    account.updated_at = clock.now()
    await session.flush()


async def connect_with_key(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, key: str) -> None:
    if not key.startswith(connection.KEY_PREFIXES):
        raise KeyRefused(fields={"apiKey": "A Cal.com API key starts with cal_live_ or cal_test_"})
    await connection.connect_with_key(session, settings, tenant_id=tenant_id, key=key)
