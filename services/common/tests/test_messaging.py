import asyncio
import json
import socket

import pytest
from sqlalchemy import text

from ringbook_common.messaging.delivery import Messenger, drain_background
from ringbook_common.messaging.ports import DevOutbox, Email, OutboxMailer, OutboxSms, Sms
from ringbook_common.messaging.smtp import SmtpMailer


class TestSmtp:
    async def test_a_message_reaches_a_real_smtp_server(self, smtp_server):
        controller, inbox = smtp_server
        mailer = SmtpMailer(host="127.0.0.1", port=controller.port, sender="Ringbook <hello@ringbook.app>",
                            starttls=False)
        await mailer.send(Email(to="owner@salon.example", subject="Your code", body="123456"))
        [message] = inbox.messages
        assert message.rcpt_tos == ["owner@salon.example"]
        assert b"Subject: Your code" in message.content
        assert b"123456" in message.content

    async def test_an_unreachable_server_raises(self):
        closed = socket.socket()
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        closed.close()
        mailer = SmtpMailer(host="127.0.0.1", port=port, sender="a@b.co", starttls=False, timeout=2)
        with pytest.raises(Exception):  # noqa: B017 - any SMTP/connection error will do
            await mailer.send(Email(to="x@y.co", subject="s", body="b"))


class TestDeliveryAfterCommit:
    @pytest.fixture
    def outbox(self, tmp_path):
        return DevOutbox(tmp_path / "outbox.jsonl")

    def sent(self, outbox):
        if not outbox.file.exists():
            return []
        return [json.loads(line) for line in outbox.file.read_text().splitlines()]

    async def test_messages_leave_only_when_the_transaction_commits(self, sessionmaker, outbox):
        messenger = Messenger(OutboxMailer(outbox), OutboxSms(outbox))
        async with sessionmaker() as session:
            await session.execute(text("SELECT 1"))
            messenger.after_commit(session, Email(to="a@b.co", subject="Hi", body="body"))
            messenger.after_commit(session, Email(to="c@d.co", subject="Hi", body="body"))
            await asyncio.sleep(0)
            assert self.sent(outbox) == []
            await session.commit()
        await drain_background()
        sent = self.sent(outbox)
        assert [(m["channel"], m["to"]) for m in sent] == [("email", "a@b.co"), ("email", "c@d.co")]
        assert all(m["sentAt"] for m in sent)

    async def test_a_text_is_refused_here_because_booking_sends_every_text(self, sessionmaker, outbox):
        messenger = Messenger(OutboxMailer(outbox), OutboxSms(outbox))
        async with sessionmaker() as session:
            with pytest.raises(TypeError, match="texts are sent by booking"):
                messenger.after_commit(session, Sms(to="+15551234567", body="text"))
        assert self.sent(outbox) == []

    async def test_nothing_leaves_when_it_rolls_back(self, sessionmaker, outbox):
        messenger = Messenger(OutboxMailer(outbox), OutboxSms(outbox))
        async with sessionmaker() as session:
            await session.execute(text("SELECT 1"))
            messenger.after_commit(session, Email(to="a@b.co", subject="Hi", body="body"))
            await session.rollback()
        async with sessionmaker() as session:
            await session.execute(text("SELECT 1"))
            await session.commit()
        await drain_background()
        assert self.sent(outbox) == []
