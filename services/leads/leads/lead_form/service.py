"""Lead-form submissions: stored with the server's estimate, sent to sales, confirmed to the submitter."""

import logging
import uuid
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from leads import forms
from leads.config import Settings
from leads.idempotency.service import Answer
from leads.lead_form import emails, repository
from leads.lead_form.schemas import LeadAccepted, LeadFormCreate
from leads.pricing.formulas import lead_estimate
from ringbook.leads.v1.events_pb2 import LeadSubmitted
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger

logger = logging.getLogger("ringbook.leads.lead_form")

ROUTE = "lead-form"


def _cents(amount: Decimal) -> int:
    return int(amount * 100)


def _accepted(lead_id: uuid.UUID, estimate: Decimal) -> Answer:
    return Answer(201, LeadAccepted(id=lead_id, estimate=estimate).model_dump(mode="json"))


async def submit(session: AsyncSession, *, settings: Settings, messenger: Messenger, data: LeadFormCreate,
                 idempotency_key: str | None) -> Answer:
    estimate = lead_estimate(avg_booking_value=data.avgBookingValue, missed_calls_per_week=data.missedCallsPerWeek)

    async def store() -> Answer:
        lead = await repository.add(session, data=data, estimate=estimate)
        await outbox.publish(session, LeadSubmitted(
            lead_id=str(lead.id), business_type=lead.business_type, staff_count=lead.staff_count,
            weekly_bookings=lead.weekly_bookings, booking_methods=lead.current_booking_methods,
            challenges=lead.biggest_challenges, preferred_languages=lead.preferred_languages,
            voice_style=lead.voice_style, timeline=lead.timeline, budget_range=lead.budget_range or "",
            has_calendar_system=lead.has_calendar_system, avg_booking_value_cents=_cents(lead.avg_booking_value),
            missed_calls_per_week=lead.missed_calls_per_week, estimate_cents=_cents(estimate),
        ), event_type="leads.lead_submitted")
        messenger.after_commit(session, emails.to_sales(settings.sales_inbox, lead))
        messenger.after_commit(session, emails.confirmation(lead))
        logger.info("lead %s submitted", lead.id)
        return _accepted(lead.id, estimate)

    return await forms.accept(session, form=data, route=ROUTE, idempotency_key=idempotency_key, store=store,
                              decoy=lambda: _accepted(uuid.uuid4(), estimate))
