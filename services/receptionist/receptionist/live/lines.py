"""What the live agent says of its own, beside the engine's answers: a holding line while a function runs, the
prompt when the caller has gone quiet, and an apology when a turn could not be answered. No I/O."""

import re

from receptionist.conversation import speech

HOLD = {"en": "One moment.", "es": "Un momento.", "fr": "Un instant.", "de": "Einen Moment.", "it": "Un attimo.",
        "pt": "Um momento."}
STILL_THERE = {"en": "Are you still there?", "es": "¿Sigue ahí?", "fr": "Vous êtes toujours là ?",
               "de": "Sind Sie noch da?", "it": "È ancora lì?", "pt": "Você ainda está aí?"}
SORRY = {"en": "I'm sorry, could you say that again?", "es": "Perdone, ¿puede repetirlo?",
         "fr": "Pardon, pouvez-vous répéter ?", "de": "Entschuldigung, könnten Sie das wiederholen?",
         "it": "Mi scusi, può ripetere?", "pt": "Desculpe, pode repetir?"}
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def hold(language: str) -> str:
    return HOLD.get(language, HOLD["en"])


def sorry(language: str) -> str:
    return SORRY.get(language, SORRY["en"])


def reminder(language: str, last_said: list[str]) -> list[str]:
    """"Are you still there?" and the question the agent last asked, if its last words were one."""
    still = STILL_THERE.get(language, STILL_THERE["en"])
    last = _SENTENCE_END.split(last_said[-1].strip())[-1] if last_said and last_said[-1].strip() else ""
    return [still, last] if last.endswith("?") else [still]


def language_of(memory: dict) -> str:
    """The call's language as the engine last spoke it (English before the caller said anything)."""
    code = memory.get("language") if memory else None
    return code if isinstance(code, str) and code in speech.MODULES else "en"
