"""The adapter for an agent's provider, configured from the settings."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.provisioning import repository as agents
from receptionist.voice.local import LocalProvider
from receptionist.voice.ports import VoiceProvider
from receptionist.voice.retell import RetellProvider, SipTrunk
from receptionist.voice.twilio_api import TwilioApi, TwilioCredentials
from receptionist.voice.twilio_numbers import TwilioNumbers


def provider_for(name: str, settings: Settings, sessionmaker: async_sessionmaker[AsyncSession]) -> VoiceProvider:
    if name == "retell":
        return RetellProvider(api_url=settings.retell_api_url, api_key=settings.secret("voice_provider_key"),
                              timeout=settings.retell_timeout_seconds, model=settings.retell_model,
                              voices={"male": settings.retell_voice_male, "female": settings.retell_voice_female},
                              trunk=sip_trunk(settings))
    if name == "local":
        async def numbers_in_use() -> set[str]:
            async with sessionmaker() as session:
                return await agents.numbers_in_use(session)

        return LocalProvider(step_seconds=settings.local_step_seconds, numbers_in_use=numbers_in_use,
                             sessionmaker=sessionmaker)
    raise ValueError(f"unknown voice provider {name!r}")


def twilio_api(settings: Settings) -> TwilioApi:
    return TwilioApi(TwilioCredentials(
        account_sid=settings.twilio_account_sid, auth_token=settings.secret("twilio_auth_token"),
        api_url=settings.twilio_base_url, messaging_url=settings.twilio_messaging_url,
        trusthub_url=settings.twilio_trusthub_url))


def texts_webhook(settings: Settings) -> str:
    """Where Twilio posts the texts our numbers receive."""
    return f"{settings.public_base_url.rstrip('/')}/api/receptionist/texts/twilio"


def sip_trunk(settings: Settings) -> SipTrunk | None:
    """Our Twilio account's numbers behind the SIP trunk to Retell, when the trunk and our primary customer profile
    (under which each salon registers for texting) are configured; None: Retell buys the numbers."""
    if not (settings.twilio_account_sid and settings.twilio_trunk_sid and settings.twilio_primary_profile_sid
            and settings.retell_termination_uri):
        return None
    numbers = TwilioNumbers(twilio_api(settings), trunk_sid=settings.twilio_trunk_sid,
                            sms_url=texts_webhook(settings))
    return SipTrunk(numbers=numbers, termination_uri=settings.retell_termination_uri,
                    username=settings.retell_sip_username, password=settings.secret("retell_sip_password"))
