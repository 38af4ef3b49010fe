"""The configurator's e-mails: the confirmation /thank-you promises, and the sales team's notice."""

from leads.models import CustomPlanSubmission
from leads.money import dollars
from ringbook_common.messaging.ports import Email

SIGN_OFF = "— The Ringbook team"


def _on(value: bool) -> str:
    return "on" if value else "off"


def _summary(plan: CustomPlanSubmission) -> str:
    return (f"Business: {plan.business_name}\n"
            f"Locations: {plan.locations}\n"
            f"Calls: {plan.calls_per_month:,} a month, about {plan.avg_call_duration} minutes each\n"
            f"SMS confirmations: {_on(plan.sms_confirmations)}, SMS reminders: {_on(plan.sms_reminders)}\n"
            f"Monthly investment: {dollars(plan.client_price)}/month\n"
            f"Or yearly: {dollars(plan.annual_price)}/year (you save {dollars(plan.annual_savings)})\n"
            f"Expected monthly profit: {dollars(plan.net_profit)}\n"
            f"ROI: {plan.roi_percentage}%")


def confirmation(plan: CustomPlanSubmission) -> Email:
    return Email(
        to=plan.email,
        subject=f"Your Ringbook plan for {plan.business_name}",
        body=(f"Hi {plan.contact_name},\n\n"
              "Thanks for building your plan with us. Here it is:\n\n"
              f"{_summary(plan)}\n\n"
              "What happens next:\n"
              "1. Our team contacts you within 24 hours.\n"
              "2. We book your onboarding session and set everything up with you.\n"
              "3. Your AI receptionist is live in 2-3 days.\n\n"
              f"The figures assume {plan.missed_calls_per_day} missed calls a day over "
              f"{plan.business_days_per_month} business days, {plan.conversion_rate * 100:.0f}% of them "
              f"booking at about {dollars(plan.avg_revenue_per_client)} each, and Ringbook answering 95% "
              "of those calls.\n\n"
              "Questions? Just reply to this email.\n\n"
              f"{SIGN_OFF}"),
    )


def to_sales(inbox: str, plan: CustomPlanSubmission) -> Email:
    return Email(
        to=inbox,
        subject=f"New custom plan: {plan.business_name}, {dollars(plan.client_price)}/month",
        body=(f"{plan.contact_name} submitted a custom plan order. They expect to hear from us within 24 hours.\n\n"
              f"Contact: {plan.contact_name}\nEmail: {plan.email}\nPhone: {plan.phone}\n"
              f"Type: {plan.business_type}\nWebsite: {plan.website or 'not given'}\n"
              f"Product updates: {'yes' if plan.receive_updates else 'no'}\n\n"
              f"{_summary(plan)}\n"
              f"Backend cost: {dollars(plan.total_backend_cost)}/month\n\n"
              f"Reference: {plan.id}"),
    )
