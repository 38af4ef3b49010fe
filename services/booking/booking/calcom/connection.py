"""The tenant's Cal.com account: a client with a usable token, what happens right after connecting (read the
username, register our webhook) and right before disconnecting (remove it), and connecting by personal API key."""

import logging
import secrets
import uuid

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from booking.calcom import repository
from booking.calcom.client import CalcomClient
from booking.calcom.errors import CalcomRefused, CalcomUnavailable, KeyRefused
from booking.config import Settings
from booking.connections import hooks, oauth
from booking.connections.crypto import TokenBox
from booking.models import CalendarConnection
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.errors import ServiceError, Unavailable

logger = logging.getLogger("ringbook.booking.calcom")

CALCOM = "calcom"
KEY_PREFIXES = ("cal_live_", "cal_test_")


class NotBookable(Unavailable):
    message = ("Cal.com is not set up to take bookings (no connected account or default event type). "
               "Please offer to call the customer back.")


class LocationNotBookable(NotBookable):
    message = ("Cal.com is not set up to take this location's bookings (no event type chosen for it). "
               "Please offer to call the customer back.")


async def connection_of(session: AsyncSession, tenant_id: uuid.UUID) -> CalendarConnection | None:
    return await oauth.connection_of(session, tenant_id, CALCOM)


async def token_for(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID) -> str:
    """A usable token. A refresh is committed in a transaction of its own: Cal.com may rotate the refresh token,
    so it must be kept even when the caller's own change is rolled back afterwards (a taken slot, an outage)."""
    own = async_sessionmaker(session.bind, expire_on_commit=False)
    async with own() as fresh:
        try:
            token = await oauth.access_token(fresh, settings, tenant_id=tenant_id, provider=CALCOM)
        except ServiceError:
            await fresh.commit()  # a refused refresh marks the connection failing
            raise
        await fresh.commit()
    return token


async def client_for(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID) -> CalcomClient:
    return CalcomClient(settings, await token_for(session, settings, tenant_id))


async def bookable(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> int:
    """The event type the location's bookings go to; refused (503, call-back) when Cal.com cannot take them."""
    connection = await connection_of(session, tenant_id)
    event_type_id = await repository.event_type_of(session, tenant_id, location_id) if connection else None
    if event_type_id is None:
        raise NotBookable() if location_id == tenant_id else LocationNotBookable()
    return event_type_id


def subscriber_url(settings: Settings, tenant_id: uuid.UUID) -> str:
    return f"{settings.public_base_url.rstrip('/')}/api/webhooks/calcom/{tenant_id}"


async def finish_connecting(session: AsyncSession, settings: Settings, connection: CalendarConnection,
                            token: str) -> None:
    """Read the account's username and register our webhook (replacing one from an earlier connection)."""
    async with CalcomClient(settings, token) as calcom:
        me = await calcom.me()
        connection.account = str(me.get("username") or me.get("email") or "")
        if connection.webhook_id:
            await _forget_webhook(calcom, connection)
        secret = secrets.token_hex(32)
        connection.webhook_id = await calcom.create_webhook(
            subscriber_url=subscriber_url(settings, connection.tenant_id), secret=secret)
    connection.webhook_secret = TokenBox.of(settings).seal(secret)
    connection.status, connection.last_error = "connected", None
    connection.updated_at = clock.now()
    await session.flush()


async def on_connected(session: AsyncSession, settings: Settings, connection: CalendarConnection) -> None:
    """After the OAuth sign-in: the tokens are kept, and a failure here shows in the popup and in the settings."""
    try:
        await finish_connecting(session, settings, connection, TokenBox.of(settings).open(connection.access_token))
    except (CalcomUnavailable, CalcomRefused) as failure:
        connection.status, connection.last_error = "failing", failure.message
        await session.flush()
        raise oauth.OAuthFailed("Connected, but Cal.com could not be set up to keep us in step. "
                                "Please try connecting again.") from None


async def on_disconnecting(session: AsyncSession, settings: Settings, connection: CalendarConnection) -> None:
    """Remove our webhook; a failure is logged and the tokens are forgotten anyway."""
    if not connection.webhook_id:
        return
    try:
        token = await oauth.access_token(session, settings, tenant_id=connection.tenant_id, provider=CALCOM)
        async with CalcomClient(settings, token) as calcom:
            await _forget_webhook(calcom, connection)
    except ServiceError as failure:
        logger.warning("cal.com webhook not removed", extra={"tenant_id": str(connection.tenant_id),
                                                             "error": failure.message})


async def start(context: ServiceContext[Settings]) -> None:
    """Plug Cal.com's steps into the shared sign-in flow: after connecting, before disconnecting."""
    hooks.on_connected(CALCOM, on_connected)
    hooks.on_disconnecting(CALCOM, on_disconnecting)


async def _forget_webhook(calcom: CalcomClient, connection: CalendarConnection) -> None:
    if connection.webhook_id is None:
        return
    try:
        await calcom.delete_webhook(connection.webhook_id)
    except CalcomRefused as refused:
        if refused.status != 404:  # already gone is what we wanted
            raise
    connection.webhook_id = None


async def connect_with_key(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, key: str) -> None:
    """A personal API key instead of OAuth: checked with Cal.com, then kept encrypted like a token."""
    try:
        async with CalcomClient(settings, key) as calcom:
            await calcom.me()
    except CalcomRefused:
        raise KeyRefused() from None
    connection = await oauth.save_tokens(session, settings, tenant_id=tenant_id, provider=CALCOM,
                                         token={"access_token": key}, auth_kind="api_key")
    await finish_connecting(session, settings, connection, key)
