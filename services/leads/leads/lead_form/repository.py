from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from leads.lead_form.schemas import LeadFormCreate
from leads.models import LeadSubmission


async def add(session: AsyncSession, *, data: LeadFormCreate, estimate: Decimal) -> LeadSubmission:
    lead = LeadSubmission(
        business_name=data.businessName, contact_name=data.contactName, email=data.email, phone=data.phone,
        business_type=data.businessType, website=data.website, staff_count=data.staffCount,
        weekly_bookings=data.weeklyBookings, current_booking_methods=data.currentBookingMethods,
        biggest_challenges=data.biggestChallenges, services_offered=data.servicesOffered,
        operating_hours=data.operatingHours, has_calendar_system=data.hasCalendarSystem,
        current_calendar=data.currentCalendar, preferred_languages=data.preferredLanguages,
        voice_style=data.voiceStyle, special_requirements=data.specialRequirements, timeline=data.timeline,
        budget_range=data.budgetRange, agreed_to_contact=data.agreedToContact,
        avg_booking_value=Decimal(data.avgBookingValue), missed_calls_per_week=data.missedCallsPerWeek,
        estimate=estimate,
    )
    session.add(lead)
    await session.flush()
    return lead
