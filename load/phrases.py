"""How callers say things in each language of the mix, as speech recognition hands it over: lower case, no
punctuation, numbers and times as words. Days are said relative to the pinned "today" (a Tuesday), loosely."""

from dataclasses import dataclass

LANGUAGES = ("en", "es", "fr", "de")

_EN = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_ES = ("", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce")
_FR = {9: "neuf", 10: "dix", 11: "onze", 12: "midi", 13: "treize", 14: "quatorze", 15: "quinze", 16: "seize",
       17: "dix-sept", 18: "dix-huit", 19: "dix-neuf"}
_DE = {9: "neun", 10: "zehn", 11: "elf", 12: "zwölf", 13: "dreizehn", 14: "vierzehn", 15: "fünfzehn",
       16: "sechzehn", 17: "siebzehn", 18: "achtzehn", 19: "neunzehn"}
_MINUTES = {"en": {15: "fifteen", 30: "thirty", 45: "forty five"}, "es": {15: "y cuarto", 30: "y media"},
            "fr": {15: "quinze", 30: "trente", 45: "quarante-cinq"},
            "de": {15: "fünfzehn", 30: "dreißig", 45: "fünfundvierzig"}}


def _twelve(hour: int) -> int:
    return hour if hour <= 12 else hour - 12


def clock(hour: int, minute: int, code: str) -> str:
    """A time of day (on the hour, or at 15, 30 or 45 past; Spanish: 15 or 30) as a caller says it."""
    past = f" {_MINUTES[code][minute]}" if minute else ""
    if code == "es":
        article = "a la" if _twelve(hour) == 1 else "a las"
        return f"{article} {_ES[_twelve(hour)]}{past}{' de la tarde' if hour >= 13 else ''}"
    if code == "fr":
        return f"à {_FR[hour]}{'' if hour == 12 else ' heures'}{past}"
    if code == "de":
        return f"um {_DE[hour]} uhr{past}"
    return f"at {_EN[_twelve(hour)]}{past}"


# Days after "today" (a Tuesday): tomorrow, Thursday, Friday, Saturday.
DAYS = {"en": {1: "tomorrow", 2: "on thursday", 3: "this friday", 4: "saturday"},
        "es": {1: "mañana", 2: "el jueves", 3: "este viernes", 4: "el sábado"},
        "fr": {1: "demain", 2: "jeudi", 3: "ce vendredi", 4: "samedi"},
        "de": {1: "morgen", 2: "am donnerstag", 3: "diesen freitag", 4: "am samstag"}}

SERVICES = {"haircut": {"en": "haircut", "es": "corte de pelo", "fr": "coupe", "de": "haarschnitt"},
            "beard-trim": {"en": "beard trim", "es": "arreglo de barba", "fr": "taille de barbe",
                           "de": "bartschnitt"},
            "manicure": {"en": "manicure", "es": "manicura", "fr": "manucure", "de": "maniküre"}}


def when(day: int, hour: int, minute: int, code: str) -> str:
    return f"{DAYS[code][day]} {clock(hour, minute, code)}"


@dataclass(frozen=True)
class Words:
    """One language's caller lines; {name}, {service}, {staff}, {when} filled in per call."""

    book: str
    move: str
    cancel: str
    message: str
    questions: tuple[str, ...]  # a price, the hours, the address
    correction: str  # said instead of yes when first asked to confirm: "actually make it {when}"
    yes: str
    first_one: str
    reason: str
    best_time: str
    goodbye: str


WORDS = {
    "en": Words(
        book="hi my name is {name} id like a {service} with {staff} {when}",
        move="hey its {name} i need to move my appointment to {when}",
        cancel="hi my name is {name} i have to cancel my appointment",
        message="hi my name is {name} can someone call me back about a wedding",
        questions=("hi um how much is a {service}", "and what time do you close on saturday",
                   "where are you located exactly"),
        correction="oh sorry actually make it {when}", yes="yes please", first_one="the first one please",
        reason="its about hair for a wedding", best_time="any time after five", goodbye="no thats all thanks bye"),
    "es": Words(
        book="hola me llamo {name} quería un {service} con {staff} {when}",
        move="hola soy {name} necesito cambiar mi cita para {when}",
        cancel="hola me llamo {name} tengo que cancelar mi cita",
        message="hola me llamo {name} quería que me llamen por una boda",
        questions=("hola cuánto cuesta {service}", "y a qué hora cierran el sábado", "dónde están ubicados"),
        correction="perdón mejor {when}", yes="sí por favor", first_one="la primera por favor",
        reason="es por el peinado de una boda", best_time="por la tarde después de las cinco",
        goodbye="no eso es todo gracias adiós"),
    "fr": Words(
        book="bonjour je m'appelle {name} je voudrais une {service} avec {staff} {when}",
        move="bonjour c'est {name} je voudrais déplacer mon rendez-vous à {when}",
        cancel="bonjour je m'appelle {name} je dois annuler mon rendez-vous",
        message="bonjour je m'appelle {name} est-ce que quelqu'un peut me rappeler pour un mariage",
        questions=("bonjour combien coûte {service}", "et vous fermez à quelle heure samedi",
                   "vous êtes où exactement"),
        correction="pardon plutôt {when}", yes="oui s'il vous plaît", first_one="le premier s'il vous plaît",
        reason="c'est pour une coiffure de mariage", best_time="après dix-sept heures",
        goodbye="non c'est tout merci au revoir"),
    "de": Words(
        book="hallo mein name ist {name} ich hätte gern einen {service} bei {staff} {when}",
        move="hallo hier ist {name} ich muss meinen termin auf {when} verschieben",
        cancel="hallo mein name ist {name} ich muss meinen termin absagen",
        message="hallo mein name ist {name} kann mich jemand wegen einer hochzeit zurückrufen",
        questions=("hallo was kostet {service}", "und wann schließen sie am samstag", "wo sind sie genau"),
        correction="ach nein lieber {when}", yes="ja bitte", first_one="den ersten bitte",
        reason="es geht um eine hochzeitsfrisur", best_time="nach siebzehn uhr", goodbye="nein das wars danke tschüss"),
}
