"""What the agent is told: a prompt built from the salon's real data, the first line it says, and its tools (the
seven functions it calls on us, hanging up, and a transfer to the front desk)."""

import hashlib
import json
from dataclasses import dataclass

from receptionist import languages
from receptionist.salon.profile import WEEKDAYS, DayHours, SalonProfile

FUNCTION_TIMEOUT_MS = 10_000
# Retell's built-in transfer tool, named as its type: the simulated line runs it by this name.
TRANSFER_TOOL = "transfer_call"
# Monday first: how people read a week of opening hours.
WEEK_ORDER = (1, 2, 3, 4, 5, 6, 0)


def _string(description: str, **extra: object) -> dict:
    return {"type": "string", "description": description, **extra}


LANGUAGE = _string("The caller's language, as a two-letter code.", enum=list(languages.CODES))

FUNCTIONS: tuple[tuple[str, str, str, dict], ...] = (
    ("get_business_info",
     "Get the salon's name, address, opening hours per weekday, services with durations and prices, and staff; "
     "also `now` (the salon's current local time), `staff_details` (each stylist's title and own weekly hours, "
     "weekday 0 = Sunday .. 6 = Saturday, to answer who works when and who does what) and `front_desk` (whether "
     "a person can be reached by transfer).",
     "One moment while I look that up.",
     {"type": "object", "properties": {}, "required": []}),
    ("check_availability",
     "Find open appointment times for a service, optionally on a date, around a preferred time, with a staff "
     "member. Only ever offer times this returns.",
     "Let me check what we have open.",
     {"type": "object", "properties": {
         "service": _string("The service the caller wants, by name (e.g. 'Haircut')."),
         "date": _string("The day, YYYY-MM-DD in the salon's time zone; leave out for the next few days."),
         "preferred_time": _string("HH:MM (24-hour); 'morning', 'afternoon' or 'evening'; 'after HH:MM', "
                                   "'before HH:MM' or 'HH:MM-HH:MM'; or 'latest' for the last times of the day."),
         "staff": _string("The staff member's name, if the caller asked for someone."),
         "appointment_id": _string("When moving one of the caller's appointments: its id, so its own time counts "
                                   "as free (\"push it back half an hour\").")},
      "required": ["service"]}),
    ("book_appointment",
     "Book one of the slots check_availability returned, once the caller has confirmed the time, their name and "
     "their phone number. One booking per call, person and service: calling it again for the same person and "
     "service answers the first booking. When the person already has that service that day, it answers ok false "
     "with `duplicate`: ask whether to move that one (reschedule_appointment) or add another (call again with "
     "also true).",
     "I'm booking that for you now.",
     {"type": "object", "properties": {
         "slot_id": _string("The slot_id of the chosen slot, exactly as check_availability returned it."),
         "customer_name": _string("The full name of the person the appointment is for, as confirmed (a caller "
                                  "booking for someone else gives that person's name)."),
         "customer_phone": _string("The number to reach the caller, E.164; leave out to use the calling number."),
         "notes": _string("Anything the stylist should know."),
         "language": LANGUAGE,
         "also": {"type": "boolean", "description": "True only when the caller, told they already have this "
                                                    "service that day, wants another one as well."}},
      "required": ["slot_id", "customer_name"]}),
    ("reschedule_appointment",
     "Move the caller's upcoming appointment to a new slot from check_availability. Without new_slot_id it only "
     "lists the caller's upcoming appointments (found by their phone number), so you know which to move before "
     "checking times. The stylist stays unless the new slot is another stylist's: then the answer says "
     "staff_changed true and you tell the caller.",
     "Let me move that for you.",
     {"type": "object", "properties": {
         "appointment_id": _string("Which appointment, when the caller has more than one."),
         "new_slot_id": _string("The slot_id of the new time, from check_availability; leave out to list the "
                                "caller's appointments."),
         "language": LANGUAGE},
      "required": []}),
    ("cancel_appointment",
     "Cancel the caller's upcoming appointment, found by their phone number. Call it first without appointment_id: "
     "it reads back the caller's appointments; once the caller confirms which, call it with that appointment_id.",
     "One moment while I cancel that.",
     {"type": "object", "properties": {
         "appointment_id": _string("The appointment the caller confirmed, as this function listed it."),
         "reason": _string("Why the caller cancels, in a few words."),
         "language": LANGUAGE},
      "required": []}),
    ("request_callback",
     "Ask the salon to call the caller back: when something failed, when they want a person, or for anything "
     "you cannot handle; ask what it is about and when suits them first. With kind 'late' (the caller is running "
     "late for today's appointment) the salon and the stylist are told at once. One per call and kind.",
     "I'm passing that on to the team.",
     {"type": "object", "properties": {
         "name": _string("The caller's name."),
         "phone": _string("The number to call back, E.164; leave out to use the calling number."),
         "reason": _string("What the call-back is about, in the caller's words (for 'late': how late, e.g. "
                           "'running about 15 minutes late')."),
         "urgency": _string("How urgent it is: urgent for complaints, reactions or an upset caller.",
                            enum=["low", "normal", "urgent"]),
         "best_time": _string("When the caller would like to be called, in their words."),
         "language": LANGUAGE,
         "kind": _string("'callback' (the default) or 'late' when the caller is running late.",
                         enum=["callback", "late"])},
      "required": ["name", "reason"]}),
    ("join_waitlist",
     "Put the caller on the salon's waitlist for a service when check_availability found nothing that suits them "
     "and they agreed to be texted if a matching time frees up. The first person waiting is texted the freed time "
     "and books it by replying yes. One entry per caller and service: calling it again answers the same entry.",
     "I'm adding you to the waitlist.",
     {"type": "object", "properties": {
         "service": _string("The service they wait for, by name (e.g. 'Haircut')."),
         "name": _string("The caller's full name."),
         "customer_phone": _string("The number to text, E.164; leave out to use the calling number."),
         "staff": _string("The stylist they want, if they asked for someone; leave out for anyone."),
         "first_day": _string("The first day that suits them, YYYY-MM-DD; leave out for the week ahead."),
         "last_day": _string("The last day that suits them, YYYY-MM-DD; leave out for first_day alone."),
         "earliest": _string("The earliest start that suits them, HH:MM (24-hour); leave out for any."),
         "latest": _string("The latest start that suits them, HH:MM (24-hour); leave out for any."),
         "language": LANGUAGE},
      "required": ["service", "name"]}),
)
FUNCTION_NAMES = tuple(name for name, *_ in FUNCTIONS)
# At a business with several locations, the functions that answer about one take the one the caller asked about.
LOCATION = _string("Another of the business's locations the caller asked about, by its name or street (e.g. "
                   "'Oak Street'); leave out for this location.")
ABOUT_A_LOCATION = ("get_business_info", "check_availability")


def _parameters(name: str, parameters: dict, *, several_locations: bool) -> dict:
    if not several_locations or name not in ABOUT_A_LOCATION:
        return parameters
    return {**parameters, "properties": {**parameters["properties"], "location": LOCATION}}


@dataclass(frozen=True)
class AgentPrompt:
    prompt: str
    begin_message: str
    tools: list[dict]
    language: str | list[str]  # the agent's locales (agent_language)
    digest: str  # changes exactly when what the provider is sent changes


def function_url(public_base_url: str, name: str) -> str:
    return f"{public_base_url.rstrip('/')}/api/receptionist/functions/{name}"


def function_tools(public_base_url: str, *, several_locations: bool = False) -> list[dict]:
    """The seven functions; `several_locations`: the business has other locations, which the functions that answer
    about a location can be asked about."""
    return [{"type": "custom", "name": name, "description": description, "url": function_url(public_base_url, name),
             "method": "POST", "parameters": _parameters(name, parameters, several_locations=several_locations),
             "speak_during_execution": True,
             "speak_after_execution": True, "execution_message_description": message,
             "execution_message_type": "static_text", "timeout_ms": FUNCTION_TIMEOUT_MS}
            for name, description, message, parameters in FUNCTIONS]


def tools(profile: SalonProfile, public_base_url: str) -> list[dict]:
    found = [*function_tools(public_base_url, several_locations=bool(profile.other_locations)),
             {"type": "end_call", "name": "end_call",
              "description": "Hang up once the caller has nothing more and you have said goodbye."}]
    if profile.front_desk_phone:
        found.append({"type": "transfer_call", "name": TRANSFER_TOOL,
                      "description": "Transfer the caller to the front desk, only during business hours, when they "
                                     "ask for a person or you cannot help.",
                      "transfer_destination": {"type": "predefined", "number": profile.front_desk_phone},
                      "transfer_option": {"type": "cold_transfer"}})
    return found


def _price(cents: int) -> str:
    return f"${cents // 100}" if cents % 100 == 0 else f"${cents / 100:.2f}"


def _hours_lines(hours_of_week: dict[int, DayHours], indent: str = "") -> list[str]:
    lines = []
    for day in WEEK_ORDER:
        hours = hours_of_week[day]
        lines.append(f"{indent}- {WEEKDAYS[day]}: closed" if hours.closed
                     else f"{indent}- {WEEKDAYS[day]}: {hours.open}-{hours.close}")
    return lines


def _other_locations(profile: SalonProfile) -> list[str]:
    """The business's other locations, each with its address and hours, and how to book there."""
    if not profile.other_locations:
        return []
    lines = ["## The business's other locations"]
    for other in profile.other_locations:
        lines.append(f"{other.name}: {other.address or 'address not given'}"
                     + (f" (time zone {other.timezone})" if other.timezone != profile.timezone else ""))
        lines.extend(_hours_lines(other.hours, indent="  "))
    lines.append("- A caller who asks about another location hears its address and hours from the list above. To "
                 "give its services, team or times, call get_business_info or check_availability with `location` "
                 "set to its name or street; a slot check_availability returns there books there.")
    return lines


def spoken(profile: SalonProfile) -> list[str]:
    """The names of the languages the agent speaks for this salon, English first."""
    return [language.name for language in languages.spoken_of(profile.additional_languages)]


def agent_language(profile: SalonProfile) -> str | list[str]:
    """The agent's `language`: "en-US" alone, or the locale list of a multilingual agent (English first: the
    provider falls back to the first)."""
    locales = languages.locales(profile.additional_languages)
    return locales if len(locales) > 1 else locales[0]


def _languages_line(profile: SalonProfile) -> str:
    names = spoken(profile)
    if len(names) == 1:
        return "Language: English."
    return f"Languages: {', '.join(names)}. Answer in the caller's language when it is one of these."


def begin_message(profile: SalonProfile) -> str:
    return f"Thank you for calling {profile.name or 'the salon'}, this is {profile.ai_name}. How can I help you today?"


def general_prompt(profile: SalonProfile) -> str:
    name = profile.name or "the salon"
    services = [f"- {s.name}: {s.duration_min} minutes, {_price(s.price_cents)}" for s in profile.services]
    staff = [f"- {s.name}" + (f" ({s.title})" if s.title else "") for s in profile.staff]
    parts = [
        f"You are {profile.ai_name}, the friendly phone receptionist of {name}, a salon. You answer calls, give "
        "information about the salon, and book, reschedule and cancel appointments.",
        f"The current time is {{{{current_time_{profile.timezone}}}}}. The salon's time zone is {profile.timezone}.",
        "## The salon",
        f"Name: {name}",
        f"Address: {profile.full_address or 'not given; offer a call-back if the caller needs it'}",
        "Opening hours:", *_hours_lines(profile.hours),
        "Services (duration, price):", *(services or ["- none listed yet; offer a call-back"]),
        "Staff:", *(staff or ["- any available stylist"]),
        _languages_line(profile),
        *_other_locations(profile),
        "## How you work",
        "- Never invent times, prices, services or staff. Offer only times that check_availability returned, and "
        "quote only the services, durations and prices above (or from get_business_info).",
        "- Before booking, read back the service, day and time, and confirm the caller's name and phone number.",
        "- To reschedule or cancel, the caller's appointments are found by their phone number; if they have "
        "several, ask which one.",
        "- When nothing free suits the caller, offer the waitlist: if they agree to be texted when a matching time "
        "frees up, add them with join_waitlist.",
        "- If a function fails or you cannot help, apologise briefly and offer a call-back with request_callback.",
        "- A caller who speaks another language: tell them simply, in English, that the salon will call them "
        "back, and take a message with request_callback in their own words.",
        "- Keep answers short and natural: this is a phone call. Say times the way people do (\"two thirty pm\").",
        "- Never share other customers' details.",
        "- When the caller is done, say goodbye and use end_call.",
    ]
    if profile.front_desk_phone:
        parts.append("- During business hours only, if the caller asks for a person or you cannot help, transfer "
                     f"them to the front desk with {TRANSFER_TOOL}. Outside business hours, or when the transfer "
                     "fails, take a message with request_callback instead.")
    return "\n".join(parts)


def build(profile: SalonProfile, public_base_url: str) -> AgentPrompt:
    prompt, first, found = general_prompt(profile), begin_message(profile), tools(profile, public_base_url)
    language = agent_language(profile)
    canonical = json.dumps({"prompt": prompt, "begin_message": first, "tools": found, "language": language},
                           sort_keys=True)
    return AgentPrompt(prompt, first, found, language, hashlib.sha256(canonical.encode()).hexdigest())
