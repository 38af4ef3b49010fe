"""Private iCalendar feeds: one subscribable URL per staff member, revocable.

The URL's token is derived (HMAC with the service's signing key) from the feed row, so the portal can show the
same link again while only its hash is stored; revoking marks the row and the next link is a new one.
"""

import base64
import hashlib
import hmac
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.feeds import ics, repository
from booking.locations import service as locations
from booking.models import Appointment, CalendarFeed
from booking.staff.service import get as get_staff
from ringbook_common import clock
from ringbook_common.errors import NotFound

PAST = timedelta(days=30)
AHEAD = timedelta(days=180)


class FeedNotFound(NotFound):
    message = "Calendar feed not found"


@dataclass(frozen=True)
class FeedLink:
    url: str
    webcal_url: str


def _token(settings: Settings, tenant_id: uuid.UUID, staff_key: uuid.UUID, created_at: datetime) -> str:
    message = f"feed:{tenant_id}:{staff_key}:{created_at.isoformat()}".encode()
    return base64.urlsafe_b64encode(hmac.new(settings.signing_key(), message, hashlib.sha256).digest()).rstrip(
        b"=").decode()


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _link(settings: Settings, token: str) -> FeedLink:
    url = f"{settings.public_base_url.rstrip('/')}/calendars/{token}.ics"
    return FeedLink(url=url, webcal_url="webcal://" + url.split("://", 1)[1])


async def link(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, staff_id: str) -> FeedLink:
    """The member's current feed link, made on first request."""
    staff = await get_staff(session, tenant_id=tenant_id, staff_id=staff_id)
    feed = await repository.current_feed(session, tenant_id, staff.id)
    if feed is not None:
        return _link(settings, _token(settings, tenant_id, staff.id, feed.created_at))
    created_at = clock.now()
    token = _token(settings, tenant_id, staff.id, created_at)
    await repository.add_feed(session, CalendarFeed(token_hash=_digest(token), tenant_id=tenant_id,
                                                    staff_key=staff.id, created_at=created_at))
    return _link(settings, token)


async def revoke(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str) -> None:
    """Every link of the member stops working; asking again gives a new one."""
    staff = await get_staff(session, tenant_id=tenant_id, staff_id=staff_id)
    await repository.revoke_feeds(session, tenant_id, staff.id, now=clock.now())


async def document(session: AsyncSession, *, token: str) -> bytes:
    """The feed behind a token: the member's appointments from a month ago to six months ahead."""
    feed = await repository.feed(session, _digest(token)) if token else None
    if feed is None or feed.revoked_at is not None:
        raise FeedNotFound()
    staff = await repository.staff(session, feed.staff_key)
    if staff is None or staff.tenant_id != feed.tenant_id or staff.removed_at is not None:
        raise FeedNotFound()
    now = clock.now()
    appointments = await repository.appointments_between(session, feed.tenant_id, staff.id, start=now - PAST,
                                                         end=now + AHEAD)
    profile = await catalogue.profile(session, feed.tenant_id)
    return ics.calendar_of(staff, profile.name, profile.timezone, appointments, now=now,
                           places=await _places(session, feed.tenant_id, appointments))


async def _places(session: AsyncSession, tenant_id: uuid.UUID,
                  appointments: list[Appointment]) -> dict[uuid.UUID, ics.Where]:
    """Where each location of these appointments is; named only when the business has more than one."""
    places = await locations.every_place(session, tenant_id, also={a.location_id for a in appointments})
    several = len(places) > 1
    return {place.location_id: ics.Where(ZoneInfo(place.timezone), place.name if several else "")
            for place in places}
