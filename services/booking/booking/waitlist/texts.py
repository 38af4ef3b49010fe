"""The words of the waitlist's texts and answers, in each language the receptionist speaks. The day and time come
from `texting.locale` (through `reminders.texts.when`); names are the owner's input, already plain. No I/O."""

from datetime import datetime

from booking.reminders.texts import when

_OFFER = {
    "en": "Good news from {business}: {service}{with_staff} is free {when}. Reply YES within {minutes} minutes to "
          "book it, or NO to pass.",
    "es": "Buenas noticias de {business}: hay hueco para {service}{with_staff} {when}. Responde SÍ en {minutes} "
          "minutos para reservarlo, o NO para dejarlo.",
    "fr": "Bonne nouvelle de {business} : {service}{with_staff} est libre {when}. Répondez OUI dans les {minutes} "
          "minutes pour le réserver, ou NON pour le laisser.",
    "de": "Gute Nachricht von {business}: {service}{with_staff} ist {when} frei. Antworten Sie innerhalb von "
          "{minutes} Minuten mit JA, um zu buchen, oder NEIN, um es freizugeben.",
    "it": "Buone notizie da {business}: {service}{with_staff} è libero {when}. Rispondi SÌ entro {minutes} minuti "
          "per prenotarlo, o NO per lasciarlo.",
    "pt": "Boas notícias de {business}: {service}{with_staff} está livre {when}. Responda SIM em {minutes} minutos "
          "para reservar, ou NÃO para passar a vez.",
}
_WITH = {"en": " with {staff}", "es": " con {staff}", "fr": " avec {staff}", "de": " bei {staff}",
         "it": " con {staff}", "pt": " com {staff}"}

_GONE = {
    "en": "Sorry, that time has gone. You're still on our waitlist: we'll text you when another time comes up.",
    "es": "Lo sentimos, esa hora ya no está libre. Sigues en nuestra lista de espera: te escribiremos si surge "
          "otra.",
    "fr": "Désolés, ce créneau n'est plus libre. Vous restez sur notre liste d'attente : nous vous écrirons dès "
          "qu'un autre se libère.",
    "de": "Leider ist dieser Termin nicht mehr frei. Sie bleiben auf unserer Warteliste: Wir schreiben Ihnen, "
          "sobald ein anderer frei wird.",
    "it": "Ci dispiace, quell'orario non è più libero. Resti nella nostra lista d'attesa: ti scriveremo appena se "
          "ne libera un altro.",
    "pt": "Desculpe, esse horário já não está livre. Você continua na nossa lista de espera: avisaremos quando "
          "surgir outro.",
}
_DECLINED = {
    "en": "No problem, we've passed it on. You're still on our waitlist for other times.",
    "es": "Sin problema, se lo ofrecemos a otra persona. Sigues en nuestra lista de espera para otras horas.",
    "fr": "Pas de souci, nous le proposons à quelqu'un d'autre. Vous restez sur notre liste d'attente.",
    "de": "Kein Problem, wir geben ihn weiter. Sie bleiben auf unserer Warteliste für andere Zeiten.",
    "it": "Nessun problema, lo offriamo a qualcun altro. Resti nella nostra lista d'attesa per altri orari.",
    "pt": "Sem problema, oferecemos a outra pessoa. Você continua na nossa lista de espera para outros horários.",
}
_BOOKED = {
    "en": "You're booked: {service} at {business} {when}.",
    "es": "Tienes cita: {service} en {business} {when}.",
    "fr": "C'est réservé : {service} chez {business} {when}.",
    "de": "Termin gebucht: {service} bei {business} {when}.",
    "it": "Prenotato: {service} da {business} {when}.",
    "pt": "Agendado: {service} em {business}, {when}.",
}
_NO_BUSINESS = {"en": "your salon", "es": "tu salón", "fr": "votre salon", "de": "Ihrem Salon", "it": "noi",
                "pt": "nosso salão"}


def offer(*, language: str, business: str, service: str, staff: str, moment: datetime, country: str | None,
          minutes: int) -> str:
    """The offer of a freed time: `moment` the start on the location's clock."""
    return _fill(_OFFER[language], when(moment, language, country), business=business or _NO_BUSINESS[language],
                 service=service, with_staff=_WITH[language].format(staff=staff) if staff else "", minutes=minutes)


def booked(*, language: str, business: str, service: str, moment: datetime, country: str | None) -> str:
    return _fill(_BOOKED[language], when(moment, language, country), business=business or _NO_BUSINESS[language],
                 service=service)


def gone(language: str) -> str:
    return _GONE[language]


def declined(language: str) -> str:
    return _DECLINED[language]


def _fill(words: str, moment_words: str, **names: object) -> str:
    if moment_words.endswith("."):  # "3:30 p.m." ends the sentence itself
        words = words.replace("{when}.", "{when}")
    return words.format(when=moment_words, **names)
