"""What a caller asks beyond booking, moving and cancelling, read from folded text (English or Spanish; the other
languages arrive in English): a call-back, running late, a person, questions, corrections, changes of time. No I/O."""

import re

from receptionist.conversation.understanding.lexicon import DIGITS, HOURS_EN, TEENS, TENS


def _any(patterns: str) -> re.Pattern[str]:
    """One regex of alternatives written over several lines, matched on word boundaries."""
    joined = re.sub(r"\s*\n\s*", "", patterns.strip())
    return re.compile(rf"\b(?:{joined})\b")


LATE = _any(r"""(?:im|i am|ill be|i will be|i ll be|were|we are|well be|gonna be|going to be|might be|may be|
    will be|running|run|be)\b[^.!?]{0,25}\blate\b(?! (?:last|yesterday|this morning))|running behind|run behind|
    stuck in traffic|(?:llego|llegare|voy a llegar|vamos a llegar|llegamos) (?:un poco |unos \w+ minutos )?tarde|
    voy tarde|voy con retraso|retrasad[oa]""")
COMPLAINT = _any(r"""complain\w*|complaint|unhappy|not happy|disappointed|overcharged|charged me|refund|
    (?:my )?money back|ruined|reaction|allergic|itchy|itching|burning|burns|rash|red bumps|swollen|bleeding|
    nobody (?:calls|called|has called) (?:me )?back|no one (?:calls|called) (?:me )?back|ridiculous|unacceptable|
    outrageous|rude|terrible|awful|horrible|worst|furious|angry|livid|upset|botched|messed up|patchy|brassy|
    (?:turned|came out|went|is all|its all) (?:really |totally |completely )?(?:orange|green|brassy|yellow|patchy)|
    me pica|pica mucho|(?:esta|estaba|lo tengo|la tengo) (?:muy )?(?:rojo|roja|irritad[oa]|hinchad[oa])|irritad[oa]|
    hinchad[oa]|quemad[oa]|arruinad[oa]|estropead[oa]|me lo (?:arruinaron|estropearon|destrozaron)|
    (?:quedo|ha quedado|salio) (?:naranja|verde|amarillo|fatal|horrible|fatal)|
    queja|quejarme|reclamacion|reaccion|alergia|me arde|picor|enfadad[oa]|furios[oa]|inaceptable|devolucion""")
PERSON = _any(r"""(?:speak|talk) (?:to|with) (?:a |an |the |someone|somebody|anyone|anybody|an actual|a real)?
    (?:person|human|someone|somebody|anyone|anybody|manager|owner|receptionist|front desk|staff|people|stylist)|
    real person|actual person|human being|a human|transfer me|put me through|connect me|front desk|
    hablar con (?:una persona|alguien|el encargado|la encargada|el dueno|la duena|recepcion|un empleado|
    una empleada|un humano)|una persona real|
    (?:me (?:puede|podria|puedes) )?(?:pasar|comunicar|transferir)(?:me)? con|paseme con|pasame con|me pasa con|
    me comunica con|comuniqueme con""")
CALL_BACK_LATER = _any(r"""(?:ill|i will|i'll|let me|i can|ill just|i will just) call (?:you )?(?:back|again)
    (?:later|tomorrow|another time|some other time)?|call back later|ill try again|i will try again|
    ill ring back|llamo (?:mas tarde|luego|despues|otro dia)|volvere a llamar|vuelvo a llamar|le llamo luego""")
MESSAGE = _any(r"""leave (?:a |her |him |them )?(?:message|note)|take a message|pass (?:on )?a message|
    (?:can|could|would|will) (?:someone|somebody|you|the owner|they|she|he) (?:please )?(?:call|ring|phone) me|
    (?:someone|somebody) (?:to )?(?:call|ring) me|call me (?:tomorrow|later|this|after|before|in the)|
    call me back|call (?:me )?back|callback|call-back|have (?:someone|somebody|the owner|her|him|them) call me|
    get back to me|ring me back|dejar (?:un )?(?:mensaje|recado)|que me llamen|me llamen|devolver(?:me)? la llamada|
    (?:me )?(?:pueden|puede|podrian|podria|podrias) (?:llamar|devolver)(?:me)?|llamarme|llameme|que me llame|
    me devuelvan la llamada|tomar un mensaje|un mensaje""")
URGENT = _any(r"""urgent|urgently|asap|as soon as possible|emergency|right away|immediately|straight away|
    reaction|allergic|burn(?:ing|ed|s)?|rash|itch(?:ing|y)?|swollen|bleeding|infection|hurts|pain|
    furious|angry|livid|upset|unacceptable|ridiculous|outrageous|terrible|awful|horrible|disgusted|ruined|
    complain|complaint|refund|worst|never coming back|damn|hell|rude|
    urgente|lo antes posible|emergencia|reaccion|alergia|quemadura|me arde|picor|enfadad[oa]|furios[oa]|
    inaceptable|queja|reclamacion|horrible|fatal|indignad[oa]|vergonzoso""")
CORRECTION = _any(r"""actually|instead|i meant|i mean|sorry i meant|rather|make (?:it|that)|change (?:it|that) to|
    scratch that|on second thought|wait|en realidad|mejor|quise decir|quiero decir|perdon|cambialo|en vez|en lugar""")
REJECT = _any(r"""none of (?:those|them|these)|neither|(?:those|these|that) (?:dont|doesnt|wont) work|
    nothing (?:there|of those)|ninguna|ninguno|no me sirve ninguna|ninguna de esas""")
EARLIER = _any(r"""(?:anything|something|any time|anytime|a time|nothing) earlier|earlier|sooner|
    mas temprano|antes""")
LATER = _any(r"""(?:anything|something|any time|anytime|a time|nothing) later|(?<!call )(?<!push it )later(?! today)|
    mas tarde""")
RIGHT_AFTER = _any(r"""right after|straight after|just after|back to back|after that|after (?:it|hers|his|mine)|
    justo despues|a continuacion|despues de eso""")
ADD_ANOTHER = _any(r"""add (?:another|one more|a second|it)|another one|keep both|both|a second one|
    (?:book|make) (?:another|a second)|otra mas|otra cita|las dos|ambas""")
MOVE_EXISTING = _any(r"""move (?:it|that|that one|the other|the one i have|mine|the first)|
    (?:change|reschedule) (?:it|that one)|just move|cambiala|muevela|cambiar esa""")
ANYONE_WORKS = _any(r"""who(?:s| is)? (?:works?|working|in|on|there|available)|who do you have|
    is (?!(?:it|that|this|there|everything|something)\b)(?P<who>[a-z]+) (?:in|working|there|available)|
    does (?P<who2>[a-z]+) work|
    quien trabaja|quienes trabajan|esta (?P<who3>[a-z]+) el""")
WHO_DOES = _any(r"""who (?:does|do|can do|is good at|specializes in|handles)|quien hace|quien se encarga""")
UNKNOWN = _any(r"""parking|park|walk ins?|walk-ins?|walkins?|gift cards?|wheelchair|wifi|accessible|
    dogs?|pets?|credit cards?|cash|pay|payment|tip|tipping|products?|sell|estacionamiento|aparcamiento|
    aparcar|sin cita|tarjeta regalo|efectivo""")
GOODBYE_ONLY = _any(r"""bye|goodbye|good bye|thats all|that is all|thats everything|that will be all|thats it|
    have a (?:good|great|nice|lovely) (?:day|one|evening|night|afternoon|weekend)|see you|take care|
    adios|hasta luego|hasta pronto|chao|chau|eso es todo|nada mas|es todo""")

_NUMBER_WORDS = {**HOURS_EN, **DIGITS, **TEENS, **TENS, "an": 1, "a": 1, "half an": 0.5, "half": 0.5,
                 "one and a half": 1.5, "an hour and a half": 1.5, "twenty": 20, "thirty": 30, "forty five": 45}
_AMOUNT = (r"(?P<n>\d+|an hour and a half|one and a half|half an|an|a|one|two|three|ten|fifteen|twenty|thirty|"
           r"forty five)")
_SHIFT = re.compile(
    r"\b(?:push(?:ed)?|move[ds]?|bump(?:ed)?|pushing|moving|put|shift)\b"
    rf".*?\b(?:(?P<dir1>back|forward|up|later|earlier)"
    rf"\b.*?\b{_AMOUNT} (?P<unit>hours?|minutes?|mins?)|{_AMOUNT.replace('?P<n>', '?P<n2>')} "
    rf"(?P<unit2>hours?|minutes?|mins?) (?P<dir2>later|earlier|back|forward))\b"
    rf"|\b{_AMOUNT.replace('?P<n>', '?P<n3>')} (?P<unit3>hours?|minutes?|mins?) (?P<dir3>later|earlier)\b"
    rf"|\b(?P<dir4>una hora) (?P<sense4>mas tarde|antes)\b"
    r"|\b(?P<verb5>retrasar|atrasar|adelantar|retrasarla|atrasarla|adelantarla|retrasa|adelanta)\b.*?"
    r"\b(?P<amount5>una hora|media hora|\d+ minutos|(?:quince|veinte|treinta|cuarenta y cinco) minutos)\b")


def shift_of(plain: str) -> int | None:
    """Minutes a caller moves their appointment by: "push it back an hour" +60, "30 minutes earlier" -30."""
    found = _SHIFT.search(plain)
    if not found:
        return None
    if found["dir4"]:
        return 60 if found["sense4"] == "mas tarde" else -60
    if found["verb5"]:
        amount = found["amount5"]
        minutes = {"una hora": 60, "media hora": 30, "quince minutos": 15, "veinte minutos": 20,
                   "treinta minutos": 30, "cuarenta y cinco minutos": 45}.get(amount) or int(amount.split()[0])
        return -minutes if found["verb5"].startswith("adelanta") else minutes
    amount = found["n"] or found["n2"] or found["n3"]
    unit = found["unit"] or found["unit2"] or found["unit3"]
    direction = found["dir1"] or found["dir2"] or found["dir3"]
    value = float(amount) if amount.isdigit() else float(_NUMBER_WORDS.get(amount, 1))
    minutes = int(value * 60) if unit.startswith("hour") else int(value)
    return -minutes if direction in ("forward", "up", "earlier") else minutes


_RELATIONS = (r"son|daughter|kid|child|boy|girl|wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|mom|mum|"
              r"mother|dad|father|sister|brother|friend|grandma|grandmother|grandpa|niece|nephew|"
              r"hijo|hija|hijos|nino|nina|esposa|esposo|marido|mujer|novia|novio|madre|mama|padre|papa|hermana|"
              r"hermano|amiga|amigo|abuela|abuelo|sobrina|sobrino")
FOR_OTHER = re.compile(rf"\b(?:for|para|a) (?:my|mi|mis) (?P<who>{_RELATIONS})\b|\bmy (?P<who2>{_RELATIONS})(?:s)? "
                       rf"(?:needs|wants|would like)\b|\b(?:mi) (?P<who3>{_RELATIONS}) (?:necesita|quiere)\b|"
                       rf"\b(?:me|myself|mi) (?:and|y) (?:my|mi) (?P<who4>{_RELATIONS})\b")
ALSO_SELF = re.compile(r"\b(?:for )?(?:me|myself) and (?:for )?my\b|\bmy \w+(?: \w+)? and (?:me|i)\b|\bboth of us\b|"
                       rf"\bmy (?:{_RELATIONS})(?: [a-z]+)? (?:also|too|as well)\b|\b(?:two|2) (?:of (?:them|those)|"
                       r"[a-z]+s) (?:on|for|this|next|tomorrow|at)\b|"
                       r"\bpara mi y (?:mi|para mi)\b|\blos dos\b|\blas dos\b")
OTHER_NAME = re.compile(r"(?i:\b(?:his|her|their|the kids|my (?:son|daughter)s|su) (?:name is|names|nombre es))\s+"
                        r"(?P<name>[^\W\d_][\w'-]*(?: [A-Z][\w'-]*)?)|(?i:\bse llama)\s+(?P<name2>[^\W\d_][\w'-]*)|"
                        rf"(?i:\b(?:my|mi) (?:{_RELATIONS})),?\s+"
                        r"(?P<name3>[A-ZÀ-Þ][^\W\d_A-Z]+(?: [A-ZÀ-Þ][^\W\d_A-Z]+)?)\b")


MY_RELATION = re.compile(rf"\b(?:my|mi) (?P<who>{_RELATIONS})\b")


def relation_in(plain: str) -> str | None:
    """Who else a booking is for: "for my daughter" -> "daughter"."""
    found = FOR_OTHER.search(plain)
    return next((found[key] for key in ("who", "who2", "who3", "who4") if found[key]), None) if found else None


def relation_named(plain: str) -> str | None:
    """Someone else spoken of, however: "my daughter Chloé a kids cut" -> "daughter"."""
    found = MY_RELATION.search(plain)
    return relation_in(plain) or (found["who"] if found else None)


_REASON = re.compile(r"\b(?:about|regarding|concerning|because|its about|sobre|acerca de|respecto a|por)\s+(.{3,})",
                     re.IGNORECASE)
_BEST_TIME = re.compile(
    r"\b(?P<t>(?:any ?time |best |after |before |around |in the |this |tomorrow |today )?(?:morning|afternoon|"
    r"evening|tonight|tomorrow(?: (?:morning|afternoon|evening))?|today|after \d{1,2}(?::\d\d)? ?(?:am|pm)?|"
    r"before \d{1,2}(?::\d\d)? ?(?:am|pm)?|anytime|any time|lunchtime|"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening))?)|"
    r"(?:por la |en la |esta )?(?:manana|tarde|noche)|(?:despues|antes) de las \d{1,2}|hoy(?: mismo)?|"
    r"(?:el )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))\b", re.IGNORECASE)


def reason_in(text: str) -> str | None:
    found = _REASON.search(text)
    return found[1].strip(" .!?") if found else None


def best_time_in(text: str) -> str | None:
    found = _BEST_TIME.search(text)
    return found["t"].strip() if found else None


def other_name_in(text: str) -> str | None:
    found = OTHER_NAME.search(text)
    if not found:
        return None
    name = found["name"] or found["name2"] or found["name3"]
    return " ".join(part[:1].upper() + part[1:] for part in name.split())


GIVE_UP = _any(r"""never ?mind|forget (?:it|about it)|dont worry about it|its fine (?:then|forget it)|no importa|
    olvidelo|olvidalo|dejelo|dejalo""")
KEEP = _any(r"""keep (?:it|that|the (?:appointment|booking)|my (?:appointment|booking))(?! and)|
    leave it|dont cancel|do not cancel|never ?mind|forget it|no (?:dont|do not) cancel|mejor no|dejela|no la cancele""")
MOVE_HINT = _any(r"""(?:i have|ive got|i got|i booked|im booked|i am booked|my appointment is|booked for|tengo|
    mi cita es)\b.*\b(?:retrasar|atrasar|adelantar|cambiar|mover|pasar|mas tarde|mas temprano|
    come in earlier|come in later|earlier|later|instead|different (?:time|day)|another (?:time|day)|move|change|
    switch|push|bring it forward)""")
SAME_TIME = _any(r"same time|at the same time|misma hora|la misma hora")
SAME_DAY = _any(r"same day|mismo dia|el mismo dia")
# "Can you put me on the waitlist?" (said in the other languages, it arrives as "waitlist").
_WAITLIST = r"wait ?-?lists?|waiting lists?|lista de espera|lista de esperas"
WAITLIST = _any(_WAITLIST)
# "No need for a waitlist, 4 is fine": the waitlist declined, in the words the six languages arrive in.
NO_WAITLIST = _any(rf"""(?:no|not|dont need|dont want|do not need|do not want|no need for|without|rather not|
    niente|sin|no hace falta|no necesito|no quiero|nao precisa de|nao quero|thanks of)\s+(?:(?:a|an|the|any|of|
    on|la|una|de)\s+)?(?:{_WAITLIST})""")
GO_AHEAD = _any(r"go ahead|book it|book that|book (?:them|both|the two)|move it|do it|please book|"
                r"lets do (?:it|that)|confirm it|"
                r"adelante|reservela|hagalo")
# What callers call a kind of service, when no service's name was said: "my nails", "my hands".
KINDS = {
    "nails": ("manicure", "pedicure", "nail", "gel"), "hands": ("manicure",), "feet": ("pedicure",),
    "toes": ("pedicure",), "massage": ("massage",), "nails done": ("manicure", "pedicure", "nail", "gel"),
    "unas": ("manicure", "pedicure", "nail", "gel"), "manos": ("manicure",), "pies": ("pedicure",),
}
EXISTING = _any(r"""im booked|i am booked|i have an? (?:appointment|booking)|ive got an? (?:appointment|booking)|
    my appointment|my booking|tengo (?:una )?cita|mi cita|
    i was (?:in|there)|i came in|i had (?:a|my|an)\b[^.!?]{0,40}\b(?:yesterday|last|on|earlier|the other day)|
    (?:stuvo|estuve|vine) (?:ayer|ahi|alli)|me hice""")
REFERS_BACK = _any(r"one|it|that|this|the same|uno|una|eso")
WITH_THEM = _any(r"with (?:her|him|them)|con (?:ella|el)")
QUOTE = _any(r"""quote|estimate|a price for (?:a |the )?(?:group|wedding|party)|information about|info about|
    ask about|wedding|bridesmaids?|bridal party|for (?:six|five|four|seven|eight|\d+) (?:people|of us|girls)|
    group booking|presupuesto|informacion sobre|damas de honor|me caso|boda|devis|mariage|demoiselles d honneur|
    angebot|kostenvoranschlag|hochzeit|brautjungfern|heirate|preventivo|matrimonio|damigelle|mi sposo|orcamento|
    casamento|madrinhas|vou casar""")
