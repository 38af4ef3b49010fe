"""Custom-plan orders: priced and ROI-checked on the server, stored, sent to sales, confirmed to the contact."""

import logging
import uuid
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from leads import forms
from leads.config import Settings
from leads.custom_plan import emails, repository
from leads.custom_plan.schemas import CustomPlanAccepted, CustomPlanCreate
from leads.idempotency.service import Answer
from leads.pricing.formulas import Pricing, Roi, custom_plan_roi, price_custom_plan
from leads.pricing.schemas import PricingOut, RoiOut
from ringbook.leads.v1.events_pb2 import CustomPlanSubmitted
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger

logger = logging.getLogger("ringbook.leads.custom_plan")

ROUTE = "custom-plan"


def quote(data: CustomPlanCreate) -> tuple[Pricing, Roi]:
    pricing = price_custom_plan(
        calls_per_month=data.callsPerMonth, avg_call_duration=data.avgCallDuration, locations=data.locations,
        sms_confirmations=data.smsConfirmations, sms_reminders=data.smsReminders,
    )
    roi = custom_plan_roi(
        avg_revenue_per_client=data.avgRevenuePerClient, missed_calls_per_day=data.missedCallsPerDay,
        conversion_rate=data.conversionRate, business_days_per_month=data.businessDaysPerMonth,
        monthly_price=pricing.client_price,
    )
    return pricing, roi


def _cents(amount: Decimal | int) -> int:
    return int(Decimal(amount) * 100)


def _accepted(plan_id: uuid.UUID, pricing: Pricing, roi: Roi) -> Answer:
    answer = CustomPlanAccepted(id=plan_id, pricing=PricingOut.of(pricing), roi=RoiOut.of(roi))
    return Answer(201, answer.model_dump(mode="json"))


async def submit(session: AsyncSession, *, settings: Settings, messenger: Messenger, data: CustomPlanCreate,
                 idempotency_key: str | None) -> Answer:
    pricing, roi = quote(data)

    async def store() -> Answer:
        plan = await repository.add(session, data=data, pricing=pricing, roi=roi)
        await outbox.publish(session, CustomPlanSubmitted(
            plan_id=str(plan.id), business_type=plan.business_type, calls_per_month=plan.calls_per_month,
            avg_call_duration=plan.avg_call_duration, locations=plan.locations,
            sms_confirmations=plan.sms_confirmations, sms_reminders=plan.sms_reminders,
            client_price_cents=_cents(pricing.client_price), annual_price_cents=_cents(pricing.annual_price),
            extra_revenue_cents=_cents(roi.extra_revenue), roi_percentage=roi.roi_percentage,
            receive_updates=plan.receive_updates,
        ), event_type="leads.custom_plan_submitted")
        messenger.after_commit(session, emails.to_sales(settings.sales_inbox, plan))
        messenger.after_commit(session, emails.confirmation(plan))
        logger.info("custom plan %s submitted", plan.id)
        return _accepted(plan.id, pricing, roi)

    return await forms.accept(session, form=data, route=ROUTE, idempotency_key=idempotency_key, store=store,
                              decoy=lambda: _accepted(uuid.uuid4(), pricing, roi))
