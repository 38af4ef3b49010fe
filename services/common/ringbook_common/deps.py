from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.bus.connection import Bus
from ringbook_common.db import unit_of_work
from ringbook_common.messaging.delivery import Messenger


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with unit_of_work(request.app.state.sessionmaker) as session:
        yield session


def get_bus(request: Request) -> Bus:
    bus: Bus = request.app.state.bus
    return bus


def get_messenger(request: Request) -> Messenger:
    messenger: Messenger = request.app.state.messenger
    return messenger


# "function" scope: the commit happens before the response leaves, so a failed commit is never a 2xx.
SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]
BusDep = Annotated[Bus, Depends(get_bus)]
MessengerDep = Annotated[Messenger, Depends(get_messenger)]
