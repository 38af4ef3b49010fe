"""The newsletter: subscribe (once per address), confirm by e-mail, unsubscribe with a signed link."""

import logging
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from leads import forms
from leads.config import Settings
from leads.idempotency.service import Answer
from leads.newsletter import emails, repository, tokens
from leads.newsletter.errors import BadUnsubscribeLink
from leads.newsletter.repository import Change
from leads.newsletter.schemas import Subscribed, SubscriptionCreate
from ringbook.leads.v1.events_pb2 import Subscribed as SubscribedEvent
from ringbook.leads.v1.events_pb2 import Unsubscribed as UnsubscribedEvent
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger

logger = logging.getLogger("ringbook.leads.newsletter")

ROUTE = "subscribe"


def unsubscribe_url(settings: Settings, token: str) -> str:
    return f"{settings.public_base_url.rstrip('/')}/api/unsubscribe?{urlencode({'token': token})}"


def _subscribed() -> Answer:
    return Answer(200, Subscribed().model_dump(mode="json"))


async def subscribe(session: AsyncSession, *, settings: Settings, messenger: Messenger, data: SubscriptionCreate,
                    idempotency_key: str | None) -> Answer:
    async def store() -> Answer:
        subscriber, change = await repository.subscribe(session, email=data.email)
        if change is not Change.ALREADY:
            # Someone already on the list gets no second welcome: the answer is the same, the inbox stays quiet.
            await outbox.publish(session, SubscribedEvent(
                subscriber_id=str(subscriber.id), resubscribed=change is Change.RESUBSCRIBED,
            ), event_type="leads.subscribed")
            token = tokens.sign(settings.signing_key(), subscriber.id)
            messenger.after_commit(session, emails.confirmation(
                subscriber.email, unsubscribe_url=unsubscribe_url(settings, token)))
        logger.info("newsletter subscriber %s: %s", subscriber.id, change)
        return _subscribed()

    return await forms.accept(session, form=data, route=ROUTE, idempotency_key=idempotency_key, store=store,
                              decoy=_subscribed)


async def unsubscribe(session: AsyncSession, *, settings: Settings, token: str) -> None:
    subscriber_id = tokens.verify(settings.signing_key(), token)
    if subscriber_id is None:
        raise BadUnsubscribeLink()
    if await repository.unsubscribe(session, subscriber_id=subscriber_id):
        await outbox.publish(session, UnsubscribedEvent(subscriber_id=str(subscriber_id)),
                             event_type="leads.unsubscribed")
        logger.info("newsletter subscriber %s unsubscribed", subscriber_id)
