"""The recording of a simulated call: every turn spoken by espeak-ng, the agent in the salon's chosen voice and the
caller in the other gender, put together into one telephone-quality WAV (8 kHz µ-law, 8 KB a second) with where
each turn starts.

What is spoken is bounded, whatever a caller types: a turn's first SPOKEN_CHARACTERS characters, at most
TURN_SECONDS of its audio (espeak-ng is stopped there), and at most CALL_SECONDS of audio for the whole call (the
turns after that are not spoken at all). A call of 10 minutes is 4.8 MB."""

import asyncio
import contextlib
import io
import shutil
import sys
import wave
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from receptionist import languages
from receptionist.simulator import audio

ESPEAK = "espeak-ng"
LANGUAGES = {language.code: language.espeak for language in languages.SPOKEN}
VARIANTS = {"male": "m3", "female": "f3"}
ROLES = ("agent", "user")
SPEED_WPM = 160
CONCURRENCY = 4
TURN_TIMEOUT_SECONDS = 30
LEAD_MS = 300
GAP_MS = 400
SAMPLE_WIDTH = 2
ESPEAK_RATE = 22050  # espeak-ng's own rate: what its output is read by before it is brought down to 8 kHz
# About 30 s of ordinary speech: a long breath on the phone. Text beyond it is cut at a word.
SPOKEN_CHARACTERS = 500
# A turn spelled out letter by letter can run for minutes; a phone turn that long is noise.
TURN_SECONDS = 45
# Salon calls take two or three minutes; ten is generous, and bounds a recording at 4.8 MB.
CALL_SECONDS = 600
_WAV_HEADER = 64
_TURN_BYTES = _WAV_HEADER + ESPEAK_RATE * SAMPLE_WIDTH * TURN_SECONDS


@dataclass(frozen=True)
class Recording:
    wav: bytes  # RIFF WAVE, µ-law 8-bit mono at 8 kHz
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


def said(text: str) -> str:
    """What is spoken of a turn: its first SPOKEN_CHARACTERS characters, cut at a word when there is one."""
    if len(text) <= SPOKEN_CHARACTERS:
        return text
    cut = text[:SPOKEN_CHARACTERS]
    return cut.rsplit(" ", 1)[0] if " " in cut.strip() else cut


EXIT_SECONDS = 5.0


async def _espeak(text: str, voice_name: str) -> bytes:
    """One turn as espeak-ng's WAV, at most TURN_SECONDS of it: espeak-ng is stopped once that much is read. The
    text goes in on stdin, so it can never be read as an option."""
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
        out = await asyncio.wait_for(_read_speech(process, text), TURN_TIMEOUT_SECONDS)
        if len(out) >= _TURN_BYTES:
            return out[:_TURN_BYTES]
        await _exited(process)
    except TimeoutError as exc:
        raise SpeechUnavailable(f"espeak-ng took longer than {TURN_TIMEOUT_SECONDS} s for one turn") from exc
    finally:
        if process.returncode is None:
            process.kill()
            await _exited(process)
    if process.returncode not in (0, None):
        assert process.stderr is not None  # started with a pipe
        problem = (await process.stderr.read(300)).decode(errors="replace").strip() or "no message"
        raise SpeechUnavailable(f"espeak-ng failed with voice {voice_name} (exit {process.returncode}): {problem}")
    return out


async def _exited(process: asyncio.subprocess.Process) -> None:
    """Waits a moment for espeak-ng to exit. Its exit is seen through the event loop's child watcher, which another
    part of the process may have replaced; the speech is read to the end already, so a recording never waits on
    it longer than this."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(process.wait(), EXIT_SECONDS)


async def _read_speech(process: asyncio.subprocess.Process, text: str) -> bytes:
    """espeak-ng's output until it ends or reaches a turn's longest audio."""
    stdin, stdout = process.stdin, process.stdout
    assert stdin is not None and stdout is not None  # started with pipes
    # A process that failed at once closed its stdin: its exit status tells why.
    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
        stdin.write(text.encode())
        await stdin.drain()
    stdin.close()
    out = bytearray()
    while len(out) < _TURN_BYTES and (chunk := await stdout.read(_TURN_BYTES - len(out))):
        out += chunk
    return bytes(out)


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


def _ms(frames: int) -> int:
    return round(frames * 1000 / audio.RATE)


_LEAD = array("h", bytes(SAMPLE_WIDTH * (audio.RATE * LEAD_MS // 1000)))
_GAP = array("h", bytes(SAMPLE_WIDTH * (audio.RATE * GAP_MS // 1000)))
_CALL_FRAMES = audio.RATE * CALL_SECONDS


class _Tape:
    """The call's audio at 8 kHz, laid down turn by turn (a lead-in, then the turns with gaps between them) until
    it holds CALL_SECONDS."""

    def __init__(self) -> None:
        self.audio = array("h", _LEAD)
        self.starts: list[int] = []
        self.anything_said = False

    @property
    def full(self) -> bool:
        return len(self.audio) >= _CALL_FRAMES

    def add(self, spoken: bytes | None) -> None:
        """A turn's espeak-ng WAV, or None for a turn with nothing to say (it keeps its place)."""
        if spoken is not None and not self.full:
            if self.anything_said:
                self.audio.extend(_GAP)
            self.anything_said = True
            self.starts.append(_ms(min(len(self.audio), _CALL_FRAMES)))
            rate, samples = _decode(spoken)
            self.audio.extend(audio.resample(samples[:rate * TURN_SECONDS], rate))
            del self.audio[_CALL_FRAMES:]
        else:
            self.starts.append(_ms(len(self.audio)))

    def recording(self) -> Recording:
        return Recording(audio.wav(self.audio), _ms(len(self.audio)), tuple(self.starts))


async def synthesize(turns: Sequence[tuple[str, ...]], *, agent_voice: str, language: str) -> Recording:
    """The call's recording: `turns` are ("agent" | "user", text) in order, or (role, text, language) for a turn
    in another language than the call's `language` (any of the six the receptionist speaks: "en", "es", "fr",
    "de", "it", "pt"); `agent_voice` is the salon's "male" or "female". Raises SpeechUnavailable when espeak-ng is
    missing or fails."""
    voices = [voice(turn[0], agent_voice=agent_voice, language=turn[2] if len(turn) > 2 else language)
              for turn in turns]
    if not speech_available():
        raise SpeechUnavailable("espeak-ng is not installed: install Debian's espeak-ng package (`make voices`)")
    lines = [(said(turn[1]), name) for turn, name in zip(turns, voices, strict=True)]
    tape = _Tape()
    # A few turns at a time, in order, so the turns after a full tape are never spoken nor held in memory.
    for first in range(0, len(lines), CONCURRENCY):
        batch = lines[first:first + CONCURRENCY]
        spoken = [None] * len(batch) if tape.full else await _speak(batch)
        for piece in spoken:
            await asyncio.to_thread(tape.add, piece)
    return await asyncio.to_thread(tape.recording)


async def _speak(lines: Sequence[tuple[str, str]]) -> list[bytes | None]:
    async def speak(text: str, voice_name: str) -> bytes | None:
        return await _espeak(text, voice_name) if text.strip() else None

    # return_exceptions: every espeak-ng finishes (or is killed) before a failure is raised, leaving none behind.
    spoken = await asyncio.gather(*(speak(text, name) for text, name in lines), return_exceptions=True)
    turns: list[bytes | None] = []
    for result in spoken:
        if isinstance(result, BaseException):
            raise result
        turns.append(result)
    return turns
