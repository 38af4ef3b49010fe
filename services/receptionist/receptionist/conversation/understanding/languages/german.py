"""German callers, read through English: "Hallo, hier ist Jan Richter, einen Haarschnitt morgen um halb drei" ->
"hello, this is Jan Richter, a haircut tomorrow at 2:30" (halb drei is half to three)."""

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

_UNITS = {"null": 0, "ein": 1, "eins": 1, "eine": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5,
          "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwolf": 12, "dreizehn": 13,
          "vierzehn": 14, "funfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19}
_TENS = {"zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50}
NUMBERS = numbers(_UNITS, _TENS, lambda ten, unit, n: [f"{'ein' if n == 1 else unit}und{ten}"])
_NUMBER = rf"\d{{1,2}}|{alternation(NUMBERS)}"
_HOUR = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if n <= 24)}"
_BARE_HOUR = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if n <= 24 and word[:3] != 'ein')}|eins"
_MINUTE = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if 1 <= n <= 59)}"
_PREPOSITIONS = {"um": "at", "gegen": "around", "so gegen": "around", "so um": "around", "etwa um": "around",
                 "ungefahr um": "around", "circa um": "around", "nach": "after", "erst nach": "after", "ab": "from",
                 "vor": "before", "bis": "until", "spatestens um": "before", "zwischen": "between", "und": "and",
                 "oder": "or", "auf": "to", "von": "from"}
_PREPOSITION = rf"(?:(?P<prep>{alternation(_PREPOSITIONS)}) )?"
_PARTS = {"morgens": "am", "fruh": "am", "in der fruh": "am", "vormittags": "am", "am vormittag": "am",
          "nachmittags": "pm", "am nachmittag": "pm", "abends": "pm", "am abend": "pm", "mittags": "pm"}
_PART_BEFORE = rf"(?:(?P<pre>{alternation(_PARTS)}) )?"
_PART = rf"(?: (?P<part>{alternation(_PARTS)}))?"
_WEEKDAYS = {"montag": "monday", "dienstag": "tuesday", "mittwoch": "wednesday", "donnerstag": "thursday",
             "freitag": "friday", "samstag": "saturday", "sonnabend": "saturday", "sonntag": "sunday"}
_WEEKDAY = rf"(?P<wd>{alternation(_WEEKDAYS)})"
_MONTHS = {"januar": "january", "jaenner": "january", "februar": "february", "marz": "march", "april": "april",
           "mai": "may", "juni": "june", "juli": "july", "august": "august", "september": "september",
           "oktober": "october", "november": "november", "dezember": "december"}
_ORDINALS = {"ersten": 1, "zweiten": 2, "dritten": 3, "vierten": 4, "funften": 5, "sechsten": 6, "siebten": 7,
             "achten": 8, "neunten": 9, "zehnten": 10, "elften": 11, "zwolften": 12, "dreizehnten": 13,
             "vierzehnten": 14, "funfzehnten": 15, "sechzehnten": 16, "siebzehnten": 17, "achtzehnten": 18,
             "neunzehnten": 19, **{f"{word}sten": n for word, n in NUMBERS.items() if 20 <= n <= 31}}
# After an article and with no month, they pick among the times offered: "den ersten", "die zweite"; "am dritten"
# is a date.
_CHOICES = {f"{stem}{ending}": english for stem, english in (
    ("erste", "first"), ("zweite", "second"), ("dritte", "third"), ("vierte", "fourth"), ("funfte", "fifth"),
    ("letzte", "last")) for ending in ("", "n", "r", "s")}
_DAY = rf"(?:(?P<d>\d{{1,2}})\.|(?P<dw>{alternation(_ORDINALS)}))"
_DURATIONS: dict[str, str] = {"eine stunde": "an hour", "einer stunde": "an hour", "eine halbe stunde": "30 minutes",
              "einer halben stunde": "30 minutes", "eine viertelstunde": "15 minutes"}
_DURATION = rf"(?P<n>{alternation(_DURATIONS)}|(?:{_NUMBER}) minuten)"
_PART_WORDS = {"vormittag": "morning", "nachmittag": "afternoon", "abend": "evening", "morgen": "morning",
               "mittag": "at noon"}


def _duration(found: Found) -> str:
    said = found.took("n")
    if said in _DURATIONS:
        return _DURATIONS[said]
    return f"{value(said.removesuffix(' minuten'), NUMBERS)} minutes"


def _clock(found: Found, hour_less: int = 0, minute: int | None = None) -> str:
    groups = found.match.groupdict()
    hour = value(found.took("h"), NUMBERS) - hour_less
    if minute is None:
        minute = value(groups["m"], NUMBERS) if groups.get("m") else 0
    part = _PARTS.get(groups.get("part") or groups.get("pre") or "")
    preposition = _PREPOSITIONS.get(groups.get("prep") or "um", "at")
    return f"{preposition} {clock(hour, minute, part)}"


def _minutes_to(found: Found) -> str:
    return _clock(found, minute=-value(found.took("mb"), NUMBERS))


def _minutes_past(found: Found) -> str:
    return _clock(found, minute=value(found.took("ma"), NUMBERS))


def _day_of_month(found: Found) -> int:
    return int(found["d"]) if found["d"] else _ORDINALS[found.took("dw")]


def _late(found: Found) -> str:
    said = found.took("n")
    if said == "eine viertelstunde":
        return "I'm running 15 minutes late"
    return f"I'm running {value(said, NUMBERS)} minutes late"


def _here(found: Found) -> str:
    """ "Schmitt hier" gives a name, "ist sie hier" asks where someone is."""
    before = found.said("b")
    return f"{before} speaking" if before[:1].isupper() and found["b"] not in _SENTENCE_WORDS else f"{before} here"


_SENTENCE_WORDS = frozenset(("sie", "er", "ich", "es", "wir", "ist", "bin", "sind"))

_ANGER = (r"(?:das ist )?(?:eine )?(?:frechheit|unverschamtheit|zumutung|unmoglich|inakzeptabel|unverschamt)|"
          r"ich bin (?:sehr |total |echt )?(?:wutend|sauer|verargert|emport)|(?:wutend|sauer|verargert)|"
          r"ich mochte mich beschweren|(?:eine )?beschwerde")
_REACTION = (r"(?:eine )?allergische reaktion|(?:eine )?reaktion|(?:meine )?kopfhaut (?:juckt|brennt)|"
             r"(?:es )?juckt(?: furchtbar)?|(?:es )?brennt|(?:ganz )?geschwollen|gerotet|ganz rot|(?:ein )?ausschlag|"
             r"pusteln|(?:eine )?allergie")

_SOMEONE = (r"(?:jemandem|einem (?:echten |richtigen )?menschen|einer (?:echten |richtigen )?person|einem mitarbeiter|"
            r"einer mitarbeiterin|einem angestellten|dem personal|dem team|dem chef|der chefin|dem inhaber|"
            r"der inhaberin|dem empfang|der rezeption|dem salon|einem friseur|einer friseurin)")
_RUINED = (r"(?:sind|ist) (?:ganz |total |komplett )?(?:orange|grun|gelb|kupferfarben)(?: geworden)?|(?:total |"
           r"komplett )?(?:ruiniert|verpfuscht|verschnitten|kaputt gemacht)|(?:das ergebnis|"
           r"die farbe) ist (?:furchtbar|katastrophal|schrecklich)")

_PHRASES = [
    greeting_then_name(("guten tag", "guten morgen", "guten abend", "hallo", "servus", "moin", "hi")),
    relation_then_name(("meine tochter", "meiner tochter", "meine frau", "meiner frau", "meine freundin",
                        "meiner freundin", "meine mutter", "meine schwester"),
                       ("mein sohn", "meinen sohn", "meinem sohn", "mein mann", "meinen mann", "mein freund",
                        "meinen freund", "mein vater", "mein bruder")),
    # Durations, shifts and lateness, before "eine Stunde" is read as one o'clock.
    (rf"(?:ich )?(?:komme|bin|werde) (?:so |etwa |ungefahr |circa |ca\. |wohl |leider |bestimmt )*"
     rf"(?P<n>{_NUMBER}|eine viertelstunde)(?: minuten)? (?:spater|zu spat)(?: (?:da|kommen))?", _late),
    (rf"ich verspate mich (?:um )?(?:so |etwa |ungefahr |circa )?(?P<n>{_NUMBER}|eine viertelstunde)(?: minuten)?",
     _late),
    (r"ich (?:verspate mich|komme (?:etwas |ein bisschen |leider )?zu spat|bin (?:etwas |leider )?spat dran)",
     "I'll be late"),
    (r"es geht um", "it's about"), (r"am (?:besten|liebsten)", "ideally"),
    (r"ist (?:sie|er) (?:heute |morgen )?(?:da|im salon|hier)", "is she in"),
    (r"(?:ich )?(?:will|mochte|brauche) keinen zweiten", "I don't want a second one"),
    (r"(?:hab|habe) ich (?:ja )?schon", "I already have"), (r"ach stimmt", "oh right"),
    (r"(?:mir ist )?ein nagel abgebrochen", "I broke a nail"), (r"(?:was|etwas) frei", "anything available"),
    (r"(?:haben|sind) sie (?P<w>[^,.;!?]{0,20}?)(?:zu|geschlossen)(?=\W|$)", lambda f: f"are you closed {f.said('w')}"),
    (r"(?:ich mochte |ich will |ich wurde gerne? )?(?:bitte )?mit (?!jemandem|einem|einer|dem|der)(?P<n>\w+) sprechen",
     r"I want to speak to \g<n>"),
    (r"(?:ich )?(?:mochte|will|wurde) (?:gerne? )?(?P<what>[^,.;!?]{0,50}?) (?:buchen|reservieren)(?=\W|$)",
     lambda f: f"I'd like to book {f.said('what')}"),
    (rf"(?:(?:das|den|ihn|es|ihn|den termin) )?(?:um )?{_DURATION} (?:vorziehen|vorverlegen|fruher legen|"
     r"nach vorne (?:verschieben|legen|ziehen)|fruher machen)", lambda f: f"move it {_duration(f)} earlier"),
    (rf"(?:(?:das|den|ihn|es|den termin) )?(?:um )?{_DURATION} (?:nach hinten (?:verschieben|legen)|spater legen|"
     r"spater machen|verschieben|schieben)", lambda f: f"push it back {_duration(f)}"),
    (rf"{_DURATION} (?P<w>spater|fruher)",
     lambda f: f"{_duration(f)} {'later' if f['w'] == 'spater' else 'earlier'}"),
    (r"(?:ich )?(?:stehe|stecke) im stau", "I'm stuck in traffic"), (r"verspatung", "running late"),
    (r"(?:uber)?nachste woche (?P<wd>montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)",
     lambda f: f"{_WEEKDAYS[f['wd']]} next week"),
    (r"in (?:zwei|2) wochen|ubernachste woche", "in two weeks"), (r"in (?:drei|3) wochen", "in three weeks"),
    (r"(?:die |der )?nachste(?:n)? woche|kommende(?:n)? woche", "next week"), (r"diese(?:r)? woche", "this week"),
    (r"(?:zur |um die |die )?(?:gleiche|selbe|gleichen|selben) (?:uhrzeit|zeit)", "at the same time"),
    (r"so fruh wie moglich|moglichst fruh|fruhestmoglich|den fruhesten termin", "as early as possible"),
    (r"so spat wie moglich|moglichst spat|den letzten termin|der letzte termin", "the latest you have"),
    (r"(?:gleich |ganz )?(?:morgens als erstes|als erstes am morgen|gleich morgens|ganz fruh am morgen|"
     r"gleich (?:um|nach) (?:der )?offnung)", "first thing in the morning"),
    (r"(?:geht (?:es|das) auch|haben sie (?:auch )?(?:was|etwas)|gibt es (?:auch )?(?:was|etwas)|noch) "
     r"(?:etwas |ein bisschen |ein wenig )?(?P<w>fruher|spater)",
     lambda f: f"anything {'earlier' if f['w'] == 'fruher' else 'later'}"),
    (r"(?:etwas|ein bisschen|ein wenig) (?P<w>fruher|spater)",
     lambda f: f"anything {'earlier' if f['w'] == 'fruher' else 'later'}"),
    (r"(?:direkt|gleich|sofort) (?:danach|im anschluss|hinterher)|im anschluss", "right after"),
    (r"keine?r? (?:davon|der termine)(?: passt(?: mir)?)?|keiner passt|nichts davon|das passt (?:alles )?nicht",
     "none of those"),
    # Wants.
    (r"(?:ich )?(?:muss|mochte|will|wurde gern) (?P<what>[^,.;!?]{0,50}?)(?:absagen|stornieren)",
     lambda f: f"I need to cancel {f.said('what')}"),
    (r"(?:konnen|konnten) (?:wir|sie) (?:den|das|ihn|es) (?P<rest>[^,.;!?]{0,40}?)(?:verschieben|verlegen)",
     lambda f: f"can you move it {f.said('rest')}"),
    # "Kann ich meinen Termin morgen auf Samstag verschieben?", "Können Sie meinen Termin vom Freitag verlegen?"
    (r"(?:kann|konnte|darf) ich (?P<what>[^,.;!?]{0,50}?)(?:verschieben|verlegen|umbuchen)",
     lambda f: f"can I move {f.said('what')}"),
    (r"(?:konnen|konnten) (?:wir|sie) (?P<what>(?:meinen|unseren|meine) [^,.;!?]{0,50}?)(?:verschieben|verlegen|"
     r"umbuchen)", lambda f: f"can you move {f.said('what')}"),
    (r"\bvom (?=montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|\d)", "from "),
    (r"(?:ich )?(?:muss|mochte|will|wurde gern) (?P<what>[^,.;!?]{0,40}?)(?:verschieben|verlegen|umbuchen)",
     lambda f: f"I'd like to move {f.said('what')}"),
    (r"(?:kann man |konnen sie |nehmen sie |darf man )?(?:auch )?ohne termin(?: (?:kommen|vorbeikommen|dran))?",
     "do you take walk-ins"),
    (r"wenn (?:es )?moglich|wenn es geht|wenn moglich", "if possible"),
    # "Ich habe am Freitag einen Färbetermin": one the caller holds, not one to book.
    (r"(?P<pre>ich (?:habe|hab|hatte) [^.?!]{0,40}?)(?:einen|den) (?P<s>farbe|farben|haarschnitt|schneide|fohn|bart)"
     r"termin", lambda f: f"{f.said('pre')}my {_SERVICE_STEMS[f['s']]} appointment"),
    (r"(?:einen )?termin (?:machen|vereinbaren|buchen|ausmachen|haben)", "book an appointment"),
    (r"(?P<like>(?:ich )?hatte gerne? |ich mochte(?: gerne?)? |ich wurde gerne? |ich brauche |ich brauchte )?"
     r"(?:einen |ein )?termin (?P<what>[^,.;!?]{1,40}?) (?:machen|vereinbaren|buchen|ausmachen)(?=\W|$)",
     lambda f: f"{'I would like to ' if f['like'] else ''}book an appointment {f.said('what')}"),
    (r"(?:meinen|unseren) termin", "my appointment"), (r"(?:einen|den|ein) termin|termine?", "an appointment"),
    (r"(?P<s>farbe|farbe|farben|haarschnitt|schneide|fohn|bart)termin",
     lambda f: f"{_SERVICE_STEMS[f['s']]} appointment"),
    (r"(?:bitte )?(?:beides|beide|die beiden) buchen(?: bitte)?|buchen sie (?:bitte )?beide(?:s)?", "book both"),
    (r"(?:bitte )?(?:buchen|eintragen|reservieren)(?: sie)?(?: (?:das|es|mich|mir))?(?: bitte)?|"
     r"tragen sie (?:mich|es|das) (?:bitte )?ein", "please book it"),
    (r"(?:bitte )?(?:stornieren|absagen)(?: sie)?(?: (?:das|ihn|es))?(?: bitte)?", "cancel it"),
    (r"verschieben sie (?:bitte )?(?:den|das|ihn|es)", "move that one"), (r"den (?=um )", "the one "),
    (r"verschieben|verlegen|umbuchen", "move"),
    (r"(?:ich )?(?:melde mich|rufe)(?: (?:spater|nochmal|noch einmal|wieder|dann))+(?: (?:an|zuruck|wieder))?|"
     r"ich melde mich(?: wieder)?", "I'll call back later"),
    (r"ruf(?:en)? sie mich (?P<rest>.{0,60}?)zuruck", lambda f: f"call me back {f.said('rest')}"),
    (r"(?:soll )?mich (?:bitte )?(?:jemand )?(?P<rest>.{0,60}?)zuruckrufen",
     lambda f: f"call me back {f.said('rest')}"),
    (r"(?:bitte )?(?:um )?(?:einen )?ruckruf|zuruckrufen|ruckrufen", "call me back"),
    (r"(?:eine )?nachricht hinterlassen", "leave a message"),
    (rf"(?:verbinden sie mich (?:bitte )?mit {_SOMEONE}|"
     rf"(?:(?:kann|konnte|mochte|will|darf) ich|ich (?:mochte|will|wurde gerne?|muss|hatte gerne?))? (?:bitte )?"
     rf"(?:(?:gerne?|personlich|kurz|mal) )*mit {_SOMEONE}(?: (?:aus dem|vom) (?:salon|team))? "
     r"(?:sprechen|reden|verbunden werden)|"
     rf"(?:ich (?:brauche|hatte gerne?|mochte|will) )?(?:bitte )?(?:einen (?:echten )?menschen|einen mitarbeiter|"
     r"eine mitarbeiterin|jemanden (?:vom|aus dem) (?:salon|team))(?: (?:am apparat|am telefon))?)",
     "I want to speak to a person"),
    (r"(?:(?:konnen|konnten|wurden|wurdest|kannst) (?:sie|du) |(?:verbinden|stellen) sie )?mich (?:bitte )?"
     r"(?:mal |einfach )?(?:(?:mit|zu|an) (?P<who>[\w ]{1,30}?) )?(?:verbinden|durchstellen|weiterleiten|"
     r"weiterverbinden|durch)\b|verbinden sie mich(?: bitte)?(?: mit (?P<who2>[\w ]{1,30}?))?(?=[,.!?]|$)",
     lambda f: f"put me through to {_someone(f.said('who') or f.said('who2'))}"),
    (r"(?:ich mochte |ich will )?(?:bitte )?mit (?P<n>\w+) sprechen", r"I want to speak to \g<n>"),
    (r"auf wiederhoren|auf wiedersehen|wiederhoren|tschuss|tschau|ciao|bis dann|bis gleich|bis bald|"
     r"(?:einen )?schonen (?:tag|abend|nachmittag)(?: noch)?|schones wochenende|gute nacht|das war's|das wars",
     "goodbye"),
    (r"(?:^|(?<=[,.!] ))bis (?P<wd>morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag)\W*$",
     lambda f: f"see you {f.said('wd')}"),
    (r"(?:ich )?hatte gerne?|ich mochte(?: gerne?)?|ich wurde gerne?|ich will|ich brauche|ich brauchte",
     "I'd like"),
    # Questions.
    (r"(?:(?:was|wie) sind )?(?:ihre |die )?offnungszeiten|wann haben sie (?:geoffnet|offen|auf)|"
     r"wie lange haben sie (?P<w>.{0,20}?)"
     r"(?:auf|geoffnet|offen)|bis wann haben sie (?P<v>.{0,20}?)(?:auf|geoffnet|offen)",
     lambda f: f"what are your hours {f.said('w') or f.said('v')}"),
    (r"(?:haben|sind) sie (?P<w>.{0,20}?)(?:geoffnet|offen|auf)", lambda f: f"are you open {f.said('w')}"),
    (r"(?:was|wie ?viel) (?:kostet|kosten)(?: bei ihnen)?(?: denn)?(?: (?:ein|eine|einen|der|die|das))?|"
     r"(?:was ist der )?preis (?:fur|von)(?: (?:ein|eine|einen))?", "how much is a"),
    (r"wo (?:sind sie|ist der salon|befinden sie sich|finde ich sie|liegt der salon)|wie komme ich zu ihnen",
     "where are you"),
    (r"(?:wie ist |was ist )?(?:ihre|die) adresse", "what's your address"),
    (r"welche (?:leistungen|dienstleistungen|behandlungen)(?: (?:bieten sie(?: an)?|haben sie))?|"
     r"was bieten sie (?:alles )?an", "what services do you offer"),
    (r"wer arbeitet(?: denn)?", "who works"),
    (r"ist (?P<n>\w+) (?P<w>(?:am \w+|heute|morgen|\w+s) )?(?:da|im salon|hier|da am \w+)",
     lambda f: f"is {f.said('n')} in {f.said('w')}"),
    (r"wer macht(?: bei ihnen)?(?: denn)?(?: die| den| das)?", "who does"),
    (r"(?:gibt es|haben sie)(?: bei ihnen)?(?: (?:in der nahe|in der nahe des salons|beim salon))? "
     r"(?:einen |eine )?(?:parkplatz|parkplatze|parkmoglichkeiten?|parkhaus)(?: in der nahe)?|"
     r"(?:wo|kann man) (?:kann man )?parken", "do you have parking"),
    (r"bei ihnen", "here"),
    # Answers and corrections.
    (r"nein,? danke|nein,? nicht notig|nein,? keine nachricht notig|keine nachricht notig", "no thanks"),
    (r"ja,? (?:bitte|gerne?)|ja gern", "yes please"),
    (r"(?:ich )?weiss (?:ich )?nicht|keine ahnung|(?:ich )?bin mir nicht sicher|nicht sicher", "I'm not sure"),
    (r"(?:das )?passt(?: mir)?(?: gut| super| perfekt| prima)?|das geht|geht das|geht klar|in ordnung|alles klar|"
     r"einverstanden", "that works"),
    (r"(?:ja,? )?genau(?: so)?|richtig|stimmt|korrekt|das stimmt", "exactly"),
    (r"perfekt|ideal|wunderbar|super|prima|toll|klasse", "perfect"),
    (r"natürlich|naturlich|selbstverstandlich|klar|sicher", "of course"),
    (r"das eilt nicht|(?:es ist )?nicht dringend|keine eile|hat zeit", "there's no rush"),
    (r"(?:es ist )?(?<!nicht )dringend|eilig", "it is urgent"),
    (r"so schnell wie moglich|schnellstmoglich|moglichst schnell|sofort|umgehend", "as soon as possible"),
    (rf"(?:{_ANGER})(?:\W+(?:{_ANGER}))*", "this is so unacceptable, I'm so angry"),
    (rf"(?:{_REACTION})(?:\W+(?:und )?(?:ist )?(?:{_REACTION}))*", "allergic reaction"),
    (_RUINED, "the result is ruined, I'm unhappy"),
    (r"eigentlich|doch lieber|ach nein|oh,? moment", "actually"), (r"ich meinte|ich meine", "I meant"),
    (r"machen sie (?:bitte )?(?:lieber |doch )?(?P<t>.{1,30}?) (?:draus|daraus)",
     lambda f: f"make it {f.said('t')} instead"),
    (r"stattdessen|lieber", "instead"),
    (r"unter (?:dieser|der) nummer|diese nummer|die gleiche nummer", "this number"),
    (r"ich heirate", "for my wedding"),
    # People.
    (r"mein name ist|ich heisse|mein name", "my name is"), (r"auf den namen", "under the name"),
    (r"hier (?:ist|spricht)", "this is"), (r"(?P<b>\w+) hier", _here),
    (r"(?:er|mein sohn|mein mann|mein freund) heisst", "his name is"),
    (r"(?:sie|meine tochter|meine frau|meine freundin) heisst", "her name is"),
    (r"zu (?P<n>\w+)", lambda f: f"{'with' if f.said('n')[:1].isupper() else 'to'} {f.said('n')}"),
    (r"egal (?:bei )?wem|bei irgendwem|egal wer|wer auch immer|irgendwer|irgendjemand|keine vorliebe|egal",
     "anyone"),
]
_SERVICE_STEMS: dict[str, str] = {"farbe": "color", "farben": "color", "haarschnitt": "haircut", "schneide": "haircut",
                  "fohn": "blowout", "bart": "beard trim"}

_SERVICES = words({
    "haare schneiden": "haircut", "haareschneiden": "haircut", "haarschnitt": "haircut", "schneiden": "haircut",
    "herrenhaarschnitt": "men's haircut", "damenhaarschnitt": "women's haircut", "kinderhaarschnitt": "kids cut",
    "fohnen": "blowout", "fohnfrisur": "blowout", "fonen": "blowout", "farben": "color", "haarfarbe": "color",
    "farbe": "color", "coloration": "color", "strahnchen": "highlights", "strahnen": "highlights",
    "bartschnitt": "beard trim", "bart trimmen": "beard trim", "bart stutzen": "beard trim", "bartpflege": "beard trim",
    "bart": "beard", "rasur": "shave", "pony schneiden": "fringe trim", "pony kurzen": "fringe trim",
    "pony": "fringe trim", "manikure": "manicure", "pedikure": "pedicure", "nagel": "nails", "nagelstudio": "nails",
    "brautfrisur": "bridal hair", "hochzeitsfrisur": "bridal hair", "schwedische massage": "swedish massage",
    "tiefengewebsmassage": "deep tissue massage", "massage": "massage", "gesichtsbehandlung": "facial",
    "waxing": "wax", "haarentfernung": "wax", "augenbrauen": "brows", "wimpern": "lashes",
    "dauerwelle": "perm", "brautjungfern": "bridesmaids", "hochzeit": "wedding", "haare": "hair",
})
_PEOPLE = words({
    "meine tochter": "my daughter", "meiner tochter": "my daughter", "mein sohn": "my son", "meinen sohn": "my son",
    "meinem sohn": "my son", "meine frau": "my wife", "meiner frau": "my wife", "mein mann": "my husband",
    "meinen mann": "my husband", "meinem mann": "my husband", "meine freundin": "my girlfriend",
    "meiner freundin": "my girlfriend", "mein freund": "my boyfriend", "meinen freund": "my boyfriend",
    "meine mutter": "my mother", "meiner mutter": "my mother", "mein vater": "my father",
    "meine schwester": "my sister", "mein bruder": "my brother", "meine kinder": "my kids",
    "fur mich und": "for me and", "fur mich": "for me", "fur sie": "for her", "fur ihn": "for him",
    "wir beide": "both of us", "alle beide": "both", "beide": "both", "beides": "both",
})
_TIMES: list[tuple[str, Replacement]] = [
    (rf"{_PART_BEFORE}{_PREPOSITION}(?P<h>\d{{1,2}})[:.](?P<m>\d{{2}})(?: uhr)?{_PART}", _clock),
    (rf"{_PART_BEFORE}{_PREPOSITION}(?P<h>{_HOUR}) uhr(?: (?P<m>{_MINUTE}))?{_PART}", _clock),
    (rf"{_PART_BEFORE}{_PREPOSITION}halb (?P<h>{_HOUR}){_PART}", lambda f: _clock(f, hour_less=1, minute=30)),
    (rf"{_PART_BEFORE}{_PREPOSITION}(?:viertel|ein viertel) nach (?P<h>{_HOUR}){_PART}",
     lambda f: _clock(f, minute=15)),
    (rf"{_PART_BEFORE}{_PREPOSITION}(?:viertel vor|dreiviertel) (?P<h>{_HOUR}){_PART}",
     lambda f: _clock(f, minute=-15)),
    (rf"{_PART_BEFORE}{_PREPOSITION}(?P<ma>{_MINUTE}) (?:minuten )?nach (?P<h>{_HOUR})(?! (?:minuten|stunden|uhr))"
     rf"{_PART}", _minutes_past),
    (rf"{_PART_BEFORE}{_PREPOSITION}(?P<mb>{_MINUTE}) (?:minuten )?vor (?P<h>{_HOUR})(?! (?:minuten|stunden|uhr))"
     rf"{_PART}", _minutes_to),
    (rf"{_PART_BEFORE}(?P<prep>um|so um|gegen|so gegen|ab|nach|erst nach|bis|vor|etwa um|ungefahr um|von|auf) "
     rf"(?P<h>{_BARE_HOUR})(?! (?:minuten|stunden|tage|tagen|wochen|personen|leute|jahre|leuten))(?![:.]\d){_PART}",
     _clock),
    (r"(?:so |gegen |um )?(?:zu |am )?mittag(?:s)?|um die mittagszeit|mittagszeit", "around noon"),
    (rf"{_PREPOSITION}mitternacht", lambda f: f"{_PREPOSITIONS.get(f['prep'] or 'um', 'at')} {clock(0)}"),
]
_DAYS: list[tuple[str, Replacement]] = [
    (r"ubermorgen", "the day after tomorrow"), (r"heute abend", "this evening"), (r"heute morgen", "this morning"),
    (r"heute nachmittag", "this afternoon"), (r"heute vormittag", "this morning"), (r"heute", "today"),
    (r"guten morgen", "hello"), (r"morgen fruh", "tomorrow morning"), (r"morgen", "tomorrow"),
    (rf"(?:am )?(?:nachsten|nachster|kommenden|kommender) {_WEEKDAY}", lambda f: f"next {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?:am )?(?:diesen|dieser|diesem) {_WEEKDAY}", lambda f: f"this {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?:am )?{_WEEKDAY}(?P<p>vormittag|nachmittag|abend|morgen|mittag)",
     lambda f: f"{_WEEKDAYS[f.took('wd')]} {_PART_WORDS[f.took('p')]}"),
    (rf"(?:am |den |dem |zum )?{_DAY} (?P<mon>{alternation(_MONTHS)})",
     lambda f: f"{_day_of_month(f)} {_MONTHS[f.took('mon')]}"),
    (rf"(?:am |ab |an )?{_WEEKDAY}s", lambda f: f"on {_WEEKDAYS[f.took('wd')]}s"),
    (rf"(?:am|an|ab) {_WEEKDAY}", lambda f: f"on {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?:auf|bis) {_WEEKDAY}", lambda f: f"to {_WEEKDAYS[f.took('wd')]}"),
    (_WEEKDAY, lambda f: _WEEKDAYS[f.took("wd")]),
    offered_ordinal(_CHOICES, ("den", "der", "die", "das", "dem"), [*_MONTHS, "des", "tag", "mal"]),
    (rf"(?:am|den|dem|zum) {_DAY}", lambda f: f"the {ordinal(_day_of_month(f))}"),
    (rf"(?P<mon>{alternation(_MONTHS)})", lambda f: _MONTHS[f.took("mon")]),
    (r"guten tag", "hello"), (r"guten abend", "hello"),
    (r"(?:am )?vormittag|vormittags|(?:am )?morgen|morgens|in der fruh", "in the morning"),
    (r"(?:am )?nachmittag|nachmittags", "in the afternoon"), (r"(?:am )?abend|abends", "in the evening"),
    (r"nach der arbeit|nach feierabend", "after work"),
]
_COUNTED = {"minuten": "minutes", "personen": "people", "leute": "people", "jahre alt": "years old"}
_COUNTS: list[tuple[str, Replacement]] = [
    (rf"(?P<c>und )?ist (?P<n>{_NUMBER}) jahre alt",
     lambda f: f"{', ' if f['c'] else ''}who is {value(f.took('n'), NUMBERS)} years old"),
    (rf"(?P<n>{_NUMBER}) (?P<w>minuten|personen|leute|jahre alt)",
     lambda f: f"{value(f.took('n'), NUMBERS)} {_COUNTED[f.took('w')]}"),
    (alternation(word for word, n in NUMBERS.items() if n >= 2 and word not in ("elf", "acht")),
     lambda f: str(value(f.took(0), NUMBERS))),
]
def _someone(who: str) -> str:
    """Whom a caller asks to be put through to: a stylist by name, or anyone at the salon."""
    return who if len(who.split()) == 1 and who[:1].isupper() else "a person"


_WORDS = words({
    "warteliste": "waitlist", "wartelisten": "waitlist",
    "des monats": "of the month", "dieses monats": "of this month", "des nachsten monats": "of next month",
    "nachsten monats": "of next month",
    "hallo": "hello", "hi": "hi", "servus": "hello", "moin": "hello", "gruss gott": "hello", "ja": "yes",
    "jawohl": "yes", "jo": "yes", "nein": "no", "nee": "no", "vielen dank": "thank you", "danke schon": "thank you",
    "dankeschon": "thank you", "danke sehr": "thank you", "danke": "thank you", "bitte": "please",
    "gerne": "sure", "gern": "sure", "okay": "ok", "ok": "ok", "gut": "good", "vielleicht": "maybe",
    "entschuldigung": "sorry", "tut mir leid": "sorry", "sorry": "sorry", "moment": "wait", "also": "so",
    "dann": "then", "ach": "oh", "ah": "oh", "hm": "hmm", "ahm": "um", "ich": "I", "ich bin": "I'm",
    "ich habe": "I have", "ich hab": "I have", "haben sie": "do you have", "konnen sie": "can you",
    "konnten sie": "could you", "konnten wir": "could we", "kann ich": "can I", "ist das": "is that",
    "gebucht": "booked", "erst": "first", "danach": "then", "nicht": "not", "kein": "no", "keine": "no",
    "mit": "with", "bei": "with", "fur": "for", "und": "and", "oder": "or", "aber": "but", "auch": "also",
    "nur": "just", "noch": "still", "schon": "already", "mir": "me", "mich": "me", "mein": "my", "meine": "my",
    "meinen": "my", "ein": "a", "eine": "a", "einen": "a", "der": "the", "die": "the", "das": "the", "den": "the",
    "dem": "the", "zum": "for", "zur": "for", "uhrzeit": "time", "zeit": "time", "stunde": "hour",
    "jemand": "someone", "rechnung": "bill", "gutschein": "gift card", "angebot": "quote",
    "ich bin krank": "I am ill", "krank": "ill",
    "fruh": "early", "spat": "late", "ware": "would be", "im": "in", "konnen wir": "can we", "ist": "is",
    "auf": "to", "besser": "better", "leider": "unfortunately", "anmelden": "book", "sie": "they", "es": "it",
    "von": "from", "nach dem": "after the", "nach der": "after the", "seit": "since", "fruher": "earlier",
    "spater": "later", "frei": "free", "nummer": "number",
})

to_english = rewrites(_PHRASES, _SERVICES, _PEOPLE, _TIMES, _DAYS, _COUNTS, _WORDS)

SHARED_MARKERS: frozenset[str] = frozenset()  # German needs no word another language claims
MARKERS = word_set("""
erste ersten zweite zweiten dritte dritten
ja nein nee danke bitte hallo guten tag morgen abend nacht ich mochte hatte gern gerne brauche brauchte bin habe hab
haben sie ihnen ihr mein meine meinen mir mich termin termine uhr halb viertel nach vor bei mit und oder nicht kein
keine heute ubermorgen montag dienstag mittwoch donnerstag freitag samstag sonntag nachste nachsten woche januar
februar marz juni juli oktober dezember zwei drei vier funf sechs sieben acht neun zehn zwolf elf zwanzig dreissig
haarschnitt fohnen farben strahnchen bart bartschnitt manikure pedikure nagel pony buchen absagen stornieren
verschieben zuruckrufen ruckruf heisse heisst hier spricht genau passt stimmt tschuss wiederhoren wiedersehen vielen
schon schonen dank dankeschon naturlich klar vielleicht eigentlich lieber doch noch auch aber jetzt gleich wann wie
viel kostet wer macht arbeitet gibt ist der die dem den ein eine einen einer zum zur fur uns wir bis spater fruher
vormittag nachmittag vormittags nachmittags abends morgens mittags mittag geoffnet offen dringend wieder melde
""")

LANGUAGE = Language(code="de", name="German", markers=MARKERS, to_english=to_english)
