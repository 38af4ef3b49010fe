"""What the agent says in Portuguese: its lines, and days, times, lists and durations as a receptionist speaks
them."""

from datetime import date

LANGUAGE_NAME = "Portuguese"
WEEKDAYS = ("segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo")
MONTHS = ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
          "novembro", "dezembro")
AND, OR = "e", "ou"
_MASCULINE = ("sábado", "domingo")

# The person a booking is for, as the English reading names them ("daughter"), said after "para".
RELATIONS = {"son": "seu filho", "daughter": "sua filha", "kid": "a criança", "child": "a criança",
             "boy": "seu filho", "girl": "sua filha", "wife": "sua esposa", "husband": "seu marido",
             "partner": "seu parceiro", "girlfriend": "sua namorada", "boyfriend": "seu namorado",
             "fiance": "seu noivo", "fiancee": "sua noiva", "mom": "sua mãe", "mum": "sua mãe",
             "mother": "sua mãe", "dad": "seu pai", "father": "seu pai", "sister": "sua irmã",
             "brother": "seu irmão", "friend": "a outra pessoa", "someone": "essa pessoa"}

LINES = {
    "refused_past": "Desculpe, esse horário já passou.",
    "refused_too_soon": "Desculpe, é cedo demais para nos prepararmos.",
    "refused_beyond_window": "Desculpe, só aceitamos reservas com até {window} de antecedência.",
    "refused_closed": "Desculpe, é fora do nosso horário de funcionamento.",
    "refused": "Desculpe, esse horário não pode ser reservado.",
    "refused_offers": "Posso oferecer {offers}.",
    "refused_when": "Que outro dia ou horário seria bom para você?",
    "days": "{count} dias",
    "one_day": "1 dia",
    "anything_else": "Posso ajudar com mais alguma coisa?",
    "how_can_i_help": "Claro. Em que posso ajudar?",
    "goodbye": "Obrigada por ligar para {salon}. Tenha um ótimo dia!",
    "not_understood": "Desculpe, não entendi bem. Posso marcar, remarcar ou cancelar um horário, informar nosso "
                      "horário de funcionamento, preços ou endereço, ou anotar um recado.",
    "offer_message": "Quer que eu anote um recado para alguém do salão retornar a ligação?",
    "ask_service": "Qual serviço você gostaria? Nós oferecemos {services}.",
    "ask_which_service": "Seria {services}?",
    "ask_when": "Que dia e horário ficam bons para você para {service}?",
    "ask_choice": "Para {service}, tenho {offers}. Qual você prefere?",
    "nothing_then": "Sinto muito, não tenho nada livre {asked}. O mais próximo que tenho é {offers}. Algum desses "
                    "serve para você?",
    "nothing_at_all": "Sinto muito, não tenho nada livre {asked}. Que outro dia seria bom para você?",
    "slot_free": "Boa notícia: {offer} está livre.",
    "ask_name": "Qual é o seu nome para o agendamento?",
    "ask_person": "E em nome de quem eu marco o horário para {relation}?",
    "ask_phone": "E qual é o melhor número para falarmos com você?",
    "confirm_booking": "Para confirmar: {items}, e vamos mandar uma mensagem para {phone}. Posso confirmar{it}?",
    "booking_item": "um horário de {service} {when} em nome de {name}",
    "confirm_move": "Para confirmar: vou passar seu horário de {service} de {old} para {new}. Posso seguir?",
    "staff_changes": "{staff} não está disponível nesse horário, então seria com {other}.",
    "confirm_cancel": "Estou vendo seu horário de {service}{staff} {when}. Posso cancelar?",
    "what_to_change": "Sem problema. O que você quer mudar: o dia, o horário, o profissional ou o serviço?",
    "ask_move_when": "Claro. Para quando você quer passar seu horário de {service}?",
    "ask_which_appointment": "Qual deles: {appointments}?",
    "no_appointments": "Não encontro nenhum horário marcado com o número de onde você está ligando.",
    "leave_it": "Tudo bem, vou deixar seu horário como está.",
    "booked": "Está marcado: {what}.",
    "moved": "Pronto: seu horário de {service} agora é {when}.",
    "cancelled": "Seu horário de {service} {when} está cancelado.",
    "duplicate": "{name} já tem um horário de {service} {when}. Quer que eu mude esse ou marque mais um?",
    "taken": "Sinto muito, esse horário acabou de ser ocupado. Posso oferecer {offers}.",
    "taken_nothing": "Sinto muito, esse horário acabou de ser ocupado. Que outro horário seria bom para você?",
    "failed": "Sinto muito, não foi possível fazer isso. Quer que eu anote um recado para o salão?",
    "ask_reason": "Claro. Sobre o que você gostaria que o salão retornasse?",
    "ask_message_name": "E qual é o seu nome?",
    "ask_best_time": "Qual é o melhor horário para retornarem a ligação?",
    "message_taken": "Obrigada, {first}. Passei o seu recado e alguém de {salon} vai retornar a ligação{when}.",
    "late_taken": "Obrigada, {first}. Já avisei o salão que você vai se atrasar.",
    "transfer": "Claro, vou transferir você para a recepção.",
    "no_one_free": "No momento não há ninguém disponível para atender, mas posso anotar um recado para retornarem "
                   "a ligação. Do que se trata?",
    "unsupported": "",
    "unsupported_taken": "",
    "calling_back": "Claro, ligue para nós quando quiser.",
    "dont_know_aside": "Isso eu não sei dizer; no salão podem informar.",
    "dont_know": "Infelizmente não sei dizer. Posso anotar um recado para alguém do salão responder.",
    "hours": "Nosso horário: {hours}.",
    "day_closed": "Estamos fechados {day}.",
    "day_open": "Abrimos {day} das {open} às {close}.",
    "address": "Nosso endereço é {address}.",
    "location": "{name} fica em {address}. Horário: {hours}.",
    "no_address": "Não tenho o endereço em mãos; posso anotar um recado para o salão retornar a ligação.",
    "price": "{service} custa {price} e leva {duration}.",
    "prices": "Nossos preços: {list}.",
    "services": "Oferecemos {list}.",
    "staff": "Nossa equipe: {list}.",
    "works_on": "{list} {verb} {day}.",
    "nobody_on": "Ninguém trabalha {day}: estamos fechados.",
    "is_in": "Sim, {name} trabalha {day}, das {open} às {close}.",
    "is_not_in": "Não, {name} não trabalha {day}. {name} trabalha {days}.",
    "who_does": "{list} {verb} {service}.",
    "everyone_does": "Toda a nossa equipe faz: {list}.",
    "day_range": "de {first} a {last}",
    "closed_days": "fechado {days}",
    "open_span": "{days} das {open} às {close}",
    "nothing_then_waitlist": "Sinto muito, não tenho nada livre {asked}. O mais próximo que tenho é {offers}. "
                             "Algum desses serve, ou coloco você na lista de espera?",
    "nothing_waitlist": "Sinto muito, não tenho nada livre {asked}. Quer entrar na lista de espera? Mandamos uma "
                        "mensagem se abrir um horário.",
    "waitlist_joined": "Você está na lista de espera para {service} {asked}. Mandamos uma mensagem se abrir um "
                       "horário.",
}

# The lines that differ in a text: the rest are written as they are said.
WRITTEN = {
    "goodbye": "Obrigada por escrever para {salon}. Tenha um ótimo dia!",
    "no_appointments": "Não encontro nenhum horário marcado com este número.",
}


def clock(hour: int, minute: int) -> str:
    return f"{hour}h" if minute == 0 else f"{hour}h{minute:02d}"


def day(moment: date, today: date) -> str:
    delta = (moment - today).days
    if delta == 0:
        return "hoje"
    if delta == 1:
        return "amanhã"
    name = WEEKDAYS[moment.weekday()]
    return name if 1 < delta < 7 else f"{name}, dia {moment.day} de {MONTHS[moment.month - 1]}"


def at(day_said: str, clock_said: str) -> str:
    return f"{day_said} {'à' if clock_said.startswith(('0h', '1h')) else 'às'} {clock_said}"


def on(day_said: str) -> str:
    """A day as it follows a noun: "na sexta", "no sábado", but "amanhã"."""
    if day_said in ("hoje", "amanhã"):
        return day_said
    return f"{'no' if day_said.startswith(_MASCULINE) else 'na'} {day_said}"


def with_staff(staff: str) -> str:
    return f" com {staff}"


def plural_day(moment: date) -> str:
    """Every such weekday: "às segundas", "aos sábados"."""
    name = WEEKDAYS[moment.weekday()]
    return f"aos {name}s" if name in _MASCULINE else f"às {name}s"


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} hora{'s' if hours > 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minutos")
    return " e ".join(parts)


def is_are(count: int) -> str:
    return "trabalha" if count == 1 else "trabalham"


def does_do(count: int) -> str:
    return "faz" if count == 1 else "fazem"


def price(text: str) -> str:
    return text
