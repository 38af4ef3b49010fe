"""Numbers on our own Twilio account (providers.md §3.4, §6.1, §7.5): found and bought in an area code, or toll-free,
with texts sent to our webhook and calls put behind the Elastic SIP trunk that carries them to the voice provider.
Whether a number may text is the salon's registration's business (`receptionist.registration`)."""

from dataclasses import dataclass
from urllib.parse import quote

from receptionist.voice.ports import VoiceProviderError
from receptionist.voice.twilio_api import TwilioApi, required_text


@dataclass(frozen=True)
class BoughtNumber:
    sid: str  # PN...
    number: str  # E.164


class TwilioNumbers:
    def __init__(self, api: TwilioApi, *, trunk_sid: str, sms_url: str) -> None:
        self.api = api
        self.trunk_sid = trunk_sid  # the Elastic SIP trunk whose origination reaches the voice provider
        self.sms_url = sms_url  # where Twilio posts the texts a number receives

    async def buy_local(self, area_code: str, *, name: str) -> BoughtNumber:
        """A number in the area code that calls and texts. VoiceProviderError with `unavailable` when Twilio has
        none there."""
        found = await self.api.call("GET", self.api.account("/AvailablePhoneNumbers/US/Local.json"), params={
            "AreaCode": area_code, "SmsEnabled": "true", "VoiceEnabled": "true", "PageSize": "5"})
        return await self._buy(found, name=name, missing=f"Twilio has no number left in area code {area_code}")

    async def buy_toll_free(self, *, name: str) -> BoughtNumber:
        """A toll-free number that calls and texts (once verified for texting)."""
        found = await self.api.call("GET", self.api.account("/AvailablePhoneNumbers/US/TollFree.json"), params={
            "SmsEnabled": "true", "VoiceEnabled": "true", "PageSize": "5"})
        return await self._buy(found, name=name, missing="Twilio has no toll-free number available")

    async def _buy(self, found: dict, *, name: str, missing: str) -> BoughtNumber:
        """The first number found, bought with its texts posted to our webhook and its calls sent down the trunk."""
        available = [item for item in found.get("available_phone_numbers") or [] if _texts_and_calls(item)]
        if not available:
            raise VoiceProviderError(missing, unavailable=True)
        bought = await self.api.call("POST", self.api.account("/IncomingPhoneNumbers.json"), form={
            "PhoneNumber": available[0]["phone_number"], "FriendlyName": name[:64],
            "SmsUrl": self.sms_url, "SmsMethod": "POST", "TrunkSid": self.trunk_sid})
        return BoughtNumber(sid=required_text(bought, "sid"), number=required_text(bought, "phone_number"))

    async def release(self, number: str) -> None:
        """Give the number back; one the account no longer has is released."""
        for owned in await self.api.owned(number):
            try:
                await self.api.call("DELETE", self.api.account(
                    f"/IncomingPhoneNumbers/{quote(required_text(owned, 'sid'))}.json"))
            except VoiceProviderError as failure:
                if failure.status != 404:
                    raise


def _texts_and_calls(item: dict) -> bool:
    """Twilio's capability keys are written in either case (providers.md §7.5)."""
    capabilities = {str(key).lower(): value for key, value in (item.get("capabilities") or {}).items()}
    return bool(capabilities.get("sms")) and bool(capabilities.get("voice")) and bool(item.get("phone_number"))
