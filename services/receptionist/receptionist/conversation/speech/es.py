"""What the agent says in Spanish: its lines, and days, times, lists and durations as a receptionist speaks them."""

from datetime import date

LANGUAGE_NAME = "Spanish"
WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
MONTHS = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
          "noviembre", "diciembre")
AND, OR = "y", "o"

LINES = {
    "refused_past": "Lo siento, esa hora ya ha pasado.",
    "refused_too_soon": "Lo siento, es demasiado pronto para prepararnos.",
    "refused_beyond_window": "Lo siento, solo aceptamos reservas con hasta {window} de antelación.",
    "refused_closed": "Lo siento, a esa hora estamos cerrados.",
    "refused": "Lo siento, esa hora no se puede reservar.",
    "refused_offers": "Puedo ofrecerle {offers}.",
    "refused_when": "¿Qué otro día u hora le vendría bien?",
    "days": "{count} días",
    "one_day": "1 día",
    "anything_else": "¿Puedo ayudarle con algo más?",
    "how_can_i_help": "Claro. ¿En qué puedo ayudarle?",
    "goodbye": "Gracias por llamar a {salon}. ¡Que tenga un buen día!",
    "not_understood": "Perdone, no le he entendido bien. Puedo reservar, cambiar o cancelar una cita, darle nuestro "
                      "horario, precios o dirección, o tomar un mensaje.",
    "offer_message": "¿Quiere que tome un mensaje para que alguien del salón le devuelva la llamada?",
    "ask_service": "¿Qué servicio desea? Ofrecemos {services}.",
    "ask_which_service": "¿Sería {services}?",
    "ask_when": "¿Qué día y a qué hora le vendría bien para {service}?",
    "ask_choice": "Para {service}, tengo {offers}. ¿Cuál prefiere?",
    "nothing_then": "Lo siento, no tengo nada libre {asked}. Lo más cercano es {offers}. ¿Le vendría bien alguna?",
    "nothing_at_all": "Lo siento, no tengo nada libre {asked}. ¿Qué otro día le vendría bien?",
    "slot_free": "Buenas noticias: {offer} está libre.",
    "ask_name": "¿Me dice su nombre para la reserva?",
    "ask_person": "¿Y a nombre de quién pongo la cita de su {relation}?",
    "ask_phone": "¿Y a qué número podemos contactarle?",
    "confirm_booking": "Para confirmar: {items}, y le enviaremos un mensaje al {phone}. ¿{it}?",
    "booking_item": "{service} {when} a nombre de {name}",
    "confirm_move": "Para confirmar: cambio su cita de {service} de {old} a {new}. ¿Procedo?",
    "staff_changes": "{staff} no está libre a esa hora, así que sería con {other}.",
    "confirm_cancel": "Veo su cita de {service}{staff} {when}. ¿La cancelo?",
    "what_to_change": "Sin problema. ¿Qué quiere cambiar: el día, la hora, el estilista o el servicio?",
    "ask_move_when": "Claro. ¿A cuándo quiere pasar su cita de {service}?",
    "ask_which_appointment": "¿Cuál de ellas: {appointments}?",
    "no_appointments": "No veo ninguna cita próxima con el número desde el que llama.",
    "leave_it": "De acuerdo, dejo su cita como está.",
    "booked": "Listo, su cita queda reservada: {what}. ¡Le esperamos!",
    "moved": "Hecho: su cita de {service} queda {when}.",
    "cancelled": "Su cita de {service} {when} queda cancelada.",
    "duplicate": "{name} ya tiene {service} {when}. ¿Cambio esa cita o añado otra?",
    "taken": "Lo siento, esa hora se acaba de ocupar. Puedo ofrecerle {offers}.",
    "taken_nothing": "Lo siento, esa hora se acaba de ocupar. ¿Qué otra hora le vendría bien?",
    "failed": "Lo siento, no he podido hacerlo. ¿Quiere que tome un mensaje para el salón?",
    "ask_reason": "Por supuesto. ¿Sobre qué quiere que le llamen?",
    "ask_message_name": "¿Y me dice su nombre?",
    "ask_best_time": "¿Cuándo es el mejor momento para llamarle?",
    "message_taken": "Gracias, {first}. He pasado su mensaje y alguien de {salon} le devolverá la llamada{when}.",
    "late_taken": "Gracias, {first}. Ya he avisado al salón de que llega tarde.",
    "transfer": "Por supuesto, le paso con recepción.",
    "no_one_free": "Ahora mismo no hay nadie disponible, pero puedo tomar un mensaje para que le llamen. "
                   "¿De qué se trata?",
    "unsupported": "",
    "unsupported_taken": "",
    "calling_back": "Por supuesto, llámenos cuando quiera.",
    "dont_know_aside": "Eso no lo sé, me temo; en el salón se lo podrán decir.",
    "dont_know": "Me temo que no lo sé. Puedo tomar un mensaje para que alguien del salón se lo diga.",
    "hours": "Nuestro horario es: {hours}.",
    "day_closed": "Los {day} estamos cerrados.",
    "day_open": "Los {day} abrimos de {open} a {close}.",
    "address": "Estamos en {address}.",
    "location": "{name} está en {address}. Su horario es: {hours}.",
    "no_address": "No tengo la dirección a mano; puedo tomar un mensaje para que el salón le llame.",
    "price": "{service} cuesta {price} y dura {duration}.",
    "prices": "Nuestros precios: {list}.",
    "services": "Ofrecemos {list}.",
    "staff": "Nuestro equipo: {list}.",
    "works_on": "El {day} {verb} {list}.",
    "nobody_on": "El {day} no hay nadie; estamos cerrados.",
    "is_in": "Sí, {name} trabaja el {day}, de {open} a {close}.",
    "is_not_in": "No, {name} no trabaja el {day}. {name} trabaja {days}.",
    "who_does": "{list} {verb} {service}.",
    "everyone_does": "Todo nuestro equipo lo hace: {list}.",
    "day_range": "de {first} a {last}",
    "closed_days": "cerrado {days}",
    "open_span": "{days} de {open} a {close}",
    "nothing_then_waitlist": "Lo siento, no tengo nada libre {asked}. Lo más cercano que tengo es {offers}. ¿Le "
                             "sirve alguna, o le apunto en la lista de espera?",
    "nothing_waitlist": "Lo siento, no tengo nada libre {asked}. ¿Quiere apuntarse a la lista de espera? Le "
                        "escribiremos si se libera una hora.",
    "waitlist_joined": "Está en la lista de espera para {service} {asked}. Le escribiremos si se libera una hora.",
}

# The lines that differ in a text: the rest are written as they are said.
WRITTEN = {
    "goodbye": "Gracias por escribir a {salon}. ¡Que tenga un buen día!",
    "no_appointments": "No veo ninguna cita próxima con este número.",
}


def clock(hour: int, minute: int) -> str:
    part = "de la mañana" if hour < 12 else "de la tarde" if hour < 20 else "de la noche"
    return f"{(hour % 12) or 12}:{minute:02d} {part}"


def day(moment: date, today: date) -> str:
    delta = (moment - today).days
    if delta == 0:
        return "hoy"
    if delta == 1:
        return "mañana"
    name = WEEKDAYS[moment.weekday()]
    return f"el {name}" if 1 < delta < 7 else f"el {name} {moment.day} de {MONTHS[moment.month - 1]}"


def at(day_said: str, clock_said: str) -> str:
    return f"{day_said} a la{'' if clock_said.startswith('1:') else 's'} {clock_said}"


def on(day_said: str) -> str:
    return day_said


def with_staff(staff: str) -> str:
    return f" con {staff}"


def plural_day(moment: date) -> str:
    name = WEEKDAYS[moment.weekday()]
    return name if name.endswith("s") else name + "s"


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} hora{'s' if hours > 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minutos")
    return " y ".join(parts)


def is_are(count: int) -> str:
    return "está" if count == 1 else "están"


def does_do(count: int) -> str:
    return "hace" if count == 1 else "hacen"


def price(text: str) -> str:
    return text
