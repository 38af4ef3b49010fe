"""Twilio Messages API (2010-04-01): form-encoded POST with HTTP Basic auth, JSON answer."""

import httpx

from ringbook_common.messaging.ports import Sms

MAX_BODY = 1600


class TwilioError(Exception):
    pass


class TwilioSms:
    def __init__(self, *, account_sid: str, auth_token: str, sender: str,
                 base_url: str = "https://api.twilio.com/2010-04-01", timeout: float = 10.0) -> None:
        self.account_sid = account_sid
        self.auth_token = auth_token
        self.sender = sender
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    async def send(self, sms: Sms) -> str:
        """Send one text; returns Twilio's message sid."""
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            response = await client.post(
                f"{self.base_url}/Accounts/{self.account_sid}/Messages.json",
                data={"To": sms.to, "From": self.sender, "Body": sms.body[:MAX_BODY]},
                auth=(self.account_sid, self.auth_token),
            )
        body = response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
        if response.status_code != 201:
            raise TwilioError(f"Twilio refused the message ({response.status_code}): {body.get('message', '')}")
        return str(body["sid"])
