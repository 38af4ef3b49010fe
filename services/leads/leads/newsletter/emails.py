"""The newsletter's confirmation e-mail, in Ringbook's voice."""

from ringbook_common.messaging.ports import Email


def confirmation(to: str, *, unsubscribe_url: str) -> Email:
    return Email(
        to=to,
        subject="You're subscribed to the Ringbook newsletter",
        body=("Hi there,\n\n"
              "Thanks for subscribing! You'll get short, practical notes for salon, spa and barbershop owners: "
              "how to miss fewer calls, cut no-shows and keep your book full.\n\n"
              "Didn't sign up, or changed your mind? Unsubscribe with one click:\n"
              f"{unsubscribe_url}\n\n"
              "— The Ringbook team"),
    )
