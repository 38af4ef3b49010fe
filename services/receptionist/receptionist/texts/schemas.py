"""What a text to a location's number carries, read from Twilio's form fields, and what we answer it with."""

from dataclasses import dataclass
from xml.sax.saxutils import escape

from ringbook_common import bounded, phones
from ringbook_common.errors import BadRequest
from ringbook_common.messaging.twilio import MAX_BODY

SID_MAX = 64
TO_MAX = 40


@dataclass(frozen=True)
class InboundText:
    message_sid: str
    from_number: str  # E.164
    to_number: str    # as Twilio sent it
    body: str

    @classmethod
    def of(cls, fields: list[tuple[str, str]]) -> "InboundText":
        """The text in the fields Twilio posted (it adds fields without notice: the others are ignored)."""
        first: dict[str, str] = {}
        for name, value in fields:
            first.setdefault(name, value)
        sid = first.get("MessageSid", "").strip()
        if not sid:
            raise BadRequest("MessageSid is missing")
        if len(sid) > SID_MAX or bounded.unstorable(sid):
            raise BadRequest(f"MessageSid must be at most {SID_MAX} plain characters")
        sender = first.get("From", "").strip()
        if not sender:
            raise BadRequest("From is missing")
        try:
            sender = phones.e164(sender, None)
        except phones.InvalidPhone:
            raise BadRequest("From must be a phone number") from None
        to = first.get("To", "").strip()
        if not to:
            raise BadRequest("To is missing")
        body = "".join(char for char in first.get("Body", "") if not bounded.unstorable(char))
        return cls(message_sid=sid, from_number=sender, to_number=to[:TO_MAX], body=body[:MAX_BODY])


@dataclass(frozen=True)
class Reply:
    """The texts sent back in the answer (none: Twilio sends nothing)."""

    messages: tuple[str, ...] = ()

    def twiml(self) -> str:
        said = "".join(f"<Message>{escape(message)}</Message>" for message in self.messages)
        return f'<?xml version="1.0" encoding="UTF-8"?><Response>{said}</Response>' if said else \
            '<?xml version="1.0" encoding="UTF-8"?><Response/>'


NO_REPLY = Reply()
