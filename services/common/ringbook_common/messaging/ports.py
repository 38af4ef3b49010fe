"""Outgoing e-mail and SMS: one port each, a real adapter chosen by settings, and the dev outbox."""

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ringbook_common import clock
from ringbook_common.messaging.plain import one_line

MAX_SUBJECT = 150
MAX_ADDRESS = 320


@dataclass(frozen=True)
class Email:
    """Its header fields are folded to one line whatever a composer passes, so no text from a caller or an owner
    can add a header (a Bcc, a second Subject) or make a real SMTP server refuse the message."""

    to: str
    subject: str
    body: str
    reply_to: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "to", one_line(self.to, limit=MAX_ADDRESS))
        object.__setattr__(self, "subject", one_line(self.subject, limit=MAX_SUBJECT))
        object.__setattr__(self, "reply_to", one_line(self.reply_to, limit=MAX_ADDRESS))


@dataclass(frozen=True)
class Sms:
    to: str
    body: str
    sender: str = ""  # the number it goes from: a salon's own, or empty for the shared sender


class Mailer(Protocol):
    async def send(self, email: Email) -> None: ...


class SmsSender(Protocol):
    async def send(self, sms: Sms) -> object: ...


class DevOutbox:
    """What `make dev` uses instead of SMTP and Twilio: one JSON line per message, read by `/dev/outbox`."""

    def __init__(self, file: Path) -> None:
        self.file = file

    def _append(self, entry: dict[str, str | None]) -> None:
        line = json.dumps({**entry, "sentAt": clock.now().isoformat(timespec="milliseconds")}) + "\n"
        self.file.parent.mkdir(parents=True, exist_ok=True)
        # One write with O_APPEND: lines from several service processes never interleave.
        descriptor = os.open(self.file, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(descriptor, line.encode())
        finally:
            os.close(descriptor)

    async def send_email(self, email: Email) -> None:
        self._append({"channel": "email", "to": email.to, "subject": email.subject, "body": email.body})

    async def send_sms(self, sms: Sms) -> None:
        self._append({"channel": "sms", "to": sms.to, "from": sms.sender, "subject": "", "body": sms.body})


class OutboxMailer:
    def __init__(self, outbox: DevOutbox) -> None:
        self.outbox = outbox

    async def send(self, email: Email) -> None:
        await self.outbox.send_email(email)


class OutboxSms:
    def __init__(self, outbox: DevOutbox) -> None:
        self.outbox = outbox

    async def send(self, sms: Sms) -> None:
        await self.outbox.send_sms(sms)
