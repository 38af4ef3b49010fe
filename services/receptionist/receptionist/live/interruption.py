"""A response the caller cut off is not taken as said (providers.md §5.5): a question they did not hear to its end
is not one their next "yes" answers. No I/O."""

from receptionist.conversation.state import Awaiting, CallState

# Questions a plain "yes" answers by writing: the read-back, and "move the one you hold or add another?".
_WRITING_QUESTIONS = (Awaiting.CONFIRM, Awaiting.DUPLICATE)


def cut_off(sent: str, spoken: str) -> bool:
    """Whether less was spoken than was sent: the transcript holds what the caller heard of our words. Letters and
    digits are counted, so a transcript that spaces or punctuates our words otherwise ("2PM", "555 0199") is not
    taken for a cut."""
    return _letters(spoken) < _letters(sent)


def _letters(text: str) -> int:
    return sum(1 for char in text if char.isalnum())


def forget_unheard(memory: dict) -> dict:
    """The call's state once its last question was cut off: a read-back not heard to its end is not awaiting a yes
    (the times chosen stay, unconfirmed, so the engine reads them back again)."""
    if not memory:
        return memory
    state = CallState.model_validate(memory)
    if state.awaiting not in _WRITING_QUESTIONS:
        return memory
    state.awaiting = Awaiting.NOTHING
    state.go_ahead = False
    return state.model_dump(mode="json")
