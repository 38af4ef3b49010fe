"""The receptionist answers for the voice provider over the bus: `rpc.receptionist.integrations`."""

from receptionist.config import Settings
from receptionist.integrations import checks
from ringbook_common.testing.integrations import integrations_of


async def test_the_local_voice_provider_is_configured(app):
    assert await integrations_of(app.state.bus, "receptionist") == {"voice_provider": (True, "local")}


def test_retell_is_named():
    [voice] = checks(Settings(env="production", voice_provider="Retell "))
    assert (voice.configured, voice.detail) == (True, "retell")


def test_no_voice_provider_is_not_configured():
    [voice] = checks(Settings(env="production", voice_provider=""))
    assert not voice.configured
