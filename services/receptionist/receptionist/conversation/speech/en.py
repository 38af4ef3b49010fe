"""What the agent says in English: its lines, and days, times, lists and durations as a receptionist speaks them."""

from datetime import date

LANGUAGE_NAME = "English"
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
AND, OR = "and", "or"

LINES = {
    "refused_past": "I'm sorry, that time has already passed.",
    "refused_too_soon": "I'm sorry, that's too soon for us to get ready for you.",
    "refused_beyond_window": "I'm sorry, we only take bookings up to {window} ahead.",
    "refused_closed": "I'm sorry, that's outside our opening hours.",
    "refused": "I'm sorry, that time isn't one we can book.",
    "refused_offers": "I can offer {offers} instead.",
    "refused_when": "What other day or time would suit you?",
    "days": "{count} days",
    "one_day": "1 day",
    "anything_else": "Is there anything else I can help you with?",
    "how_can_i_help": "Of course. What can I help you with?",
    "goodbye": "Thank you for calling {salon}. Have a lovely day!",
    "not_understood": "Sorry, I didn't quite catch that. I can book, move or cancel an appointment, tell you our "
                      "hours, prices or address, or take a message.",
    "offer_message": "Would you like me to take a message so someone from the salon can call you back?",
    "ask_service": "Which service would you like? We offer {services}.",
    "ask_which_service": "Would that be {services}?",
    "ask_when": "What day and time would suit you for the {service}?",
    "ask_choice": "For the {service}, I have {offers}. Which would you like?",
    "nothing_then": "I'm sorry, I have nothing free {asked}. The closest I have is {offers}. Would one of those "
                    "work?",
    "nothing_at_all": "I'm sorry, I have nothing free {asked}. What other day would suit you?",
    "slot_free": "Good news: {offer} is free.",
    "ask_name": "May I have your name for the booking?",
    "ask_person": "And what name should I put the booking for your {relation} under?",
    "ask_phone": "And what's the best number to reach you?",
    "confirm_booking": "To confirm: {items}, and we'll text {phone}. Shall I book {it}?",
    "booking_item": "a {service} {when} for {name}",
    "confirm_move": "To confirm: I'll move your {service} from {old} to {new}. Shall I go ahead?",
    "staff_changes": "{staff} isn't free then, so it would be with {other}.",
    "confirm_cancel": "I see your {service}{staff} {when}. Shall I cancel it?",
    "what_to_change": "No problem. What would you like to change: the day, the time, the stylist or the service?",
    "ask_move_when": "Sure. When would you like to move your {service} to?",
    "ask_which_appointment": "Which one: {appointments}?",
    "no_appointments": "I don't see any upcoming appointments under the number you're calling from.",
    "leave_it": "All right, I'll leave your appointment as it is.",
    "booked": "You're booked: {what}. We'll see you then!",
    "moved": "Done: your {service} is now {when}.",
    "cancelled": "Your {service} {when} is cancelled.",
    "duplicate": "{name} already has a {service} {when}. Shall I move that one, or add another?",
    "taken": "I'm sorry, that time was just taken. I can offer {offers}.",
    "taken_nothing": "I'm sorry, that time was just taken. What other time would suit you?",
    "failed": "I'm sorry, I couldn't do that. Would you like me to take a message for the salon?",
    "ask_reason": "Of course. What would you like the salon to call you back about?",
    "ask_message_name": "And may I have your name?",
    "ask_best_time": "When is the best time for them to call you back?",
    "message_taken": "Thanks, {first}. I've passed your message on and someone from {salon} will call you back{when}.",
    "late_taken": "Thanks, {first}. I've let the salon know you're running late.",
    "transfer": "Of course, let me put you through to the front desk.",
    "no_one_free": "There's no one who can come to the phone right now, but I can take a message and have someone "
                   "call you back. What is it about?",
    "unsupported": "I'm sorry, I can only help in English on this line. The salon will call you back. Please "
                   "tell me your name and what it's about.",
    "unsupported_taken": "Thank you. The salon will call you back.",
    "calling_back": "Of course, call us back any time.",
    "dont_know_aside": "I'm afraid I don't know that one; the salon can tell you when you come in.",
    "dont_know": "I'm afraid I don't know that. I can take a message so someone from the salon can tell you.",
    "hours": "We're open {hours}.",
    "day_closed": "We're closed on {day}.",
    "day_open": "On {day} we're open from {open} to {close}.",
    "address": "We're at {address}.",
    "location": "{name} is at {address}, open {hours}.",
    "no_address": "I don't have our address to hand; I can take a message so the salon calls you back.",
    "price": "A {service} is {price} and takes {duration}.",
    "prices": "Our prices: {list}.",
    "services": "We offer {list}.",
    "staff": "Our team is {list}.",
    "works_on": "On {day}, {list} {verb} in.",
    "nobody_on": "Nobody is in on {day}; we're closed.",
    "is_in": "Yes, {name} is in on {day}, from {open} to {close}.",
    "is_not_in": "No, {name} isn't in on {day}. {name} works {days}.",
    "who_does": "{list} {verb} {service}.",
    "everyone_does": "All our stylists do that: {list}.",
    "day_range": "{first} to {last}",
    "closed_days": "closed {days}",
    "open_span": "{days} {open} to {close}",
    "nothing_then_waitlist": "I'm sorry, I have nothing free {asked}. The closest I have is {offers}. Would one of "
                             "those work, or shall I put you on our waitlist?",
    "nothing_waitlist": "I'm sorry, I have nothing free {asked}. Would you like to join our waitlist? We'll text "
                        "you if a time opens up.",
    "waitlist_joined": "You're on the waitlist for a {service} {asked}. We'll text you if a time opens up.",
}

# The lines that differ in a text: the rest are written as they are said.
WRITTEN = {
    "goodbye": "Thanks for texting {salon}. Have a lovely day!",
    "no_appointments": "I don't see any upcoming appointments under this number.",
}


def clock(hour: int, minute: int) -> str:
    return f"{(hour % 12) or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def day(moment: date, today: date) -> str:
    delta = (moment - today).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    name = WEEKDAYS[moment.weekday()]
    return name if 1 < delta < 7 else f"{name}, {MONTHS[moment.month - 1]} {moment.day}"


def at(day_said: str, clock_said: str) -> str:
    return f"{day_said} at {clock_said}"


def on(day_said: str) -> str:
    """A day as it follows a noun: "on Friday", but "tomorrow"."""
    return day_said if day_said in ("today", "tomorrow") else f"on {day_said}"


def with_staff(staff: str) -> str:
    return f" with {staff}"


def plural_day(moment: date) -> str:
    return WEEKDAYS[moment.weekday()] + "s"


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} hour{'s' if hours > 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minutes")
    return " and ".join(parts)


def is_are(count: int) -> str:
    return "is" if count == 1 else "are"


def does_do(count: int) -> str:
    return "does" if count == 1 else "do"


def price(text: str) -> str:
    return text
