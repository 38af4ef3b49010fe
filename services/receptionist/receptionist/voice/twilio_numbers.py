"""Numbers on our own Twilio account (providers.md §6.1, §7.5, §7.6): found and bought in an area code with texts
sent to our webhook, put behind the Elastic SIP trunk that carries their calls to the voice provider, and added
to the Messaging Service whose US registration (A2P 10DLC) lets them text. Basic auth with the account's SID and
auth token; form bodies; a failure carries Twilio's own message."""

from dataclasses import dataclass
from urllib.parse import quote

import httpx

from receptionist.voice.ports import VoiceProviderError

# Twilio's words for a campaign the carriers approved (providers.md §7.6): its numbers may text.
APPROVED = "VERIFIED"


@dataclass(frozen=True)
class TwilioAccount:
    account_sid: str
    auth_token: str
    trunk_sid: str  # the Elastic SIP trunk whose origination reaches the voice provider
    messaging_service_sid: str  # the Messaging Service registered for US texting
    sms_url: str  # where Twilio posts the texts a number receives
    api_url: str = "https://api.twilio.com/2010-04-01"
    messaging_url: str = "https://messaging.twilio.com/v1"
    timeout: float = 10.0


@dataclass(frozen=True)
class BoughtNumber:
    sid: str  # PN...
    number: str  # E.164


def _message(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict) and isinstance(body.get("message"), str) and body["message"]:
        return body["message"]
    return response.text.strip()[:500] or response.reason_phrase


class TwilioNumbers:
    def __init__(self, account: TwilioAccount) -> None:
        self.account = account

    async def _call(self, method: str, url: str, *, form: dict[str, str] | None = None,
                     params: dict[str, str] | None = None) -> dict:
        account = self.account
        if not (account.account_sid and account.auth_token):
            raise VoiceProviderError("Twilio: no account SID or auth token is configured")
        try:
            async with httpx.AsyncClient(timeout=account.timeout) as client:
                response = await client.request(method, url, data=form, params=params,
                                                auth=(account.account_sid, account.auth_token))
        except httpx.HTTPError as exc:
            raise VoiceProviderError(f"Twilio could not be reached: {type(exc).__name__}") from exc
        if response.status_code >= 400:
            raise VoiceProviderError(f"Twilio: {_message(response)}", status=response.status_code)
        return response.json() if response.content else {}

    def _api(self, path: str) -> str:
        return f"{self.account.api_url}/Accounts/{self.account.account_sid}{path}"

    async def buy_local(self, area_code: str, *, name: str) -> BoughtNumber:
        """A number in the area code that calls and texts, bought with its texts posted to our webhook and its calls
        sent down the SIP trunk. VoiceProviderError with `unavailable` when Twilio has none there."""
        found = await self._call("GET", self._api("/AvailablePhoneNumbers/US/Local.json"), params={
            "AreaCode": area_code, "SmsEnabled": "true", "VoiceEnabled": "true", "PageSize": "5"})
        available = [item for item in found.get("available_phone_numbers") or [] if _texts_and_calls(item)]
        if not available:
            raise VoiceProviderError(f"Twilio has no number left in area code {area_code}", unavailable=True)
        bought = await self._call("POST", self._api("/IncomingPhoneNumbers.json"), form={
            "PhoneNumber": available[0]["phone_number"], "FriendlyName": name[:64],
            "SmsUrl": self.account.sms_url, "SmsMethod": "POST", "TrunkSid": self.account.trunk_sid})
        return BoughtNumber(sid=_text(bought, "sid"), number=_text(bought, "phone_number"))

    async def _owned(self, number: str) -> list[dict]:
        found = await self._call("GET", self._api("/IncomingPhoneNumbers.json"), params={"PhoneNumber": number})
        return [owned for owned in found.get("incoming_phone_numbers") or [] if owned.get("sid")]

    async def register(self, number: str) -> bool:
        """Put the number in the registered Messaging Service, where it texts once the service's campaign is
        approved (a number already there stays); False when the number is not on our account."""
        owned = await self._owned(number)
        for found in owned:
            try:
                await self._call("POST", f"{self.account.messaging_url}/Services/"
                                         f"{self.account.messaging_service_sid}/PhoneNumbers",
                                 form={"PhoneNumberSid": found["sid"]})
            except VoiceProviderError as failure:
                if failure.status != 409:  # already in the service
                    raise
        return bool(owned)

    async def campaign_status(self) -> str:
        """The registered Messaging Service's campaign status (PENDING, IN_PROGRESS, VERIFIED, FAILED...); empty
        while it has no campaign."""
        found = await self._call("GET", f"{self.account.messaging_url}/Services/"
                                        f"{self.account.messaging_service_sid}/Compliance/Usa2p")
        campaigns = found.get("compliance") or []
        return str(campaigns[0].get("campaign_status") or "") if campaigns else ""

    async def release(self, number: str) -> None:
        """Give the number back; one the account no longer has is released."""
        for owned in await self._owned(number):
            try:
                await self._call("DELETE", self._api(f"/IncomingPhoneNumbers/{quote(_text(owned, 'sid'))}.json"))
            except VoiceProviderError as failure:
                if failure.status != 404:
                    raise


def _texts_and_calls(item: dict) -> bool:
    """Twilio's capability keys are written in either case (providers.md §7.5)."""
    capabilities = {str(key).lower(): value for key, value in (item.get("capabilities") or {}).items()}
    return bool(capabilities.get("sms")) and bool(capabilities.get("voice")) and bool(item.get("phone_number"))


def _text(answer: dict, key: str) -> str:
    value = answer.get(key)
    if not isinstance(value, str) or not value:
        raise VoiceProviderError(f"Twilio's answer has no {key}")
    return value
