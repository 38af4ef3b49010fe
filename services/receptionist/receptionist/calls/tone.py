"""How a caller sounds, read from their own words in any of the six languages the agent speaks: angry or
distressed (a complaint, swearing, "this is ridiculous"), and whether what they report is urgent for the salon
(a reaction, a burn, a complaint). The call log's sentiment and a call-back's urgency use it. No I/O.

Phrases are matched on whole words, ignoring case and accents, so "ridículo" and "ridiculo" are one phrase."""

import re
import unicodedata
from functools import cache

URGENCIES = ("low", "normal", "urgent")

# Anger, complaints and distress, per language (en, es, fr, de, it, pt).
ANGRY = (
    # en
    "angry", "furious", "pissed", "upset", "ridiculous", "unacceptable", "outrageous", "disgusting", "terrible",
    "horrible", "awful", "worst", "complain", "complaint", "complaining", "fed up", "sick of", "sick and tired",
    "damn", "dammit", "goddamn", "hell", "crap", "shit", "fuck", "fucking", "wtf", "bloody", "rude",
    "ruined", "disaster", "nightmare", "never again", "refund", "not happy", "very unhappy",
    "this is a joke", "waste of", "how dare", "crying", "in tears", "devastated", "frustrated", "frustrating",
    "annoyed", "livid", "disappointed", "robot", "a machine", "stupid", "useless", "idiot", "pointless",
    "botched", "messed up", "turned orange", "turned green", "patchy",
    # es
    "enojado", "enojada", "enfadado", "enfadada", "furioso", "furiosa", "molesto", "molesta", "ridiculo",
    "inaceptable", "indignante", "horrible", "terrible", "pesimo", "queja", "quejarme", "reclamacion", "harto",
    "harta", "mierda", "joder", "carajo", "maldita", "maldito", "desastre", "nunca mas", "reembolso",
    "que verguenza", "llorando", "decepcionado", "decepcionada", "frustrado", "frustrada", "una maquina", "estupido",
    "inutil", "arruinado", "arruinada", "estropeado", "estropeada",
    # fr
    "fache", "furieux", "furieuse", "en colere", "enerve", "enervee", "ridicule", "inacceptable", "scandaleux",
    "honteux", "horrible", "affreux", "nul", "plainte", "me plaindre", "reclamation", "marre", "ras le bol",
    "merde", "putain", "bordel", "catastrophe", "plus jamais", "remboursement", "decu", "decue",
    "en larmes", "pleure", "une machine", "stupide", "inutile", "gache", "abime",
    # de
    "wutend", "sauer", "verargert", "argerlich", "lacherlich", "unverschamt", "inakzeptabel", "unmoglich",
    "schrecklich", "furchtbar", "katastrophe", "beschwerde", "beschweren", "reklamation", "die nase voll",
    "scheisse", "verdammt", "nie wieder", "erstattung", "geld zuruck", "geschaftsfuhrer", "enttauscht",
    "weine", "frechheit", "roboter", "maschine", "dumm", "nutzlos", "ruiniert", "verpfuscht",
    # it
    "arrabbiato", "arrabbiata", "furioso", "furiosa", "infuriato", "ridicolo", "inaccettabile", "vergognoso",
    "orribile", "terribile", "pessimo", "reclamo", "lamentela", "lamentarmi", "stufo", "stufa", "merda",
    "cazzo", "dannazione", "disastro", "mai piu", "rimborso", "deluso", "delusa", "piangendo",
    "vergogna", "una macchina", "stupido", "inutile", "rovinato", "rovinati", "rovinata",
    # pt
    "irritado", "irritada", "zangado", "zangada", "furioso", "furiosa", "chateado", "chateada", "ridiculo",
    "inaceitavel", "absurdo", "vergonhoso", "horrivel", "pessimo", "reclamacao", "reclamar", "queixa",
    "farto", "farta", "merda", "porra", "desastre", "nunca mais", "reembolso",
    "decepcionado", "decepcionada", "chorando", "que vergonha", "robo", "uma maquina", "estragaram", "estragou",
    "ficou laranja", "ficou verde", "nao gostei",
)

# What the salon must hear about at once: a reaction, an injury, damage done.
URGENT = (
    # en
    "reaction", "allergic", "allergy", "rash", "burn", "burned", "burnt", "burning", "blister", "swollen",
    "swelling", "itching", "itchy", "bleeding", "infection", "infected", "hair fell out", "hair is falling",
    "damaged", "emergency", "urgent", "urgently", "asap", "right away", "immediately", "hurt", "hurts", "pain",
    # es
    "reaccion", "alergia", "alergica", "alergico", "sarpullido", "quemadura", "quemado", "quemada", "ampolla",
    "hinchado", "hinchada", "picazon", "sangrando", "infeccion", "urgente", "emergencia", "dolor", "me duele",
    # fr
    "allergique", "allergie", "rougeurs", "brulure", "brule", "brulee", "cloque", "gonfle", "gonflee",
    "demangeaisons", "saigne", "urgence", "douleur", "j ai mal",
    # de
    "reaktion", "allergisch", "allergie", "ausschlag", "verbrennung", "verbrannt", "geschwollen",
    "juckreiz", "juckt", "blutet", "entzundung", "notfall", "dringend", "schmerzen", "tut weh",
    # it
    "reazione", "allergica", "allergico", "allergia", "eruzione", "ustione", "bruciatura", "bruciato", "vescica",
    "gonfio", "gonfia", "prurito", "sanguina", "infezione", "urgenza", "emergenza", "dolore", "mi fa male",
    # pt
    "reacao", "alergia", "alergica", "alergico", "erupcao", "queimadura", "queimado", "queimada", "bolha",
    "inchado", "inchada", "coceira", "sangrando", "infeccao", "emergencia", "dor",
)


def fold(text: str) -> str:
    """Lower case, accents and punctuation removed, one space between words: "¡Es RIDÍCULO!" -> "es ridiculo"."""
    ascii_bytes = unicodedata.normalize("NFKD", (text or "").replace("\u00df", "ss")).encode("ascii", "ignore")
    plain = ascii_bytes.decode().lower()
    return " ".join(re.findall(r"[a-z0-9]+", plain))


@cache
def _pattern(phrases: tuple[str, ...]) -> re.Pattern:
    words = sorted({fold(phrase) for phrase in phrases}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(word) for word in words) + r")\b")


def _said(text: str, phrases: tuple[str, ...]) -> bool:
    return bool(_pattern(phrases).search(fold(text)))


def distressed(text: str) -> bool:
    """The words are angry, a complaint, swearing or distress."""
    return _said(text, ANGRY)


def urgent_matter(text: str) -> bool:
    """The words report something the salon must act on at once (a reaction, a burn, pain)."""
    return _said(text, URGENT)


def urgency(given: str, *said: str) -> str:
    """A call-back's urgency: what the agent gave, raised to urgent when the caller's words are angry or report
    an urgent matter."""
    words = " ".join(said)
    if distressed(words) or urgent_matter(words):
        return "urgent"
    return given if given in URGENCIES else "normal"


def caller_words(transcript: str) -> str:
    """The caller's lines of a transcript ("Agent: ...\\nUser: ...")."""
    lines = []
    for line in (transcript or "").splitlines():
        role, _, said = line.partition(":")
        if role.strip().lower() in ("user", "caller"):
            lines.append(said.strip())
    return "\n".join(lines)


def sentiment(reported: str, caller_said: str) -> str:
    """The call's sentiment: the provider's, except that an angry or distressed caller is Negative."""
    return "Negative" if distressed(caller_said) else reported
