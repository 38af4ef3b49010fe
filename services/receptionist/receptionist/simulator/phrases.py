"""What the simulated agent says, in English and Spanish: its own lines, and times, days, offers, opening hours and
function answers spoken from their data. No I/O."""

from collections.abc import Sequence
from datetime import date, datetime

from receptionist.functions import speech

WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ES = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
MONTHS_ES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre")

LINES: dict[str, dict[str, str]] = {
    "anything_else": {"en": "Is there anything else I can help you with?",
                      "es": "¿Puedo ayudarle con algo más?"},
    "how_can_i_help": {"en": "Of course. What can I help you with?", "es": "Claro. ¿En qué puedo ayudarle?"},
    "goodbye": {"en": "Thank you for calling {salon}. Have a lovely day!",
                "es": "Gracias por llamar a {salon}. ¡Que tenga un buen día!"},
    "not_understood": {
        "en": "Sorry, I didn't quite catch that. I can book, move or cancel an appointment, tell you our hours, "
              "prices or address, or take a message.",
        "es": "Perdone, no le he entendido bien. Puedo reservar, cambiar o cancelar una cita, darle nuestro horario, "
              "precios o dirección, o tomar un mensaje."},
    "offer_message": {"en": "Would you like me to take a message so someone from the salon can call you back?",
                      "es": "¿Quiere que tome un mensaje para que alguien del salón le devuelva la llamada?"},
    "english_only": {"en": "I'm sorry, I can only help in English on this line. Would you like me to take a message "
                           "so someone from the salon can call you back?", "es": ""},
    "ask_service": {"en": "Which service would you like? We offer {services}.",
                    "es": "¿Qué servicio desea? Ofrecemos {services}."},
    "ask_which_service": {"en": "Would that be {services}?", "es": "¿Sería {services}?"},
    "ask_when": {"en": "What day and time would suit you?", "es": "¿Qué día y a qué hora le vendría bien?"},
    "ask_choice": {"en": "Which of those times would you like: {offers}?",
                   "es": "¿Cuál de estas horas prefiere: {offers}?"},
    "ask_other_time": {"en": "No problem. What other day or time would suit you?",
                       "es": "Sin problema. ¿Qué otro día u hora le vendría bien?"},
    "any_good": {"en": "Would one of those work?", "es": "¿Le vendría bien alguna?"},
    "slot_free": {"en": "Good news: {offer} is free.", "es": "Buenas noticias: {offer} está libre."},
    "ask_name": {"en": "Great. May I have your name for the booking?",
                 "es": "Perfecto. ¿Me dice su nombre para la reserva?"},
    "ask_phone": {"en": "And what's the best number to reach you?",
                  "es": "¿Y a qué número podemos contactarle?"},
    "confirm_booking": {
        "en": "To confirm: a {service} {when}, for {name}, and we'll text {phone}. Shall I book it?",
        "es": "Para confirmar: {service} {when}, a nombre de {name}, y le enviaremos un mensaje al {phone}. "
              "¿Lo reservo?"},
    "confirm_move": {"en": "To confirm: move your {service} to {when}. Shall I go ahead?",
                     "es": "Para confirmar: cambio su cita de {service} a {when}. ¿Procedo?"},
    "what_to_change": {"en": "No problem. What would you like to change: the day, the time, or your name or number?",
                       "es": "Sin problema. ¿Qué quiere cambiar: el día, la hora, o su nombre o número?"},
    "ask_move_service": {"en": "Sure, I can move it. Which service is the appointment for, and when would you like "
                               "to come in instead?",
                         "es": "Claro, puedo cambiarla. ¿Para qué servicio es la cita y cuándo le vendría mejor?"},
    "ask_move_when": {"en": "Sure. When would you like to come in instead?",
                      "es": "Claro. ¿Cuándo le vendría mejor?"},
    "ask_which_appointment": {"en": "Which one: {appointments}?", "es": "¿Cuál de ellas: {appointments}?"},
    "confirm_cancel": {"en": "I see your {service}{staff} {when}. Shall I cancel it?",
                       "es": "Veo su cita de {service}{staff} {when}. ¿La cancelo?"},
    "leave_it": {"en": "All right, I'll leave your appointments as they are.",
                 "es": "De acuerdo, dejo sus citas como están."},
    "ask_reason": {"en": "Of course. What would you like the salon to call you back about?",
                   "es": "Por supuesto. ¿Sobre qué quiere que le llamen?"},
    "ask_message_name": {"en": "And may I have your name?", "es": "¿Y me dice su nombre?"},
    "hours": {"en": "We're open {hours}.", "es": "Nuestro horario es: {hours}."},
    "day_closed": {"en": "We're closed on {day}.", "es": "Los {day} estamos cerrados."},
    "day_open": {"en": "On {day} we're open from {open} to {close}.",
                 "es": "Los {day} abrimos de {open} a {close}."},
    "address": {"en": "We're at {address}.", "es": "Estamos en {address}."},
    "no_address": {"en": "I don't have our address to hand; I can take a message so the salon calls you back.",
                   "es": "No tengo la dirección a mano; puedo tomar un mensaje para que el salón le llame."},
    "price": {"en": "A {service} is {price} and takes {duration}.",
              "es": "{service} cuesta {price} y dura {duration}."},
    "prices": {"en": "Our prices: {list}.", "es": "Nuestros precios: {list}."},
    "services": {"en": "We offer {list}.", "es": "Ofrecemos {list}."},
    "staff": {"en": "Our team is {list}.", "es": "Nuestro equipo: {list}."},
    # Function answers, spoken from their data in Spanish (English speaks the function's own `result`).
    "offers": {"en": "", "es": "Para {service}{staff}, tengo {offers}. ¿Cuál prefiere?"},
    "nothing_then": {"en": "", "es": "Lo siento, no tengo nada libre entonces. Lo más cercano es {offers}. "
                                     "¿Le vendría bien alguna?"},
    "nothing_at_all": {"en": "", "es": "Lo siento, no tengo nada libre entonces. ¿Qué otro día le vendría bien?"},
    "booked": {"en": "", "es": "Listo, {first}: su cita de {service} {when} está reservada. ¡Le esperamos!"},
    "moved": {"en": "", "es": "Hecho: su cita de {service} queda {when}."},
    "cancelled": {"en": "", "es": "Su cita de {service} {when} queda cancelada."},
    "taken": {"en": "", "es": "Lo siento, esa hora se acaba de ocupar. Puedo ofrecerle {offers}."},
    "taken_nothing": {"en": "", "es": "Lo siento, esa hora se acaba de ocupar. ¿Qué otro día le vendría bien?"},
    # A time booking refused for what it is (its `refusal`), never "just taken".
    "refused_past": {"en": "", "es": "Lo siento, esa hora ya ha pasado."},
    "refused_too_soon": {"en": "", "es": "Lo siento, es demasiado pronto para prepararnos."},
    "refused_beyond_window": {"en": "", "es": "Lo siento, solo aceptamos reservas con hasta {window} de "
                                              "antelación."},
    "refused_closed": {"en": "", "es": "Lo siento, a esa hora estamos cerrados."},
    "refused": {"en": "", "es": "Lo siento, esa hora no se puede reservar."},
    "refused_offers": {"en": "", "es": "Puedo ofrecerle {offers}."},
    "refused_when": {"en": "", "es": "¿Qué otro día le vendría bien?"},
    "which_appointment": {"en": "", "es": "Veo {count} citas: {appointments}. ¿Cuál quiere {verb}?"},
    "no_appointments": {"en": "", "es": "No veo ninguna cita próxima con el número desde el que llama."},
    "message_taken": {"en": "", "es": "Gracias, {first}. He pasado su mensaje y alguien de {salon} le devolverá la "
                                      "llamada."},
    "failed": {"en": "", "es": "Lo siento, no he podido hacerlo. ¿Quiere que tome un mensaje para el salón?"},
}


def line(key: str, lang: str, **values: object) -> str:
    texts = LINES[key]
    return (texts.get(lang) or texts["en"]).format(**values)


def join(items: Sequence[str], lang: str, conjunction: str = "and") -> str:
    words = {"and": {"en": "and", "es": "y"}, "or": {"en": "or", "es": "o"}}[conjunction][lang]
    items = [item for item in items if item]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {words} {items[-1]}"


def clock(hour: int, minute: int, lang: str) -> str:
    """"3:00 PM"; in Spanish "3:00 de la tarde"."""
    if lang == "es":
        part = "de la mañana" if hour < 12 else "de la tarde" if hour < 20 else "de la noche"
        return f"{(hour % 12) or 12}:{minute:02d} {part}"
    return speech.clock(f"{hour}:{minute}")


def clock_text(value: str, lang: str) -> str:
    hour, minute = (int(part) for part in value.split(":")[:2])
    return clock(hour, minute, lang)


def day(moment: date, today: date, lang: str) -> str:
    """"tomorrow", "Thursday", "Thursday, December 3"; "mañana", "el jueves", "el jueves 3 de diciembre"."""
    if lang != "es":
        return speech.day_of(moment, today)
    delta = (moment - today).days
    if delta == 0:
        return "hoy"
    if delta == 1:
        return "mañana"
    name = WEEKDAYS_ES[moment.weekday()]
    return f"el {name}" if 1 < delta < 7 else f"el {name} {moment.day} de {MONTHS_ES[moment.month - 1]}"


def moment(start: datetime, today: date, lang: str) -> str:
    """"tomorrow at 3:00 PM"; "mañana a las 3:00 de la tarde"."""
    at = "a las" if lang == "es" and start.hour % 12 != 1 else "a la" if lang == "es" else "at"
    return f"{day(start.date(), today, lang)} {at} {clock(start.hour, start.minute, lang)}"


def on_moment(start: datetime, today: date, lang: str) -> str:
    """A moment as it follows a noun: "on Friday at 3:00 PM", "tomorrow at 3:00 PM"; "el viernes a las ..."."""
    said = moment(start, today, lang)
    return f"on {said}" if lang != "es" and (start.date() - today).days > 1 else said


def first_name(name: str) -> str:
    return (name or "").split(" ")[0]


def offer(slot: dict, today: date, lang: str) -> str:
    start = datetime.fromisoformat(slot["start"])
    staff = first_name(slot.get("staff") or "")
    with_ = " con " if lang == "es" else " with "
    return moment(start, today, lang) + (with_ + staff if staff else "")


def offers(slots: Sequence[dict], today: date, lang: str) -> str:
    return join([offer(slot, today, lang) for slot in slots], lang, "or")


def opening_hours(hours: dict[str, dict], lang: str) -> str:
    """`hours` as get_business_info gives them ({"Monday": {"open", "close", "closed"}, ...}): runs of days with the
    same hours, the week told from Monday."""
    runs: list[tuple[list[int], tuple]] = []
    for index, name in enumerate(WEEKDAYS_EN):
        span = hours.get(name) or {"closed": True}
        key = ("closed",) if span.get("closed") else (span.get("open", ""), span.get("close", ""))
        if runs and runs[-1][1] == key:
            runs[-1][0].append(index)
        else:
            runs.append(([index], key))
    names = WEEKDAYS_ES if lang == "es" else WEEKDAYS_EN
    parts = []
    for days, key in runs:
        if len(days) == 1:
            label = names[days[0]]
        elif len(days) == 2:
            label = join([names[days[0]], names[days[1]]], lang)
        else:
            label = f"de {names[days[0]]} a {names[days[-1]]}" if lang == "es" else \
                f"{names[days[0]]} to {names[days[-1]]}"
        if key == ("closed",):
            parts.append(f"cerrado {label}" if lang == "es" else f"closed {label}")
        elif lang == "es":
            parts.append(f"{label} de {clock_text(key[0], lang)} a {clock_text(key[1], lang)}")
        else:
            parts.append(f"{label} {clock_text(key[0], lang)} to {clock_text(key[1], lang)}")
    return ", ".join(parts)


def weekday_name(moment_day: date, lang: str) -> str:
    return (WEEKDAYS_ES if lang == "es" else WEEKDAYS_EN)[moment_day.weekday()]


def duration(minutes: int, lang: str) -> str:
    if lang != "es":
        return speech.duration(minutes)
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} hora{'s' if hours > 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minutos")
    return " y ".join(parts)
