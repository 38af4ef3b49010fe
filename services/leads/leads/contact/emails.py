"""The contact form's e-mails, in Ringbook's voice: short, warm, plain."""

from leads.models import ContactMessage
from ringbook_common.messaging.ports import Email

SIGN_OFF = "— The Ringbook team"


def to_sales(inbox: str, message: ContactMessage) -> Email:
    about = f" ({message.business})" if message.business else ""
    return Email(
        to=inbox,
        subject=f"New contact message from {message.name}{about}",
        body=(f"{message.name} wrote in through the contact form.\n\n"
              f"Name: {message.name}\n"
              f"Email: {message.email}\n"
              f"Phone: {message.phone or 'not given'}\n"
              f"Business: {message.business or 'not given'}\n\n"
              f"Message:\n{message.message}\n\n"
              f"We promised a reply within 24 hours: write back to {message.email}.\n"
              f"Reference: {message.id}"),
    )


def acknowledgement(message: ContactMessage) -> Email:
    # Their words are not repeated back: a form that mails any text to any address would be a spam relay.
    return Email(
        to=message.email,
        subject="We got your message",
        body=(f"Hi {message.name},\n\n"
              "Thanks for getting in touch with Ringbook. Your message is with our team, and a real person will "
              "reply within 24 hours — usually within 4 hours during business hours "
              "(Mon-Fri 9 AM-6 PM PST, Sat 10 AM-4 PM PST).\n\n"
              "If you think of anything else, just reply to this email.\n\n"
              f"{SIGN_OFF}"),
    )
