"""French callers, read through English: "Bonjour, c'est Léa Martin, une coupe demain à quinze heures" -> "hello,
this is Léa Martin, a haircut tomorrow at 15:00"."""

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

_UNITS = {"zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
          "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
          "seize": 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19}
_TENS = {"vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50}
NUMBERS = numbers(_UNITS, _TENS, lambda ten, unit, n: [f"{ten} et {unit}"] if n == 1 else [f"{ten}-{unit}",
                                                                                           f"{ten} {unit}"])
_NUMBER = rf"\d{{1,2}}|{alternation(NUMBERS)}"
_HOUR = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if n <= 24)}"
# An hour said in words with no "heures" after it, from 8 on ("vers dix-huit"): "à deux", "à trois" are as many people.
_EVENING_HOUR = alternation(word for word, n in NUMBERS.items() if 8 <= n <= 23)
_PREPOSITIONS = {"a": "at", "vers": "around", "sur les coups de": "around", "aux alentours de": "around",
                 "apres": "after", "avant": "before", "jusqu'a": "until", "des": "from",
                 "a partir de": "from", "pour": "at", "entre": "between", "et": "and", "ou": "or"}
_PREPOSITION = rf"(?:(?P<prep>{alternation(_PREPOSITIONS)}) )?"
_PARTS = {"du matin": "am", "de l'apres-midi": "pm", "de l'aprem": "pm", "du soir": "pm", "de la nuit": "am"}
_PART = rf"(?: (?P<part>{alternation(_PARTS)}))?"
_WEEKDAYS = {"lundi": "monday", "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday",
             "vendredi": "friday", "samedi": "saturday", "dimanche": "sunday"}
_WEEKDAY = rf"(?P<wd>{alternation(_WEEKDAYS)})s?"
_MONTHS = {"janvier": "january", "fevrier": "february", "mars": "march", "avril": "april", "mai": "may",
           "juin": "june", "juillet": "july", "aout": "august", "septembre": "september", "octobre": "october",
           "novembre": "november", "decembre": "december"}
# Said on their own, they pick among the times offered: "le premier", "la deuxième".
_ORDINALS = {"premier": "first", "premiere": "first", "1er": "first", "1ere": "first", "deuxieme": "second",
             "second": "second", "seconde": "second", "troisieme": "third", "quatrieme": "fourth",
             "cinquieme": "fifth", "dernier": "last", "derniere": "last"}
_DAY = rf"(?P<d>\d{{1,2}}|premier|1er|{alternation(word for word, n in NUMBERS.items() if 1 <= n <= 31)})"


def _hour_minute(found: Found) -> tuple[int, int]:
    hour = value(found.took("h"), NUMBERS)
    if found["m"]:
        return hour, value(found["m"], NUMBERS)
    if found["half"]:
        return hour, 30
    if found["quarter"]:
        return hour, 15
    if found["to"]:
        return hour, -15
    if found["tom"]:
        return hour, -value(found["tom"], NUMBERS)
    return hour, 0


def _clock(found: Found) -> str:
    hour, minute = _hour_minute(found)
    preposition = _PREPOSITIONS.get(found["prep"] or "a", "at")
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
    said = found.took("d")
    return 1 if said in ("premier", "1er") else value(said, NUMBERS)


def _late(found: Found) -> str:
    said = found.took("n")
    minutes = {"un quart d'heure": 15, "une demi-heure": 30, "une demi heure": 30, "une heure": 60}.get(said)
    return f"I'm running {minutes or value(said, NUMBERS)} minutes late"


def _name_after(intro: str, otherwise: str) -> Callable[[Found], str]:
    """ "c'est Léa" is a name, "c'est parfait" is not: the word after decides, by its capital."""
    return lambda found: f"{intro if found.said('n')[:1].isupper() else otherwise} {found.said('n')}"


_MINUTES = rf"(?:(?P<m>\d{{2}}|{alternation(word for word, n in NUMBERS.items() if n >= 5)})(?! minutes| personnes)" \
           rf"| et (?P<half>demie?)| et (?P<quarter>quart)| moins (?:le )?(?P<to>quart)| moins (?P<tom>{_NUMBER}))"

_ANGER = (r"(?:c'est )?(?:inadmissible|inacceptable|scandaleux|honteux|n'importe quoi)|je suis (?:furieux|furieuse|"
          r"en colere|tres mecontente?|decue?)|(?:furieux|furieuse|en colere|mecontente?)|je veux me plaindre|"
          r"une reclamation|porter plainte")
_REACTION = (r"(?:ma|la) peau (?:me )?brule|(?:le |mon )?cuir chevelu (?:me )?brule|ca (?:me )?brule|ca (?:me )?gratte|"
             r"(?:une )?reaction(?: allergique)?|(?:une )?allergie|des rougeurs|(?:c'est |tout )?gonfle(?:e)?|"
             r"des demangeaisons|des plaques|des boutons")

# Whole requests, questions and answers, said in a few set ways: read before their words are.
_RUINED = (r"(?:c'est|elle est|ils sont|mes cheveux sont|c'est devenu|c'est ressorti|ca a vire au) (?:devenue? |"
           r"tout )?(?:orange|vert|verte|jaune|cuivre)|(?:c'est )?(?:rate|gache|abime|abimee|bousille)|"
           r"(?:le resultat|la couleur) (?:est )?(?:horrible|affreu\w+|catastrophique)")

_PHRASES = [
    greeting_then_name(("oui bonjour", "bonjour", "bonsoir", "salut", "allo")),
    relation_then_name(("ma fille", "ma femme", "ma copine", "ma compagne", "ma mere", "ma soeur", "ma petite amie"),
                       ("mon fils", "mon mari", "mon copain", "mon compagnon", "mon pere", "mon frere")),
    (r"(?:je vous |je )?(?:rappellerai|rappelle plus tard|vais rappeler|recontacterai)(?: plus tard)?",
     "I'll call back later"),
    # Durations and shifts, before "une heure" is read as one o'clock.
    (r"(?P<like>(?:je voudrais|j'aimerais|je souhaiterais|je veux|(?:je |vous )?(?:peux|pourrais|pouvez|pourriez)"
     r"(?:-vous| vous)?) )?(?:(?:la|le) |l')?(?P<verb>repousser|decaler|retarder|reculer)"
     r"(?: (?P<what>(?:mon|ma|le|la|l'|notre)\s?[\w-]+(?: (?:de|d'|du)\s?[\w-]+){0,2}))? "
     r"(?:d'|de )(?P<n>une heure|une demi[- ]heure|\d+ minutes|un quart d'heure|deux heures)"
     r"(?: (?:plus (?P<sense>tard|tot)|en arriere|en avant))?",
     lambda f: _asking(f["like"])
               + (f"move {f.said('what') or 'it'} {_DURATIONS.get(f['n'], f['n'])} earlier" if f["sense"] == "tot"
                  else f"push {f.said('what') or 'it'} back {_DURATIONS.get(f['n'], f['n'])}")),
    (r"(?:avancer)(?: (?P<what>(?:mon|ma|le|la|l')\s?\w+(?: (?:de|d')\s?\w+)?))? "
     r"(?:d'|de )(?P<n>une heure|une demi-heure|\d+ minutes|un quart d'heure)",
     lambda f: f"move {f.said('what') or 'it'} {_DURATIONS.get(f['n'], f['n'])} earlier"),
    (r"(?:j'aurai|je vais avoir|je vais arriver avec|j'arrive avec|j'ai|avec|environ) (?:environ )?"
     rf"(?P<n>un quart d'heure|une demi[- ]heure|une heure|{_NUMBER})(?: minutes?)? (?:de retard|en retard)", _late),
    (rf"(?P<n>un quart d'heure|une demi[- ]heure|{_NUMBER})(?: minutes?)? de retard", _late),
    (r"je (?:suis|serai|vais etre) (?:un peu |legerement )?en retard", "I'll be late"),
    (r"je (?:suis|serai) (?:coince|coincee|bloque|bloquee) dans (?:les bouchons|la circulation|le trafic)",
     "I'm stuck in traffic"),
    (r"(?:une|1) heure plus tard", "an hour later"), (r"(?:une|1) heure plus tot", "an hour earlier"),
    (rf"(?P<n>{_NUMBER}) minutes plus (?P<w>tard|tot)",
     lambda f: f"{value(f['n'], NUMBERS)} minutes {'later' if f['w'] == 'tard' else 'earlier'}"),
    (r"une demi[- ]heure", "30 minutes"), (r"un quart d'heure", "15 minutes"), (r"(?:d'|de )une heure", "an hour"),
    (r"dans une heure", "in an hour"),
    (r"(?:dans|d'ici) (?:deux|2) semaines|dans quinze jours", "in two weeks"),
    (r"(?:dans|d'ici) (?:trois|3) semaines", "in three weeks"),
    (r"(?:la )?semaine prochaine|la semaine d'apres", "next week"), (r"cette semaine", "this week"),
    (r"(?:a )?la meme heure|meme heure|meme horaire", "at the same time"),
    (r"le plus tot possible|au plus tot|des que possible le matin", "as early as possible"),
    (r"le plus tard possible|au plus tard possible|le dernier creneau|la derniere heure", "the latest you have"),
    (r"(?:a la |en )?premiere heure|(?:tot le matin|en debut de matinee|des l'ouverture)",
     "first thing in the morning"),
    (r"(?:en )?fin de matinee", "late in the morning"), (r"(?:en )?debut d'apres[- ]midi", "early in the afternoon"),
    (r"(?:en )?fin d'apres[- ]midi|(?:en )?fin de journee|en soiree", "in the evening"),
    (r"(?:est-ce que )?vous (?:n'auriez|n'avez|auriez|avez) (?:pas |rien )?"
     r"(?:quelque chose |un creneau |un peu |rien )?"
     r"(?:de )?plus (?P<w>tot|tard)", lambda f: f"anything {'earlier' if f['w'] == 'tot' else 'later'}"),
    (r"(?:quelque chose|un peu|rien|un creneau) (?:de )?plus (?P<w>tot|tard)",
     lambda f: f"anything {'earlier' if f['w'] == 'tot' else 'later'}"),
    (r"plus tot", "earlier"), (r"plus tard", "later"),
    (r"(?:juste|tout de suite|directement) (?:apres|a la suite|dans la foulee)|dans la foulee", "right after"),
    (r"aucun(?:e)? de ces (?:horaires|heures|creneaux) ne me (?:va|vont|convient|conviennent)", "none of those"),
    (r"aucun(?:e)? (?:de ces (?:horaires|heures|creneaux)|de ceux-la|de celles-la|ne me (?:va|convient))|"
     r"rien ne me (?:va|convient)|aucun ne va", "none of those"),
    (r"si possible", "if possible"),
    (r"(?:vous )?(?:prenez|acceptez)(?: les clients)? sans rendez[- ]vous", "do you take walk-ins"),
    # Wants.
    (r"sans rendez[- ]vous", "do you take walk-ins"),
    (r"(?:je voudrais|j'aimerais|je souhaiterais|je voulais|je veux|je souhaite) (?:prendre|avoir|fixer) "
     r"(?:un )?(?:rendez[- ]vous|rdv)", "I'd like to book an appointment"),
    (r"(?:prendre|fixer) (?:un )?(?:rendez[- ]vous|rdv)", "book an appointment"),
    (r"reprendre (?:un )?(?:rendez[- ]vous|rdv)", "to book again"),
    (r"je ne (?:comprends|parle) pas (?:bien |tres bien )?(?:l')?anglais", "I don't speak English"),
    (r"(?:vous )?l'avez (?:bien )?(?:reserve|note)e?", "did you book it"),
    (r"(?:il faut que je |je dois )l'annuler?", "I need to cancel it"),
    (r"reservez les deux", "book both"), (r"reservez(?= (?:le|la|les|un|une|l') )", "book"),
    (r"reservez-(?:le|la|moi|les)|reservez", "book it"), (r"annulez-(?:le|la|les)|annulez", "cancel it"),
    (r"deplacez-(?:le|la|les)|le deplacer|la deplacer", "move it"),
    (r"(?:est-ce qu'|est-ce que )?(?:on peut|peut-on|vous pouvez|pouvez-vous|vous pourriez|pourriez-vous)", "can you"),
    (r"celui (?:de|d')|celle (?:de|d')", "the one "),
    (r"(?:sur |a )?ce numero(?:-la| la)?|ce meme numero", "this number"), (r"mon numero", "my number"),
    (r"ce serait|ca serait", "that would be"), (r"disons", "let's say"), (r"chez vous", "here"),
    (r"il faut que je", "I need to"), (r"tant que je vous ai", "while I have you"),
    (r"j'avais oublie|j'ai oublie", "I forgot"), (r"je me marie", "for my wedding"),
    (r"(?:je voudrais|j'aimerais|je souhaiterais) (?:juste )?faire", "I'd like to get"),
    (rf"(?P<a>{alternation(_WEEKDAYS)}) ou (?P<b>{alternation(_WEEKDAYS)}) prochain",
     lambda f: f"next {_WEEKDAYS[f['a']]} or next {_WEEKDAYS[f['b']]}"),
    (r"(?:j'ai|j'avais) (?:un )?(?:rendez[- ]vous|rdv)", "my appointment is"),
    (r"(?:mon|notre) (?:rendez[- ]vous|rdv)", "my appointment"),
    (r"(?:un )?(?:rendez[- ]vous|rdv)", "an appointment"),
    (r"(?:vous pouvez|pouvez-vous|vous pourriez|pourriez-vous) (?:me )?(?:reserver|confirmer|le noter|la noter|noter)",
     "please book it"),
    (r"(?:rappelez[- ]moi|qu'on me rappelle|que quelqu'un me rappelle|(?:vous pouvez|pouvez-vous|vous pourriez|"
     r"pourriez-vous) me rappeler|me rappeler|me recontacter|rappelez-nous)", "call me back"),
    (r"laisser un (?:message|mot)", "leave a message"),
    (r"(?:passez[- ]moi|je voudrais parler a|j'aimerais parler a|je veux parler a|parler a|pourrais-je parler a|"
     r"est-ce que je pourrais parler a|mettez-moi en relation avec|(?:vous pouvez |pouvez-vous |pourriez-vous )?"
     r"me (?:passer|mettre en relation avec|transferer (?:a|vers))|transferez[- ]moi (?:a|vers)|passe[- ]moi) "
     r"(?:quelqu'un|une personne|un humain|un vrai humain|un employe|une employee|un membre de l'equipe|"
     r"une vraie personne|le responsable|la responsable|le gerant|la gerante|l'accueil|la reception)"
     r"(?: du salon)?", "I want to speak to a person"),
    (r"(?:je voudrais|j'aimerais|je veux) parler a (?P<n>\w+)", r"I want to speak to \g<n>"),
    (r"au revoir|bonne (?:journee|soiree|fin de journee|nuit)|bon (?:week-end|weekend|apres-midi)|a bientot|"
     r"a tout a l'heure|a plus tard|a tout de suite", "goodbye"),
    (r"(?:^|(?<=[,.!] ))a (?P<wd>demain|samedi|lundi|mardi|mercredi|jeudi|vendredi)\W*$",
     lambda f: f"see you {f.said('wd')}"),
    # Questions.
    (r"(?:quels sont |quelles sont )?vos (?:horaires|heures d'ouverture)|"
     r"(?:a )?quelle heure (?:vous )?(?:ouvrez|fermez)(?:[- ]vous)?|vous (?:ouvrez|fermez) a quelle heure|"
     r"(?:les )?horaires d'ouverture|jusqu'a quelle heure (?:vous etes ouverts?|etes-vous ouverts?)",
     "what are your hours"),
    (r"(?:est-ce que )?(?:vous etes|etes[- ]vous) ouverte?s?|c'est ouvert|vous ouvrez", "are you open"),
    (r"(?:combien (?:coute|coutent|ca coute|est|c'est|fait)|c'est combien|quel est le (?:prix|tarif) (?:d'|de|du|des)"
     r"|quels sont vos (?:prix|tarifs) pour)(?: une| un| la| le| les| l')?", "how much is a"),
    (r"(?:ou (?:etes[- ]vous|vous trouvez[- ]vous|se trouve le salon|est le salon|etes-vous situes?)|"
     r"vous etes ou|vous vous trouvez ou)(?: exactement)?", "where are you"),
    (r"(?:quelle est )?votre adresse|l'adresse", "what's your address"),
    (r"(?:quels|quelles) (?:services|prestations|soins)(?: (?:proposez|faites|offrez)[- ]vous| vous (?:proposez|"
     r"faites|offrez))?|qu'est-ce que vous (?:proposez|faites)", "what services do you offer"),
    (r"qui travaille", "who works"),
    (r"(?:est-ce qu'|est-ce que )(?P<n>\w+) (?:travaille|est la)", r"is \g<n> in"),
    (r"(?P<n>\w+) travaille[- ]t[- ](?:elle|il)", r"is \g<n> in"),
    (r"qui (?:fait|s'occupe (?:des|de la|du)|est-ce qui fait|peut faire)(?: les| la| le)?", "who does"),
    (r"(?:est-ce qu'il y a|y a[- ]t[- ]il|il y a|vous avez|avez-vous) (?:un |du )?(?:parking|stationnement)"
     r"(?: (?:pres|a cote) du salon)?|(?:ou|peut-on|on peut) (?:se )?garer", "do you have parking"),
    # Corrections, answers.
    (r"en fait|finalement|tout compte fait", "actually"), (r"je voulais dire|je veux dire", "I meant"),
    (r"plutot|a la place", "instead"), (r"au lieu (?:de|d')", "instead of"),
    (r"non,? merci|non pas besoin,? merci", "no thanks"), (r"oui,? (?:s'il vous plait|svp|volontiers)",
                                                            "yes please"),
    (r"s'il vous plait|s'il te plait|svp", "please"),
    (r"je ne (?:sais|suis) pas(?: trop| tres| vraiment)?(?: sure?| certaine?)?|je sais pas|aucune idee|"
     r"pas (?:sure?|certaine?)", "I'm not sure"),
    (r"c'est (?:bien )?(?:ca|cela|exact|correct)|exactement|tout a fait|c'est juste", "that's right"),
    (r"c'est parfait|parfait|parfaitement", "perfect"),
    (r"(?:ca|cela) me (?:va|convient|irait|conviendrait)(?: (?:tres |tout a fait )?bien)?|ca m'irait(?: bien)?|"
     r"ca marche|ca roule", "that works for me"),
    (r"c'est bon|c'est note|tres bien|entendu|d'accord|dac|ok|okay", "ok"),
    (r"bien sur|evidemment|absolument|volontiers", "of course"),
    (r"allez-y|allez y|go", "go ahead"), (r"c'est possible", "is that possible"),
    (r"pas besoin(?: de message)?", "no need"),
    (r"(?:ce n'est|c'est) pas (?:presse|urgent)|(?:ca|rien) ne presse(?: pas)?", "there's no rush"),
    (r"(?:c'est )?a propos (?:de|d')|(?:c'est )?au sujet (?:de|d')", "it's about "), (r"c'est pour", "it's for"),
    (r"c'est urgent|(?<!not )(?:tres )?urgent(?:e)?", "it is urgent"),
    (r"au plus vite|des que possible|aussi vite que possible|rapidement", "as soon as possible"),
    (rf"(?:{_ANGER})(?:\W+(?:{_ANGER}))*", "this is so unacceptable, I'm so angry"),
    (rf"(?:{_REACTION})(?:\W+(?:et )?(?:{_REACTION}))*", "allergic reaction"),
    (_RUINED, "the result is ruined, I'm unhappy"),
    # People.
    (r"je m'appelle|mon nom (?:est|c'est)|moi c'est|c'est de la part de|de la part de", "my name is"),
    (r"au nom de", "under the name"),
    (r"a l'appareil", "speaking"),
    (r"(?:c'est|ici|ici c'est) (?P<n>\w+)", _name_after("this is", "that's")),
    (r"(?:il|mon fils|mon mari|mon copain|mon compagnon) s'appelle", "his name is"),
    (r"(?:elle|ma fille|ma femme|ma copine|ma compagne) s'appelle", "her name is"),
    (r"pour moi et (?:pour )?", "for me and "),
    (r"n'importe qui|peu importe qui|qui vous voulez|pas de preference|ca m'est egal", "anyone"),
]
def _asking(said: str | None) -> str:
    """How a request to move an appointment opens: "je voudrais", "pouvez-vous", "je peux"."""
    if not said:
        return ""
    if "pouv" in said or "pourriez" in said:
        return "can you "
    return "can I " if "peux" in said or "pourrais" in said else "I would like to "


_DURATIONS: dict[str, str] = {"une heure": "an hour", "une demi-heure": "30 minutes", "une demi heure": "30 minutes",
              "un quart d'heure": "15 minutes", "deux heures": "2 hours"}

_SERVICES = words({
    "coupe de cheveux": "haircut", "couper les cheveux": "haircut", "me faire couper les cheveux": "haircut",
    "coupe homme": "men's haircut", "coupe femme": "women's haircut", "coupe enfant": "kids cut",
    "coupe pour enfant": "kids cut", "coupe": "haircut", "couper": "haircut", "brushing": "blowout",
    "mise en plis": "blowout", "coloration": "color", "couleur": "color", "teinture": "color", "meches": "highlights",
    "balayage": "balayage", "taille de barbe": "beard trim", "tailler la barbe": "beard trim",
    "la taille de la barbe": "beard trim", "rafraichir ma frange": "fringe trim", "couper ma frange": "fringe trim",
    "rafraichir la frange": "fringe trim", "frange": "fringe trim", "barbe": "beard", "rasage": "shave",
    "manucure": "manicure", "pedicure": "pedicure", "pose de vernis": "manicure", "ongles": "nails",
    "coiffure de mariee": "bridal hair", "coiffure de mariage": "bridal hair", "chignon de mariee": "bridal hair",
    "massage suedois": "swedish massage", "massage profond": "deep tissue massage", "massage": "massage",
    "soin du visage": "facial", "soins du visage": "facial", "soin visage": "facial", "epilation": "wax",
    "sourcils": "brows", "cils": "lashes", "permanente": "perm", "lissage": "keratin straightening",
    "demoiselles d'honneur": "bridesmaids", "mariee": "bride", "mariage": "wedding",
})
_PEOPLE = words({
    "ma fille": "my daughter", "mon fils": "my son", "ma femme": "my wife", "mon epouse": "my wife",
    "mon mari": "my husband", "mon epoux": "my husband", "ma copine": "my girlfriend",
    "ma petite amie": "my girlfriend",
    "ma compagne": "my girlfriend", "mon copain": "my boyfriend", "mon petit ami": "my boyfriend",
    "mon compagnon": "my boyfriend", "ma mere": "my mother", "maman": "my mother", "mon pere": "my father",
    "ma soeur": "my sister", "ma sœur": "my sister", "mon frere": "my brother", "mes enfants": "my kids",
    "tous les deux": "both", "toutes les deux": "both", "les deux": "both",
})
_TIMES: list[tuple[str, Replacement]] = [
    (rf"{_PREPOSITION}(?P<h>\d{{1,2}})[:.](?P<m>\d{{2}})(?P<half>)(?P<quarter>)(?P<to>)(?P<tom>){_PART}", _clock),
    (rf"{_PREPOSITION}(?P<h>{_HOUR}) ?(?:heures?|h)(?: ?{_MINUTES})?(?: pile)?{_PART}", _clock),
    (rf"(?P<prep>a|vers|apres|avant|jusqu'a) (?P<h>\d{{1,2}}|{_EVENING_HOUR})(?P<m>)(?P<half>)(?P<quarter>)(?P<to>)"
     r"(?P<tom>)(?P<part>)(?! ?(?:minutes?|personnes?|ans|jours?|semaines?|\w*(?:er|e|eme)\b))", _clock),
    (r"(?:de )?cet apres[- ]midi", "this afternoon"),
    (r"(?:le |en |dans l'|l')?apres[- ]midi|(?:l')?aprem", "in the afternoon"),
    (rf"{_PREPOSITION}midi(?: (?:et )?(?P<half>demie?)| et (?P<quarter>quart)| pile)?", _noon),
    (rf"{_PREPOSITION}minuit(?: (?:et )?(?P<half>demie?)| et (?P<quarter>quart)| pile)?", _midnight),
]
_DAYS: list[tuple[str, Replacement]] = [
    (rf"(?:a|au) (?=(?:{alternation(_WEEKDAYS)}|demain|apres[- ]demain)\b)", "to "),
    (rf"(?<=move it )(?:a|au) (?=(?:{alternation(_WEEKDAYS)}|demain|le \d|\d+ ))|(?<=move it )at (?=\d)", "to "),
    (r"apres[- ]demain", "the day after tomorrow"), (r"aujourd'hui|aujourdhui", "today"),
    (r"(?:de )?ce matin", "this morning"), (r"(?:de )?ce soir", "this evening"),
    (r"(?:de |d')?demain", "tomorrow"), (r"(?:de )?ce midi", "today at noon"),
    (rf"(?:le |ce )?{_WEEKDAY} (?:prochain|qui vient)", lambda f: f"next {_WEEKDAYS[f.took('wd')]}"),
    (rf"{_WEEKDAY} en huit", lambda f: f"{_WEEKDAYS[f.took('wd')]} next week"),
    (rf"ce {_WEEKDAY}", lambda f: f"this {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?:le )?{_DAY} (?P<mon>{alternation(_MONTHS)})",
     lambda f: f"{_day_of_month(f)} {_MONTHS[f.took('mon')]}"),
    offered_ordinal(_ORDINALS, ("le", "la", "l'"), [*_MONTHS, "du mois", "de ce mois", "fois", "jour"],
                    alone=True),
    (rf"(?:le|de) {_WEEKDAY}", lambda f: f"on {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?P<wd>{alternation(_WEEKDAYS)})(?P<s>s?)", lambda f: _WEEKDAYS[f.took("wd")] + f.took("s")),
    (rf"le {_DAY}(?! (?:personnes?|minutes?|ans|fois))", lambda f: f"the {ordinal(_day_of_month(f))}"),
    (rf"(?P<mon>{alternation(_MONTHS)})", lambda f: _MONTHS[f.took("mon")]),
    (r"(?:le |dans la |en )?matin(?:ee)?", "in the morning"), (r"(?:le |dans la |en )soir(?:ee)?", "in the evening"),
    (r"soir", "evening"),
]
_COUNTED = {"minute": "minutes", "minutes": "minutes", "personne": "people", "personnes": "people", "ans": "years old"}
_COUNTS: list[tuple[str, Replacement]] = [
    (rf"(?:il|elle) a (?P<n>{_NUMBER}) ans", lambda f: f"who is {value(f.took('n'), NUMBERS)} years old"),
    (rf"(?P<n>{_NUMBER}) (?P<w>minutes?|personnes?|ans)",
     lambda f: f"{value(f.took('n'), NUMBERS)} {_COUNTED[f.took('w')]}"),
    (alternation(word for word, n in NUMBERS.items() if n >= 2 and word != "neuf"),
     lambda f: str(value(f.took(0), NUMBERS))),
]
_WORDS = words({
    "liste d'attente": "waitlist", "liste d'attentes": "waitlist",
    "du mois": "of the month", "de ce mois": "of this month", "du mois prochain": "of next month",
    "bonjour": "hello", "bonsoir": "hello", "salut": "hi", "allo": "hello", "oui": "yes", "ouais": "yeah",
    "non": "no", "merci beaucoup": "thank you", "merci bien": "thank you", "merci": "thank you",
    "peut-etre": "maybe", "pardon": "sorry", "desole": "sorry", "desolee": "sorry", "excusez-moi": "sorry",
    "attendez": "wait", "alors": "so", "donc": "so", "euh": "um", "hmm": "hmm", "bon": "well",
    "je voudrais": "I'd like", "j'aimerais": "I'd like", "je souhaiterais": "I'd like", "je voulais": "I'd like",
    "je veux": "I want", "je ne veux pas": "I don't want", "je n'en veux qu'un": "I only want one",
    "confirmez": "book it", "reserver": "to book", "pour reserver": "to book", "reserve": "booked",
    "annuler": "to cancel",
    "pour annuler": "to cancel", "je l'annule": "I cancel it", "que je l'annule": "to cancel it",
    "deplacez": "move", "deplacer": "to move", "decaler": "to move", "changer": "to change",
    "reporter": "to reschedule", "je vous appelle": "I'm calling", "j'appelle": "I'm calling",
    "j'ai": "I have", "j'avais": "I had", "je suis": "I am", "vous avez": "do you have", "avez-vous": "do you have",
    "est-ce que": "", "est-ce qu'": "", "est-ce": "", "il faut que": "I need to", "je dois": "I need to",
    "juste": "just", "aussi": "also", "ensuite": "then", "puis": "then", "d'abord": "first", "apres": "after",
    "avant": "before", "avec": "with", "chez": "with", "pour": "for", "et": "and", "ou": "or", "mais": "but",
    "moi": "me", "mon": "my", "ma": "my", "mes": "my", "une": "a", "un": "a", "le": "the", "la": "the",
    "les": "the", "l'": "the ", "du": "of the", "des": "some", "de": "of", "d'": "of ", "pas": "not",
    "vers": "around", "tot": "early", "tard": "late", "toujours": "still", "encore": "again",
    "midi": "noon", "matin": "morning", "heure": "time", "horaire": "time", "creneau": "slot",
    "cheveux": "hair", "rien": "nothing", "tout": "all", "quelqu'un": "someone", "personne": "nobody",
    "facture": "bill", "a besoin d'": "needs ", "a besoin de": "needs", "en meme temps": "at the same time",
    "elle": "she", "pour elle": "for her",
    "pour lui": "for him", "avec elle": "with her", "avec lui": "with him",
    "depuis": "since", "je finis": "I finish", "carte cadeau": "gift card", "devis": "quote",
})

to_english = rewrites(_PHRASES, _SERVICES, _PEOPLE, _TIMES, _DAYS, _COUNTS, _WORDS)

# Shared with Spanish (le, la, de, que), Portuguese (ou) or Italian (non), yet so frequent in French that short
# French turns ("où se trouve le salon", "non merci") are not told apart without them.
SHARED_MARKERS = word_set("""
le la de que ou non
""")
MARKERS = word_set("""
premier premiere deuxieme troisieme dernier derniere
oui ouais merci bonjour bonsoir salut allo je jai cest suis vous votre vos nous voudrais voudrait aimerais
souhaiterais veux voulais rendez-vous rdv demain apres-demain aujourdhui lundi mardi mercredi jeudi vendredi samedi
dimanche janvier fevrier avril juin juillet aout septembre octobre novembre decembre heures heure midi matin soir
apres-midi coupe brushing couleur meches frange manucure ongles barbe coiffure coiffeur coiffeuse avec pour est
daccord parfait sil plait svp revoir bonne journee soiree semaine prochaine prochain seize vingt trente quarante
cinquante deux trois quatre cinq huit neuf douze treize moins demie quart reserver reservez annuler annulez deplacer
rappeler rappelez appelle mappelle sappelle pas nest tot tard combien coute quels quelles fait ouvert ouverts ferme
fermez cheveux madame monsieur excusez desole desolee pardon exactement voila alors donc aussi ca cela quelquun
personne fille fils femme mari soeur mere pere bisous aurai serai peut-etre peut pouvez pourriez pourrais voulez
avez etes une des les au aux chez vers trouve soin soins visage suedois avant apres aucun aucune ces horaires est-ce
travaille travaillez prenez ouverte
""") | SHARED_MARKERS

LANGUAGE = Language(code="fr", name="French", markers=MARKERS, to_english=to_english)
