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
# A reminder says "Reply C to confirm"; clients also write the word, in their language.
CONFIRM_LETTER = "C"
CONFIRM_WORDS = frozenset({
    "CONFIRM", "CONFIRMED", "CONFIRMAR", "CONFIRMO", "CONFIRMADO", "CONFIRMADA", "CONFIRME", "CONFIRMÉ", "CONFIRMER",
    "BESTÄTIGT", "BESTÄTIGE", "BESTÄTIGEN", "CONFERMO", "CONFERMA", "CONFERMATO"})


def help_answer(name: str, number: str) -> str:
    """What HELP is answered with: who texts, the number to call or text (as people write it), how to stop."""
    return (f"{name}: texts about your appointments. For help, call or text us at {number}. Msg & data rates may "
            "apply. Reply STOP to opt out.")


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


def _confirming_word(body: str) -> str:
    return word_of(body).rstrip(".!")


def is_confirm_letter(body: str) -> bool:
    """The reminder's "C", which means nothing else in a conversation."""
    return _confirming_word(body) == CONFIRM_LETTER


def is_confirm_word(body: str) -> bool:
    """"Confirm" in one of our languages, which may also answer the conversation's own question."""
    return _confirming_word(body) in CONFIRM_WORDS
