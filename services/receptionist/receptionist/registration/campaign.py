"""What a salon's texting campaign tells the carriers: what the texts are for, how clients agree to them, and
samples in the words the salon's texts really use (booking's confirmations and reminders, the agent's replies, the
waitlist's offers). Carriers compare the samples with the traffic, so they follow those texts. No I/O."""

from dataclasses import dataclass

from receptionist.texts import keywords

OPT_IN_KEYWORDS = tuple(sorted(keywords.OPT_IN_WORDS))
OPT_OUT_KEYWORDS = tuple(sorted(keywords.OPT_OUT_WORDS))
HELP_KEYWORDS = tuple(sorted(keywords.HELP_WORDS))


@dataclass(frozen=True)
class Campaign:
    description: str
    message_flow: str
    samples: tuple[str, ...]
    opt_in_message: str
    opt_out_message: str
    help_message: str


def campaign_of(salon: str, number: str) -> Campaign:
    """`salon` the business's name, `number` the one clients call or text, as people write it."""
    return Campaign(
        description=(f"{salon} texts its clients about their appointments: confirmations when they book, "
                     "reminders the day before, notices when an appointment is moved or cancelled, replies to the "
                     "client's own texts (booking, moving or cancelling by text, prices and opening hours), and, to "
                     "clients who asked to join the salon's waitlist, an offer of a time that became free."),
        message_flow=(f"Clients give {salon} their mobile number when they book an appointment: by phone with the "
                      "salon's receptionist, who tells them they will get texts about the appointment, or by texting "
                      "the salon's number themselves. A client who finds no free time is asked on the call or by "
                      "text whether they agree to be texted when a time frees up, and is added to the waitlist only "
                      "when they say yes. Every text says how to reach the salon; STOP opts out and HELP explains. "
                      "No marketing is sent, and numbers are never shared or bought."),
        samples=(
            f"You're booked: Haircut at {salon} Fri, Dec 4 at 3:00 PM. Reply or call us to change or cancel.",
            f"Reminder: Haircut at {salon} Fri, Dec 4 at 3:00 PM. Reply C to confirm, or text us to move or cancel.",
            f"Good news from {salon}: Color with Maria is free Sat, Dec 5 at 11:00 AM. Reply YES within 15 minutes "
            "to book it, or NO to pass.",
        ),
        opt_in_message=(f"{salon}: you'll get texts about your appointments. Msg & data rates may apply. Reply HELP "
                        "for help, STOP to opt out."),
        opt_out_message=f"{salon}: you're unsubscribed and won't get more texts from us. Reply START to resubscribe.",
        help_message=keywords.help_answer(salon, number),
    )
