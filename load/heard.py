"""What the agent asked at the end of its answer, read against its own lines (receptionist.conversation.speech) in
the caller's language, so a scripted caller answers the question actually put to it."""

import re
from functools import cache

from receptionist.conversation.speech import language

# The lines a caller has to answer, most specific first; anything else is answered with the caller's goodbye.
QUESTIONS = ("goodbye", "ask_name", "ask_message_name", "ask_choice", "taken", "refused_offers", "nothing_then",
             "ask_which_appointment", "confirm_booking", "confirm_move", "confirm_cancel", "duplicate",
             "ask_best_time", "ask_reason", "ask_when", "ask_move_when", "refused_when", "taken_nothing",
             "nothing_at_all", "ask_phone", "ask_person", "ask_service", "ask_which_service", "offer_message",
             "failed", "anything_else", "no_appointments", "not_understood", "how_can_i_help")


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{[a-z_]+\}", template)
    return re.compile(".*?".join(re.escape(part.strip()) for part in parts if part.strip()), re.DOTALL)


@cache
def _patterns(code: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    lines = language(code).LINES
    return tuple((key, _pattern(lines[key])) for key in QUESTIONS if key in lines)


def asked(reply: str, code: str) -> str:
    """The key of the last line of `reply` that needs an answer ("" when none is recognised)."""
    found = [(match.end(), index, key) for index, (key, pattern) in enumerate(_patterns(code))
             if (match := pattern.search(reply))]
    if not found:
        return ""
    # The line that ends last is the question; among lines ending together, the most specific.
    end = max(position for position, _, _ in found)
    return min((index, key) for position, index, key in found if position == end)[1]
