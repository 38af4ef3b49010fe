"""The words of every text a client gets about an appointment (booked, moved, reminded, cancelled, given to another
stylist), in each language the receptionist speaks. The day and time come from `texting.locale`; names are the
owner's input and reach a text through `plain` (one line, no links). No I/O."""

from datetime import datetime

from booking.texting import locale

KINDS = ("confirmation", "moved", "reminder", "cancellation", "reassigned")  # the texts sent by the job loop
REPLIES = ("confirmed",)  # the answers to a client's reply

_WORDS = {
    "en": {
        "confirmation": "You're booked: {service} at {business} {when}. Reply or call us to change or cancel.",
        "moved": "Moved: your {service} at {business} is now {when}. Reply or call us to change or cancel.",
        "reminder": "Reminder: {service} at {business} {when}. Reply C to confirm, or text us to move or cancel.",
        "confirmed": "Confirmed: {service} at {business} {when}. See you then!",
        "cancellation": "Cancelled: {service} at {business} {when}. Reply or call us to book again.",
        "reassigned": ("Change of stylist: your {service} at {business} {when} is still on, with another member of "
                       "our team. Reply or call us to change or cancel."),
    },
    "es": {
        "confirmation": "Tienes cita: {service} en {business} {when}. Responde o llámanos para cambiarla o cancelarla.",
        "moved": ("Cita cambiada: {service} en {business}, ahora {when}. Responde o llámanos para cambiarla o "
                  "cancelarla."),
        "reminder": ("Recordatorio: {service} en {business} {when}. Responde C para confirmar, o escríbenos para "
                     "cambiarla o cancelarla."),
        "confirmed": "Cita confirmada: {service} en {business} {when}. ¡Te esperamos!",
        "cancellation": "Cita cancelada: {service} en {business} {when}. Responde o llámanos para reservar de nuevo.",
        "reassigned": ("Cambio de estilista: tu cita de {service} en {business} {when} sigue en pie, con otra "
                       "persona de nuestro equipo. Responde o llámanos para cambiarla o cancelarla."),
    },
    "fr": {
        "confirmation": ("C'est réservé : {service} chez {business} {when}. Répondez ou appelez-nous pour modifier "
                         "ou annuler."),
        "moved": ("Rendez-vous déplacé : {service} chez {business}, désormais {when}. Répondez ou appelez-nous pour "
                  "modifier ou annuler."),
        "reminder": ("Rappel : {service} chez {business} {when}. Répondez C pour confirmer, ou écrivez-nous pour "
                     "modifier ou annuler."),
        "confirmed": "C'est confirmé : {service} chez {business} {when}. À bientôt !",
        "cancellation": ("Rendez-vous annulé : {service} chez {business} {when}. Répondez ou appelez-nous pour en "
                         "reprendre un."),
        "reassigned": ("Changement de coiffeur : votre rendez-vous {service} chez {business} {when} est maintenu, "
                       "avec un autre membre de l'équipe. Répondez ou appelez-nous pour modifier ou annuler."),
    },
    "de": {
        "confirmation": ("Termin gebucht: {service} bei {business} {when}. Antworten Sie oder rufen Sie uns an, um "
                         "ihn zu ändern oder abzusagen."),
        "moved": ("Termin verschoben: {service} bei {business}, jetzt {when}. Antworten Sie oder rufen Sie uns an, "
                  "um ihn zu ändern oder abzusagen."),
        "reminder": ("Erinnerung: {service} bei {business} {when}. Antworten Sie C zum Bestätigen, oder schreiben "
                     "Sie uns, um ihn zu verschieben oder abzusagen."),
        "confirmed": "Bestätigt: {service} bei {business} {when}. Bis dann!",
        "cancellation": ("Termin abgesagt: {service} bei {business} {when}. Antworten Sie oder rufen Sie uns an, um "
                         "neu zu buchen."),
        "reassigned": ("Neue Betreuung: Ihr Termin ({service}) bei {business} {when} bleibt, mit einem anderen "
                       "Mitglied unseres Teams. Antworten Sie oder rufen Sie uns an, um ihn zu ändern oder abzusagen."),
    },
    "it": {
        "confirmation": "Prenotato: {service} da {business} {when}. Rispondi o chiamaci per modificare o annullare.",
        "moved": ("Appuntamento spostato: {service} da {business}, ora {when}. Rispondi o chiamaci per modificare o "
                  "annullare."),
        "reminder": ("Promemoria: {service} da {business} {when}. Rispondi C per confermare, o scrivici per "
                     "spostarlo o annullarlo."),
        "confirmed": "Confermato: {service} da {business} {when}. A presto!",
        "cancellation": ("Appuntamento annullato: {service} da {business} {when}. Rispondi o chiamaci per prenotare "
                         "di nuovo."),
        "reassigned": ("Cambio di stilista: il tuo appuntamento ({service}) da {business} {when} resta confermato, "
                       "con un altro membro del nostro team. Rispondi o chiamaci per modificare o annullare."),
    },
    "pt": {
        "confirmation": "Agendado: {service} em {business}, {when}. Responda ou ligue para remarcar ou cancelar.",
        "moved": ("Horário alterado: {service} em {business}, agora {when}. Responda ou ligue para remarcar ou "
                  "cancelar."),
        "reminder": ("Lembrete: {service} em {business}, {when}. Responda C para confirmar, ou escreva para remarcar "
                     "ou cancelar."),
        "confirmed": "Confirmado: {service} em {business}, {when}. Até lá!",
        "cancellation": "Cancelado: {service} em {business}, {when}. Responda ou ligue para agendar de novo.",
        "reassigned": ("Troca de profissional: seu horário ({service}) em {business}, {when}, está mantido, com "
                       "outra pessoa da nossa equipe. Responda ou ligue para remarcar ou cancelar."),
    },
}

# The answer to a "C" from a number with no upcoming appointment at the location.
_NOTHING_TO_CONFIRM = {
    "en": "I don't see an upcoming appointment for this number. Text us the day and time you'd like and I'll find "
          "you a time.",
    "es": "No veo ninguna cita próxima para este número. Escríbenos el día y la hora que prefieras y te busco un "
          "hueco.",
    "fr": "Je ne vois aucun rendez-vous à venir pour ce numéro. Écrivez-nous le jour et l'heure souhaités et je vous "
          "trouve un créneau.",
    "de": "Ich sehe keinen anstehenden Termin für diese Nummer. Schreiben Sie uns Tag und Uhrzeit, und ich suche "
          "Ihnen einen Termin.",
    "it": "Non vedo appuntamenti in programma per questo numero. Scrivici il giorno e l'ora che preferisci e ti "
          "trovo un orario.",
    "pt": "Não encontro nenhum horário marcado para este número. Escreva o dia e a hora que prefere e eu procuro um "
          "horário.",
}

# What a text says when the owner left a name empty.
_NO_SERVICE = {"en": "appointment", "es": "cita", "fr": "rendez-vous", "de": "Termin", "it": "appuntamento",
               "pt": "horário"}
_NO_BUSINESS = {"en": "your salon", "es": "tu salón", "fr": "votre salon", "de": "Ihrem Salon", "it": "noi",
                "pt": "nosso salão"}


def when(moment: datetime, language: str, country: str | None) -> str:
    """"on Friday, March 6 at 3:30 PM", "el viernes 6 de marzo a las 15:30"..."""
    day, time = locale.day(moment, language, country), locale.clock_time(moment, language, country)
    one_o_clock = time.startswith("1:")  # "a la 1:30", "all'1:30", "à 1:30" (every other hour is plural)
    alle = "all'" if one_o_clock else "alle "
    return {
        "en": f"on {day} at {time}",
        "es": f"el {day} a {'la' if one_o_clock else 'las'} {time}",
        "fr": f"le {day} à {time}",
        "de": f"am {day} um {time}",
        "it": f"{day} {alle}{time}",
        "pt": f"{day}, {'à' if one_o_clock else 'às'} {time}",
    }[language]


def text(kind: str, *, language: str, service: str, business: str, moment: datetime, country: str | None) -> str:
    """The text of `kind` in `language` (one of `locale.LANGUAGES`); `service` and `business` already plain, empty
    when the owner named none; `moment` the appointment's start in the salon's zone; `country` the salon's."""
    moment_words = when(moment, language, country)
    words = _WORDS[language][kind]
    if moment_words.endswith("."):  # "3:30 p.m." ends the sentence itself
        words = words.replace("{when}.", "{when}")
    return words.format(service=service or _NO_SERVICE[language], business=business or _NO_BUSINESS[language],
                        when=moment_words)


def nothing_to_confirm(language: str) -> str:
    return _NOTHING_TO_CONFIRM[language]
