"""Word lists the simulator reads callers with, in English and Spanish, and the text folding they are written for:
lowercase, no accents, no apostrophes ("Mañana" -> "manana", "that's" -> "thats")."""

import re
import unicodedata
from collections.abc import Iterable
from typing import Literal

Lang = Literal["en", "es"]

_APOSTROPHES = re.compile("['\u2019\u2018`\u00b4]")
_MERIDIEM = re.compile(r"\b([ap])\. ?m\b\.?")
# Punctuation goes, except inside "3:30", "10.30", "12/3" and "2026-12-03".
_WORD = re.compile("[^\\W_]+(?:['\u2019-][^\\W_]+)*")
_PUNCTUATION = re.compile(r"[^a-z0-9ñ\s]")
_PUNCTUATION_BUT_CLOCKS = re.compile(r"(?!(?<=\d)[:./-](?=\d))[^a-z0-9ñ\s]")


def fold(text: str, *, keep_enye: bool = False) -> str:
    """Lowercase, accents dropped: "María" -> "maria"; "uñas" -> "unas", or "uñas" with keep_enye."""
    text = (text or "").lower()
    if keep_enye:
        text = text.replace("ñ", "\0")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return text.replace("\0", "ñ") if keep_enye else text


def normalize(text: str, *, keep_clocks: bool = False, keep_enye: bool = False) -> str:
    """Lowercase, accents folded, punctuation removed, whitespace collapsed: "¿Mañana, a las 3 p.m.?" ->
    "manana a las 3 pm". keep_clocks keeps "3:30", "10.30", "12/3" and "2026-12-03" whole."""
    text = _APOSTROPHES.sub("", fold(text, keep_enye=keep_enye))
    text = _MERIDIEM.sub(r"\1m", text)
    text = (_PUNCTUATION_BUT_CLOCKS if keep_clocks else _PUNCTUATION).sub(" ", text)
    return " ".join(text.split())


def words_of(text: str) -> list[tuple[str, str]]:
    """Each word as said and folded: "It's María" -> [("It's", "its"), ("María", "maria")]."""
    return [(raw, _APOSTROPHES.sub("", fold(raw))) for raw in _WORD.findall(text or "")]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def alternation(words: Iterable[str]) -> str:
    """A regex alternative of the words, longest first so "twenty five" wins over "twenty"."""
    return "|".join(re.escape(word) for word in sorted(set(words), key=len, reverse=True))


HOURS_EN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "eleven": 11, "twelve": 12}
HOURS_ES = {"una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
            "nueve": 9, "diez": 10, "once": 11, "doce": 12}
MINUTES_EN = {"oh five": 5, "o five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty five": 25, "thirty": 30,
              "thirty five": 35, "forty": 40, "forty five": 45, "fifty": 50, "fifty five": 55}
MINUTES_ES = {"cinco": 5, "diez": 10, "cuarto": 15, "veinte": 20, "veinticinco": 25, "media": 30}
# Said after "las" only ("a las diecisiete treinta"): alone they are counts, ages, days of the month.
HOURS_ES_24 = {"trece": 13, "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18,
               "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintiuna": 21, "veintidos": 22, "veintitres": 23}
MINUTES_ES_WORDS = {**MINUTES_ES, "quince": 15, "treinta": 30, "treinta y cinco": 35, "cuarenta": 40,
                    "cuarenta y cinco": 45, "cincuenta": 50, "cincuenta y cinco": 55}

WEEKDAYS_EN = {"monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2, "thursday": 3,
               "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6}
WEEKDAYS_ES = {"lunes": 0, "martes": 1, "miercoles": 2, "jueves": 3, "viernes": 4, "sabado": 5, "domingo": 6}
MONTHS_EN = {"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
             "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
             "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12}
MONTHS_ES = {"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
             "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12}
# Said before a month only: "December third", "the first of May", "el primero de mayo".
DAY_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
                "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
                "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "primero": 1}

# Digits said one by one, as callers give phone numbers.
DIGITS = {"zero": 0, "oh": 0, "o": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "cero": 0, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
          "seis": 6, "siete": 7, "ocho": 8, "nueve": 9}
TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
         "seventeen": 17, "eighteen": 18, "nineteen": 19, "diez": 10, "once": 11, "doce": 12, "trece": 13,
         "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19,
         "veinte": 20, "veintiuno": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24, "veinticinco": 25,
         "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
        "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90}

# Words that mark a turn as one language or the other (folded). Words both languages use ("no", "a", "me") are in
# neither.
MARKERS_ES = _words("""
el la los las del de que por para con una un es esta estan estoy soy quiero quisiera queria necesito puedo puede
tengo tiene tienen cita citas hola gracias favor manana tarde noche hoy si mi mis yo usted ustedes buenos buenas dias
lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto septiembre
octubre noviembre diciembre hacer corte pelo cabello cuanto cuesta donde horario abren cierran nada mas todo eso esto
bien vale claro llamo nombre numero telefono adios hasta luego chao pasado proximo viene dos tres cuatro cinco
seis siete ocho nueve diez doce cuarto menos mediodia cualquiera quien igual perfecto correcto acuerdo
reservar cancelar cambiar mover mensaje llamen lo le se y pero como cuando porque muy tambien aqui alguien
barba tinte mechas ayuda hablar servicios precio precios direccion
""")
MARKERS_EN = _words("""
the i im id ill ive my is its it you your youre to at for with please thanks thank hello hi hey yes yeah yep nope
want like would could can appointment tomorrow today tonight morning afternoon evening what when where how do does
have book booking haircut name number this that thats and or of on in be are sure great perfect correct right next
one two three four five six seven eight nine ten eleven twelve monday tuesday wednesday thursday friday saturday
sunday january february march april june july august september october november december time open hours price
cost much cancel reschedule bye goodbye good need get there here just call back speak someone about anything works
sounds oclock half quarter past noon
""")

# Words a caller's name never contains (folded). Also the numbers, days, months and service words above and below.
NOT_NAME = _words("""
a an the and or but of to at in on for with from by about as is are was be been am im i id ill ive me my mine you
your yours we our us he she it its they them this that thats these those there here what when where who whom why
how which do does did done have has had can could would should will shall may might must want wanted like need
needed get got make book booking booked appointment appointments schedule reschedule cancel move change time times
today tomorrow tonight morning afternoon evening night noon midday day days week weekend next last this please
thanks thank thankyou yes yeah yep yup sure ok okay alright right correct perfect great good fine nice cool awesome
no nope nah not never nothing else all just only also too very really so then well um uh er hmm oh hi hello hey
bye goodbye sorry calling looking wondering trying hoping interested available free busy ready new back again still
actually maybe probably help open close closed hours hour minute minutes price prices cost much many how
address located location directions where services service offer staff stylist stylists anyone anybody someone
somebody whoever preference matter number phone cell mobile call message speak talk owner manager person works
work sounds first second third last one else ridiculous crazy terrible awful horrible unacceptable unbelievable
urgent important private personal complicated confusing frustrating annoying weird strange impossible everything
everyone everybody nobody sick ill unwell late early home away married engaged pregnant tired unhappy happy upset
angry worried afraid disappointed glad pleased lost stuck coming going getting leaving waiting
muy mas tan
el la los las un una unos de del que por para con sin en y o u pero si no es son soy eres esta estoy estan ser
me mi mis te tu tus su sus se le lo nos yo usted ustedes ella ellos quiero quisiera queria necesito puedo puede
tengo tiene tienen hacer cita citas reservar cancelar cambiar mover hora horas hoy manana tarde noche mediodia
semana dia dias gracias favor hola buenos buenas adios chao hasta luego vale claro bueno bien perfecto correcto
acuerdo dale listo nada mas todo eso esto aqui alli llamo llamando nombre numero telefono mensaje hablar alguien
cualquiera quien sea igual importa cuanto cuesta precio donde direccion horario abren cierran servicios llamada
""")

# A Spanish caller's service words, in the English the salon's services are usually named with. Keys are matched
# with ñ kept ("uñas" is nails, "unas" is "some").
SERVICE_WORDS_ES = {
    "cortarme el flequillo": "fringe trim", "cortar el flequillo": "fringe trim", "el flequillo": "fringe trim",
    "flequillo": "fringe trim", "brushing": "blowout", "masaje sueco": "swedish massage", "sueco": "swedish",
    "masaje descontracturante": "deep tissue massage", "tejido profundo": "deep tissue", "profundo": "deep tissue",
    "peinado de novia": "bridal hair", "novia": "bridal", "corte infantil": "kids cut", "corte de niño": "kids cut",
    "corte de pelo": "haircut", "corte de cabello": "haircut", "cortarme el pelo": "haircut",
    "cortar el pelo": "haircut", "cortarme": "haircut", "cortar": "haircut", "corte": "haircut", "pelo": "hair",
    "cabello": "hair", "color": "color", "coloracion": "color", "tinte": "color", "tintura": "color",
    "mechas": "highlights", "reflejos": "highlights", "luces": "highlights", "manicura": "manicure",
    "manicure": "manicure", "pedicura": "pedicure", "pedicure": "pedicure", "uñas de gel": "gel nails",
    "unas de gel": "gel nails", "uñas": "nails", "gel": "gel", "recorte de barba": "beard trim",
    "arreglo de barba": "beard trim", "perfilado de barba": "beard trim", "barba": "beard", "afeitado": "shave",
    "afeitar": "shave", "rasurado": "shave", "masajes": "massage", "masaje": "massage", "faciales": "facial",
    "limpieza facial": "facial", "facial": "facial", "peinado": "blowout", "secado": "blowout",
    "depilacion": "wax", "depilar": "wax", "cera": "wax", "cejas": "brows", "pestañas": "lashes",
    "pestanas": "lashes", "tratamiento": "treatment", "alisado": "keratin straightening", "permanente": "perm",
    "caballeros": "men", "caballero": "men", "hombres": "men", "hombre": "men", "damas": "women", "dama": "women",
    "mujeres": "women", "mujer": "women", "niños": "kid", "niño": "kid", "niñas": "kid", "niña": "kid",
    "infantil": "kid",
}
# Ways of saying one service in two words, or in two ways.
SERVICE_PHRASES = {"hair cut": "haircut", "blow dry": "blowout", "blow out": "blowout", "hi lights": "highlights",
                   "eye brows": "brows", "eye lashes": "lashes"}
# English spellings of one service word, folded to one: "colour" is "color", "gents" are "men".
SERVICE_SPELLINGS = {
    "colour": "color", "colours": "color", "coloring": "color", "colouring": "color", "colored": "color",
    "coloured": "color", "cut": "haircut", "cuts": "haircut", "trimmed": "trim", "highlight": "highlights",
    "haircuts": "haircut", "trims": "trim", "womens": "women", "woman": "women", "ladies": "women",
    "ladys": "women", "lady": "women", "mens": "men", "man": "men", "gents": "men", "gentlemens": "men",
    "gentlemen": "men", "male": "men", "female": "women", "kids": "kid", "childrens": "kid", "children": "kid",
    "child": "kid", "childs": "kid", "boys": "kid", "girls": "kid", "waxing": "wax", "blowdry": "blowout",
    "mani": "manicure", "pedi": "pedicure", "eyebrows": "brows", "eyebrow": "brows", "brow": "brows",
    "eyelashes": "lashes", "lash": "lashes", "nail": "nails", "hilights": "highlights",
}
# Words that describe a service without naming one: "a women's" alone is not "Women's Haircut".
SERVICE_GENERIC = _words("""
women men kid hair full half partial short long basic deluxe express signature classic add on new client adult
senior student mini regular standard premium luxury simple quick extra and with the a de del la con y for treatment
""")
# Service words that name a service even when they are not the name's last word: "gel" for "Gel Manicure".
SERVICE_VOCABULARY = _words("""
haircut color highlights balayage ombre manicure pedicure nails gel acrylic dip shellac beard trim shave massage
facial blowout wax brows lashes keratin straightening perm tint lowlights toner gloss glaze bleach extensions
updo braids fade lineup microblading threading
""")
