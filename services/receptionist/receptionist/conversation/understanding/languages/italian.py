"""Italian callers, read through English: "Buongiorno, sono Sara Colombo, una piega domani alle tre e un quarto" ->
"hello, this is Sara Colombo, a blowout tomorrow at 3:15"."""

from collections.abc import Callable

from receptionist.conversation.understanding.languages import Language
from receptionist.conversation.understanding.languages.rewriting import (
    Found,
    Replacement,
    alternation,
    clock,
    greeting_then_name,
    numbers,
    offered_ordinal,
    ordinal,
    relation_then_name,
    rewrites,
    value,
    word_set,
    words,
)

_UNITS = {"zero": 0, "uno": 1, "una": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7,
          "otto": 8, "nove": 9, "dieci": 10, "undici": 11, "dodici": 12, "tredici": 13, "quattordici": 14,
          "quindici": 15, "sedici": 16, "diciassette": 17, "diciotto": 18, "diciannove": 19}
_TENS = {"venti": 20, "trenta": 30, "quaranta": 40, "cinquanta": 50}
NUMBERS = numbers(_UNITS, _TENS, lambda ten, unit, n: [f"{ten[:-1] if unit[0] in 'uo' else ten}{unit}"])
_NUMBER = rf"\d{{1,2}}|{alternation(NUMBERS)}"
_HOUR = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if n <= 24)}"
_MINUTE = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if 1 <= n <= 59)}"
# Each with its article: "alle" is "a le", "verso le tre" is around three.
_PREPOSITIONS = {"alle": "at", "all'": "at", "a": "at", "le": "at", "l'": "at", "ore": "at", "alle ore": "at",
                 "verso le": "around", "verso l'": "around", "verso": "around", "intorno alle": "around",
                 "dopo le": "after", "dopo l'": "after", "prima delle": "before", "prima dell'": "before",
                 "entro le": "before", "entro l'": "before", "dalle": "from", "dall'": "from", "fino alle": "until",
                 "fino all'": "until", "tra le": "between", "fra le": "between", "e le": "and", "o le": "or",
                 "per le": "at", "per l'": "at"}
_PREPOSITION = rf"(?P<prep>{alternation(_PREPOSITIONS)}) ?"
_PARTS = {"del pomeriggio": "pm", "di pomeriggio": "pm", "il pomeriggio": "pm", "di sera": "pm", "della sera": "pm",
          "di mattina": "am", "del mattino": "am", "della mattina": "am", "la mattina": "am", "di notte": "pm"}
_PART = rf"(?: (?P<part>{alternation(_PARTS)}))?"
_WEEKDAYS = {"lunedi": "monday", "martedi": "tuesday", "mercoledi": "wednesday", "giovedi": "thursday",
             "venerdi": "friday", "sabato": "saturday", "domenica": "sunday"}
_WEEKDAY = rf"(?P<wd>{alternation(_WEEKDAYS)})"
_MONTHS = {"gennaio": "january", "febbraio": "february", "marzo": "march", "aprile": "april", "maggio": "may",
           "giugno": "june", "luglio": "july", "agosto": "august", "settembre": "september", "ottobre": "october",
           "novembre": "november", "dicembre": "december"}
# After an article and with no month, they pick among the times offered: "il primo", "la seconda".
_CHOICES = {"primo": "first", "prima": "first", "secondo": "second", "seconda": "second", "terzo": "third",
            "terza": "third", "quarto": "fourth", "quarta": "fourth", "quinto": "fifth", "quinta": "fifth",
            "ultimo": "last", "ultima": "last"}
_DAY = rf"(?P<d>\d{{1,2}}|primo|{alternation(word for word, n in NUMBERS.items() if 2 <= n <= 31)})"
_DURATIONS: dict[str, str] = {
    "un'ora": "an hour", "un ora": "an hour", "mezz'ora": "30 minutes", "mezz ora": "30 minutes",
    "mezzora": "30 minutes", "un quarto d'ora": "15 minutes", "un'oretta": "an hour"}
_DURATION = rf"(?P<n>{alternation(_DURATIONS)}|(?:{_NUMBER}) minuti)"


def _duration(found: Found) -> str:
    said = found.took("n")
    if said in _DURATIONS:
        return _DURATIONS[said]
    return f"{value(said.removesuffix(' minuti'), NUMBERS)} minutes"


def _clock(found: Found) -> str:
    hour = value(found.took("h"), NUMBERS)
    minute = 0
    if found["m"] or found.match.groupdict().get("m2"):
        minute = value(found["m"] or found.took("m2"), NUMBERS)
    elif found["half"]:
        minute = 30
    elif found["quarter"]:
        minute = 15
    elif found["to"]:
        minute = -15
    elif found["tom"]:
        minute = -value(found["tom"], NUMBERS)
    preposition = _PREPOSITIONS.get(found["prep"] or "alle", "at")
    return f"{preposition} {clock(hour, minute, _PARTS.get(found['part'] or ''))}"


def _noon(found: Found) -> str:
    preposition = _PREPOSITIONS.get(found["prep"] or "a", "at")
    if found["half"]:
        return f"{preposition} 12:30"
    if found["quarter"]:
        return f"{preposition} 12:15"
    return f"{preposition} noon"


def _midnight(found: Found) -> str:
    preposition = _PREPOSITIONS.get(found["prep"] or "a", "at")
    return f"{preposition} {clock(0, 30 if found['half'] else 15 if found['quarter'] else 0)}"


def _day_of_month(found: Found) -> int:
    return 1 if found.took("d") == "primo" else value(found.took("d"), NUMBERS)


def _late(found: Found) -> str:
    said = found.took("n")
    minutes = {"un quarto d'ora": 15, "mezz'ora": 30, "mezzora": 30}.get(said)
    return f"I'm running {minutes or value(said, NUMBERS)} minutes late"


def _name_after(intro: str) -> Callable[[Found], str | None]:
    """ "sono Sara" is a name, "sono stanca" is not (left as said): the word after decides, by its capital."""
    return lambda found: f"{intro} {found.said('n')}" if found.said("n")[:1].isupper() else None


_MINUTES = rf"(?: e (?P<m>{_MINUTE})(?! minuti)| e (?P<half>mezzo|mezza)| e (?:un )?(?P<quarter>quarto)" \
           rf"| meno (?:un )?(?P<to>quarto)| meno (?P<tom>{_MINUTE})|[:.](?P<m2>\d{{2}}))"

_ANGER = (r"sono (?:furios[oa]|arrabbiat[oa]|indignat[oa])|(?:e )?(?:inaccettabile|vergognoso|una vergogna|assurdo|"
          r"scandaloso)|furios[oa]|arrabbiat[oa]|(?:un )?(?:reclamo|lamentela)|orribile|mi avete rovinato")
_REACTION = (r"(?:mi )?brucia|bruciore|(?:ho )?(?:il )?prurito|arrossat[oa]|gonfi[oa]|(?:un'|una )?allergia|"
             r"(?:un'|una )?irritazione")

_RUINED = (r"(?:sono |e )?(?:diventat[oiae] |venut[oiae] )?(?:arancion[ei]|verd[ei]|giall[oi])\b|"
           r"(?:mi hanno )?(?:rovinat[oiae]|sbagliat[oiae] (?:il colore|la tinta|il taglio))|(?:il risultato|"
           r"il colore) e (?:orribile|pessimo|un disastro)")

_PHRASES = [
    greeting_then_name(("buongiorno", "buonasera", "salve", "ciao", "pronto")),
    relation_then_name(("mia figlia", "mia moglie", "la mia ragazza", "mia madre", "mia sorella"),
                       ("mio figlio", "mio marito", "il mio ragazzo", "mio padre", "mio fratello")),
    (r"richiamo io|(?:vi |la )?richiamero|(?:vi |la )?richiamo (?:piu tardi|dopo|io)|ci risentiamo",
     "I'll call back later"),
    (r"(?:si puo|posso|possiamo) (?:venire|passare) senza (?:appuntamento|prenotazione)", "do you take walk-ins"),
    (r"si puo", "can I"), (r"(?:una |un )?reazione(?: allergica)?", "allergic reaction"),
    (rf"a (?P<mon>{alternation(_MONTHS)})", lambda f: f"in {_MONTHS[f['mon']]}"),
    (r"(?P<ctx>(?:mia figlia|mia moglie|la mia ragazza|mia madre|mia sorella),? )si chiama",
     lambda f: f"{f.said('ctx')}her name is"),
    # Durations, shifts and lateness, before "un'ora" is read as one o'clock.
    (rf"(?:arrivo|arrivero|saro|faccio|faro) (?:con )?(?:circa |tipo |un )?(?P<n>un quarto d'ora|mezz'ora|mezzora|"
     rf"{_NUMBER})(?: minuti)? (?:di ritardo|in ritardo|tardi)", _late),
    (rf"(?P<n>un quarto d'ora|mezz'ora|{_NUMBER})(?: minuti)? di ritardo", _late),
    (r"(?:sono|saro|arrivo|arrivero) (?:un po' |leggermente )?in ritardo|faro tardi|faccio tardi", "I'll be late"),
    (r"(?:sono )?(?:bloccat[oa]|fermo|ferma) nel traffico|c'e traffico", "I'm stuck in traffic"),
    (rf"(?:la |lo )?(?:puo |potete |potrebbe )?(?:spostar|posticipar|rimandar)(?:e|la|lo|li)? (?:di )?{_DURATION}"
     r"(?:,? piu tardi|,? dopo|,? in avanti)?", lambda f: f"push it back {_duration(f)}"),
    (rf"(?:la |lo )?(?:puo |potete |potrebbe )?anticipar(?:e|la|lo|li) (?:di )?{_DURATION}",
     lambda f: f"move it {_duration(f)} earlier"),
    (rf"{_DURATION} (?P<w>dopo|piu tardi|prima|piu presto)",
     lambda f: f"{_duration(f)} {'later' if f['w'] in ('dopo', 'piu tardi') else 'earlier'}"),
    (r"(?:tra|fra) (?:due|2) settimane|(?:tra|fra) quindici giorni", "in two weeks"),
    (r"(?:tra|fra) (?:tre|3) settimane", "in three weeks"),
    (r"(?:la )?settimana prossima|la prossima settimana|settimana che viene", "next week"),
    (r"questa settimana", "this week"),
    (r"(?:alla )?stessa ora|(?:allo )?stesso orario", "at the same time"),
    (r"(?:il )?piu tardi possibile|l'ultimo orario(?: disponibile)?|l'ultimo appuntamento(?: disponibile)?",
     "the latest you have"),
    (r"(?:alla )?prima ora(?: disponibile)?|(?:di )?prima mattina|appena aprite|all'apertura",
     "first thing in the morning"),
    # Soon for a call-back, early for a booking: "mi richiami il prima possibile", "una piega il prima possibile".
    (r"(?P<call>(?:mi )?richiam\w*[^.?!]{0,30}?)(?:il )?(?:prima possibile|piu presto possibile|al piu presto|"
     r"quanto prima)", lambda f: f"{f.said('call')}as soon as possible"),
    (r"(?:il )?prima possibile|(?:il )?piu presto possibile|al piu presto|quanto prima", "as early as possible"),
    (r"(?:c'e |avete |ci sarebbe |non avete )?(?:qualcosa|un po'|niente|nulla) (?:di )?(?P<w>prima|piu presto|dopo|"
     r"piu tardi)", lambda f: f"anything {'earlier' if f['w'] in ('prima', 'piu presto') else 'later'}"),
    (r"piu presto", "earlier"), (r"piu tardi", "later"),
    (r"subito dopo|(?:appena|poco) dopo|di seguito", "right after"),
    (r"nessuno (?:di questi|di quegli orari|va bene|mi va bene)|nessuna di queste|nessuno dei due",
     "none of those"),
    # Wants.
    (r"senza (?:appuntamento|prenotazione)", "do you take walk-ins"),
    (r"(?:vorrei|volevo|voglio|mi piacerebbe) (?:prenotare|fissare|prendere) (?:un )?appuntamento",
     "I'd like to book an appointment"),
    (r"(?:prenotare|fissare|prendere) (?:un )?appuntamento", "book an appointment"),
    (r"(?:il mio |l'|mio )appuntamento", "my appointment"), (r"(?:un )?appuntamento", "an appointment"),
    (r"(?:li|le) prenoti (?:pure )?(?:entrambi|tutti e due|tutte e due)|prenoti (?:pure )?(?:tutti e due|"
     r"tutte e due|entrambi|entrambe)|confermo (?:tutti e due|tutte e due|entrambi)", "book both"),
    (r"mi prenota", "can you book"),
    (r"(?:me )?(?:lo|la) prenoti(?: pure)?|prenoti(?: pure)?|prenota(?: pure)?|(?:puo|potete) prenotare|"
     r"confermo|confermi(?: pure)?|conferma", "book it"),
    (r"per prenotare", "to book"),
    (rf"(?P<v>vorrei |volevo |voglio |posso )?(?P<it>spostarl[oa]|spostare|spostiamo)(?P<to> (?:a|al|per) (?=(?:"
     rf"{alternation(_WEEKDAYS)}|domani|dopodomani|\d)))?",
     lambda f: f"{'I would like to ' if f['v'] else ''}move{' it' if f['it'].startswith('spostarl') else ''}"
               f"{' to ' if f['to'] else ' '}"),
    (r"(?:lo|la) (?:cancelli|disdica|annulli)(?: pure)?|(?:cancelli|disdica|annulli)(?: pure)?", "cancel it"),
    (r"(?:devo|vorrei|volevo|voglio) (?:disdire|cancellare|annullare)", "I need to cancel"),
    (r"disdire|cancellare|annullare", "to cancel"),
    (r"(?:vorrei|volevo|voglio|posso) (?:spostarl[oa]|spostare)(?! (?:a|al|per) )", "I'd like to move it"),
    (r"(?:la |lo )?(?:puo|potete|potrebbe) spostare|spostarl[oa]", "move it"), (r"spostare|cambiare", "to move"),
    (r"richiamo io|(?:vi |la )?richiamero|(?:vi |la )?richiamo (?:piu tardi|dopo|io)|ci risentiamo",
     "I'll call back later"),
    (r"(?:mi )?(?:richiamate|richiamatemi|richiami|richiamarmi|puo richiamarmi|mi puo richiamare|"
     r"mi potete richiamare|mi fate richiamare|farmi richiamare)", "call me back"),
    (r"lasciare un messaggio", "leave a message"),
    (r"(?:(?:vorrei|voglio|devo|posso) )?parlare con (?:qualcuno|una persona|il titolare|la titolare|il responsabile|"
     r"la responsabile|il proprietario|la reception|un operatore)(?: del salone)?|"
     r"(?:(?:mi (?:puo|puoi|potete|potrebbe) )?(?:passare|trasferire|mettere in contatto con)|mi passa|mi passi|"
     r"passami|trasferiscimi|mi trasferisca) (?:a |con )?(?:la reception|qualcuno|il titolare|una persona(?: vera)?|"
     r"un operatore|un'operatrice|un essere umano)(?: del salone)?", "I want to speak to a person"),
    (r"arrivederci|buona (?:giornata|serata|notte)|a presto|a dopo|ciao ciao|salve salve", "goodbye"),
    (r"(?:^|(?<=[,.!] ))a (?P<wd>domani|sabato|lunedi|martedi|mercoledi|giovedi|venerdi)\W*$",
     lambda f: f"see you {f.said('wd')}"),
    # Questions.
    (r"che orari? (?:fate|avete)|(?:quali sono )?(?:gli |i vostri )?orari(?: di apertura)?|a che ora (?:aprite|"
     r"chiudete)|fino a che ora (?:siete aperti|lavorate)", "what are your hours"),
    (r"siete aperti|e aperto|aprite", "are you open"),
    (r"(?:quanto (?:costa|costano|viene|vengono|si paga per)|qual e il prezzo (?:di|del|della|per))"
     r"(?: (?:un|una|il|la|lo|l'|i|le|gli))?", "how much is a"),
    (r"dove (?:siete|vi trovate|si trova il salone|e il salone)|dov'e il salone", "where are you"),
    (r"(?:qual e )?(?:il vostro |l')?indirizzo", "what's your address"),
    (r"(?:che|quali) servizi (?:fate|offrite|avete)|cosa (?:fate|offrite)", "what services do you offer"),
    (r"chi lavora", "who works"),
    (r"(?:e )?(?P<n>\w+) lavora", lambda f: f"is {f.said('n')} in" if f.said("n")[:1].isupper() else f[0]),
    (r"chi (?:fa|si occupa (?:di|delle|dei|della))(?: le| i| la| il)?", "who does"),
    (r"(?:c'e|avete) (?:un |il )?parcheggio(?: (?:vicino al salone|vicino|li vicino|nelle vicinanze))?|"
     r"dove (?:posso )?parcheggiare", "do you have parking"),
    (r"da voi", "here"),
    # Answers and corrections.
    (r"no,? grazie(?: lo stesso)?|no,? non serve(?: che mi richiamiate)?", "no thanks"),
    (r"(?:^|(?<=[,.!?;] ))si,? grazie|(?:^|(?<=[,.!?;] ))si,? per favore", "yes please"),
    (r"per favore|per piacere|cortesemente|gentilmente", "please"),
    (r"non (?:lo )?so|non sono sicur[oa]|boh", "I'm not sure"),
    (r"va benissimo|mi va bene|va bene|d'accordo|ok|okay|benissimo|ottimo|certo|certamente|volentieri",
     "that works"),
    (r"(?:si,? )?esatto|esattamente|giusto|(?:e )?corretto", "exactly"), (r"perfetto|perfetta", "perfect"),
    (r"(?:mi )?(?:sono )?sbagliat[oa]|mi sono confus[oa]", "I meant"),
    (r"anzi(?: no)?|in realta", "actually"), (r"volevo dire|intendevo", "I meant"), (r"invece", "instead"),
    (r"non e urgente|non c'e fretta|nessuna fretta", "there's no rush"),
    (r"(?:e )?(?<!not )urgente", "it is urgent"),
    (rf"(?:{_ANGER})(?:\W+(?:e )?(?:{_ANGER}))*", "this is so unacceptable, I'm so angry"),
    (rf"(?:{_REACTION})(?:\W+(?:e )?(?:{_REACTION}))*", "allergic reaction"),
    (_RUINED, "the result is ruined, I'm unhappy"),
    (r"(?:questo|lo stesso) numero|su questo numero", "this number"),
    (r"quell'orario|quest'orario|quell'ora", "that time"), (r"per ora", "for now"),
    (r"grazie lo stesso", "thank you anyway"), (r"mi avete fatto", "you gave me"),
    (r"(?:vorrei|volevo|mi piacerebbe) fare", "I'd like to get"), (r"meglio", "preferably"),
    (r"mi sposo", "for my wedding"),
    (r"(?:parlate|parla) (?:l')?italiano", "do you speak Italian"),
    (r"non parlo (?:bene )?(?:l')?inglese", "I don't speak English"),
    # People.
    (r"mi chiamo|il mio nome e", "my name is"), (r"a nome (?:di|del|della)", "under the name"),
    (r"(?:lui|mio figlio|mio marito|il mio ragazzo) si chiama", "his name is"),
    (r"(?:lei|mia figlia|mia moglie|la mia ragazza) si chiama", "her name is"), (r"si chiama", "his name is"),
    (r"(?:sono|qui e|parla) (?P<n>\w+)", _name_after("this is")),
    (r"con chiunque|chiunque|qualsiasi|indifferente|e uguale|non ho preferenze", "anyone"),
]

_SERVICES = words({
    "taglio di capelli": "haircut", "tagliare i capelli": "haircut", "tagliarmi i capelli": "haircut",
    "taglio uomo": "men's haircut", "taglio donna": "women's haircut", "taglio bambino": "kids cut",
    "taglio per bambini": "kids cut", "taglio": "haircut", "piega": "blowout", "messa in piega": "blowout",
    "asciugatura": "blowout", "colore": "color", "tinta": "color", "colorazione": "color",
    "colpi di sole": "highlights", "meches": "highlights", "balayage": "balayage",
    "regolazione barba": "beard trim", "regolazione della barba": "beard trim", "regolare la barba": "beard trim",
    "sistemare la barba": "beard trim", "rifinitura barba": "beard trim", "barba": "beard", "rasatura": "shave",
    "spuntare la frangia": "fringe trim", "tagliare la frangia": "fringe trim", "frangia": "fringe trim",
    "frangetta": "fringe trim", "manicure": "manicure", "pedicure": "pedicure", "unghie": "nails",
    "acconciatura da sposa": "bridal hair", "acconciatura sposa": "bridal hair", "acconciatura per la sposa":
    "bridal hair", "massaggio svedese": "swedish massage", "massaggio decontratturante": "deep tissue massage",
    "massaggio profondo": "deep tissue massage", "massaggio": "massage", "trattamento viso": "facial",
    "pulizia del viso": "facial", "ceretta": "wax", "sopracciglia": "brows", "ciglia": "lashes",
    "permanente": "perm", "capelli": "hair", "damigelle": "bridesmaids", "matrimonio": "wedding",
})
_PEOPLE = words({
    "mia figlia": "my daughter", "mio figlio": "my son", "mia moglie": "my wife", "mio marito": "my husband",
    "la mia ragazza": "my girlfriend", "mia ragazza": "my girlfriend", "la mia fidanzata": "my girlfriend",
    "il mio ragazzo": "my boyfriend", "mia madre": "my mother", "mia mamma": "my mother", "mio padre": "my father",
    "mia sorella": "my sister", "mio fratello": "my brother", "i miei figli": "my kids",
    "per me e": "for me and", "per me": "for me", "tutti e due": "both", "tutte e due": "both",
    "entrambi": "both", "entrambe": "both",
})
_TIMES: list[tuple[str, Replacement]] = [
    (rf"(?:{_PREPOSITION})?mezzogiorno(?: e (?P<half>mezzo|mezza)| e (?:un )?(?P<quarter>quarto)| in punto)?", _noon),
    (rf"(?:{_PREPOSITION})?mezzanotte(?: e (?P<half>mezzo|mezza)| e (?:un )?(?P<quarter>quarto)| in punto)?",
     _midnight),
    (rf"{_PREPOSITION}(?P<h>{_HOUR})(?:{_MINUTES})?(?: in punto)?{_PART}", _clock),
    (rf"(?P<prep>)(?P<h>\d{{1,2}})[:.](?P<m>\d{{2}})(?P<half>)(?P<quarter>)(?P<to>)(?P<tom>){_PART}", _clock),
    (r"(?:oggi pomeriggio|questo pomeriggio|nel pomeriggio di oggi)", "this afternoon"),
    (r"(?:nel |di |il )?pomeriggio", "in the afternoon"),
]
_DAYS: list[tuple[str, Replacement]] = [
    (rf"(?:a|al|per) (?=(?:{alternation(_WEEKDAYS)}|domani|dopodomani)\b)", "to "),
    (r"dopodomani", "the day after tomorrow"), (r"stamattina|stamani|questa mattina", "this morning"),
    (r"stasera|questa sera", "this evening"), (r"domattina|domani mattina", "tomorrow morning"),
    (r"(?:di )?oggi(?: stesso)?", "today"), (r"(?:di )?domani", "tomorrow"),
    (rf"(?:il )?prossimo {_WEEKDAY}|(?P<later>{alternation(_WEEKDAYS)}) prossimo",
     lambda f: f"next {_WEEKDAYS[f['wd'] or f.took('later')]}"),
    (rf"questo {_WEEKDAY}", lambda f: f"this {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?:il )?{_DAY} (?P<mon>{alternation(_MONTHS)})", lambda f: f"{_day_of_month(f)} {_MONTHS[f.took('mon')]}"),
    (rf"(?:il|di|la) {_WEEKDAY}", lambda f: f"on {_WEEKDAYS[f.took('wd')]}"),
    (_WEEKDAY, lambda f: _WEEKDAYS[f.took("wd")]),
    offered_ordinal(_CHOICES, ("il", "la", "lo", "l'"), [*_MONTHS, "del mese", "giorno", "volta"]),
    (rf"(?:il|l') ?{_DAY}(?! (?:persone|minuti|anni|volte))", lambda f: f"the {ordinal(_day_of_month(f))}"),
    (rf"(?P<mon>{alternation(_MONTHS)})", lambda f: _MONTHS[f.took("mon")]),
    (r"(?:di |la |in )?mattin(?:a|ata)|(?:al |del )?mattino", "in the morning"),
    (r"(?:di |la |in )?ser(?:a|ata)", "in the evening"),
    # Greetings say no time of day: "good morning" would be read as a best time to call back.
    (r"buongiorno|buonasera|buon pomeriggio", "hello"),
]
_IS = [(r"e", lambda f: "is" if f.said() in ("è", "È", "é") else "and")]
_COUNTED = {"minuti": "minutes", "persone": "people", "anni": "years old"}
_COUNTS: list[tuple[str, Replacement]] = [
    (rf"(?P<c>e |che )?ha (?P<n>{_NUMBER}) anni",
     lambda f: f"{', ' if f['c'] else ''}who is {value(f.took('n'), NUMBERS)} years old"),
    (rf"(?P<n>{_NUMBER}) (?P<w>minuti|persone|anni)",
     lambda f: f"{value(f.took('n'), NUMBERS)} {_COUNTED[f.took('w')]}"),
    (alternation(word for word, n in NUMBERS.items() if n >= 2 and word != "sei"),
     lambda f: str(value(f.took(0), NUMBERS))),
]
_WORDS = words({
    "lista d'attesa": "waitlist", "lista di attesa": "waitlist",
    "del mese": "of the month", "di questo mese": "of this month", "del mese prossimo": "of next month",
    "salve": "hello", "ciao": "hi", "pronto": "hello", "no": "no", "grazie mille": "thank you",
    "grazie": "thank you", "forse": "maybe", "scusi": "sorry", "mi scusi": "sorry", "scusa": "sorry",
    "scusate": "sorry", "mi scusi tanto": "sorry", "allora": "so", "ecco": "so", "beh": "well", "ehm": "um",
    "vorrei": "I'd like", "volevo": "I'd like", "mi piacerebbe": "I'd like", "voglio": "I want",
    "mi serve": "I need", "ho bisogno di": "I need", "devo": "I need to", "prenotare": "to book",
    "fare": "get", "ho": "I have", "avete": "do you have", "c'e": "is there", "posso": "can I",
    "prima": "first", "poi": "then", "dopo": "after", "con": "with", "per": "for", "o": "or",
    "ma": "but", "e": "and", "anche": "also", "solo": "just", "sempre": "still", "non": "not", "mi": "me", "io": "I",
    "il": "the", "lo": "the", "la": "the", "i": "the", "gli": "the", "le": "the", "l'": "the ", "un": "a",
    "una": "a", "uno": "a", "un'": "a ", "di": "of", "del": "of the", "della": "of the", "mio": "my", "mia": "my",
    "miei": "my", "mie": "my", "orario": "time", "ora": "time", "qualcuno": "someone", "riunione": "meeting",
    "informazioni": "information", "buono regalo": "gift card", "preventivo": "quote", "lavoro": "work",
    "esco dal lavoro": "I leave work", "tutto": "all", "e tutto": "that's all", "presto": "early",
    "tardi": "late", "libero": "free", "numero": "number", "attendo": "I'll wait", "aspetto": "I'll wait",
    "si": "yes", "sì": "yes",
})

to_english = rewrites(_PHRASES, _SERVICES, _PEOPLE, _TIMES, _DAYS, _COUNTS, _IS, _WORDS)

# Shared with Spanish (con, una, un, persona) or French (non), yet so frequent in Italian that short Italian turns
# ("vorrei parlare con una persona", "non lo so") are not told apart without them; "si" is Italian "sì" folded.
SHARED_MARKERS = word_set("""
si con una un persona non
""")
MARKERS = word_set("""
primo secondo seconda terzo terza
si grazie favore buongiorno buonasera salve ciao prego vorrei volevo voglio sono chiamo chiama appuntamento
prenotare prenoti prenota confermo confermi domani dopodomani oggi stamattina stasera lunedi martedi mercoledi
giovedi venerdi sabato domenica gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre alle dalle
verso dopo prima mezza mezzo mezzogiorno pomeriggio mattina sera ore tre quattro cinque sei sette otto dieci undici
dodici taglio piega colore tinta frangia unghie acconciatura sposa capelli gli della delle dello degli che per chi
costa dove avete fate lavora anzi invece esatto perfetto bene benissimo ottimo scusi arrivederci settimana prossima
prossimo richiamare richiami richiamatemi disdire cancellare spostare ritardo minuti qualcuno titolare io mio mia
figlia figlio moglie marito anche forse stessa ora orari orario aperti parlare parcheggio cancelli pure salone
vicino niente qualcosa
""") | SHARED_MARKERS

LANGUAGE = Language(code="it", name="Italian", markers=MARKERS, to_english=to_english)
