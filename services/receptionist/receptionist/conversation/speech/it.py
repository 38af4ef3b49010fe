"""What the agent says in Italian: its lines, and days, times, lists and durations as a receptionist speaks them."""

from datetime import date

LANGUAGE_NAME = "Italian"
WEEKDAYS = ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica")
MONTHS = ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
          "novembre", "dicembre")
AND, OR = "e", "o"

# The person a booking is for, as the English reading names them ("daughter"), said after "per".
RELATIONS = {"son": "suo figlio", "daughter": "sua figlia", "kid": "il bambino", "child": "il bambino",
             "boy": "suo figlio", "girl": "sua figlia", "wife": "sua moglie", "husband": "suo marito",
             "partner": "il suo partner", "girlfriend": "la sua ragazza", "boyfriend": "il suo ragazzo",
             "fiance": "il suo fidanzato", "fiancee": "la sua fidanzata", "mom": "sua madre", "mum": "sua madre",
             "mother": "sua madre", "dad": "suo padre", "father": "suo padre", "sister": "sua sorella",
             "brother": "suo fratello", "friend": "la persona che accompagna", "someone": "questa persona"}

LINES = {
    "refused_past": "Mi dispiace, quell'orario è già passato.",
    "refused_too_soon": "Mi dispiace, è troppo presto per prepararci.",
    "refused_beyond_window": "Mi dispiace, accettiamo prenotazioni solo fino a {window} prima.",
    "refused_closed": "Mi dispiace, è fuori dal nostro orario di apertura.",
    "refused": "Mi dispiace, quell'orario non si può prenotare.",
    "refused_offers": "Posso offrirle {offers}.",
    "refused_when": "Quale altro giorno o orario le andrebbe bene?",
    "days": "{count} giorni",
    "one_day": "1 giorno",
    "anything_else": "Posso aiutarla in qualcos'altro?",
    "how_can_i_help": "Certo. Come posso aiutarla?",
    "goodbye": "Grazie per aver chiamato {salon}. Buona giornata!",
    "not_understood": "Mi scusi, non ho capito bene. Posso prenotare, spostare o disdire un appuntamento, dirle i "
                      "nostri orari, i prezzi o l'indirizzo, oppure prendere un messaggio.",
    "offer_message": "Vuole che prenda un messaggio, così qualcuno del salone la richiama?",
    "ask_service": "Quale servizio desidera? Offriamo {services}.",
    "ask_which_service": "Intende {services}?",
    "ask_when": "Che giorno e a che ora le andrebbe bene per {service}?",
    "ask_choice": "Per {service} ho {offers}. Quale preferisce?",
    "nothing_then": "Mi dispiace, non ho niente di libero {asked}. La disponibilità più vicina è {offers}. Le va "
                    "bene una di queste?",
    "nothing_at_all": "Mi dispiace, non ho niente di libero {asked}. Quale altro giorno le andrebbe bene?",
    "slot_free": "Buone notizie: {offer} è libero.",
    "ask_name": "Mi dice il suo nome per la prenotazione?",
    "ask_person": "E a che nome metto l'appuntamento per {relation}?",
    "ask_phone": "E a quale numero possiamo contattarla?",
    "confirm_booking": "Per confermare: {items}, e le manderemo un SMS al {phone}. Procedo con la prenotazione{it}?",
    "booking_item": "un appuntamento per {service} {when} a nome di {name}",
    "confirm_move": "Per confermare: sposto il suo appuntamento per {service} da {old} a {new}. Procedo?",
    "staff_changes": "{staff} non è disponibile a quell'ora, quindi sarebbe con {other}.",
    "confirm_cancel": "Vedo il suo appuntamento per {service}{staff} {when}. Lo disdico?",
    "what_to_change": "Nessun problema. Cosa vuole cambiare: il giorno, l'ora, il parrucchiere o il servizio?",
    "ask_move_when": "Certo. A quando vuole spostare il suo appuntamento per {service}?",
    "ask_which_appointment": "Quale: {appointments}?",
    "no_appointments": "Non vedo appuntamenti in programma con il numero da cui sta chiamando.",
    "leave_it": "Va bene, lascio il suo appuntamento com'è.",
    "booked": "È prenotato: {what}.",
    "moved": "Fatto: il suo appuntamento per {service} ora è {when}.",
    "cancelled": "Il suo appuntamento per {service} {when} è disdetto.",
    "duplicate": "{name} ha già un appuntamento per {service} {when}. Sposto quello o ne aggiungo un altro?",
    "taken": "Mi dispiace, quell'orario è appena stato preso. Posso offrirle {offers}.",
    "taken_nothing": "Mi dispiace, quell'orario è appena stato preso. Quale altro orario le andrebbe bene?",
    "failed": "Mi dispiace, non è stato possibile. Vuole che prenda un messaggio per il salone?",
    "ask_reason": "Certo. Per cosa vuole che il salone la richiami?",
    "ask_message_name": "E mi dice il suo nome?",
    "ask_best_time": "Quando è il momento migliore per richiamarla?",
    "message_taken": "Grazie, {first}. Ho passato il suo messaggio e qualcuno di {salon} la richiamerà{when}.",
    "late_taken": "Grazie, {first}. Ho avvisato il salone che arriverà in ritardo.",
    "transfer": "Certo, le passo la reception.",
    "no_one_free": "In questo momento non c'è nessuno che possa rispondere, ma posso prendere un messaggio e farla "
                   "richiamare. Di cosa si tratta?",
    "unsupported": "",
    "unsupported_taken": "",
    "calling_back": "Certo, ci richiami quando vuole.",
    "dont_know_aside": "Questo purtroppo non lo so; in salone glielo sapranno dire.",
    "dont_know": "Purtroppo non lo so. Posso prendere un messaggio così qualcuno del salone glielo dice.",
    "hours": "Siamo aperti {hours}.",
    "day_closed": "Siamo chiusi {day}.",
    "day_open": "Siamo aperti {day} dalle {open} alle {close}.",
    "address": "Siamo in {address}.",
    "location": "{name} si trova in {address}, aperto {hours}.",
    "no_address": "Non ho l'indirizzo sottomano; posso prendere un messaggio così il salone la richiama.",
    "price": "{service} costa {price} e dura {duration}.",
    "prices": "I nostri prezzi: {list}.",
    "services": "Offriamo {list}.",
    "staff": "Il nostro team: {list}.",
    "works_on": "Di {day} {verb} {list}.",
    "nobody_on": "Di {day} non c'è nessuno: siamo chiusi.",
    "is_in": "Sì, {name} lavora di {day}, dalle {open} alle {close}.",
    "is_not_in": "No, {name} non lavora di {day}. {name} lavora {days}.",
    "who_does": "Per {service} {verb} {list}.",
    "everyone_does": "Lo fa tutto il nostro staff: {list}.",
    "day_range": "da {first} a {last}",
    "closed_days": "chiuso {days}",
    "open_span": "{days} dalle {open} alle {close}",
    "nothing_then_waitlist": "Mi dispiace, non ho niente di libero {asked}. Il più vicino è {offers}. Va bene "
                             "uno di questi, o la metto nella lista d'attesa?",
    "nothing_waitlist": "Mi dispiace, non ho niente di libero {asked}. Vuole entrare nella lista d'attesa? Le "
                        "scriviamo se si libera un posto.",
    "waitlist_joined": "È nella lista d'attesa per {service} {asked}. Le scriviamo se si libera un posto.",
}

# The lines that differ in a text: the rest are written as they are said.
WRITTEN = {
    "goodbye": "Grazie per aver scritto a {salon}. Buona giornata!",
    "no_appointments": "Non vedo appuntamenti in programma con questo numero.",
}


def clock(hour: int, minute: int) -> str:
    return f"{hour}:{minute:02d}"


def day(moment: date, today: date) -> str:
    delta = (moment - today).days
    if delta == 0:
        return "oggi"
    if delta == 1:
        return "domani"
    name = WEEKDAYS[moment.weekday()]
    return name if 1 < delta < 7 else f"{name} {moment.day} {MONTHS[moment.month - 1]}"


def at(day_said: str, clock_said: str) -> str:
    article = "all'" if clock_said.startswith("1:") else "alle "
    return f"{day_said} {article}{clock_said}"


def on(day_said: str) -> str:
    """A day as it follows a noun: "venerdì", "domani" (Italian needs no word before it)."""
    return day_said


def with_staff(staff: str) -> str:
    return f" con {staff}"


def plural_day(moment: date) -> str:
    """Every such weekday: "il lunedì", "la domenica"."""
    name = WEEKDAYS[moment.weekday()]
    return f"{'la' if name == 'domenica' else 'il'} {name}"


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} {'ore' if hours > 1 else 'ora'}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minuti")
    return " e ".join(parts)


def is_are(count: int) -> str:
    return "c'è" if count == 1 else "ci sono"


def does_do(count: int) -> str:
    return "se ne occupa" if count == 1 else "se ne occupano"


def price(text: str) -> str:
    return text
