"""What the agent says in German: its lines, and days, times, lists and durations as a receptionist speaks them."""

from datetime import date

LANGUAGE_NAME = "German"
WEEKDAYS = ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag")
MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember")
AND, OR = "und", "oder"

# The person a booking is for, as the English reading names them ("daughter"), said after "für".
RELATIONS = {"son": "Ihren Sohn", "daughter": "Ihre Tochter", "kid": "Ihr Kind", "child": "Ihr Kind",
             "boy": "Ihren Sohn", "girl": "Ihre Tochter", "wife": "Ihre Frau", "husband": "Ihren Mann",
             "partner": "Ihren Partner", "girlfriend": "Ihre Freundin", "boyfriend": "Ihren Freund",
             "fiance": "Ihren Verlobten", "fiancee": "Ihre Verlobte", "mom": "Ihre Mutter", "mum": "Ihre Mutter",
             "mother": "Ihre Mutter", "dad": "Ihren Vater", "father": "Ihren Vater", "sister": "Ihre Schwester",
             "brother": "Ihren Bruder", "friend": "Ihre Begleitung", "someone": "diese Person"}

LINES = {
    "refused_past": "Das tut mir leid, diese Uhrzeit ist schon vorbei.",
    "refused_too_soon": "Das tut mir leid, das ist zu kurzfristig für uns.",
    "refused_beyond_window": "Das tut mir leid, wir nehmen Buchungen nur bis {window} im Voraus an.",
    "refused_closed": "Das tut mir leid, das ist außerhalb unserer Öffnungszeiten.",
    "refused": "Das tut mir leid, diese Uhrzeit kann ich nicht buchen.",
    "refused_offers": "Ich kann Ihnen {offers} anbieten.",
    "refused_when": "Welcher andere Tag oder welche andere Uhrzeit würde Ihnen passen?",
    "days": "{count} Tage",
    "one_day": "1 Tag",
    "anything_else": "Kann ich sonst noch etwas für Sie tun?",
    "how_can_i_help": "Gern. Womit kann ich Ihnen helfen?",
    "goodbye": "Vielen Dank für Ihren Anruf bei {salon}. Einen schönen Tag noch!",
    "not_understood": "Entschuldigung, das habe ich nicht ganz verstanden. Ich kann einen Termin buchen, verschieben "
                      "oder absagen, Ihnen unsere Öffnungszeiten, Preise oder Adresse nennen oder eine Nachricht "
                      "aufnehmen.",
    "offer_message": "Soll ich eine Nachricht aufnehmen, damit jemand aus dem Salon Sie zurückruft?",
    "ask_service": "Welche Leistung möchten Sie? Wir bieten {services} an.",
    "ask_which_service": "Meinen Sie {services}?",
    "ask_when": "An welchem Tag und um wie viel Uhr würde es Ihnen für {service} passen?",
    "ask_choice": "Für {service} habe ich {offers}. Was ist Ihnen lieber?",
    "nothing_then": "Leider ist {asked} nichts frei. Am nächsten dran wäre {offers}. Würde Ihnen davon etwas "
                    "passen?",
    "nothing_at_all": "Leider ist {asked} nichts frei. Welcher andere Tag würde Ihnen passen?",
    "slot_free": "Gute Nachricht: {offer} ist frei.",
    "ask_name": "Auf welchen Namen darf ich den Termin eintragen?",
    "ask_person": "Und auf welchen Namen trage ich den Termin für {relation} ein?",
    "ask_phone": "Und unter welcher Nummer erreichen wir Sie am besten?",
    "confirm_booking": "Zur Bestätigung: {items}, und wir schicken eine SMS an {phone}. Soll ich das so buchen{it}?",
    "booking_item": "ein Termin für {service} {when} auf den Namen {name}",
    "confirm_move": "Zur Bestätigung: Ich verschiebe Ihren Termin für {service} von {old} auf {new}. Ist das recht?",
    "staff_changes": "{staff} ist zu der Zeit nicht frei, es wäre also bei {other}.",
    "confirm_cancel": "Ich sehe Ihren Termin für {service}{staff} {when}. Soll ich ihn absagen?",
    "what_to_change": "Kein Problem. Was möchten Sie ändern: den Tag, die Uhrzeit, den Friseur oder die Leistung?",
    "ask_move_when": "Gern. Auf wann möchten Sie Ihren Termin für {service} verschieben?",
    "ask_which_appointment": "Welchen Termin meinen Sie: {appointments}?",
    "no_appointments": "Unter der Nummer, von der Sie anrufen, sehe ich keine anstehenden Termine.",
    "leave_it": "In Ordnung, dann lasse ich Ihren Termin, wie er ist.",
    "booked": "Sie sind eingetragen: {what}.",
    "moved": "Erledigt: Ihr Termin für {service} ist jetzt {when}.",
    "cancelled": "Ihr Termin für {service} {when} ist abgesagt.",
    "duplicate": "{name} hat schon einen Termin für {service} {when}. Soll ich diesen verschieben oder einen "
                 "weiteren eintragen?",
    "taken": "Das tut mir leid, diese Zeit wurde gerade vergeben. Ich kann Ihnen {offers} anbieten.",
    "taken_nothing": "Das tut mir leid, diese Zeit wurde gerade vergeben. Welche andere Zeit würde Ihnen passen?",
    "failed": "Das tut mir leid, das hat nicht geklappt. Soll ich eine Nachricht für den Salon aufnehmen?",
    "ask_reason": "Gern. Worum geht es, damit der Salon Sie zurückrufen kann?",
    "ask_message_name": "Und darf ich Ihren Namen haben?",
    "ask_best_time": "Wann erreicht man Sie am besten für den Rückruf?",
    "message_taken": "Danke, {first}. Ich habe Ihre Nachricht weitergegeben, jemand von {salon} ruft Sie{when} "
                     "zurück.",
    "late_taken": "Danke, {first}. Ich habe dem Salon Bescheid gegeben, dass Sie sich etwas verspäten.",
    "transfer": "Gern, ich verbinde Sie mit dem Empfang.",
    "no_one_free": "Gerade kann leider niemand ans Telefon kommen, aber ich nehme gern eine Nachricht auf, damit "
                   "man Sie zurückruft. Worum geht es?",
    "unsupported": "",
    "unsupported_taken": "",
    "calling_back": "Gern, rufen Sie uns jederzeit wieder an.",
    "dont_know_aside": "Das weiß ich leider nicht; im Salon kann man es Ihnen sagen.",
    "dont_know": "Das weiß ich leider nicht. Ich kann eine Nachricht aufnehmen, damit jemand aus dem Salon es "
                 "Ihnen sagt.",
    "hours": "Unsere Öffnungszeiten: {hours}.",
    "day_closed": "Wir haben {day} geschlossen.",
    "day_open": "Wir haben {day} von {open} bis {close} geöffnet.",
    "address": "Sie finden uns unter {address}.",
    "location": "{name} finden Sie unter {address}. Öffnungszeiten: {hours}.",
    "no_address": "Unsere Adresse habe ich gerade nicht zur Hand; ich kann eine Nachricht aufnehmen, damit der "
                  "Salon Sie zurückruft.",
    "price": "{service} kostet {price} und dauert {duration}.",
    "prices": "Unsere Preise: {list}.",
    "services": "Wir bieten {list} an.",
    "staff": "Unser Team: {list}.",
    "works_on": "Am {day} {verb} {list} da.",
    "nobody_on": "Am {day} ist niemand da, da haben wir geschlossen.",
    "is_in": "Ja, {name} ist am {day} da, von {open} bis {close}.",
    "is_not_in": "Nein, {name} ist am {day} nicht da. {name} arbeitet am {days}.",
    "who_does": "{service} {verb} bei uns {list}.",
    "everyone_does": "Das machen bei uns alle: {list}.",
    "day_range": "{first} bis {last}",
    "closed_days": "{days} geschlossen",
    "open_span": "{days} von {open} bis {close}",
    "nothing_then_waitlist": "Leider ist {asked} nichts frei. Am nächsten wäre {offers}. Passt einer davon, oder "
                             "soll ich Sie auf die Warteliste setzen?",
    "nothing_waitlist": "Leider ist {asked} nichts frei. Möchten Sie auf die Warteliste? Wir schreiben Ihnen, "
                        "sobald ein Termin frei wird.",
    "waitlist_joined": "Sie stehen auf der Warteliste für {service} {asked}. Wir schreiben Ihnen, sobald ein Termin "
                       "frei wird.",
}

# The lines that differ in a text: the rest are written as they are said.
WRITTEN = {
    "goodbye": "Danke für Ihre Nachricht an {salon}. Einen schönen Tag noch!",
    "no_appointments": "Unter dieser Nummer sehe ich keine anstehenden Termine.",
}


def clock(hour: int, minute: int) -> str:
    return f"{hour} Uhr" if minute == 0 else f"{hour}:{minute:02d} Uhr"


def day(moment: date, today: date) -> str:
    delta = (moment - today).days
    if delta == 0:
        return "heute"
    if delta == 1:
        return "morgen"
    name = WEEKDAYS[moment.weekday()]
    return name if 1 < delta < 7 else f"{name}, {moment.day}. {MONTHS[moment.month - 1]}"


def at(day_said: str, clock_said: str) -> str:
    return f"{day_said} um {clock_said}"


def on(day_said: str) -> str:
    """A day as it follows a noun: "am Freitag", but "morgen"."""
    return day_said if day_said in ("heute", "morgen") else f"am {day_said}"


def with_staff(staff: str) -> str:
    return f" bei {staff}"


def plural_day(moment: date) -> str:
    """Every such weekday: "montags"."""
    return WEEKDAYS[moment.weekday()].lower() + "s"


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} Stunde{'n' if hours > 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} Minuten")
    return " und ".join(parts)


def is_are(count: int) -> str:
    return "ist" if count == 1 else "sind"


def does_do(count: int) -> str:
    return "macht" if count == 1 else "machen"


def price(text: str) -> str:
    return text
