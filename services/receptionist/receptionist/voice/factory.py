"""The adapter for an agent's provider, configured from the settings."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.provisioning import repository as agents
from receptionist.voice.local import LocalProvider
from receptionist.voice.ports import VoiceProvider
from receptionist.voice.retell import RetellProvider


def provider_for(name: str, settings: Settings, sessionmaker: async_sessionmaker[AsyncSession]) -> VoiceProvider:
    if name == "retell":
        return RetellProvider(api_url=settings.retell_api_url, api_key=settings.secret("voice_provider_key"),
                              timeout=settings.retell_timeout_seconds, model=settings.retell_model,
                              voices={"male": settings.retell_voice_male, "female": settings.retell_voice_female})
    if name == "local":
        async def numbers_in_use() -> set[str]:
            async with sessionmaker() as session:
                return await agents.numbers_in_use(session)

        return LocalProvider(step_seconds=settings.local_step_seconds, numbers_in_use=numbers_in_use,
                             sessionmaker=sessionmaker)
    raise ValueError(f"unknown voice provider {name!r}")
