"""The caller's own details in what they say: their name and their phone number. No I/O."""

import re
from dataclasses import dataclass

from receptionist.conversation.understanding.lexicon import (
    DIGITS,
    HOURS_EN,
    HOURS_ES,
    MONTHS_EN,
    MONTHS_ES,
    NOT_NAME,
    SERVICE_SPELLINGS,
    SERVICE_VOCABULARY,
    SERVICE_WORDS_ES,
    TEENS,
    TENS,
    WEEKDAYS_EN,
    WEEKDAYS_ES,
    Lang,
    fold,
    normalize,
)

# --- Phone numbers -------------------------------------------------------------------------------------------------

_REPEATS = {"double": 2, "triple": 3, "doble": 2}
_HUNDREDS = {"hundred": "00", "cien": "00"}


def _digit_runs(words: list[str]) -> list[str]:
    """The digits of each stretch of numbers said: "my number is four one five 555 0199" -> ["4155550199"]."""
    runs, run, repeat, i = [], "", 1, 0
    while i < len(words):
        word, following = words[i], words[i + 1] if i + 1 < len(words) else ""
        if word.isdigit():
            run += word * repeat
        elif word in TENS and following in DIGITS and following not in ("oh", "o"):
            run += str(TENS[word] + DIGITS[following])  # "ninety nine"
            i += 1
        elif word in TENS and following == "y" and i + 2 < len(words) and words[i + 2] in DIGITS:
            run += str(TENS[word] + DIGITS[words[i + 2]])  # "noventa y nueve"
            i += 2
        elif word in DIGITS or word in TEENS or word in TENS:
            run += str({**DIGITS, **TEENS, **TENS}[word]) * repeat
        elif word in _HUNDREDS and run:
            run += _HUNDREDS[word]
        elif word in _REPEATS:
            repeat = _REPEATS[word]
            i += 1
            continue
        elif run:
            runs.append(run)
            run = ""
        repeat = 1
        i += 1
    return [*runs, run] if run else runs


def parse_phone(text: str) -> str | None:
    """The phone number said, as E.164: "(415) 555-0199", "four one five five five five oh one nine nine" ->
    "+14155550199". Ten digits are a US number, eleven starting with 1 too; anything else is None."""
    for digits in _digit_runs(normalize(text).split()):
        if len(digits) == 10:
            return f"+1{digits}"
        if len(digits) == 11 and digits.startswith("1"):
            return f"+{digits}"
    return None


# --- Names ---------------------------------------------------------------------------------------------------------

_PIECE = re.compile("[^\\W\\d_]+(?:['\u2019-][^\\W\\d_]+)*|\\d+|[.,;:!?¿¡]")
_BREAK = "."
# "my name is" is sure to be followed by a name; "I'm" and "this is" may be followed by anything ("I'm calling to").
_SURE = {("my", "name", "is"), ("my", "names"), ("the", "name", "is"), ("the", "names"), ("name", "is"), ("names",),
         ("name",), ("put", "it", "under"), ("under", "the", "name", "of"), ("under", "the", "name"),
         ("its", "under"), ("me", "llamo"), ("mi", "nombre", "es"), ("a", "nombre", "de"), ("de", "parte", "de"),
         ("nombre",)}
_UNSURE = {("call", "me"), ("this", "is"), ("its",), ("it", "is"), ("im",), ("i", "am"), ("soy",), ("habla",),
           ("le", "habla"), ("es",), ("here", "is")}
# Read only when the agent asked for the name, when a name after them may also be said in lowercase (as a
# recogniser hands it over): "that's" is how French "c'est" and "ici" read, and the intros of Italian and
# Portuguese stay as said when the name after them is in lowercase ("sono marco rossi", "aqui é a camila").
_WHEN_ASKED = {("thats",), ("that", "is"), ("sono",), ("qui", "e"), ("qui", "is"), ("parla",), ("sou",), ("sou", "a"),
               ("sou", "o"), ("sou", "the"), ("aqui", "e"), ("aqui", "e", "a"), ("aqui", "e", "o"), ("aqui", "is"),
               ("aqui", "fala"), ("fala",)}
_INTROS = sorted(((words, words in _SURE) for words in _SURE | _UNSURE), key=lambda intro: -len(intro[0]))
_INTROS_WHEN_ASKED = sorted(((words, words in _SURE) for words in _SURE | _UNSURE | _WHEN_ASKED),
                            key=lambda intro: -len(intro[0]))
_PARTICLES = frozenset(("de", "del", "la", "las", "los", "van", "von", "da", "di", "du", "der", "den", "le", "dos"))
_OPENERS = frozenset(("hi", "hello", "hey", "yes", "yeah", "yep", "sure", "ok", "okay", "um", "uh", "er", "well",
                      "so", "oh", "hola", "si", "claro", "bueno", "pues", "vale", "buenos", "buenas", "dias", "tardes",
                      "noches", "good", "morning", "afternoon", "evening", "sorry", "perdon", "eh", "ah"))
_CLOSERS = frozenset(("please", "thanks", "thank", "you", "por", "favor", "gracias", "here", "speaking", "calling",
                      "hablando", "aqui", "again"))
# A turn that is only a name must hold no word that is never part of one.
_NEVER_BARE = NOT_NAME | frozenset((*HOURS_EN, *HOURS_ES, *DIGITS, *TEENS, *TENS, *WEEKDAYS_EN, *WEEKDAYS_ES,
                                    *MONTHS_EN, *MONTHS_ES, *SERVICE_VOCABULARY, *SERVICE_SPELLINGS,
                                    # "niña" is no "Nina": Spanish service words keep their ñ here
                                    *(fold(word, keep_enye=True) for phrase in SERVICE_WORDS_ES
                                      for word in phrase.split())))


@dataclass(frozen=True)
class _Piece:
    said: str
    word: str  # folded, no apostrophes; _BREAK for punctuation

    @property
    def capitalized(self) -> bool:
        return self.said[:1].isupper() and not self.said.isupper()


def _pieces(text: str) -> list[_Piece]:
    found = []
    for said in _PIECE.findall(text or ""):
        word = _BREAK if not said[0].isalnum() else re.sub("['\u2019]", "", fold(said))
        found.append(_Piece(said, word))
    return found


def _title(word: str) -> str:
    if not (word.islower() or word.isupper()):
        return word  # "McDonald" as the caller wrote it
    return re.sub(r"[^\W\d_]+", lambda part: part[0].capitalize(), word.lower())


def _spoken(names: list[_Piece]) -> str:
    return " ".join(p.said.lower() if i and p.word in _PARTICLES else _title(p.said) for i, p in enumerate(names))


def _is_name(piece: _Piece, *, sure: bool) -> bool:
    """After "my name is" any word but the plainest is a name ("April"); elsewhere no day, number or service is."""
    if piece.word == _BREAK or not piece.word.replace("-", "").isalpha() or len(piece.word) < 2:
        return False
    if sure:
        return piece.word not in NOT_NAME or (piece.capitalized and piece.word in ("will", "may"))
    return piece.word not in _NEVER_BARE


def _first_of_full_name(pieces: list[_Piece], i: int) -> bool:
    """"April Jensen", "Will Foster": a word that is also a month or a verb, capitalized before a surname."""
    following = pieces[i + 1] if i + 1 < len(pieces) else None
    return (pieces[i].capitalized and pieces[i].word.isalpha() and pieces[i].word not in NOT_NAME
            and following is not None and following.capitalized and _is_name(following, sure=False))


def _name_from(pieces: list[_Piece], start: int, *, sure: bool, asked: bool = False) -> str | None:
    """Up to four name words from start on; particles ("de la") only between two of them. After an intro that may
    be followed by anything ("it's", "this is") the name must be capitalized, unless the name was asked for and
    the answer ends with it: then "its jordan ellis" is a name, while "it's for tomorrow" holds none (no name word
    follows) and neither does "I'm running about 20 minutes late" (the answer goes on)."""
    while start < len(pieces) and pieces[start].word in (_BREAK, "um", "uh", "er", "eh"):
        if pieces[start].word == _BREAK and not sure:
            return None  # "can someone call me? I'm ...": the intro's sentence ended
        start += 1
    names: list[_Piece] = []
    i = start
    while i < len(pieces) and len([p for p in names if p.word not in _PARTICLES]) < 4:
        piece = pieces[i]
        if not (_is_name(piece, sure=sure) or (names and piece.word in _PARTICLES) or _first_of_full_name(
                pieces, i)):
            break
        names.append(piece)
        i += 1
    while names and names[-1].word in _PARTICLES:
        names.pop()
        i -= 1
    if not names:
        return None
    if not sure and not names[0].capitalized and not (asked and _ends_turn(pieces[i:])):
        return None  # "I'm looking for...", "this is ridiculous", "I'm running late": not a name
    return _spoken(names)


def _ends_turn(rest: list[_Piece]) -> bool:
    """Nothing but a "thanks" or a "please" after a name said in lowercase: the whole answer is the name."""
    return all(piece.word in _CLOSERS or piece.word == _BREAK for piece in rest)


def parse_name(text: str, lang: Lang, *, asked: bool = False) -> str | None:
    """The caller's name: "my name is jane smith" -> "Jane Smith", "soy Ana", "Ana García, gracias"; None for a
    turn that is plainly something else ("yes", "tomorrow at 3", a phone number). `asked`: the agent just asked
    for the name, so "its jordan ellis" and "soy lucía garcía" give one too."""
    pieces = _pieces(text)
    words = [piece.word for piece in pieces]
    for i in range(len(pieces)):
        for intro, sure in _INTROS_WHEN_ASKED if asked else _INTROS:
            if tuple(words[i:i + len(intro)]) == intro:
                if name := _name_from(pieces, i + len(intro), sure=sure, asked=asked):
                    return name
                break
    return _bare_name(pieces)


def _bare_name(pieces: list[_Piece]) -> str | None:
    """A turn that is nothing but a name, give or take a "hi" before and a "thanks" after."""
    start, end = 0, len(pieces)
    while start < end and pieces[start].word in _OPENERS | {_BREAK}:
        start += 1
    while end > start and pieces[end - 1].word in _CLOSERS | {_BREAK}:
        end -= 1
    said = pieces[start:end]
    if not said or _BREAK in [p.word for p in said] or said[0].word in _PARTICLES:
        return None
    if not all(_is_name(p, sure=False) or (0 < i < len(said) - 1 and p.word in _PARTICLES) for i, p in
               enumerate(said)):
        return None
    return _spoken(said) if len([p for p in said if p.word not in _PARTICLES]) <= 4 else None


_INTRO_WORDS = frozenset(("hi", "hello", "hey", "its", "it", "is", "this", "my", "his", "her", "their", "our",
                          "name", "names", "im", "i", "am",
                          "yes", "yeah", "sure", "ok", "okay", "thanks", "thank", "you", "please", "the", "and",
                          "speaking", "calling", "here", "me", "llamo", "soy", "mi", "nombre", "es", "si", "hola", "so",
                          "well"))


def liberal_name(text: str) -> str | None:
    """A name given when asked for one, read generously: the longest run of capitalized words that are not
    greetings ("It's April. April Jensen." -> "April Jensen"); else what parse_name reads."""
    runs: list[list[_Piece]] = [[]]
    for piece in _pieces(text):
        surname = bool(runs[-1]) and piece.word.isalpha()  # "Daniel Price": any capitalized word after a name
        usable = surname or piece.word not in _NEVER_BARE or piece.word in MONTHS_EN or piece.word in ("will", "may")
        if piece.word != _BREAK and piece.capitalized and piece.word not in _INTRO_WORDS and usable and \
                piece.word.replace("-", "").isalpha():
            runs[-1].append(piece)
        elif runs[-1]:
            runs.append([])
    best = max(runs, key=len)
    if best and len(best) <= 4:
        return _spoken(best)
    return parse_name(text, "en", asked=True)


def sentence_name(text: str) -> str | None:
    """A full name said as a sentence of its own inside a longer turn: "Hi, Luis Ortega. Can I move ..."."""
    for part in re.split(r"[.,!?;]", text or ""):
        pieces = [p for p in _pieces(part) if p.word not in _OPENERS and p.word not in _INTRO_WORDS]
        if len(pieces) >= 2 and all(p.capitalized for p in pieces) and (name := _bare_name(pieces)):
            return name
        if 2 <= len(pieces) <= 3 and all(p.capitalized for p in pieces) and _first_of_full_name(pieces, 0):
            return _spoken(pieces)
    return None
