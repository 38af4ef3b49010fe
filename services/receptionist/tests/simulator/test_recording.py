"""The call recording with the real espeak-ng (`make test` installs it; a missing espeak-ng fails these tests):
the WAV's format and length, where turns start, two voices, two languages, and text that is only ever spoken."""

import io
import wave
from array import array

import pytest

from receptionist.simulator import recording
from receptionist.simulator.recording import Recording, SpeechUnavailable, speech_available, synthesize

ENGLISH = (("agent", "Thank you for calling Salon Uno, this is Ava."), ("user", "Hi, I'd like a haircut tomorrow."))
SPANISH = (("agent", "Gracias por llamar a Salón Uno. ¿En qué le puedo ayudar?"),
           ("user", "Quisiera un corte de pelo mañana por la tarde."))


def decoded(made: Recording) -> tuple:
    with wave.open(io.BytesIO(made.wav)) as reader:
        params = reader.getparams()
        samples = array("h", reader.readframes(params.nframes))
    return params, samples


def loudest(samples: array, rate: int, start_ms: int, end_ms: int) -> int:
    return max(map(abs, samples[start_ms * rate // 1000:end_ms * rate // 1000]), default=0)


def check_layout(made: Recording) -> array:
    """The format, the exact duration, and turns that start in order, each followed by speech."""
    params, samples = decoded(made)
    assert (params.nchannels, params.sampwidth, params.framerate, params.comptype) == (1, 2, 11025, "NONE")
    assert len(samples) == params.nframes > 0
    assert abs(made.duration_ms - params.nframes * 1000 / params.framerate) <= 1
    starts = made.turn_starts_ms
    assert starts[0] == 300
    assert list(starts) == sorted(set(starts)) and starts[-1] < made.duration_ms
    assert loudest(samples, 11025, 0, 290) == 0  # the lead-in is silence
    for start, end in zip(starts, (*starts[1:], made.duration_ms), strict=True):
        assert loudest(samples, 11025, start, end) > 1000
    return samples


def test_espeak_is_installed():
    assert speech_available()


async def test_an_english_conversation():
    made = await synthesize(ENGLISH, agent_voice="female", language="en")
    samples = check_layout(made)
    assert len(made.turn_starts_ms) == 2
    # ~0.4 s of silence before the caller speaks
    assert loudest(samples, 11025, made.turn_starts_ms[1] - 390, made.turn_starts_ms[1]) == 0
    assert len(made.wav) < 11025 * 2 * (made.duration_ms / 1000 + 1)


async def test_a_spanish_conversation():
    made = await synthesize(SPANISH, agent_voice="male", language="es")
    check_layout(made)
    english_voice = await synthesize(SPANISH, agent_voice="male", language="en")
    assert made.wav != english_voice.wav


async def test_a_turn_may_name_its_own_language():
    greeting = ENGLISH[0]
    mixed = await synthesize([(*greeting, "en"), (*SPANISH[1], "es")], agent_voice="male", language="es")
    check_layout(mixed)
    all_spanish = await synthesize([greeting, SPANISH[1]], agent_voice="male", language="es")
    as_english = await synthesize([greeting], agent_voice="male", language="en")
    assert mixed.wav != all_spanish.wav
    assert mixed.turn_starts_ms[1] == as_english.duration_ms + 400  # the lead-in and English greeting, a gap


async def test_the_caller_gets_the_other_gender():
    female = await synthesize(ENGLISH, agent_voice="female", language="en")
    male = await synthesize(ENGLISH, agent_voice="male", language="en")
    assert female.wav != male.wav
    line = ENGLISH[0][1]
    male_agent = await synthesize([("agent", line)], agent_voice="male", language="en")
    male_caller = await synthesize([("user", line)], agent_voice="female", language="en")
    assert male_agent.wav == male_caller.wav
    female_caller = await synthesize([("user", line)], agent_voice="male", language="en")
    assert female_caller.wav != male_caller.wav


async def test_text_that_looks_like_options_is_spoken(tmp_path):
    target = tmp_path / "x"
    made = await synthesize([("user", "--help"), ("agent", f"-w {target}"), ("user", "--stdout --voices")],
                            agent_voice="female", language="en")
    check_layout(made)
    assert not target.exists()
    assert list(tmp_path.iterdir()) == []


async def test_empty_turns_are_skipped_but_keep_their_place():
    made = await synthesize([("agent", ""), ("user", "Hello?"), ("agent", "   "), ("user", "Anyone there?")],
                            agent_voice="male", language="en")
    _, samples = decoded(made)
    first, second, third, fourth = made.turn_starts_ms
    assert first == second == 300
    assert second < third < fourth < made.duration_ms
    assert fourth - third == 400  # the gap between the two spoken turns, the empty one sitting at its start
    assert loudest(samples, 11025, third + 5, fourth - 5) == 0


async def test_nothing_to_say_is_a_short_silence():
    made = await synthesize([], agent_voice="female", language="en")
    params, samples = decoded(made)
    assert (made.duration_ms, made.turn_starts_ms, params.framerate) == (300, (), 11025)
    assert loudest(samples, 11025, 0, 300) == 0


async def test_a_missing_espeak_is_reported(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    assert not speech_available()
    with pytest.raises(SpeechUnavailable, match="espeak-ng is not installed"):
        await synthesize(ENGLISH, agent_voice="female", language="en")


async def test_a_failing_espeak_is_reported(monkeypatch):
    monkeypatch.setitem(recording.LANGUAGES, "en", "qq-nope")
    with pytest.raises(SpeechUnavailable, match=r"espeak-ng failed with voice qq-nope\+f3 \(exit 1\)"):
        await synthesize(ENGLISH, agent_voice="female", language="en")


@pytest.mark.parametrize(("turns", "voice", "language"), [
    ([("caller", "Hi")], "female", "en"), ([("user", "Hi")], "robot", "en"), ([("user", "Hi")], "male", "xx")])
async def test_unknown_roles_voices_and_languages_are_refused(turns, voice, language):
    with pytest.raises(ValueError):
        await synthesize(turns, agent_voice=voice, language=language)
