"""The words a text may be in full that carriers and Twilio treat as instructions, not conversation
(providers.md §7.4): one word, any case, with nothing else but spaces around it."""

from enum import StrEnum


class Keyword(StrEnum):
    OPT_OUT = "opt_out"
    OPT_IN = "opt_in"
    HELP = "help"


# CANCEL is an opt-out word by carrier rules, and Twilio blocks the number on it whatever we do, so it opts out
# here too. A client who wants to cancel an appointment writes more than the one word ("cancel my 3pm"), which is
# conversation and reaches the engine.
OPT_OUT_WORDS = frozenset({"STOP", "UNSUBSCRIBE", "END", "QUIT", "STOPALL", "REVOKE", "OPTOUT", "CANCEL"})
# YES opts back in only a number that opted out; from anyone else it is an answer (a reminder's "reply yes").
OPT_IN_WORDS = frozenset({"START", "UNSTOP", "YES"})
ANSWER_WHEN_TEXTING = frozenset({"YES"})
HELP_WORDS = frozenset({"HELP", "INFO"})


def word_of(body: str) -> str:
    """The text as one upper-case word, or "" when it is not one word."""
    words = body.split()
    return words[0].upper() if len(words) == 1 else ""


def keyword_of(body: str) -> Keyword | None:
    word = word_of(body)
    if word in OPT_OUT_WORDS:
        return Keyword.OPT_OUT
    if word in OPT_IN_WORDS:
        return Keyword.OPT_IN
    if word in HELP_WORDS:
        return Keyword.HELP
    return None


def is_answer_when_texting(body: str) -> bool:
    """An opt-in word that, from a number still texted, is an ordinary reply."""
    return word_of(body) in ANSWER_WHEN_TEXTING
