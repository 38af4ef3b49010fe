"""The call recording with the real espeak-ng (`make test` installs it; a missing espeak-ng fails these tests):
the WAV's format and length, where turns start, two voices, the six languages, text that is only ever spoken, and
how much of a call is spoken at most."""

import os
import random
import shutil
import string
from array import array
from pathlib import Path

import pytest

from receptionist.simulator import audio, recording
from receptionist.simulator.recording import Recording, SpeechUnavailable, speech_available, synthesize

from . import mulaw

RATE = 8000

ENGLISH = (("agent", "Thank you for calling Salon Uno, this is Ava."), ("user", "Hi, I'd like a haircut tomorrow."))
SPANISH = (("agent", "Gracias por llamar a Salón Uno. ¿En qué le puedo ayudar?"),
           ("user", "Quisiera un corte de pelo mañana por la tarde."))


def decoded(made: Recording) -> tuple[mulaw.Format, array]:
    return mulaw.read(made.wav)


def loudest(samples: array, rate: int, start_ms: int, end_ms: int) -> int:
    return max(map(abs, samples[start_ms * rate // 1000:end_ms * rate // 1000]), default=0)


def check_layout(made: Recording) -> array:
    """The format, the exact duration, and turns that start in order, each followed by speech."""
    found, samples = decoded(made)
    assert found == mulaw.Format(encoding=7, channels=1, rate=RATE, bits=8)
    assert len(samples) > 0
    assert abs(made.duration_ms - len(samples) * 1000 / RATE) <= 1
    starts = made.turn_starts_ms
    assert starts[0] == 300
    assert list(starts) == sorted(set(starts)) and starts[-1] < made.duration_ms
    assert loudest(samples, RATE, 0, 290) == 0  # the lead-in is silence
    for start, end in zip(starts, (*starts[1:], made.duration_ms), strict=True):
        assert loudest(samples, RATE, start, end) > 1000
    return samples


def test_espeak_is_installed():
    assert speech_available()


async def test_an_english_conversation():
    made = await synthesize(ENGLISH, agent_voice="female", language="en")
    samples = check_layout(made)
    assert len(made.turn_starts_ms) == 2
    # ~0.4 s of silence before the caller speaks
    assert loudest(samples, RATE, made.turn_starts_ms[1] - 390, made.turn_starts_ms[1]) == 0
    assert len(made.wav) < RATE * (made.duration_ms / 1000 + 1)  # a byte a sample


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


FRENCH = "Bonjour, je voudrais un rendez-vous pour une coupe samedi matin."
# A line in each language the receptionist speaks besides English.
SPOKEN = {"es": SPANISH[1][1], "fr": FRENCH, "de": "Guten Tag, ich möchte einen Termin für Samstag.",
          "it": "Buongiorno, vorrei prenotare un taglio per sabato.",
          "pt": "Bom dia, eu queria marcar um corte para sábado."}


def espeak_logging_its_voices(directory: Path) -> Path:
    """An espeak-ng on PATH that writes down the voice it is asked for, then is the real one."""
    real = shutil.which("espeak-ng")
    log = directory / "voices.log"
    script = directory / "espeak-ng"
    script.write_text(f'#!/bin/sh\necho "$2" >> "{log}"\nexec "{real}" "$@"\n')
    script.chmod(0o755)
    return log


async def test_a_french_turn_is_spoken_with_a_french_voice(monkeypatch, tmp_path):
    log = espeak_logging_its_voices(tmp_path)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    made = await synthesize([(*ENGLISH[0], "en"), ("user", FRENCH, "fr"), ("agent", FRENCH, "fr")],
                            agent_voice="male", language="en")
    check_layout(made)
    # Turns are spoken at once, so the log's order is the processes' race: compare the voices as a set.
    assert sorted(log.read_text().split()) == ["en-us+m3", "fr-fr+f3", "fr-fr+m3"]
    # espeak-ng's fr-fr is French (France); the agent keeps the salon's male voice, the caller the other.
    for role, voice in (("user", "fr-fr+f3"), ("agent", "fr-fr+m3")):
        log.write_text("")
        await synthesize([(role, FRENCH, "fr")], agent_voice="male", language="en")
        assert log.read_text().split() == [voice]
    in_english = await synthesize([("agent", FRENCH, "en")], agent_voice="male", language="en")
    assert (await synthesize([("agent", FRENCH, "fr")], agent_voice="male", language="en")).wav != in_english.wav


@pytest.mark.parametrize(("code", "voice_name"), [("es", "es-419"), ("fr", "fr-fr"), ("de", "de"), ("it", "it"),
                                                   ("pt", "pt-br")])
async def test_each_language_the_receptionist_speaks_has_its_voice(code, voice_name):
    assert recording.voice("agent", agent_voice="female", language=code) == f"{voice_name}+f3"
    assert recording.voice("user", agent_voice="female", language=f"{code}-XX") == f"{voice_name}+m3"
    made = await synthesize([("agent", SPOKEN[code]), ("user", SPOKEN[code])], agent_voice="female", language=code)
    check_layout(made)
    assert made.wav != (await synthesize([("agent", SPOKEN[code]), ("user", SPOKEN[code])], agent_voice="female",
                                         language="en")).wav


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
    assert loudest(samples, RATE, third + 5, fourth - 5) == 0


async def test_nothing_to_say_is_a_short_silence():
    made = await synthesize([], agent_voice="female", language="en")
    found, samples = decoded(made)
    assert (made.duration_ms, made.turn_starts_ms, found.rate) == (300, (), RATE)
    assert loudest(samples, RATE, 0, 300) == 0


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


# ---- what is spoken at most --------------------------------------------------------------------------------

def spelled(count: int, seed: int) -> str:
    """Characters espeak-ng spells out one by one: 500 of them are well over a minute of speech."""
    chosen = random.Random(seed)
    return "".join(chosen.choice(string.ascii_letters + string.digits) for _ in range(count))


class TestWhatIsSpokenAtMost:
    async def test_a_very_long_turn_is_cut_at_its_longest(self):
        made = await synthesize([("user", spelled(500, 1))], agent_voice="female", language="en")
        found, samples = decoded(made)
        assert (found.rate, len(samples)) == (RATE, RATE * (recording.LEAD_MS + recording.TURN_SECONDS * 1000) // 1000)
        assert made.duration_ms == recording.LEAD_MS + recording.TURN_SECONDS * 1000
        assert len(made.wav) < RATE * (recording.TURN_SECONDS + 1)

    async def test_a_call_of_very_long_turns_stores_at_most_its_longest_recording(self):
        turns = [turn for seed in range(20) for turn in (("user", spelled(500, seed)), ("agent", "Sorry?"))]
        made = await synthesize(turns, agent_voice="male", language="en")
        assert made.duration_ms == recording.CALL_SECONDS * 1000
        assert len(made.wav) <= RATE * recording.CALL_SECONDS + 64  # 4.8 MB: a byte a sample, and the header
        assert len(made.turn_starts_ms) == len(turns)
        assert made.turn_starts_ms[-1] == made.duration_ms  # the turns past the end are not in the recording

    def test_a_turn_is_spoken_up_to_its_longest_text_cut_at_a_word(self):
        words = " ".join(["appointment"] * 100)
        kept = recording.said(words)
        assert len(kept) <= recording.SPOKEN_CHARACTERS and words.startswith(kept) and kept.endswith("appointment")
        assert recording.said("x" * 900) == "x" * recording.SPOKEN_CHARACTERS
        assert recording.said("Hi, a haircut please.") == "Hi, a haircut please."


class TestTelephoneAudio:
    def test_every_sample_is_encoded_as_g711_mu_law(self):
        everything = array("h", range(-32768, 32768, 7))
        back = mulaw.read(audio.wav(everything))[1]
        # µ-law keeps 8 bits of a 14-bit magnitude: the error grows with the sample, within its step.
        assert all(abs(a - b) <= abs(a) // 16 + 8 for a, b in zip(everything, back, strict=True))
        assert audio.mu_law(array("h", [0, 32767, -32768])) == bytes([0xFF, 0x80, 0x00])

    def test_resampling_keeps_the_length_and_the_level(self):
        steady = array("h", [1000] * 22050)
        assert audio.resample(steady, 22050) == array("h", [1000] * 8000)
        assert len(audio.resample(array("h", [5] * 16000), 16000)) == 8000
        assert audio.resample(array("h", [1, 2]), 22050) == array("h")
