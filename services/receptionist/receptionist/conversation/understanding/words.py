"""What a simulated salon caller means, read from what they say in English or Spanish: the language, yes or no,
what they want, when, which service, stylist and offered time, their name and number. Pure functions, no I/O."""

import re
from collections.abc import Sequence
from datetime import date, datetime
from typing import Literal

from receptionist.conversation.understanding.catalog import ANY, find_service, find_staff
from receptionist.conversation.understanding.details import parse_name, parse_phone
from receptionist.conversation.understanding.lexicon import MARKERS_EN, MARKERS_ES, Lang, normalize, words_of
from receptionist.conversation.understanding.when import WINDOWS, When, parse_when, read_when

__all__ = ["ANY", "Lang", "When", "answer_of", "choose", "find_service", "find_staff", "intents", "language_of",
           "normalize", "parse_name", "parse_phone", "parse_when"]

Answer = Literal["yes", "no"]

_SPANISH_MARKS = re.compile(r"[ñ¿¡]")
_ACCENTED = re.compile(r"[áéíóúü]")


def language_of(text: str) -> Lang | None:
    """"es" or "en" when the turn clearly is Spanish or English, None when it could be either ("OK", "3pm",
    "Jane Smith")."""
    spanish = 2 if _SPANISH_MARKS.search((text or "").lower()) else 0
    english = 0
    for said, word in words_of(text):
        if word in MARKERS_ES:
            spanish += 1
        elif word in MARKERS_EN:
            english += 1
        elif said.islower() and _ACCENTED.search(said):
            spanish += 1  # an accent outside a capitalized name ("María" may be said in English too)
    if spanish == english:
        return None
    return "es" if spanish > english else "en"


# --- Yes and no ----------------------------------------------------------------------------------------------------

_ANSWER_WORDS = {
    "yes": """yes|yeah|yep|yup|yea|ya|sure|sure thing|certainly|of course|absolutely|definitely|correct|exactly|
        perfect|great|excellent|wonderful|sounds good|sounds great|sounds perfect|sounds fine|that works|
        that works for me|works for me|that would work|that would be great|thatd be great|that would be perfect|
        go ahead|go for it|please do|book it|do it|lets do it|lets do that|yes please|thats right|thats correct|
        thats fine|thats great|thats perfect|thats good|that is right|that is correct|no problem|no worries|
        not a problem|why not|
        si|sip|claro|claro que si|por supuesto|vale|perfecto|correcto|exacto|de acuerdo|esta bien|dale|listo|
        si por favor|me parece bien|me sirve|me viene bien|eso es|asi es|genial|excelente|no hay problema|
        por que no|okey""",
    # A bare "ok" or "right" agrees when it is all that was said, not before a question ("ok, what are your hours").
    "weak": "ok|okay|alright|all right|right|fine|good|cool|please|uh huh|mhm|bueno|sale|va",
    "no": """no|nope|nah|not really|no thanks|no thank you|thats all|that is all|thats it|that will be all|
        thats everything|nothing else|not that|not now|never mind|nevermind|negative|wrong|thats wrong|incorrect|
        thats not right|not right|no way|not quite|i dont think so|that doesnt work|doesnt work|that wont work|
        i cant|i cant make it|cant make it|
        no gracias|nada mas|eso es todo|es todo|nada|para nada|incorrecto|no me sirve|no puedo|mejor no|tampoco|
        no es correcto|no esta bien|no no""",
    "unsure": """not sure|im not sure|i dont know|dont know|maybe|perhaps|let me think|let me check|no preference|
        doesnt matter|i dont mind|dont mind|depends|it depends|no se|no lo se|no estoy seguro|no estoy segura|
        quizas|quiza|tal vez|a lo mejor|depende|me da igual|da igual|no importa""",
    "filler": "um|uh|er|hmm|mm|well|oh|so|i think|i guess|creo que|pues|eh|ah|thanks|thank you|gracias",
}
_ANSWER_PHRASES = sorted(((phrase.strip(), label) for label, words in _ANSWER_WORDS.items()
                          for phrase in words.split("|")), key=lambda item: -len(item[0]))
_BUT = frozenset(("but", "pero", "except", "although", "aunque", "only", "solo"))


def answer_of(text: str, lang: Lang) -> Answer | None:
    """"yes" or "no" when the turn opens with one ("no, use 415 555 0199" is a no), None when it is neither, both
    or unsure."""
    words = normalize(text).split()
    labels: set[str] = set()
    i = 0
    while i < len(words):
        for phrase, label in _ANSWER_PHRASES:
            length = phrase.count(" ") + 1
            if " ".join(words[i:i + length]) == phrase:
                labels.add(label)
                i += length
                break
        else:
            break
    rest = words[i:]
    if "unsure" in labels or ("yes" in labels and "no" in labels):
        return None
    if "no" in labels:
        return "no"
    if rest and rest[0] in _BUT:
        return None
    if "yes" in labels or ("weak" in labels and not rest):
        return "yes"
    return None


# --- What the caller wants -----------------------------------------------------------------------------------------



def _one_of(patterns: str) -> re.Pattern[str]:
    """One regex of ";"-separated alternatives, each whole words; written over several lines."""
    patterns = re.sub(r"\s*\n\s*", "", patterns)
    return re.compile("|".join(rf"\b(?:{pattern.strip()})\b" for pattern in patterns.split(";")))


_INTENTS = {intent: _one_of(patterns) for intent, patterns in {
    # "my appointment" is one the caller has already: no booking in "call me back about my appointment".
    "book": r"""book|(?<!my )(?<!our )(?:booking|appointments?)|schedule|scheduling;
        make an? (?:appointment|booking|reservation);
        reserv(?:e|ation)|get (?:in|an appointment|booked)|can i (?:come|get|book|make|schedule)|come in;
        do you have (?:anything|any|an opening|availability|something|a slot|time|room)|availab(?:le|ility);
        openings?(?! hours| times)|fit me in|squeeze me in;
        reservar?|reservo|reservacion|(?<!mi )citas?|agendar?|apartar|turno|hacer una cita|pedir (?:una )?cita;
        tienen (?:algo|espacio|lugar|hueco|disponib\w*)|disponib\w*|puedo (?:ir|pasar)""",
    "want": r"""id like (?:a|an|to get|to have|to book|to come)|i would like (?:a|an|to get|to book)|
        i want (?:a|an|to get|to book|to come)|i need (?:a|an|to get)|
        quiero (?:un|una|hacer|pedir|sacar|ir)|quisiera (?:un|una|hacer)|necesito (?:un|una)|
        me gustaria (?:un|una|hacer|ir)""",
    "reschedule": r"""reschedul\w*|move (?:my|the|it|our|an?)|change (?:my|the|our) (?:appointment|booking|time|
        reservation|day|date)|change it|push (?:it |my appointment |the appointment )?back|different (?:time|day|
        date)|another (?:time|day|date)|bring (?:it )?forward|cambiar|cambio|mover|reprogram\w*|pasar (?:mi|la) cita;
        otro dia|otra hora|postergar|aplazar""",
    "cancel": r"cancel\w*|call (?:it )?off|anular",
    "message": r"""leave a message|message|call me back|call back|callback|call-back|
        (?:speak|talk) (?:to|with) (?:the owner|someone|somebody|a person|a human|a real person|the manager|
        a manager|an actual person)|(?:real|actual) person|human|operator|the owner|manager;
        dejar (?:un )?(?:mensaje|recado)|mensaje|recado|que me llamen|me llamen|devolver(?:me)? la llamada;
        me devuelvan|hablar con (?:alguien|una persona|el dueno|la duena|el encargado|la encargada|el gerente);
        dueno|duena|encargad[oa]""",
    "hours": r"""hours|open|opens|opening hours|clos(?:e|es|ed|ing)(?! to)|when are you open|business hours;
        horarios?|abren|cierran|abiert[oa]s?|cerrad[oa]s?|abre|cierra""",
    "prices": r"""prices?|pricing|costs?|how much|charge|rates?|fees?|expensive;
        precios?|cuanto (?:cuesta|vale|es|cobran|sale|seria)|cuesta|cobran|tarifas?""",
    "address": r"""where|address|located|location|directions|how do i get there;
        donde|direccion|ubicad[oa]s?|ubicacion|como llego""",
    "services": r"""what services|which services|services|what do you (?:offer|do)|do you (?:do|offer)|menu;
        que servicios|servicios|que ofrecen|ofrecen|que hacen""",
    "staff": r"""who works|stylists?|barbers?|team|staff|who(?: is|s) (?:working|available|there|in);
        quien trabaja|quienes trabajan|estilistas?|peluquer[oa]s|barberos?|equipo|personal""",
    "goodbye": r"""bye|goodbye|good bye|thats all|that is all|thats everything|that will be all;
        have a (?:good|great|nice) (?:day|one|evening|night|afternoon|weekend)|hang up|see you|take care;
        adios|hasta luego|hasta pronto|chao|chau|que tenga (?:un )?buen dia|nos vemos|eso es todo""",
    "thanks": r"thank you|thanks|thank|thx|cheers|appreciate it|gracias|muchas gracias|se lo agradezco|agradezco",
}.items()}
_PASSING = frozenset(("thanks", "goodbye"))


def intents(text: str, lang: Lang) -> set[str]:
    """What the caller wants, of book, reschedule, cancel, message, hours, prices, address, services, staff,
    goodbye and thanks."""
    plain = " ".join(normalize(text).split())
    found = {intent for intent, pattern in _INTENTS.items() if pattern.search(plain)}
    if "want" in found:
        # "I'd like a ..." books, unless it asks for something else: "I'd like a price", "quiero cancelar".
        found.discard("want")
        if not found - _PASSING:
            found.add("book")
    if found & {"reschedule", "cancel"}:
        found.discard("book")
    return found


# --- Picking an offered time ---------------------------------------------------------------------------------------

_ORDINALS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "fifth": 4,
             "5th": 4, "earliest": 0, "primer": 0, "primero": 0, "primera": 0, "segundo": 1, "segunda": 1,
             "tercer": 2, "tercero": 2, "tercera": 2, "cuarto": 3, "cuarta": 3, "quinto": 4, "quinta": 4,
             "last": -1, "latest": -1, "ultimo": -1, "ultima": -1}
# Not "a second", "y cuarto", "the first of May", "first thing", "last week", "primera vez".
_ORDINAL = re.compile(r"(?<!\ba )(?<!\by )(?<!\bmenos )\b(?P<o>first|second|third|fourth|fifth|earliest|last|latest|"
                      r"primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|ultim[oa])\b"
                      r"(?! (?:of|de|time|thing|week|month|year|vez|hora|semana)\b)"
                      r"|\b(?P<d>1st|2nd|3rd|4th|5th) (?:one|option|choice)\b")


def _minute(moment: datetime) -> int:
    return moment.hour * 60 + moment.minute


def choose(text: str, offers: Sequence[tuple[datetime, str]], lang: Lang, today: date) -> int | None:
    """Which of the offered (start, stylist) the caller picked, as an index into offers: by order ("the second
    one"), time ("3 works"), day ("the Friday one"), stylist ("the one with Sam") or a yes to a single offer. None
    when it can't tell, or the time said was not offered."""
    if not offers:
        return None
    if found := _ORDINAL.search(normalize(text)):
        index = _ORDINALS[found["o"] or found["d"]]
        return index % len(offers) if -len(offers) <= index < len(offers) else None
    when, either_half = read_when(text, today, lang, loose=True)
    staff = find_staff(text, list(dict.fromkeys(name for _, name in offers)))
    picked = list(range(len(offers)))
    if when.day is not None:
        picked = [i for i in picked if offers[i][0].date() == when.day]
    if when.at is not None:
        exactly = [i for i in picked if _minute(offers[i][0]) == when.at]
        picked = exactly or [i for i in picked if either_half and _minute(offers[i][0]) % 720 == when.at % 720]
    elif when.window:
        start, end = WINDOWS[when.window]
        picked = [i for i in picked if start <= _minute(offers[i][0]) < end]
    if staff not in (None, ANY):
        picked = [i for i in picked if offers[i][1] == staff]
    if when.empty and staff in (None, ANY):
        return 0 if len(offers) == 1 and answer_of(text, lang) == "yes" else None
    if len(picked) == 1 or (picked and when.at is not None):
        return picked[0]  # the time said, offered on two days or with two stylists: the first
    return None
