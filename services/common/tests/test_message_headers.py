"""No header of our mail carries a line break, whatever text a composer passes; names reach messages as one line
without links (`plain`)."""

from email import message_from_bytes, policy

import pytest

from ringbook_common.messaging.plain import plain
from ringbook_common.messaging.ports import MAX_SUBJECT, Email
from ringbook_common.messaging.smtp import SmtpMailer

HOSTILE = "Eve\r\nBcc: victim@evil.example\r\n\r\nbody of my choosing"


class TestEmailHeaders:
    @pytest.mark.parametrize("field", ["to", "subject", "reply_to"])
    @pytest.mark.parametrize("breaker", ["\r\n", "\n", "\r", "\x00", "\x0b", "\x85", "\u2028"])
    def test_every_header_is_one_line(self, field, breaker):
        values = {"to": "owner@salon.example", "subject": "Call-back", "reply_to": "", field: f"a{breaker}b"}
        email = Email(body="x", **values)
        assert getattr(email, field) == "a b"

    def test_a_subject_is_capped(self):
        assert len(Email(to="a@b.co", subject="x" * 5000, body="").subject) <= MAX_SUBJECT

    def test_the_body_keeps_its_lines(self):
        assert Email(to="a@b.co", subject="s", body="one\ntwo").body == "one\ntwo"

    async def test_a_hostile_subject_reaches_a_real_smtp_server_as_one_header(self, smtp_server):
        controller, inbox = smtp_server
        mailer = SmtpMailer(host="127.0.0.1", port=controller.port, sender="hello@ringbook.app", starttls=False)
        await mailer.send(Email(to="owner@salon.example", subject=f"Call-back request from {HOSTILE}", body="b",
                                reply_to="caller@salon.example\r\nBcc: x@evil.example"))
        [message] = inbox.messages
        assert message.rcpt_tos == ["owner@salon.example"]
        received = message_from_bytes(message.content, policy=policy.default)
        assert received["Bcc"] is None
        assert received["Subject"].strip() == "Call-back request from Eve Bcc: victim@evil.example body of my choosing"
        assert received["Reply-To"].strip().startswith("caller@salon.example")
        assert received.get_content().strip() == "b"


class TestPlain:
    @pytest.mark.parametrize(("text", "expected"), [
        ("Glow Studio", "Glow Studio"),
        ("St.James Salon", "St. James Salon"),
        ("Color 2.5 h", "Color 2.5 h"),
        ("Cut - claim at http://evil.example/win", "Cut - claim at"),
        ("HTTPS://EVIL.EXAMPLE", ""),
        ("Glow www.evil.example now", "Glow now"),
        ("Glow bit.ly/prize", "Glow bit. ly/prize"),
        ("Mail me: me@evil.example", "Mail me:"),
        ("Tap mailto:x sms:+1555 tel:+1555", "Tap"),
        ("evil\u3002example", "evil. example"),
        ("Ana\r\nRuiz", "Ana Ruiz"),
    ])
    def test_no_link_survives(self, text, expected):
        assert plain(text) == expected

    def test_a_long_name_is_cut(self):
        assert len(plain("a" * 500, limit=60)) == 60
