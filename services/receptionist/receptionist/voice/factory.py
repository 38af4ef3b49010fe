"""The adapter for an agent's provider, configured from the settings."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.provisioning import repository as agents
from receptionist.voice.local import LocalProvider
from receptionist.voice.ports import VoiceProvider
from receptionist.voice.retell import RetellProvider, SipTrunk
from receptionist.voice.twilio_numbers import TwilioAccount, TwilioNumbers


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


def sip_trunk(settings: Settings) -> SipTrunk | None:
    """Our Twilio account's numbers behind the SIP trunk to Retell, when the trunk and the registered Messaging
    Service are configured; None: Retell buys the numbers."""
    if not (settings.twilio_account_sid and settings.twilio_trunk_sid and settings.twilio_messaging_service_sid
            and settings.retell_termination_uri):
        return None
    account = TwilioAccount(
        account_sid=settings.twilio_account_sid, auth_token=settings.secret("twilio_auth_token"),
        trunk_sid=settings.twilio_trunk_sid, messaging_service_sid=settings.twilio_messaging_service_sid,
        sms_url=f"{settings.public_base_url.rstrip('/')}/api/receptionist/texts/twilio",
        api_url=settings.twilio_base_url, messaging_url=settings.twilio_messaging_url)
    return SipTrunk(numbers=TwilioNumbers(account), termination_uri=settings.retell_termination_uri,
                    username=settings.retell_sip_username, password=settings.secret("retell_sip_password"))
