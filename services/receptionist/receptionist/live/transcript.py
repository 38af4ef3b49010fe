"""Reading the transcript the provider resends whole with every request: the caller's words not yet answered, and
what the agent really said of the last response (it stops where the caller cut in). No I/O."""

from collections.abc import Sequence
from dataclasses import dataclass

from receptionist.live.protocol import Utterance


@dataclass(frozen=True)
class Mark:
    """How far the transcript was read: `items` whole items, of which the last, when it is the caller's, had
    `words` words then (the provider keeps adding to an utterance the caller has not finished)."""

    items: int = 0
    words: int = 0


def new_words(transcript: Sequence[Utterance], mark: Mark) -> tuple[str, Mark]:
    """The caller's words since `mark`, and the mark at the transcript's end."""
    said: list[str] = []
    if 0 < mark.items <= len(transcript) and not transcript[mark.items - 1].by_agent:
        said += transcript[mark.items - 1].content.split()[mark.words:]
    for item in transcript[mark.items:]:
        if not item.by_agent:
            said += item.content.split()
    return " ".join(said), end_of(transcript)


def end_of(transcript: Sequence[Utterance]) -> Mark:
    if not transcript:
        return Mark()
    last = transcript[-1]
    return Mark(len(transcript), 0 if last.by_agent else len(last.content.split()))


def spoken_since(transcript: Sequence[Utterance], mark: Mark) -> str:
    """What the agent said after `mark`: the part of the response answered there that was heard."""
    return " ".join(item.content.strip() for item in transcript[mark.items:] if item.by_agent and item.content.strip())
