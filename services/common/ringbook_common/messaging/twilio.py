"""Twilio Messages API (2010-04-01): form-encoded POST with HTTP Basic auth, JSON answer; and the signature Twilio
puts on the requests it sends us (`X-Twilio-Signature`, providers.md §3.3 and §7.3)."""

import base64
import hashlib
import hmac
from collections.abc import Iterable

import httpx

from ringbook_common.messaging.ports import Sms

MAX_BODY = 1600
SIGNATURE_HEADER = "x-twilio-signature"


def request_signature(url: str, fields: Iterable[tuple[str, str]], auth_token: str) -> str:
    """The `X-Twilio-Signature` of a form POST to `url` (exactly as configured at Twilio: scheme, host, port, path
    and query): HMAC-SHA1 keyed with the auth token over the URL followed by every field's name and value, names in
    byte order, a repeated name's values in order too. As Twilio's own validator does, a value repeated under one
    name counts once."""
    values: dict[str, set[str]] = {}
    for name, value in fields:
        values.setdefault(name, set()).add(value)
    # Python orders str by code point, which is UTF-8's byte order.
    signed = url + "".join(name + value for name in sorted(values) for value in sorted(values[name]))
    return base64.b64encode(hmac.new(auth_token.encode(), signed.encode(), hashlib.sha1).digest()).decode()


def signature_matches(url: str, fields: Iterable[tuple[str, str]], auth_token: str, presented: str | None) -> bool:
    """Whether `presented` is Twilio's signature of this request; never with no auth token configured."""
    if not auth_token or not presented:
        return False
    expected = request_signature(url, fields, auth_token)
    return hmac.compare_digest(expected.encode(), presented.strip().encode("utf-8", "replace"))


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
        """Send one text, from its own sender or else the shared one; returns Twilio's message sid."""
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            response = await client.post(
                f"{self.base_url}/Accounts/{self.account_sid}/Messages.json",
                data={"To": sms.to, "From": sms.sender or self.sender, "Body": sms.body[:MAX_BODY]},
                auth=(self.account_sid, self.auth_token),
            )
        body = response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
        if response.status_code != 201:
            raise TwilioError(f"Twilio refused the message ({response.status_code}): {body.get('message', '')}")
        return str(body["sid"])
