"""What the agent says in French: its lines, and days, times, lists and durations as a receptionist speaks them."""

from datetime import date

LANGUAGE_NAME = "French"
WEEKDAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre")
AND, OR = "et", "ou"

# The person a booking is for, as the English reading names them ("daughter"), said after "pour".
RELATIONS = {"son": "votre fils", "daughter": "votre fille", "kid": "votre enfant", "child": "votre enfant",
             "boy": "votre fils", "girl": "votre fille", "wife": "votre femme", "husband": "votre mari",
             "partner": "votre conjoint", "girlfriend": "votre amie", "boyfriend": "votre ami",
             "fiance": "votre fiancé", "fiancee": "votre fiancée", "mom": "votre mère", "mum": "votre mère",
             "mother": "votre mère", "dad": "votre père", "father": "votre père", "sister": "votre sœur",
             "brother": "votre frère", "friend": "votre ami", "someone": "cette personne"}

LINES = {
    "refused_past": "Désolé, cet horaire est déjà passé.",
    "refused_too_soon": "Désolé, c'est trop tôt pour que nous puissions vous recevoir.",
    "refused_beyond_window": "Désolé, nous ne prenons les réservations que jusqu'à {window} à l'avance.",
    "refused_closed": "Désolé, c'est en dehors de nos heures d'ouverture.",
    "refused": "Désolé, cet horaire ne peut pas être réservé.",
    "refused_offers": "Je peux vous proposer {offers}.",
    "refused_when": "Quel autre jour ou quelle autre heure vous conviendrait ?",
    "days": "{count} jours",
    "one_day": "1 jour",
    "anything_else": "Puis-je vous aider pour autre chose ?",
    "how_can_i_help": "Bien sûr. Que puis-je faire pour vous ?",
    "goodbye": "Merci d'avoir appelé {salon}. Très bonne journée !",
    "not_understood": "Pardon, je n'ai pas bien compris. Je peux prendre, déplacer ou annuler un rendez-vous, vous "
                      "donner nos horaires, nos tarifs ou notre adresse, ou prendre un message.",
    "offer_message": "Souhaitez-vous que je prenne un message pour que quelqu'un du salon vous rappelle ?",
    "ask_service": "Quelle prestation souhaitez-vous ? Nous proposons {services}.",
    "ask_which_service": "S'agit-il de {services} ?",
    "ask_when": "Quel jour et à quelle heure vous conviendrait-il pour {service} ?",
    "ask_choice": "Pour {service}, j'ai {offers}. Qu'est-ce qui vous conviendrait ?",
    "nothing_then": "Malheureusement, je n'ai rien de libre {asked}. Le plus proche que j'ai, c'est {offers}. "
                    "Est-ce que l'un de ces créneaux vous irait ?",
    "nothing_at_all": "Malheureusement, je n'ai rien de libre {asked}. Quel autre jour vous conviendrait ?",
    "slot_free": "Bonne nouvelle : {offer}, c'est libre.",
    "ask_name": "À quel nom dois-je faire la réservation ?",
    "ask_person": "Et à quel nom dois-je noter le rendez-vous pour {relation} ?",
    "ask_phone": "Et à quel numéro peut-on vous joindre ?",
    "confirm_booking": "Pour confirmer : {items}, et nous vous enverrons un SMS au {phone}. Je réserve{it} ?",
    "booking_item": "un rendez-vous {service} {when} au nom de {name}",
    "confirm_move": "Pour confirmer : je déplace votre rendez-vous {service} de {old} à {new}. C'est bon pour vous ?",
    "staff_changes": "{staff} n'est pas disponible à ce moment-là, ce serait donc avec {other}.",
    "confirm_cancel": "Je vois votre rendez-vous {service}{staff} {when}. Je l'annule ?",
    "what_to_change": "Pas de souci. Que souhaitez-vous changer : le jour, l'heure, le coiffeur ou la prestation ?",
    "ask_move_when": "Bien sûr. À quand souhaitez-vous déplacer votre rendez-vous {service} ?",
    "ask_which_appointment": "Lequel : {appointments} ?",
    "no_appointments": "Je ne vois aucun rendez-vous à venir pour le numéro depuis lequel vous appelez.",
    "leave_it": "Très bien, je laisse votre rendez-vous tel quel.",
    "booked": "C'est réservé : {what}.",
    "moved": "C'est fait : votre rendez-vous {service} est maintenant {when}.",
    "cancelled": "Votre rendez-vous {service} {when} est annulé.",
    "duplicate": "{name} a déjà un rendez-vous {service} {when}. Je déplace celui-là, ou j'en ajoute un autre ?",
    "taken": "Malheureusement, ce créneau vient d'être pris. Je peux vous proposer {offers}.",
    "taken_nothing": "Malheureusement, ce créneau vient d'être pris. Quelle autre heure vous conviendrait ?",
    "failed": "Je regrette, je n'ai pas pu le faire. Voulez-vous que je prenne un message pour le salon ?",
    "ask_reason": "Bien sûr. À quel sujet souhaitez-vous que le salon vous rappelle ?",
    "ask_message_name": "Et puis-je avoir votre nom ?",
    "ask_best_time": "Quel est le meilleur moment pour vous rappeler ?",
    "message_taken": "Merci, {first}. J'ai transmis votre message et quelqu'un de {salon} vous rappellera{when}.",
    "late_taken": "Merci, {first}. J'ai prévenu le salon que vous aurez un peu de retard.",
    "transfer": "Bien sûr, je vous passe l'accueil.",
    "no_one_free": "Personne ne peut prendre l'appel pour le moment, mais je peux prendre un message pour qu'on vous "
                   "rappelle. C'est à quel sujet ?",
    "unsupported": "",
    "unsupported_taken": "",
    "calling_back": "Bien sûr, rappelez-nous quand vous voulez.",
    "dont_know_aside": "Ça, je ne le sais pas, je le crains ; le salon pourra vous le dire.",
    "dont_know": "Je crains de ne pas le savoir. Je peux prendre un message pour que quelqu'un du salon vous "
                 "renseigne.",
    "hours": "Nous sommes ouverts {hours}.",
    "day_closed": "Nous sommes fermés le {day}.",
    "day_open": "Le {day}, nous sommes ouverts de {open} à {close}.",
    "address": "Nous sommes au {address}.",
    "location": "{name} se trouve au {address}, ouvert {hours}.",
    "no_address": "Je n'ai pas notre adresse sous la main ; je peux prendre un message pour que le salon vous "
                  "rappelle.",
    "price": "{service} coûte {price} et dure {duration}.",
    "prices": "Nos tarifs : {list}.",
    "services": "Nous proposons {list}.",
    "staff": "Notre équipe : {list}.",
    "works_on": "Le {day}, {list} {verb} là.",
    "nobody_on": "Le {day}, il n'y a personne : nous sommes fermés.",
    "is_in": "Oui, {name} est là le {day}, de {open} à {close}.",
    "is_not_in": "Non, {name} n'est pas là le {day}. {name} travaille le {days}.",
    "who_does": "Pour {service}, c'est {list} qui {verb}.",
    "everyone_does": "Toute notre équipe le fait : {list}.",
    "day_range": "du {first} au {last}",
    "closed_days": "fermé le {days}",
    "open_span": "{days} de {open} à {close}",
    "nothing_then_waitlist": "Malheureusement, je n'ai rien de libre {asked}. Le plus proche que j'ai, c'est "
                             "{offers}. L'un de ces créneaux vous convient-il, ou je vous inscris sur la liste "
                             "d'attente ?",
    "nothing_waitlist": "Malheureusement, je n'ai rien de libre {asked}. Voulez-vous vous inscrire sur la liste "
                        "d'attente ? Nous vous écrirons si une place se libère.",
    "waitlist_joined": "Vous êtes sur la liste d'attente pour {service} {asked}. Nous vous écrirons si une place "
                       "se libère.",
}

# The lines that differ in a text: the rest are written as they are said.
WRITTEN = {
    "goodbye": "Merci d'avoir écrit à {salon}. Très bonne journée !",
    "no_appointments": "Je ne vois aucun rendez-vous à venir pour ce numéro.",
}


def clock(hour: int, minute: int) -> str:
    return f"{hour} h" if minute == 0 else f"{hour} h {minute:02d}"


def day(moment: date, today: date) -> str:
    delta = (moment - today).days
    if delta == 0:
        return "aujourd'hui"
    if delta == 1:
        return "demain"
    name = WEEKDAYS[moment.weekday()]
    return name if 1 < delta < 7 else f"{name} {moment.day} {MONTHS[moment.month - 1]}"


def at(day_said: str, clock_said: str) -> str:
    return f"{day_said} à {clock_said}"


def on(day_said: str) -> str:
    """A day as it follows a noun: "vendredi", "demain" (French needs no word before it)."""
    return day_said


def with_staff(staff: str) -> str:
    return f" avec {staff}"


def plural_day(moment: date) -> str:
    """Said after "le": "le lundi" is every Monday."""
    return WEEKDAYS[moment.weekday()]


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} heure{'s' if hours > 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minutes")
    return " et ".join(parts)


def is_are(count: int) -> str:
    return "est" if count == 1 else "sont"


def does_do(count: int) -> str:
    return "s'en occupe" if count == 1 else "s'en occupent"


def price(text: str) -> str:
    return text
