"""What the model is asked to fill for one caller turn: a pydantic mirror of the Reading's fields that make sense for
a model (days as ISO dates, times as "HH:MM"), its JSON schema for the function's parameters, and a lenient
validation that drops what is wrong one field (or list element) at a time instead of refusing the whole turn."""

import types
from datetime import date
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

Clock = Annotated[str, Field(pattern=r"^(?:[01]?\d|2[0-3]):[0-5]\d$", description='24-hour "HH:MM"')]
Question = Literal["hours", "prices", "address", "services", "staff", "who_works", "who_does"]


class Time(BaseModel):
    """A day and time, as for an appointment already held."""

    days: list[date] = Field(default_factory=list, description="ISO dates; several only for alternatives")
    at: Clock | None = None


class PartRead(BaseModel):
    service: str = Field(description="exactly one of the salon's services")
    staff: str | None = Field(None, description='one of the salon\'s stylists, or "any"')
    for_other: str | None = Field(None, description='who it is for when not the caller: "my daughter"')
    person: str | None = Field(None, description="that person's name, when said")
    days: list[date] = Field(default_factory=list, description="its own ISO date, when it has one")
    at: Clock | None = Field(None, description="its own time, when it has one")


class PersonRead(BaseModel):
    item: int = Field(ge=0, description="the number of the booking on this call, as listed")
    staff: str | None = Field(None, description="the stylist that person's booking is now to be with")
    days: list[date] = Field(default_factory=list, description="its new ISO date, when said")
    at: Clock | None = Field(None, description="its new time, when said")


class TurnRead(BaseModel):
    """The caller's turn, read for every slot; leave out what the turn does not say."""

    language: str | None = Field(None, pattern=r"^[a-z]{2}$", description=(
        "two-letter code of the language of this turn; null when it could be any (a name, a number, 'OK')"))
    in_english: str | None = Field(None, description="the caller's words put into English, when not English")
    answer: Literal["yes", "no"] | None = Field(None, description="when the turn opens with a yes or a no")
    wants: list[Literal["book", "move", "cancel"]] = Field(default_factory=list, description=(
        "what the caller asks to have done, in the order said (a cancel-and-rebook is cancel then book)"))
    services: list[str] = Field(default_factory=list, description="the salon's services named, in the order said")
    service_options: list[str] = Field(default_factory=list, description=(
        "when the caller named one thing that fits several of the salon's services: those services"))
    staff: str | None = Field(None, description='the stylist asked for, or "any" for anyone')
    days: list[date] = Field(default_factory=list, description=(
        "ISO dates the caller wants to come; several only for alternatives ('Monday or Tuesday')"))
    from_day: date | None = Field(None, description="first ISO date of a span of days ('next week')")
    to_day: date | None = Field(None, description="last ISO date of that span")
    at: Clock | None = Field(None, description="the time asked for")
    after: Clock | None = Field(None, description="not before this time ('after 5', 'I work until 4:30')")
    before: Clock | None = Field(None, description="done by this time ('before noon')")
    order: Literal["earliest", "latest"] | None = Field(None, description="'first thing', 'the last one'")
    times: list[Clock] = Field(default_factory=list, description=(
        "each clause's own time in order, when several are said ('mine at 10 and his at 10:30')"))
    parts: list[PartRead] = Field(default_factory=list, description=(
        "when several services or people are asked for at once: one entry each"))
    people: list[PersonRead] = Field(default_factory=list, description=(
        "for bookings already on this call: each person's own stylist or time when said one by one ('me at 11 "
        "with Maria and my son at the same time with Marco')"))
    move_from: Time | None = Field(None, description=(
        "what names the appointment being moved or cancelled ('my haircut tomorrow at 3'); days/at are then "
        "the new time"))
    rebook: PartRead | None = Field(None, description="the new booking of a cancel-and-rebook")
    name: str | None = Field(None, description="the caller's own name, as said")
    other_name: str | None = Field(None, description="the name of the person they book for")
    for_other: str | None = Field(None, description="who they book for when not themselves: 'my son'")
    also_self: bool = Field(False, description="for themselves too: 'for me and my daughter'")
    phone: str | None = Field(None, description="a phone number said, digits")
    message: bool = Field(False, description="asks for a call-back or to leave a message")
    call_me: bool = Field(False, description="says to call them back (a best time may be in it)")
    late: bool = Field(False, description="running late for an appointment")
    waitlist: Literal["yes", "no"] | None = Field(None, description=(
        "'yes' asks to be put on the waitlist, 'no' declines it ('no need for a waitlist')"))
    person: bool = Field(False, description="asks to speak to a person")
    call_back_later: bool = Field(False, description="the caller will ring again later themselves")
    goodbye: bool = False
    thanks: bool = False
    questions: list[Question] = Field(default_factory=list, description=(
        "questions about the salon: opening hours, prices, address, services, staff, who works on a day, "
        "who does a service"))
    unknown_question: bool = Field(False, description=(
        "a question the salon's data cannot answer (parking, walk-ins), alone or alongside a request"))
    shift: int | None = Field(None, ge=-1440, le=1440, description=(
        "minutes to move an appointment by: 'push it back an hour' is 60, 'half an hour earlier' is -30"))
    earlier: bool = Field(False, description="asks for an earlier time than offered")
    later: bool = Field(False, description="asks for a later time than offered")
    reject: bool = Field(False, description="none of the times offered suits")
    correction: bool = Field(False, description="corrects what they said before ('actually', 'I meant')")
    right_after: bool = Field(False, description="the next service right after the previous one")
    add_another: bool = Field(False, description="keeps the appointment held and adds another")
    move_existing: bool = Field(False, description="moves the appointment held ('move that one')")
    existing: bool = Field(False, description="speaks of an appointment already held")
    refers_back: bool = Field(False, description="'one', 'it': the service just talked about")
    with_them: bool = Field(False, description="'with her': the stylist just talked about")
    keep: bool = Field(False, description="keeps an appointment: no cancellation")
    same_time: bool = Field(False, description="a move keeps the appointment's time")
    same_day: bool = Field(False, description="a move keeps the appointment's day")
    go_ahead: bool = Field(False, description="agrees to what was offered: 'go ahead', 'book it'")
    complaint: bool = Field(False, description="a complaint, a reaction, anger")
    urgent: bool = False
    best_time: str | None = Field(None, description="when to call them back, in their words")
    reason: str | None = Field(None, description="what a message or call-back is about, in their words")


def parameters() -> dict[str, Any]:
    """The function's parameters: TurnRead's JSON schema, references written out and titles left off (small
    models follow a flat schema better)."""
    schema = TurnRead.model_json_schema()
    definitions = schema.pop("$defs", {})

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return inline(definitions[node["$ref"].rsplit("/", 1)[-1]])
            return {key: inline(value) for key, value in node.items() if key != "title"}
        if isinstance(node, list):
            return [inline(value) for value in node]
        return node

    inlined: dict[str, Any] = inline(schema)
    return inlined


_DROPPED = object()
M = TypeVar("M", bound=BaseModel)


def lenient(model: type[M], raw: dict[str, Any]) -> tuple[M, list[str]]:
    """`raw` validated as `model`, keeping what is valid: a wrong field is left out, a wrong list element too.
    Returns the model and the dotted names of what was dropped."""
    kept: dict[str, Any] = {}
    dropped: list[str] = []
    for name, info in model.model_fields.items():
        if raw.get(name) is None:
            continue
        value = _valid(info.annotation, info.metadata, raw[name], f"{name}", dropped)
        if value is _DROPPED:
            dropped.append(name)
        else:
            kept[name] = value
    dropped += [name for name in raw if name not in model.model_fields]
    return model.model_validate(kept), dropped


def _valid(annotation: Any, metadata: list[Any], value: Any, where: str, dropped: list[str]) -> Any:
    inner = _without_none(annotation)
    if get_origin(inner) is list and isinstance(value, list):
        [item] = get_args(inner)
        found: list[Any] = []
        for index, element in enumerate(value):
            checked = _valid(item, [], element, f"{where}[{index}]", dropped)
            if checked is _DROPPED:
                dropped.append(f"{where}[{index}]")
            else:
                found.append(checked)
        return found
    if isinstance(inner, type) and issubclass(inner, BaseModel):
        if not isinstance(value, dict):
            return _DROPPED
        try:
            nested, inside = lenient(inner, value)
        except ValidationError:
            return _DROPPED  # a required field is missing or wrong
        dropped += [f"{where}.{name}" for name in inside]
        return nested
    try:
        return TypeAdapter(Annotated[annotation, *metadata] if metadata else annotation).validate_python(value)
    except ValidationError:
        return _DROPPED


def _without_none(annotation: Any) -> Any:
    if get_origin(annotation) in (Union, types.UnionType):
        rest = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return annotation
