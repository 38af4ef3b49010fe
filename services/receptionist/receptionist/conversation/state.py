"""What the receptionist knows about one call, typed: the things the caller wants done (each a booking, a move or
a cancellation, for whom, which service, stylist and when), the caller, a message to pass on, and what the agent
is waiting to hear. Stored with the call between turns as JSON (`CallState.model_dump(mode="json")`)."""

from datetime import date
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

ANYONE = "any"
# Relations whose first name alone is taken with the caller's family name.
CHILDREN = frozenset({"son", "daughter", "kid", "child", "boy", "girl", "hijo", "hija", "nino", "nina"})


class Kind(StrEnum):
    BOOK = "book"
    MOVE = "move"
    CANCEL = "cancel"


class Status(StrEnum):
    OPEN = "open"  # details still being gathered or times being offered
    DONE = "done"  # booked, moved or cancelled
    DROPPED = "dropped"  # the caller gave it up, or it could not be done


class Awaiting(StrEnum):
    """What the agent last asked, so a bare answer ("3", "yes", "Leo") lands in the right place."""

    NOTHING = "nothing"
    SERVICE = "service"
    WHEN = "when"
    CHOICE = "choice"  # one of the offered times
    NAME = "name"  # the caller's name
    PERSON = "person"  # the name of the person the item is for
    PHONE = "phone"
    CONFIRM = "confirm"  # the read-back of the current item
    WHICH = "which"  # which of the caller's appointments
    DUPLICATE = "duplicate"  # move the one they hold, or add another
    REASON = "reason"  # what a message is about
    MESSAGE_NAME = "message_name"
    BEST_TIME = "best_time"
    OFFER_MESSAGE = "offer_message"  # yes takes a message
    ANYTHING_ELSE = "anything_else"
    WAITLIST = "waitlist"  # yes joins the waitlist for what was asked


class When(BaseModel):
    """When the caller wants to come: one day or alternatives, a week, a time or a window of the day."""

    days: list[date] = Field(default_factory=list)  # one day, or alternatives ("Monday or Tuesday")
    from_day: date | None = None  # a span of days: "next week", "in two weeks"
    to_day: date | None = None
    at: int | None = None  # minute of the day: 15:00 is 900
    after: int | None = None  # not before this minute ("after 5")
    before: int | None = None  # ending by this minute ("I work until 4:30" is after, "before noon" is before)
    order: str | None = None  # "earliest" or "latest"

    @property
    def empty(self) -> bool:
        return not (self.days or self.from_day or self.at is not None or self.after is not None
                    or self.before is not None or self.order)

    @property
    def has_day(self) -> bool:
        return bool(self.days or self.from_day)


class Offer(BaseModel):
    """A free time the salon offered: booking's slot id, its start (ISO, salon zone) and stylist."""

    slot_id: str
    start: str
    staff: str = ""


class Appointment(BaseModel):
    """One of the caller's upcoming appointments, as the functions list them."""

    appointment_id: str
    start: str
    service: str = ""
    staff: str = ""


class Item(BaseModel):
    """One thing the caller wants done on this call."""

    kind: Kind
    service: str | None = None
    service_options: list[str] = Field(default_factory=list)  # said words that fit several services
    staff: str | None = None  # a stylist's full name, ANYONE, or None when not said
    when: When = Field(default_factory=When)
    shift: int | None = None  # minutes to move an appointment by ("push it back an hour")
    same_time: bool = False  # a move keeps the appointment's time ("next week, same time")
    same_day: bool = False  # a move keeps its weekday
    person: str | None = None  # the name it is booked under, when not the caller's own
    for_other: str | None = None  # "my son", "my girlfriend": someone else, name not yet given
    right_after: int | None = None  # index of the item this one follows ("right after")
    also: bool = False  # the caller wants another of a service they already hold that day
    target: Appointment | None = None  # the appointment moved or cancelled
    hints: When = Field(default_factory=When)  # what the caller said of the appointment to move or cancel
    hint_service: str | None = None
    offers: list[Offer] = Field(default_factory=list)
    chosen: Offer | None = None
    checked: bool = False  # availability was asked for the details as they are now
    fit: str | None = None  # how the offers fit what was asked: "exact", "asked", "closest" or "none"
    confirmed: bool = False  # the caller agreed to the read-back
    asked_again: bool = False  # a refusal just asked for another time: nothing more to say this turn
    duplicate: Appointment | None = None  # the same service the person already holds that day
    status: Status = Status.OPEN
    outcome: dict[str, Any] = Field(default_factory=dict)  # the function's answer once done
    waitlist: str | None = None  # nothing free: "offered", then "agreed" or "declined"

    def picked(self) -> Offer:
        """The time chosen: booking or moving the item needs one."""
        if self.chosen is None:
            raise ValueError(f"no time is chosen for this {self.kind} yet")
        return self.chosen

    def appointment(self) -> Appointment:
        """The appointment moved or cancelled: changing one needs it."""
        if self.target is None:
            raise ValueError(f"no appointment is chosen for this {self.kind} yet")
        return self.target

    def forget_times(self) -> None:
        """Details changed: the times offered for the old ones no longer stand."""
        self.offers, self.chosen, self.checked, self.fit, self.asked_again = [], None, False, None, False


class Message(BaseModel):
    """A message for the salon: a call-back, or a caller running late."""

    kind: str = "callback"  # "callback" or "late"
    reason: str | None = None
    urgency: str = "normal"
    best_time: str | None = None
    asked_best_time: bool = False
    filed: bool = False


class Event(BaseModel):
    """What the call did, for the summary: booked, moved, cancelled, message, transferred."""

    kind: str
    service: str | None = None
    staff: str | None = None
    start: str | None = None
    name: str | None = None
    reason: str | None = None


class CallState(BaseModel):
    language: str = "en"
    caller_name: str | None = None
    phone: str | None = None
    items: list[Item] = Field(default_factory=list)
    message: Message | None = None
    appointments: list[Appointment] | None = None  # the caller's, once looked up
    awaiting: Awaiting = Awaiting.NOTHING
    misses: int = 0
    topics: list[str] = Field(default_factory=list)
    events: list[Event] = Field(default_factory=list)
    salon: dict[str, Any] = Field(default_factory=dict)  # get_business_info's answer, once asked
    location: str | None = None  # another of the business's locations the caller turned to (None: the one dialled)
    transfer_tried: bool = False
    wants_person: bool = False  # asked to speak to someone
    person_reason: str | None = None  # what they said they wanted the person for
    person_urgent: bool = False  # said in anger, or about a reaction
    calling_back: bool = False  # the caller will ring again later: no message
    ending: bool = False
    go_ahead: bool = False  # this turn agreed to what fits ("Leo is fine, yes, move it")
    declined: bool = False  # the caller said no to the read-back, changing nothing
    heard_best_time: str | None = None  # their answer when it says when to call back
    heard: str = ""  # a caller's words in a language the salon does not speak, for their message
    story: list[str] = Field(default_factory=list)  # what the caller told before asking for anything (a message's why)
    unanswered: str | None = None  # a question we could not answer, for the message that follows
    topic_service: str | None = None  # the service last asked about ("how much is a shave?" ... "book one")
    topic_staff: str | None = None  # the one stylist last named in an answer ("Priya does massages" ... "with her")
    unsupported_language: str | None = None  # a caller in a language the salon has not turned on
    waitlist_open: bool = False  # the channel can add the client to the waitlist (join_waitlist)

    def message_taken(self) -> Message:
        """The message being taken: asking about it and filing it need one."""
        if self.message is None:
            raise ValueError("no message is being taken on this call")
        return self.message

    @property
    def current(self) -> Item | None:
        return next((item for item in self.items if item.status == Status.OPEN), None)

    def name_for(self, item: Item) -> str:
        """The name an item is booked under: the person's, a child's with the caller's family name ("my son
        Leo" of Dana Reyes is Leo Reyes), else the caller's."""
        person, caller = item.person, self.caller_name or ""
        if person and item.for_other in CHILDREN and len(person.split()) == 1 and len(caller.split()) > 1:
            return f"{person} {caller.split()[-1]}"
        return person or caller

    def open_item(self, kind: Kind) -> Item:
        item = Item(kind=kind)
        self.items.append(item)
        return item
