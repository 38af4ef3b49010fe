"""What one caller turn says, whatever the agent asked: every slot the understanding could fill. The built-in
understanding fills it from the words; an LLM would fill the same fields through a function call."""

from dataclasses import dataclass, field

from receptionist.conversation.state import When


@dataclass
class Part:
    """One of several things asked in one turn: "a haircut for me with Maria and a kids cut for my daughter Emma
    with Marco"."""

    service: str
    staff: str | None = None
    for_other: str | None = None  # "my daughter"
    person: str | None = None  # "Emma"
    when: When | None = None  # its own time, when it has one
    item: int | None = None  # the booking on the call it changes, when it speaks of one already there


@dataclass
class Reading:
    text: str  # as said (a message is kept in the caller's words)
    read_as: str = ""  # the words as read: French, German, Italian and Portuguese put into English
    language: str | None = None  # None when the turn could be any language ("OK", "3pm", "Jane Smith")
    answer: str | None = None  # "yes" or "no" when the turn opens with one
    wants: list[str] = field(default_factory=list)  # book, move, cancel, in the order said
    message: bool = False  # asks for a call-back or to leave a message
    call_me: bool = False  # says to call them ("call me tomorrow after 10"): a best time may be in it
    late: bool = False  # running late
    waitlist: str | None = None  # "yes" asks for the waitlist, "no" declines it ("no need for a waitlist")
    person: bool = False  # asks to speak to a person
    call_back_later: bool = False  # "I'll call back later": the caller will ring again, no message
    goodbye: bool = False
    gives_up: bool = False  # "never mind", "forget it": what is being arranged is no longer wanted
    thanks: bool = False
    questions: list[str] = field(default_factory=list)  # hours, prices, address, services, staff, who_works, ...
    unknown_question: bool = False  # a question our data cannot answer (parking, walk-ins)
    aside_question: bool = False  # such a question asked alongside a request: answered honestly, then on
    services: list[str] = field(default_factory=list)  # the salon's services named, in the order said
    service_options: list[list[str]] = field(default_factory=list)  # words that fit several services
    staff: str | None = None  # a stylist's full name or ANYONE
    when: When = field(default_factory=When)
    parts: list[Part] = field(default_factory=list)  # several services or people asked at once
    people: list[Part] = field(default_factory=list)  # each person's own stylist or time, for bookings on the call
    rebook: Part | None = None  # the new booking of a cancel-and-rebook
    times: list[int] = field(default_factory=list)  # each clause's time: "mine at 10 and his at 10:30"
    move_from: When | None = None  # what names the appointment moved or cancelled: "my haircut tomorrow"
    either_half: bool = False  # the time said could be in the other half of the day
    name: str | None = None  # the caller's own name
    full_name: str | None = None  # a full name said as a sentence of its own ("Leo Martinez.")
    other_name: str | None = None  # the name of the person they book for ("his name is Leo")
    for_other: str | None = None  # "for my daughter": booked for someone else
    also_self: bool = False  # "for me and my daughter"
    phone: str | None = None
    shift: int | None = None  # "push it back an hour": +60
    earlier: bool = False  # "anything earlier?"
    later: bool = False
    reject: bool = False  # "none of those"
    correction: bool = False  # "actually", "instead", "I meant"
    right_after: bool = False  # "right after", "same day, right after"
    add_another: bool = False  # "add another", "keep both"
    move_existing: bool = False  # "move that one", "move it"
    existing: bool = False  # speaks of an appointment already held ("I'm booked for ...")
    refers_back: bool = False  # "one", "it": the service just talked about
    with_them: bool = False  # "with her": the stylist just talked about
    keep: bool = False  # "keep it": no cancellation
    same_time: bool = False
    same_day: bool = False
    go_ahead: bool = False  # "go ahead", "book it": agrees to what was offered
    complaint: bool = False  # a complaint, a reaction, anger: passed on urgently, never booked
    urgent: bool = False
    best_time: str | None = None
    reason: str | None = None  # what a message is about, when said with it
