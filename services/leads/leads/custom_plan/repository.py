from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from leads.custom_plan.schemas import CustomPlanCreate
from leads.models import CustomPlanSubmission
from leads.pricing.formulas import Pricing, Roi


async def add(session: AsyncSession, *, data: CustomPlanCreate, pricing: Pricing, roi: Roi) -> CustomPlanSubmission:
    plan = CustomPlanSubmission(
        business_name=data.businessName, contact_name=data.contactName, email=data.email, phone=data.phone,
        business_type=data.businessType, website=data.website, calls_per_month=data.callsPerMonth,
        avg_call_duration=data.avgCallDuration, locations=data.locations, sms_confirmations=data.smsConfirmations,
        sms_reminders=data.smsReminders, avg_revenue_per_client=Decimal(data.avgRevenuePerClient),
        missed_calls_per_day=data.missedCallsPerDay, conversion_rate=data.conversionRate,
        business_days_per_month=data.businessDaysPerMonth, agree_to_terms=data.agreeToTerms,
        agree_to_privacy=data.agreeToPrivacy, receive_updates=data.receiveUpdates,
        voice_cost=pricing.voice_cost, platform_cost=pricing.platform_cost, sms_cost=pricing.sms_cost,
        phone_cost=pricing.phone_cost, multi_location_fee=pricing.multi_location_fee,
        total_backend_cost=pricing.total_backend_cost, client_price=Decimal(pricing.client_price),
        annual_price=Decimal(pricing.annual_price), annual_savings=Decimal(pricing.annual_savings),
        missed_calls_per_month=int(roi.missed_calls_per_month), lost_bookings=roi.lost_bookings,
        lost_revenue=roi.lost_revenue, captured_bookings=roi.captured_bookings, extra_revenue=roi.extra_revenue,
        net_profit=roi.net_profit, roi_percentage=roi.roi_percentage, payback_days=roi.payback_days,
        annual_impact=roi.annual_impact,
    )
    session.add(plan)
    await session.flush()
    return plan
