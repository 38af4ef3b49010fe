"""The audit log in sentences: who did what to which salon, with the details worded. Every entry is rendered here
from what it stores (its event type and its `key=value` facts), so older entries read the same way."""

import re
from collections.abc import Callable
from datetime import datetime

Facts = dict[str, str]
# `operator=alice, outcome=failed, error=Busy, try later`: a value runs to the next `, key=`.
_FACT = re.compile(r"(\w+)=(.*?)(?=, \w+=|$)")

ENGINES = {"ringbook": "Ringbook's own voice engine", "hosted": "the provider's hosted voice engine"}
UNDERSTANDING = {"built_in": "built-in understanding", "llm": "an AI model's understanding"}
SOURCES = {"phone": "by phone", "portal": "in the portal", "calcom": "through Cal.com"}
CANCELLED_BY = {"ai_receptionist": "the AI receptionist", "owner": "the owner", "customer": "the customer"}


def facts(details: str) -> Facts:
    return {key: value.strip() for key, value in _FACT.findall(details or "")}


def _operator(found: Facts) -> str:
    name = found.get("operator", "").removeprefix("operator:")
    return f"Operator {name}" if name else "An operator"


def _of(salon: str) -> str:
    return f"{salon}'s" if salon else "a salon's"


def _count(value: str | None) -> str:
    """A number as the console writes it (2,500); anything else as recorded."""
    if not value:
        return "a new value"
    return f"{int(value):,}" if value.isdigit() else value


def _at(salon: str) -> str:
    return f" at {salon}" if salon else ""


def _plural(count: str, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == "1" else "s")


def _operator_action(done: str, tried: str) -> Callable[[Facts, str], str]:
    """An operator's action, or its failure with the reason."""
    def say(found: Facts, salon: str) -> str:
        who = _operator(found)
        if found.get("outcome") == "failed":
            reason = found.get("error") or "it failed"
            status = f" ({found['status']})" if found.get("status") else ""
            return f"{who} tried to {tried.format(of=_of(salon))}, but it was refused: {reason}{status}."
        return f"{who} {done.format(of=_of(salon))}" + _agent_status(found) + "."
    return say


def _agent_status(found: Facts) -> str:
    status = found.get("agentStatus")
    return f"; the receptionist is now {status}" if status else ""


def _engine(found: Facts, salon: str) -> str:
    choice = (f"{ENGINES.get(found.get('voiceEngine', ''), found.get('voiceEngine', 'another engine'))} with "
              f"{UNDERSTANDING.get(found.get('understanding', ''), found.get('understanding', 'its understanding'))}")
    if found.get("outcome") == "failed":
        return (f"{_operator(found)} tried to switch {_of(salon)} receptionist to {choice}, but it was refused: "
                f"{found.get('error') or 'it failed'}.")
    return f"{_operator(found)} switched {_of(salon)} receptionist to {choice}."


def _plan(found: Facts, salon: str) -> str:
    locations = found.get("locations")
    size = _plural(locations, "location") if locations else "a new number of locations"
    return f"{_operator(found)} set {_of(salon)} plan to {size}."


def _moment(local: str) -> str:
    """`2030-03-14T15:30:00-04:00` (the salon's own time) as `Thu, Mar 14, 2030 at 3:30 PM`."""
    try:
        moment = datetime.fromisoformat(local)
    except ValueError:
        return local
    hour = moment.hour % 12 or 12
    return (f"{moment:%a, %b} {moment.day}, {moment.year} at {hour}:{moment.minute:02d} "
            f"{'AM' if moment.hour < 12 else 'PM'}")


def _booked(found: Facts, salon: str) -> str:
    what = found.get("serviceName") or "An appointment"
    when = f" for {_moment(found['localStart'])}" if found.get("localStart") else ""
    how = f" {SOURCES[found['source']]}" if found.get("source") in SOURCES else ""
    return f"{what} booked{_at(salon)}{when}{how}."


def _moved(found: Facts, salon: str) -> str:
    when = f" to {_moment(found['localStart'])}" if found.get("localStart") else ""
    return f"An appointment{_at(salon)} was moved{when}."


def _cancelled(found: Facts, salon: str) -> str:
    who = found.get("cancelledBy", "")
    by = f" by {CANCELLED_BY.get(who, 'the ' + _words(who))}" if who else ""
    return f"An appointment{_at(salon)} was cancelled{by}."


def _services(found: Facts, salon: str) -> str:
    listed = found.get("services", "")
    count = listed.count("'serviceId'") or listed.count('"serviceId"')
    size = f": {_plural(str(count), 'service')} on the menu" if count else ""
    return f"{_of(salon)} services were saved{size}."


def _text_withheld(found: Facts, salon: str) -> str:
    limit = f" of {found['limit']}" if found.get("limit") else ""
    return (f"A {found.get('purpose', '').replace('_', ' ') or 'text'} text{_at(salon)} was held back: "
            f"the {found.get('cap', 'daily')} limit{limit} was reached.")


def _sms_failed(found: Facts, salon: str) -> str:
    tries = f" after {_plural(found['attempts'], 'attempt')}" if found.get("attempts") else ""
    reason = f" ({found['error']})" if found.get("error") else ""
    return f"A {found.get('kind', '').replace('_', ' ') or 'text'} text{_at(salon)} could not be sent{tries}{reason}."


def _call_ended(found: Facts, salon: str) -> str:
    seconds = int(found.get("durationSeconds") or 0)
    length = f" ({seconds // 60}:{seconds % 60:02d})" if seconds else ""
    outcome = f", ending in {found['outcome'].replace('_', ' ')}" if found.get("outcome") else ""
    return f"{_of(salon)} receptionist answered a call{length}{outcome}."


def _agent(found: Facts, salon: str) -> str:
    status = found.get("status") or "updated"
    step = f" (step: {_words(found['step'])})" if found.get("step") and status != "active" else ""
    problem = f": {found['error']}" if found.get("error") else ""
    return f"{_of(salon)} receptionist is now {_words(status)}{step}{problem}."


def _setup(found: Facts, salon: str) -> str:
    status = found.get("status", "")
    if status == "ready":
        return f"{_of(salon)} receptionist setup is complete."
    return f"{_of(salon)} receptionist setup was saved" + (f", now at {_words(status)}." if status else ".")


def _words(code: str) -> str:
    return code.replace("_", " ")


def _plain(sentence: str) -> Callable[[Facts, str], str]:
    return lambda found, salon: sentence.format(salon=salon or "A salon", of=_of(salon), at=_at(salon))


SENTENCES: dict[str, Callable[[Facts, str], str]] = {
    "admin.provision_agent": _operator_action("launched {of} receptionist", "launch {of} receptionist"),
    "admin.mark_webhooks_configured": _operator_action("marked {of} webhooks as configured",
                                                       "mark {of} webhooks as configured"),
    "admin.choose_engine": _engine,
    "admin.text_limit_set": lambda found, salon: (
        f"{_operator(found)} set {_of(salon)} daily text limit to {_count(found.get('dailyLimit'))}."),
    "admin.plan_set": _plan,
    "identity.user_registered": _plain("A new owner registered."),
    "identity.user_verified": lambda found, salon: f"An owner verified their e-mail{_at(salon)}.",
    "identity.session_revoked": lambda found, salon: (
        "An owner signed out everywhere." if found.get("allSessions") == "True" else "An owner signed out."),
    "leads.contact_received": lambda found, salon: (
        f"A contact message came in{' from ' + found['business'] if found.get('business') else ''}."),
    "leads.subscribed": lambda found, salon: (
        "Someone subscribed to the newsletter again." if found.get("resubscribed") == "True"
        else "Someone subscribed to the newsletter."),
    "leads.unsubscribed": _plain("Someone unsubscribed from the newsletter."),
    "leads.lead_submitted": lambda found, salon: (
        f"A {found.get('businessType', 'salon').replace('_', ' ')} asked for a demo"
        f"{' (' + _plural(found['staffCount'], 'stylist') + ')' if found.get('staffCount') else ''}."),
    "leads.custom_plan_submitted": lambda found, salon: (
        f"A {found.get('businessType', 'salon').replace('_', ' ')} priced a custom plan"
        f"{' for ' + _plural(found['locations'], 'location') if found.get('locations') else ''}."),
    "tenants.tenant_created": _plain("{salon} signed up."),
    "tenants.tenant_updated": _plain("{of} settings were saved."),
    "tenants.onboarding_completed": _plain("{salon} finished onboarding."),
    "tenants.services_updated": _services,
    "tenants.location_saved": lambda found, salon: (
        f"A location was added{_at(salon)}." if found.get("created") == "True"
        else f"A location's details were saved{_at(salon)}."),
    "booking.appointment_booked": _booked,
    "booking.appointment_rescheduled": _moved,
    "booking.appointment_cancelled": _cancelled,
    "booking.appointment_status_changed": lambda found, salon: (
        f"An appointment{_at(salon)} was marked {found.get('status', 'changed').replace('_', ' ')}."),
    "booking.staff_added": _plain("A stylist joined{at}."),
    "booking.staff_updated": _plain("A stylist's details were changed{at}."),
    "booking.staff_removed": _plain("A stylist was removed{at}."),
    "booking.sms_failed": _sms_failed,
    "booking.text_withheld": _text_withheld,
    "receptionist.call_ended": _call_ended,
    "receptionist.agent_updated": _agent,
    "receptionist.setup_updated": _setup,
    "receptionist.callback_requested": lambda found, salon: (
        f"A caller asked{_at(salon)} for a call-back"
        f"{' (' + found['urgency'] + ')' if found.get('urgency') not in (None, '', 'normal') else ''}."),
    "receptionist.text_requested": lambda found, salon: (
        f"A {found.get('purpose', '').replace('_', ' ') or 'text'} text was sent{_at(salon)}."),
    "receptionist.text_received": lambda found, salon: f"A client texted {salon or 'a salon'}.",
    "receptionist.text_opted_out": lambda found, salon: f"A client opted out of texts from {salon or 'a salon'}.",
    "receptionist.text_opted_in": lambda found, salon: (
        f"A client opted back in to texts from {salon or 'a salon'}."),
}


def sentence(action: str, details: str, salon: str | None, location: str | None = None) -> str:
    """The entry as a sentence; an event type this build has no words for is named in words, never dumped. An
    entry about a location other than the business's first names it beside the salon: "Salon Rosa (Oak Street)"."""
    name = (salon or "").strip()
    place = (location or "").strip()
    if place and place != name:
        name = f"{name or 'A salon'} ({place})"
    say = SENTENCES.get(action)
    if say is not None:
        text = say(facts(details), name)
        return text[0].upper() + text[1:]
    what = action.rsplit(".", 1)[-1].replace("_", " ")
    return f"{what[0].upper() + what[1:] if what else 'Something happened'}{_at(name)}."
