"""Our Twilio account's REST APIs (the 2010 API, Messaging and Trust Hub): basic auth with the account's SID and auth
token, form bodies (a list field is its name repeated), JSON answers; a failure is a VoiceProviderError in Twilio's
own words."""

from dataclasses import dataclass
from urllib.parse import urlencode

import httpx

from receptionist.voice.ports import VoiceProviderError

Form = dict[str, str] | list[tuple[str, str]]


@dataclass(frozen=True)
class TwilioCredentials:
    account_sid: str
    auth_token: str
    api_url: str = "https://api.twilio.com/2010-04-01"
    messaging_url: str = "https://messaging.twilio.com/v1"
    trusthub_url: str = "https://trusthub.twilio.com/v1"
    timeout: float = 10.0


def _message(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict) and isinstance(body.get("message"), str) and body["message"]:
        return body["message"]
    return response.text.strip()[:500] or response.reason_phrase


class TwilioApi:
    def __init__(self, credentials: TwilioCredentials) -> None:
        self.credentials = credentials

    async def call(self, method: str, url: str, *, form: Form | None = None,
                   params: dict[str, str] | None = None) -> dict:
        credentials = self.credentials
        if not (credentials.account_sid and credentials.auth_token):
            raise VoiceProviderError("Twilio: no account SID or auth token is configured")
        try:
            async with httpx.AsyncClient(timeout=credentials.timeout) as client:
                response = await client.request(
                    method, url, params=params, auth=(credentials.account_sid, credentials.auth_token),
                    content=None if form is None else urlencode(form),
                    headers=None if form is None else {"Content-Type": "application/x-www-form-urlencoded"})
        except httpx.HTTPError as exc:
            raise VoiceProviderError(f"Twilio could not be reached: {type(exc).__name__}") from exc
        if response.status_code >= 400:
            raise VoiceProviderError(f"Twilio: {_message(response)}", status=response.status_code)
        return response.json() if response.content else {}

    def account(self, path: str) -> str:
        """A path of the 2010 API under our account: `/IncomingPhoneNumbers.json`."""
        return f"{self.credentials.api_url}/Accounts/{self.credentials.account_sid}{path}"

    def messaging(self, path: str) -> str:
        return f"{self.credentials.messaging_url}{path}"

    def trusthub(self, path: str) -> str:
        return f"{self.credentials.trusthub_url}{path}"

    async def owned(self, number: str) -> list[dict]:
        """Our account's records of the number (none when it is not ours)."""
        found = await self.call("GET", self.account("/IncomingPhoneNumbers.json"), params={"PhoneNumber": number})
        return [owned for owned in found.get("incoming_phone_numbers") or [] if owned.get("sid")]


def required_text(answer: dict, key: str) -> str:
    value = answer.get(key)
    if not isinstance(value, str) or not value:
        raise VoiceProviderError(f"Twilio's answer has no {key}")
    return value
