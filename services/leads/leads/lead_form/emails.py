"""The lead form's e-mails: the confirmation /lead-thank-you promises, and the sales team's notice."""

from leads.models import LeadSubmission
from leads.money import dollars
from ringbook_common.messaging.ports import Email

SIGN_OFF = "— The Ringbook team"


def _lines(*pairs: tuple[str, object]) -> str:
    return "\n".join(f"{label}: {value}" for label, value in pairs)


def _listed(values: list[str]) -> str:
    return ", ".join(values)


def confirmation(lead: LeadSubmission) -> Email:
    return Email(
        to=lead.email,
        subject="Your Ringbook application is in",
        body=(f"Hi {lead.contact_name},\n\n"
              f"Thanks for telling us about {lead.business_name}. Your application is in, and here's what "
              "happens next:\n\n"
              "1. Our team contacts you within 24 hours to talk through your setup.\n"
              "2. We configure your AI receptionist for your services, hours and languages.\n"
              "3. You go live in 48-72 hours.\n\n"
              f"Your estimate: with {lead.missed_calls_per_week} missed calls a week at about "
              f"{dollars(lead.avg_booking_value)} a booking, answering them could bring back around "
              f"{dollars(lead.estimate)} a month (if 40% of those calls turn into bookings).\n\n"
              "Questions before then? Just reply to this email.\n\n"
              f"{SIGN_OFF}"),
    )


def to_sales(inbox: str, lead: LeadSubmission) -> Email:
    return Email(
        to=inbox,
        subject=f"New lead: {lead.business_name} ({lead.business_type}), {dollars(lead.estimate)}/month estimate",
        body=(f"{lead.contact_name} from {lead.business_name} filled in the Get Started form. "
              "They expect to hear from us within 24 hours.\n\n"
              + _lines(
                  ("Contact", lead.contact_name), ("Email", lead.email), ("Phone", lead.phone),
                  ("Business", lead.business_name), ("Type", lead.business_type),
                  ("Website", lead.website or "not given"), ("Staff", lead.staff_count),
                  ("Weekly bookings", lead.weekly_bookings),
                  ("Books through", _listed(lead.current_booking_methods)),
                  ("Challenges", _listed(lead.biggest_challenges)),
                  ("Calendar", lead.current_calendar or ("yes" if lead.has_calendar_system else "none")),
                  ("Languages", _listed(lead.preferred_languages)), ("Voice", lead.voice_style),
                  ("Timeline", lead.timeline), ("Budget", lead.budget_range or "not given"),
                  ("Estimate", f"{dollars(lead.estimate)}/month ({lead.missed_calls_per_week} missed calls a week "
                               f"at {dollars(lead.avg_booking_value)})"),
              )
              + f"\n\nServices:\n{lead.services_offered}\n\nHours:\n{lead.operating_hours}\n\n"
              + f"Special requirements:\n{lead.special_requirements or 'none'}\n\n"
              + f"Reference: {lead.id}"),
    )
