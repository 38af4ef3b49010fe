from email.message import EmailMessage

import aiosmtplib

from ringbook_common.messaging.ports import Email


class SmtpMailer:
    def __init__(self, *, host: str, port: int, sender: str, username: str = "", password: str = "",
                 starttls: bool = True, timeout: float = 10.0) -> None:
        self.host = host
        self.port = port
        self.sender = sender
        self.username = username
        self.password = password
        self.starttls = starttls
        self.timeout = timeout

    async def send(self, email: Email) -> None:
        message = EmailMessage()
        message["From"] = self.sender
        message["To"] = email.to
        message["Subject"] = email.subject
        if email.reply_to:
            message["Reply-To"] = email.reply_to
        message.set_content(email.body)
        await aiosmtplib.send(
            message, hostname=self.host, port=self.port, username=self.username or None,
            password=self.password or None, start_tls=self.starttls, timeout=self.timeout,
        )
