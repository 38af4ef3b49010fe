"""What the model is told before it reads a turn: its one job (fill the function, never answer the caller), the
salon's services and stylists, the salon's today, and where the call stands (what the agent last asked, the thing
being arranged, the times offered). No I/O."""

from datetime import date, datetime, timedelta

from receptionist.conversation.state import Awaiting, CallState, Item, Kind, Status, When

_ASKED = {
    Awaiting.NOTHING: "nothing yet (the call just started, or the caller spoke first)",
    Awaiting.SERVICE: "which service they want",
    Awaiting.WHEN: "when they would like to come",
    Awaiting.CHOICE: "which of the offered times they take",
    Awaiting.NAME: "the caller's name",
    Awaiting.PERSON: "the name of the person the appointment is for",
    Awaiting.PHONE: "a phone number",
    Awaiting.CONFIRM: "to confirm what was read back (yes or no)",
    Awaiting.WHICH: "which of their appointments they mean",
    Awaiting.DUPLICATE: "whether to move the appointment they hold or add another",
    Awaiting.REASON: "what their message is about",
    Awaiting.MESSAGE_NAME: "their name, for the message",
    Awaiting.BEST_TIME: "the best time to call them back",
    Awaiting.OFFER_MESSAGE: "whether they would like to leave a message",
    Awaiting.ANYTHING_ELSE: "whether there is anything else",
}

RULES = """You read what a caller just said to a salon's phone receptionist. Call the function read_turn once with \
every slot the words fill, whatever was asked; leave out what was not said. Never answer the caller.
- Services and stylists: only the salon's own names as listed below; "any" when the caller has no preference.
- Days: ISO dates counted from today below ("tomorrow", "next Friday", "the 3rd"); times: 24-hour "HH:MM", reading \
"at 3" as the afternoon when the salon is open then.
- A yes or a no goes in answer; a time picked from the offered ones goes in at (and days).
- A message or call-back keeps reason and best_time in the caller's words.
- Names only when the caller says them ("this is Jo Park", or a bare name when a name was asked)."""


def system_prompt(state: CallState, *, today: date, services: list[str], staff: list[str]) -> str:
    lines = [RULES, "",
             f"Today at the salon: {today:%A} {today.isoformat()} (tomorrow is {today + timedelta(days=1):%A} "
             f"{(today + timedelta(days=1)).isoformat()}).",
             f"Services: {', '.join(services) or 'none listed'}.",
             f"Stylists: {', '.join(staff) or 'none listed'}.",
             f"The call's language so far: {state.language}.",
             f"The agent last asked: {_ASKED.get(state.awaiting, state.awaiting.value)}."]
    booked = [(index, item) for index, item in enumerate(state.items) if item.kind == Kind.BOOK
              and item.status == Status.OPEN]
    if len(booked) > 1:
        lines.append("Bookings on this call: " + "; ".join(f"[{index}] {_item(item)}" for index, item in booked)
                     + ".")
    if (item := state.current) is not None:
        lines.append(f"Being arranged: {_item(item)}.")
        if item.offers and item.chosen is None:
            lines.append("Times offered: " + "; ".join(_offer(offer.start, offer.staff) for offer in item.offers) + ".")
        if item.chosen is not None:
            lines.append(f"Read back for confirmation: {_offer(item.chosen.start, item.chosen.staff)}.")
    if state.message is not None and not state.message.filed:
        lines.append("A message for the salon is being taken.")
    return "\n".join(lines)


def _item(item: Item) -> str:
    said = [item.kind.value, item.service or "service not said yet"]
    if item.staff:
        said.append(f"with {item.staff}")
    if item.person or item.for_other:
        said.append(f"for {', '.join(who for who in (item.for_other, item.person) if who)}")
    elif item.kind == Kind.BOOK:
        said.append("for the caller")
    if not item.when.empty:
        said.append(_when(item.when))
    if item.target is not None:
        said.append(f"the appointment at {_offer(item.target.start, item.target.staff)}")
    return ", ".join(said)


def _when(when: When) -> str:
    said = [" or ".join(day.isoformat() for day in when.days)] if when.days else []
    if when.from_day:
        said.append(f"{when.from_day.isoformat()} to {(when.to_day or when.from_day).isoformat()}")
    for word, minute in (("at", when.at), ("after", when.after), ("before", when.before)):
        if minute is not None:
            said.append(f"{word} {minute // 60:02d}:{minute % 60:02d}")
    return " ".join(said)


def _offer(start: str, staff: str) -> str:
    moment = datetime.fromisoformat(start)
    return f"{moment:%A} {moment.date().isoformat()} {moment:%H:%M}" + (f" with {staff}" if staff else "")
