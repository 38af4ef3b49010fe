"""The recording of a simulated call: every turn spoken by espeak-ng, the agent in the salon's chosen voice and the
caller in the other gender, put together into one small WAV (PCM 16-bit mono, 11025 Hz) with where each turn
starts."""

import asyncio
import io
import shutil
import sys
import wave
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

ESPEAK = "espeak-ng"
LANGUAGES = {"en": "en-us", "es": "es-419"}
VARIANTS = {"male": "m3", "female": "f3"}
ROLES = ("agent", "user")
SPEED_WPM = 160
CONCURRENCY = 4
TURN_TIMEOUT_SECONDS = 30
LEAD_MS = 300
GAP_MS = 400
SAMPLE_WIDTH = 2
ESPEAK_RATE = 22050  # espeak-ng's own rate; only used when no turn was spoken at all


@dataclass(frozen=True)
class Recording:
    wav: bytes  # RIFF WAVE, PCM 16-bit mono
    duration_ms: int  # the audio's exact length: frames / rate * 1000, rounded
    turn_starts_ms: tuple[int, ...]  # where each turn starts in the audio, one per turn given


class SpeechUnavailable(Exception):
    """espeak-ng is missing, or failed to speak a turn."""


def speech_available() -> bool:
    return shutil.which(ESPEAK) is not None


def voice(role: str, *, agent_voice: str, language: str) -> str:
    """The espeak-ng voice a role speaks with: the language's voice plus a gender variant, the caller getting the
    gender the salon did not choose for its agent."""
    if role not in ROLES:
        raise ValueError(f"A turn is spoken by 'agent' or 'user', not {role!r}")
    if agent_voice not in VARIANTS:
        raise ValueError(f"The agent's voice is 'male' or 'female', not {agent_voice!r}")
    primary = language.lower().replace("_", "-").split("-")[0]
    if primary not in LANGUAGES:
        raise ValueError(f"No voice for language {language!r}; known: {', '.join(LANGUAGES)}")
    gender = agent_voice if role == "agent" else next(g for g in VARIANTS if g != agent_voice)
    return f"{LANGUAGES[primary]}+{VARIANTS[gender]}"


async def _espeak(text: str, voice_name: str) -> bytes:
    """One turn as espeak-ng's WAV. The text goes in on stdin, so it can never be read as an option."""
    executable = shutil.which(ESPEAK)
    if executable is None:
        raise SpeechUnavailable("espeak-ng is not installed: install Debian's espeak-ng package (`make voices`)")
    try:
        process = await asyncio.create_subprocess_exec(
            executable, "-v", voice_name, "-s", str(SPEED_WPM), "-b", "1", "--stdin", "--stdout",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    except OSError as exc:
        raise SpeechUnavailable(f"espeak-ng could not be started: {exc}") from exc
    try:
        out, err = await asyncio.wait_for(process.communicate(text.encode()), TURN_TIMEOUT_SECONDS)
    except TimeoutError as exc:
        raise SpeechUnavailable(f"espeak-ng took longer than {TURN_TIMEOUT_SECONDS} s for one turn") from exc
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    if process.returncode != 0:
        problem = err.decode(errors="replace").strip()[:300] or "no message"
        raise SpeechUnavailable(f"espeak-ng failed with voice {voice_name} (exit {process.returncode}): {problem}")
    return out


def _samples(pcm: bytes) -> array:
    samples = array("h")
    samples.frombytes(pcm[:len(pcm) - len(pcm) % SAMPLE_WIDTH])
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def _decode(espeak_wav: bytes) -> tuple[int, array]:
    """espeak-ng's WAV -> (rate, samples). Its --stdout header gives no real length, so every frame present is
    read."""
    try:
        with wave.open(io.BytesIO(espeak_wav)) as reader:
            shape = (reader.getnchannels(), reader.getsampwidth())
            rate, pcm = reader.getframerate(), reader.readframes(reader.getnframes())
    except (wave.Error, EOFError) as exc:
        raise SpeechUnavailable(f"espeak-ng did not produce a WAV: {exc}") from exc
    if shape != (1, SAMPLE_WIDTH):
        raise SpeechUnavailable(f"espeak-ng produced {shape[0]} channel(s) of {shape[1]}-byte samples, not mono 16-bit")
    return rate, _samples(pcm)


def _halve(samples: array) -> array:
    """2:1 decimation, each output sample the average of two neighbours (a crude low-pass against aliasing)."""
    return array("h", [(a + b) >> 1 for a, b in zip(samples[::2], samples[1::2], strict=False)])


def _ms(frames: int, rate: int) -> int:
    return round(frames * 1000 / rate)


def _assemble(spoken: list[bytes | None]) -> Recording:
    """The turns' audio (None for a turn with nothing to say) laid out with a lead-in and gaps, at half the rate."""
    decoded = [None if piece is None else _decode(piece) for piece in spoken]
    rates = {rate for rate, _ in filter(None, decoded)}
    if len(rates) > 1:
        raise SpeechUnavailable(f"espeak-ng spoke turns at different rates: {sorted(rates)}")
    rate = (rates.pop() if rates else ESPEAK_RATE) // 2
    audio = array("h", bytes(SAMPLE_WIDTH * (rate * LEAD_MS // 1000)))
    gap = array("h", bytes(SAMPLE_WIDTH * (rate * GAP_MS // 1000)))
    starts, anything_said = [], False
    for piece in decoded:
        if piece is not None:
            if anything_said:
                audio.extend(gap)
            anything_said = True
        starts.append(_ms(len(audio), rate))
        if piece is not None:
            audio.extend(_halve(piece[1]))
    return Recording(_wav(audio, rate), _ms(len(audio), rate), tuple(starts))


def _wav(audio: array, rate: int) -> bytes:
    if sys.byteorder == "big":
        audio = array("h", audio)
        audio.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(SAMPLE_WIDTH)
        writer.setframerate(rate)
        writer.writeframes(audio.tobytes())
    return out.getvalue()


async def synthesize(turns: Sequence[tuple[str, ...]], *, agent_voice: str, language: str) -> Recording:
    """The call's recording: `turns` are ("agent" | "user", text) in order, or (role, text, language) for a turn
    in another language than the call's `language` ("en" or "es"); `agent_voice` is the salon's "male" or
    "female". Raises SpeechUnavailable when espeak-ng is missing or fails."""
    voices = [voice(turn[0], agent_voice=agent_voice, language=turn[2] if len(turn) > 2 else language)
              for turn in turns]
    if not speech_available():
        raise SpeechUnavailable("espeak-ng is not installed: install Debian's espeak-ng package (`make voices`)")
    limit = asyncio.Semaphore(CONCURRENCY)

    async def speak(text: str, voice_name: str) -> bytes | None:
        if not text.strip():
            return None
        async with limit:
            return await _espeak(text, voice_name)

    # return_exceptions: every espeak-ng finishes (or is killed) before a failure is raised, leaving none behind.
    spoken = await asyncio.gather(*(speak(turn[1], name) for turn, name in zip(turns, voices, strict=True)),
                                  return_exceptions=True)
    for result in spoken:
        if isinstance(result, BaseException):
            raise result
    return await asyncio.to_thread(_assemble, spoken)
