"""What a provider does right after the owner connects it (read the account, register webhooks...): each
provider's package registers its step here, so the shared sign-in flow needs to know none of them."""

from collections.abc import Awaitable, Callable

from sqlalchemy.ext.asyncio import AsyncSession

from booking.config import Settings
from booking.models import CalendarConnection

OnConnected = Callable[[AsyncSession, Settings, CalendarConnection], Awaitable[None]]
OnDisconnecting = Callable[[AsyncSession, Settings, CalendarConnection], Awaitable[None]]

_connected: dict[str, OnConnected] = {}
_disconnecting: dict[str, OnDisconnecting] = {}


def on_connected(provider: str, step: OnConnected) -> None:
    _connected[provider] = step


def on_disconnecting(provider: str, step: OnDisconnecting) -> None:
    _disconnecting[provider] = step


async def connected(session: AsyncSession, settings: Settings, connection: CalendarConnection) -> None:
    if step := _connected.get(connection.provider):
        await step(session, settings, connection)


async def disconnecting(session: AsyncSession, settings: Settings, connection: CalendarConnection) -> None:
    if step := _disconnecting.get(connection.provider):
        await step(session, settings, connection)
