"""What connecting and disconnecting Google Calendar does to the tenant's staff calendars.

Connecting: members with a built-in calendar get a Google one (pending; the worker creates it right after the
sign-in commits) and free/busy is copied at once. Disconnecting: the copied busy time goes (we can no longer
keep it true) and calendars not created yet go back to built-in ones. Created Google calendars keep their ids:
they are the owner's, in the owner's Google account, and reconnecting the same account picks them up again
(until then, sharing answers 'Google Calendar Not Connected' and appointments are not copied).
"""

import uuid
from collections.abc import Callable

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession

from booking.config import Settings
from booking.connections import hooks
from booking.google import repository
from booking.google.client import PROVIDER
from booking.models import CalendarConnection
from ringbook_common import clock

Wake = Callable[[uuid.UUID], None]


def register(wake: Wake) -> None:
    """Register the connect/disconnect steps; `wake(tenant_id)` asks the worker for a round for the tenant."""

    async def on_connected(session: AsyncSession, settings: Settings, connection: CalendarConnection) -> None:
        await repository.adopt_builtin_staff(session, connection.tenant_id, now=clock.now())
        # The worker must see the new connection: wake it once this transaction has committed.
        event.listen(session.sync_session, "after_commit", lambda _: wake(connection.tenant_id), once=True)

    async def on_disconnecting(session: AsyncSession, settings: Settings, connection: CalendarConnection) -> None:
        now = clock.now()
        await repository.clear_busy(session, connection.tenant_id)
        await repository.release_pending(session, connection.tenant_id, now=now)

    hooks.on_connected(PROVIDER, on_connected)
    hooks.on_disconnecting(PROVIDER, on_disconnecting)
