"""Contact messages: stored, e-mailed to the sales inbox, acknowledged to the sender."""

import logging
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from leads import forms
from leads.config import Settings
from leads.contact import emails, repository
from leads.contact.schemas import ContactAccepted, ContactCreate
from leads.idempotency.service import Answer
from ringbook.leads.v1.events_pb2 import ContactReceived
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger

logger = logging.getLogger("ringbook.leads.contact")

ROUTE = "contact"


def _accepted(message_id: uuid.UUID) -> Answer:
    return Answer(201, ContactAccepted(id=message_id).model_dump(mode="json"))


async def receive(session: AsyncSession, *, settings: Settings, messenger: Messenger, data: ContactCreate,
                  idempotency_key: str | None) -> Answer:
    async def store() -> Answer:
        message = await repository.add(session, data=data)
        await outbox.publish(session, ContactReceived(
            contact_id=str(message.id), name=message.name, email=message.email, business=message.business or "",
            has_phone=message.phone is not None, message_length=len(message.message),
        ), event_type="leads.contact_received")
        messenger.after_commit(session, emails.to_sales(settings.sales_inbox, message))
        messenger.after_commit(session, emails.acknowledgement(message))
        logger.info("contact message %s received", message.id)
        return _accepted(message.id)

    return await forms.accept(session, form=data, route=ROUTE, idempotency_key=idempotency_key, store=store,
                              decoy=lambda: _accepted(uuid.uuid4()))
