"""E-mails leave after the change that caused them commits, never for a change that rolled back.

Texts do not leave from here: booking sends every text, through the salon's limits of the day
(`booking.texting`); another service asks it with an event (`receptionist.text_requested`)."""

import asyncio
import logging

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from ringbook_common.messaging.ports import Email, Mailer, SmsSender

logger = logging.getLogger("ringbook.messaging")

_PENDING = "ringbook_pending_messages"
_background: set[asyncio.Task[None]] = set()


class Messenger:
    def __init__(self, mailer: Mailer, sms: SmsSender) -> None:
        self.mailer = mailer
        self.sms = sms

    async def deliver(self, message: Email) -> None:
        try:
            await self.mailer.send(message)
        except Exception:  # a lost notice is logged; the person can ask for it again
            logger.exception("could not send an e-mail to a recipient")

    def after_commit(self, session: AsyncSession, message: Email) -> None:
        """Queue an e-mail on the session; it is sent once the transaction commits."""
        if not isinstance(message, Email):
            raise TypeError("only e-mails leave after commit: texts are sent by booking, through the salon's limits")
        pending = session.sync_session.info.setdefault(_PENDING, [])
        if not pending:
            event.listen(session.sync_session, "after_commit", self._flush, once=True)
            event.listen(session.sync_session, "after_rollback", self._discard, once=True)
        pending.append(message)

    def _flush(self, sync_session: Session) -> None:
        messages = sync_session.info.pop(_PENDING, [])
        for message in messages:
            task = asyncio.get_running_loop().create_task(self.deliver(message))
            _background.add(task)
            task.add_done_callback(_background.discard)

    def _discard(self, sync_session: Session) -> None:
        sync_session.info.pop(_PENDING, None)


async def drain_background() -> None:
    """Wait for messages already on their way (tests, shutdown)."""
    while _background:
        await asyncio.gather(*list(_background), return_exceptions=True)
