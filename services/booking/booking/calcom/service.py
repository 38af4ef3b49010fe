"""Event types and the one each location's bookings go to; connecting with an API key."""

import uuid

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository as appointments
from booking.calcom import availability, connection, repository
from booking.calcom.errors import EventTypeTaken, KeyRefused, NotConnected, UnknownEventType
from booking.calcom.schemas import EventType, LocationEventType
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
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


async def choose_default(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, event_type_id: int, *,
                         location_id: uuid.UUID | None = None) -> None:
    """The event type a location's bookings go to (None: the first location's, the account's default)."""
    location_id = await locations.ensure_exists(session, tenant_id, location_id)
    if await connection.connection_of(session, tenant_id) is None:
        raise NotConnected()
    if not any(item.id == event_type_id for item in await event_types(session, settings, tenant_id)):
        raise UnknownEventType()
    if await connection.connection_of(session, tenant_id) is None:  # disconnected while its event types were read
        raise NotConnected()
    try:
        async with session.begin_nested():
            await repository.choose(session, tenant_id, location_id, event_type_id, now=clock.now())
    except IntegrityError as exc:
        if appointments.sqlstate(exc) != appointments.UNIQUE_VIOLATION:
            raise
        raise EventTypeTaken() from None
    availability.forget(tenant_id)


async def location_event_types(session: AsyncSession, tenant_id: uuid.UUID,
                               location_id: uuid.UUID | None) -> list[LocationEventType]:
    """Each location (or the one asked for) with the event type its bookings go to, the first location first."""
    chosen = await repository.event_types(session, tenant_id)
    if location_id is not None:
        places = [await locations.place(session, tenant_id, location_id)]
    else:
        places = await locations.every_place(session, tenant_id, also=set())
    return [LocationEventType(locationId=str(place.location_id), name=place.name,
                              eventTypeId=chosen.get(place.location_id)) for place in places]


async def connect_with_key(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, key: str) -> None:
    if not key.startswith(connection.KEY_PREFIXES):
        raise KeyRefused(fields={"apiKey": "A Cal.com API key starts with cal_live_ or cal_test_"})
    await connection.connect_with_key(session, settings, tenant_id=tenant_id, key=key)
