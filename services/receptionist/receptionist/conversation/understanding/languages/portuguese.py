"""Portuguese callers (Brazil and Portugal), read through English: "Oi, aqui é a Camila Rocha, uma escova na sexta às
três e meia da tarde" -> "hi, this is Camila Rocha, a blowout on friday at 15:30"."""

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

_UNITS = {"zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6,
          "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14,
          "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezasseis": 16, "dezessete": 17, "dezassete": 17,
          "dezoito": 18, "dezenove": 19, "dezanove": 19}
_TENS = {"vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50}
NUMBERS = numbers(_UNITS, _TENS, lambda ten, unit, n: [f"{ten} e {unit}"])
_NUMBER = rf"\d{{1,2}}|{alternation(NUMBERS)}"
_HOUR = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if n <= 24)}"
_MINUTE = rf"\d{{1,2}}|{alternation(word for word, n in NUMBERS.items() if 1 <= n <= 59)}"
# Each with its article: "as tres" is "at three", "depois das cinco" after five.
_PREPOSITIONS = {"as": "at", "a": "at", "para as": "at", "para a": "at", "por volta das": "around",
                 "por volta da": "around", "la pelas": "around", "pelas": "around", "pela": "around",
                 "perto das": "around", "depois das": "after", "depois da": "after", "apos as": "after",
                 "antes das": "before", "antes da": "before", "ate as": "until", "ate a": "until", "ate": "until",
                 "a partir das": "from", "a partir da": "from", "das": "from", "da": "from", "entre as": "between",
                 "e as": "and", "ou as": "or", "ao": "at", "antes do": "before", "depois do": "after"}
_PREPOSITION = rf"(?P<prep>{alternation(_PREPOSITIONS)}) "
_PARTS = {"da manha": "am", "da tarde": "pm", "da noite": "pm"}
_PART = rf"(?: (?P<part>{alternation(_PARTS)}))?"
_WEEKDAYS = {"segunda": "monday", "terca": "tuesday", "quarta": "wednesday", "quinta": "thursday",
             "sexta": "friday", "sabado": "saturday", "domingo": "sunday"}
_WEEKDAY = rf"(?P<wd>{alternation(_WEEKDAYS)})(?:[- ]feira)?"
_MONTHS = {"janeiro": "january", "fevereiro": "february", "marco": "march", "abril": "april", "maio": "may",
           "junho": "june", "julho": "july", "agosto": "august", "setembro": "september", "outubro": "october",
           "novembro": "november", "dezembro": "december"}
# After an article and with no month, they pick among the times offered: "o primeiro", "a primeira"; "segunda",
# "quarta", "quinta" and "sexta" alone are weekdays.
_CHOICES = {"primeiro": "first", "primeira": "first", "segundo": "second", "terceiro": "third", "terceira": "third",
            "quarto": "fourth", "quinto": "fifth", "ultimo": "last", "ultima": "last"}
_DAY = rf"(?P<d>\d{{1,2}}|primeiro|{alternation(word for word, n in NUMBERS.items() if 2 <= n <= 31)})"
_DURATIONS: dict[str, str] = {"uma hora": "an hour", "meia hora": "30 minutes", "um quarto de hora": "15 minutes"}
_DURATION = rf"(?P<n>{alternation(_DURATIONS)}|(?:{_NUMBER}) minutos)"


def _duration(found: Found) -> str:
    said = found.took("n")
    if said in _DURATIONS:
        return _DURATIONS[said]
    return f"{value(said.removesuffix(' minutos'), NUMBERS)} minutes"


def _clock(found: Found) -> str:
    groups = found.match.groupdict()
    hour = value(found.took("h"), NUMBERS)
    minute = 0
    if groups.get("m"):
        minute = value(groups["m"], NUMBERS)
    elif groups.get("half"):
        minute = 30
    elif groups.get("quarter"):
        minute = 15
    elif groups.get("to"):
        minute = -15
    elif groups.get("tom"):
        minute = -value(groups["tom"], NUMBERS)
    preposition = _PREPOSITIONS.get(groups.get("prep") or "as", "at")
    return f"{preposition} {clock(hour, minute, _PARTS.get(groups.get('part') or ''))}"


def _clock_less(found: Found) -> str:
    """ "quinze para as quatro" is 3:45."""
    preposition = _PREPOSITIONS.get(found["prep"] or "as", "at")
    minutes = value(found.took("mb"), NUMBERS)
    return f"{preposition} {clock(value(found.took('h'), NUMBERS), -minutes, _PARTS.get(found['part'] or ''))}"


def _quarter_to(found: Found) -> str:
    preposition = _PREPOSITIONS.get(found["prep"] or "as", "at")
    return f"{preposition} {clock(value(found.took('h'), NUMBERS), -15, _PARTS.get(found['part'] or ''))}"


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
    return 1 if found.took("d") == "primeiro" else value(found.took("d"), NUMBERS)


def _late(found: Found) -> str:
    said = found.took("n")
    minutes = {"um quarto de hora": 15, "meia hora": 30}.get(said)
    return f"I'm running {minutes or value(said, NUMBERS)} minutes late"


def _name(found: Found) -> str | None:
    """ "aqui é a Camila" gives a name, "é para corte" does not: the word after decides, by its capital."""
    said = found.said("n")
    if found["intro"] == "e" and found.said("intro") not in ("é", "É"):
        return None  # "e o Pedro" is "and Pedro"
    return f"this is {said}" if said[:1].isupper() else None


def _article_before_name(found: Found) -> str | None:
    """ "com a Maria" is "with Maria": no article before a capitalized name."""
    said = found.said("n")
    return said if said[:1].isupper() else None


_ANGER = (r"(?:e |isso e |this is )?(?:inaceitavel|um absurdo|absurdo|uma vergonha|um desrespeito)|estou (?:muito )?"
          r"(?:furios[oa]|irritad[oa]|revoltad[oa]|indignad[oa]|com raiva)|(?:furios[oa]|revoltad[oa]|indignad[oa])|"
          r"(?:uma )?reclamacao|quero reclamar")
_REACTION = (r"(?:uma )?reacao(?: alergica)?|(?:esta )?ardendo|arde|(?:uma )?coceira|cocando|(?:esta )?vermelh[oa]|"
             r"inchad[oa]|(?:cheio de )?bolinhas|(?:uma )?alergia|queimando")

_MINUTES = rf"(?: e (?P<m>{_MINUTE})(?! minutos)| e (?P<half>meia)| e (?:um )?(?P<quarter>quarto)" \
           rf"| menos (?:um )?(?P<to>quarto)| menos (?P<tom>{_MINUTE}))"

_RUINED = (r"(?:ficou|ficaram|esta|estao) (?:todo |toda |tudo )?(?:laranja|verde|amarel[oa]|horrivel|pessim[oa]|"
           r"estragad[oa]|manchad[oa])|(?:estragaram|estragou|queimaram|queimou)(?: o meu cabelo| meu cabelo)?|"
           r"nao gostei(?: nada)?")

_PHRASES = [
    greeting_then_name(("bom dia", "boa tarde", "boa noite", "ola", "oi", "alo")),
    relation_then_name(("a minha filha", "minha filha", "minha esposa", "minha mulher", "minha namorada",
                        "minha mae", "minha irma"),
                       ("o meu filho", "meu filho", "meu marido", "meu namorado", "meu pai", "meu irmao")),
    (r"(?:eu )?(?:ligo|volto a ligar|retorno|ligarei) (?:depois|mais tarde|de novo|outra hora)|"
     r"(?:eu )?ligo (?:eu|depois)", "I'll call back later"),
    (r"depois de amanha", "the day after tomorrow"),
    (rf"(?:(?P<prep>{alternation(_PREPOSITIONS)}) )?(?P<mb>{_MINUTE}) (?:minutos )?para (?:as |a )(?P<h>{_HOUR})"
     rf"(?! (?:minutos|pessoas)){_PART}", lambda f: _clock_less(f)),
    (r"(?P<e>e) para", lambda f: "it's for" if f.said("e") in ("é", "É") else None),
    (r"prefiro|preferia", "I'd prefer"), (r"estou com", "I have"),
    (r"tenha um bom dia|tenha uma boa (?:tarde|noite)|bom dia pra voce", "goodbye"),
    (r"(?:voces )?(?:atendem|aceitam)(?: clientes)? sem (?:marcacao|hora marcada|agendamento|marcar)",
     "do you take walk-ins"),
    (r"nao precisa (?:me )?(?:ligar|retornar|de recado|de mensagem)", "no thanks, no need"),
    # Durations, shifts and lateness, before "uma hora" is read as one o'clock.
    (rf"(?:vou chegar|chego|vou|estou|vou estar) (?:uns |umas |cerca de |tipo )?(?P<n>um quarto de hora|meia hora|"
     rf"{_NUMBER})(?: minutos)? (?:atrasad[oa]|de atraso|mais tarde|atrasado)", _late),
    (rf"(?:vou )?(?:me )?atrasar (?:uns |umas |cerca de )?(?P<n>um quarto de hora|meia hora|{_NUMBER})(?: minutos)?",
     _late),
    (r"(?:estou|vou chegar|vou estar|estou um pouco) (?:um pouco |um pouquinho )?atrasad[oa]|vou me atrasar",
     "I'll be late"),
    (r"(?:estou )?pres[oa] no transito|o transito esta (?:horrivel|parado|pessimo|terrivel)", "I'm stuck in traffic"),
    (rf"(?:da para |pode |podia |queria )?(?:passar|empurrar|adiar|atrasar|mudar)(?: (?:para|pra))? {_DURATION} "
     r"(?:mais tarde|depois|para frente|pra frente)", lambda f: f"push it back {_duration(f)}"),
    (rf"(?:da para |pode |podia |queria )?(?:adiantar|antecipar|passar)(?: (?:para|pra))? {_DURATION}"
     r"(?: mais cedo| antes)?", lambda f: f"move it {_duration(f)} earlier"),
    (rf"{_DURATION} (?P<w>mais tarde|depois|mais cedo|antes)",
     lambda f: f"{_duration(f)} {'later' if f['w'] in ('mais tarde', 'depois') else 'earlier'}"),
    (r"(?:daqui a|em|dentro de) (?:duas|2) semanas|daqui a quinze dias", "in two weeks"),
    (r"(?:daqui a|em|dentro de) (?:tres|3) semanas", "in three weeks"),
    (r"(?:na )?semana que vem|(?:na )?proxima semana|(?:na )?semana seguinte", "next week"),
    (r"(?:nesta|esta) semana", "this week"),
    (r"(?:a |no |ao )?(?:mesmo horario|mesma hora)", "at the same time"),
    (r"(?:o )?mais tarde possivel|(?:o )?ultimo horario(?: que voces tiverem| disponivel)?", "the latest you have"),
    (r"(?:no )?primeiro horario(?: que voces tiverem| disponivel| da manha)?|logo de manha|logo cedo|bem cedo|"
     r"(?:a )?primeira hora|(?:assim )?que abrirem", "first thing in the morning"),
    (r"(?:o )?mais cedo possivel", "as early as possible"),
    (r"(?:tem |teria |voces tem |nao tem |ha )?(?:alguma coisa|algo|um horario|algum horario|nada) (?P<w>mais cedo|"
     r"mais tarde)", lambda f: f"anything {'earlier' if f['w'] == 'mais cedo' else 'later'}"),
    (r"mais cedo", "earlier"), (r"mais tarde", "later"),
    (r"logo (?:depois|a seguir|em seguida)|logo apos|em seguida|(?:depois,? )?direto|de seguida", "right after"),
    (r"nenhum (?:desses|destes|deles|serve|me serve)(?: horarios)?|nenhuma (?:dessas|destas|delas)(?: horas)?",
     "none of those"),
    # Wants.
    (r"sem (?:marcacao|hora marcada|agendamento|marcar)", "do you take walk-ins"),
    (r"(?:queria|quero|gostaria de|eu queria|eu gostaria de) (?:marcar|agendar) (?:um |uma )?(?:horario|hora|"
     r"consulta|atendimento)", "I'd like to book an appointment"),
    (r"(?:marcar|agendar) (?:um |uma )?(?:horario|hora)", "book an appointment"),
    (r"(?:o meu|meu) horario", "my appointment"),
    (r"(?:pode )?(?:marcar|confirmar|agendar) (?:as duas|os dois|ambos|ambas)|confirma (?:as duas|os dois|ambos)",
     "book both"),
    (r"pode (?:marcar|confirmar|agendar|reservar)|(?:pode )?confirma[r]?|confirme|marca(?: sim)?|agenda(?: sim)?",
     "book it"),
    (r"(?:queria|quero|gostaria de|preciso) (?:cancelar|desmarcar)", "I need to cancel"),
    (r"pode (?:cancelar|desmarcar)", "cancel it"), (r"cancelar|desmarcar", "to cancel"),
    (r"(?:queria|quero|gostaria de|preciso) (?:mudar|remarcar|trocar|passar)(?: (?:para|pra) (?=\w))?",
     "I'd like to move it to "),
    (r"mudar|remarcar", "to move"),
    (r"(?:eu )?(?:ligo|volto a ligar|retorno|ligarei) (?:depois|mais tarde|de novo|outra hora)|"
     r"(?:eu )?ligo (?:eu|depois)", "I'll call back later"),
    (r"(?:pode(?:m)? )?(?:me )?(?:ligar|ligue|liguem|liga|retornar)(?: de volta)?(?:[- ]me)?|liguem[- ]me|"
     r"ligar[- ]me|me retorne(?:m)?|retornar a ligacao", "call me back"),
    (r"deixar (?:um )?(?:recado|mensagem)", "leave a message"),
    (r"(?:(?:queria|quero|gostaria de|preciso) )?falar com (?:uma pessoa(?: de verdade)?|alguem|o gerente|a gerente|"
     r"o dono|a dona|a recepcao|um atendente|uma atendente|o responsavel|a responsavel)(?:,? (?:por favor,? )?"
     r"com a recepcao)?|(?:(?:pode|poderia|da para) )?(?:me )?(?:passa(?:r)?|passe|transferir|transfere|transfira)"
     r"(?:[- ]me)? (?:para|pra) (?:a recepcao|alguem|uma pessoa|um atendente|uma atendente|o gerente|a gerente)"
     r"(?: do salao)?", "I want to speak to a person"),
    (r"tchau|ate logo|ate ja|ate mais|ate breve|com licenca|bom fim de semana|boa noite pra voce", "goodbye"),
    (r"ate (?P<wd>amanha|sabado|segunda|terca|quarta|quinta|sexta)\W*$", lambda f: f"see you {f.said('wd')}"),
    # Questions.
    (r"(?:qual (?:e )?o )?horario (?:de funcionamento|de atendimento|de voces)|qual (?:e )?o horario|"
     r"que horas voces (?:abrem|fecham)|ate que horas voces (?:ficam abertos|atendem|funcionam)|"
     r"quais (?:sao )?os horarios", "what are your hours"),
    (r"voces (?:abrem|estao abertos|funcionam|atendem)|(?:esta|fica) aberto|(?:e )?abre", "are you open"),
    (r"e fechado", "are you closed"),
    (r"(?:quanto (?:custa|custam|e|fica|sai)|qual (?:e )?o (?:preco|valor) (?:de|do|da|dos|das))"
     r"(?: (?:um|uma|o|a|os|as))?", "how much is a"),
    (r"onde (?:voces )?(?:ficam|fica o salao|e o salao|estao)|qual (?:e )?o endereco|o endereco", "where are you"),
    (r"que servicos (?:voces )?(?:fazem|oferecem|tem)|quais (?:sao )?os servicos",
     "what services do you offer"),
    (r"quem trabalha", "who works"),
    (r"(?:a |o )?(?P<n>\w+),? (?:ela |ele )?trabalha",
     lambda f: f"is {f.said('n')} in" if f.said("n")[:1].isupper() else None),
    (r"quem faz(?: as| os| a| o)?", "who does"),
    (r"(?:voces )?(?:tem|ha) estacionamento|estacionamento|da para (?:deixar|estacionar) o carro(?: ai perto)?|"
     r"onde (?:posso )?estacionar", "do you have parking"),
    (r"(?:voces )?falam portugues|fala portugues", "do you speak Portuguese"),
    (r"(?:eu )?nao falo (?:bem )?ingles|o meu ingles nao e bom|meu ingles nao e bom", "I don't speak English"),
    # Answers and corrections.
    (r"nao,? obrigad[oa]|nao precisa,? obrigad[oa]|nao precisa", "no thanks"),
    (r"nao(?= (?:com|na|no|para|pra|o|a|as|os|e|era|foi|quero o|quero a)\b)", "not"),
    (r"(?:e )?so isso(?: mesmo)?|e so|(?:e )?mais nada", "that's all"),
    (r"(?P<c>e |que )?tem (?P<n>\w+) anos",
     lambda f: f"{', ' if f['c'] else ''}who is {value(f['n'], NUMBERS)} years old" if f["n"] in NUMBERS
     or f["n"].isdigit() else None),
    (r"voces fazem", "do you do"), (r"(?:eu )?(?:queria|gostaria de) saber se", "I'd like to know if"),
    (r"de preferencia", "preferably"), (r"comecando", "starting"), (r"couro cabeludo", "scalp"),
    (r"(?:queria|gostaria de|quero|eu queria) fazer", "I'd like to get"), (r"de amanha", "tomorrow"),
    (r"sim,? por favor|sim,? obrigad[oa]", "yes please"),
    (r"por favor|se faz favor|por gentileza|faz favor", "please"),
    (r"nao sei|nao tenho certeza|nao tenho a certeza", "I'm not sure"),
    (r"isso mesmo|isso(?=\s*(?:[,.!?]|$))|exato|exatamente|(?:esta|ta) certo|certinho|correto", "that's right"),
    (r"(?:esta|ta) (?:bom|otimo|perfeito|bem)|pode ser|combinado|beleza|fechado|ok|okay|de acordo|serve",
     "that works"),
    (r"perfeito|otimo|maravilha", "perfect"), (r"claro|com certeza", "of course"),
    (r"alias|na verdade|pensando bem", "actually"), (r"(?:eu )?quis dizer", "I meant"),
    (r"em vez (?:da|do|de)", "instead of"), (r"em vez disso", "instead"),
    (r"nao e urgente|sem pressa|nao tem pressa", "there's no rush"),
    (r"(?:e )?(?<!not )urgente|com urgencia", "it is urgent"),
    (r"o quanto antes|o mais rapido possivel|assim que (?:for )?possivel|(?:o )?mais depressa possivel",
     "as soon as possible"),
    (rf"(?:{_ANGER})(?:\W+(?:e )?(?:{_ANGER}))*", "this is so unacceptable, I'm so angry"),
    (rf"(?:{_REACTION})(?:\W+(?:e )?(?:{_REACTION}))*", "allergic reaction"),
    (_RUINED, "the result is ruined, I'm unhappy"),
    (r"(?P<e>isso e)", lambda f: "this is" if f.said("e")[-1:] in ("é", "É") else None),
    (r"estou preocupad[oa]", "this worries me"),
    (r"(?:neste|nesse|este|esse|o mesmo) numero|(?:para )?este numero", "this number"),
    (r"(?:neste|nesse) horario", "at that time"), (r"(?:eu )?(?:vou casar|me caso|caso-me)", "for my wedding"),
    (r"desculpa|desculpe|perdao|peco desculpa", "sorry"), (r"lista de espera", "waitlist"),
    (r"espera|espere", "wait"),
    # People.
    (r"(?:o )?meu nome e|me chamo|chamo[- ]me|(?:o )?meu nome", "my name is"),
    (r"(?:em|no) nome (?:de|do|da)", "under the name"),
    (r"(?:ele|meu filho|o meu filho|meu marido|meu namorado) se chama|o nome dele e", "his name is"),
    (r"(?:ela|minha filha|a minha filha|minha esposa|minha namorada) se chama|o nome dela e", "her name is"),
    (r"(?P<intro>aqui (?:e|fala)|e|sou|fala|quem fala e)(?: o| a)? (?P<n>\w+)", _name),
    (r"(?P<n>\w+) aqui", lambda f: f"{f.said('n')} speaking" if f.said("n")[:1].isupper() else None),
    (r"com qualquer (?:um|uma)|qualquer (?:um|uma)|tanto faz|sem preferencia|quem estiver livre", "anyone"),
]

_SERVICES = words({
    "corte de cabelo": "haircut", "cortar o cabelo": "haircut", "cortar cabelo": "haircut",
    "corte masculino": "men's haircut", "corte feminino": "women's haircut", "corte infantil": "kids cut",
    "corte de crianca": "kids cut", "corte": "haircut", "escova": "blowout", "escovinha": "blowout",
    "brushing": "blowout", "coloracao": "color", "pintar o cabelo": "color", "pintar": "color", "tintura": "color",
    "tinta": "color", "madeixas": "highlights", "mechas": "highlights", "luzes": "highlights",
    "reflexos": "highlights", "balaiagem": "balayage", "aparar a barba": "beard trim", "fazer a barba": "beard trim",
    "acerto de barba": "beard trim", "barba": "beard", "aparar a franja": "fringe trim",
    "cortar a franja": "fringe trim", "franja": "fringe trim", "manicure": "manicure", "manicura": "manicure",
    "fazer as unhas": "manicure", "fazer a unha": "nails", "pedicure": "pedicure", "pedicura": "pedicure",
    "unhas": "nails", "unha": "nails", "penteado de noiva": "bridal hair", "penteado para noiva": "bridal hair",
    "penteado para madrinhas": "bridal hair", "penteado para casamento": "bridal hair", "penteado": "hairstyle",
    "massagem sueca": "swedish massage", "massagem de tecido profundo": "deep tissue massage",
    "massagem profunda": "deep tissue massage", "massagem": "massage", "limpeza de pele": "facial",
    "tratamento facial": "facial", "depilacao": "wax", "cera": "wax", "sobrancelhas": "brows",
    "sobrancelha": "brows", "cilios": "lashes", "pestanas": "lashes", "progressiva": "keratin straightening",
    "cabelo": "hair", "madrinhas": "bridesmaids", "casamento": "wedding", "noiva": "bride",
})
_PEOPLE = [(r"(?:a|o|as|os) (?=(?:minha|meu|minhas|meus)\b)", ""), *words({
    "minha filha": "my daughter", "a minha filha": "my daughter", "meu filho": "my son", "o meu filho": "my son",
    "minha esposa": "my wife", "minha mulher": "my wife", "meu marido": "my husband", "o meu marido": "my husband",
    "minha namorada": "my girlfriend", "meu namorado": "my boyfriend", "minha mae": "my mother",
    "meu pai": "my father", "minha irma": "my sister", "meu irmao": "my brother", "meus filhos": "my kids",
    "para mim e (?:para )?": "for me and ", "para mim e": "for me and", "para mim": "for me", "pra mim": "for me",
    "os dois": "both", "ambos": "both", "ambas": "both", "a minha": "my", "o meu": "my", "as minhas": "my",
    "os meus": "my",
})]
_BOTH: list[tuple[str, Replacement]] = [(r"as duas", lambda f: None if f.said()[:1] in ("à", "À") else "both")]
_TIMES: list[tuple[str, Replacement]] = [
    (rf"(?:(?P<prep>{alternation(_PREPOSITIONS)}) )?(?:o )?meio[- ]dia(?: e (?P<half>meia)| e (?:um )?"
     rf"(?P<quarter>quarto)| em ponto)?", _noon),
    (rf"(?:(?P<prep>{alternation(_PREPOSITIONS)}) )?(?:a )?meia[- ]noite(?: e (?P<half>meia)| e (?:um )?"
     rf"(?P<quarter>quarto)| em ponto)?", _midnight),
    (rf"(?:(?P<prep>{alternation(_PREPOSITIONS)}) )?(?:um )?quarto para (?:as |a )?(?P<h>{_HOUR}){_PART}",
     _quarter_to),
    (rf"(?:{_PREPOSITION})?(?P<h>\d{{1,2}}) ?(?:h|horas?)(?: ?(?P<m>\d{{2}}))?{_PART}", _clock),
    (rf"(?:{_PREPOSITION})?(?P<h>\d{{1,2}})[:.](?P<m>\d{{2}}){_PART}", _clock),
    (rf"{_PREPOSITION}(?P<h>{_HOUR})(?: horas?)?(?:{_MINUTES})?(?: em ponto)?{_PART}"
     r"(?! (?:minutos|pessoas|anos|dias|semanas))", _clock),
    (rf"(?P<h>{_HOUR}) horas?(?:{_MINUTES})?{_PART}", _clock),
]
_DAYS: list[tuple[str, Replacement]] = [
    (r"depois de amanha", "the day after tomorrow"), (r"hoje (?:de|pela) manha", "this morning"),
    (r"hoje (?:a|de) tarde", "this afternoon"), (r"hoje (?:a|de) noite", "this evening"),
    (r"amanha (?:de manha|cedo|pela manha)", "tomorrow morning"), (r"amanha", "tomorrow"),
    (r"(?:de |d')?hoje", "today"),
    (r"(?:a|o) segunda (?:opcao|hora|vaga)", "the second one"),
    offered_ordinal(_CHOICES, ("o", "a"), [*(f"de {month}" for month in _MONTHS), "do mes", "dia", "vez"]),
    (rf"(?:na |no )?(?:proxima|proximo) {_WEEKDAY}|(?:na |no )?(?P<later>{alternation(_WEEKDAYS)})(?:[- ]feira)? "
     r"que vem", lambda f: f"next {_WEEKDAYS[f['wd'] or f.took('later')]}"),
    (rf"(?:nesta|neste|esta|este) {_WEEKDAY}", lambda f: f"this {_WEEKDAYS[f.took('wd')]}"),
    (rf"(?:no )?(?:dia )?{_DAY} de (?P<mon>{alternation(_MONTHS)})",
     lambda f: f"{_day_of_month(f)} {_MONTHS[f.took('mon')]}"),
    (rf"(?:na|no|nas|nos|as|aos|a|o|de) {_WEEKDAY}s?", lambda f: f"on {_WEEKDAYS[f.took('wd')]}"),
    (_WEEKDAY, lambda f: _WEEKDAYS[f.took("wd")]),
    (rf"(?:no |para o |pro |ao )?dia {_DAY}(?! (?:pessoas|minutos|anos))",
     lambda f: f"the {ordinal(_day_of_month(f))}"),
    (rf"(?:em|no mes de) (?P<mon>{alternation(set(_MONTHS) - {'marco'})})", lambda f: f"in {_MONTHS[f.took('mon')]}"),
    (r"em marco", "in march"),
    (r"(?:de |pela |na )?manha", "in the morning"), (r"(?:a|de|pela|na) tarde", "in the afternoon"),
    (r"(?:a|de|pela|na) noite", "in the evening"),
    # Greetings say no time of day: "good morning" would be read as a best time to call back.
    (r"bom dia|boa tarde|boa noite", "hello"),
]
_COUNTED = {"minutos": "minutes", "pessoas": "people", "anos": "years old"}
_COUNTS: list[tuple[str, Replacement]] = [
    (rf"(?P<n>{_NUMBER}) (?P<w>minutos|pessoas|anos)",
     lambda f: f"{value(f.took('n'), NUMBERS)} {_COUNTED[f.took('w')]}"),
    (r"somos (?P<n>\w+)", lambda f: f"we are {value(f['n'], NUMBERS)}" if f["n"] in NUMBERS else None),
    (alternation(word for word, n in NUMBERS.items() if n >= 2), lambda f: str(value(f.took(0), NUMBERS))),
]
_ARTICLES = [
    (r"(?:com )(?:o|a) (?P<n>\w+)", lambda f: f"with {f.said('n')}" if f.said("n")[:1].isupper() else None),
    (r"(?:o|a) (?P<n>\w+)", _article_before_name),
    (r"e", lambda f: "is" if f.said() in ("é", "É") else "and"),
]
_WORDS = words({
    "do mes": "of the month", "deste mes": "of this month", "do mes que vem": "of next month",
    "ola": "hello", "oi": "hi", "alo": "hello", "sim": "yes", "nao": "no", "obrigado": "thank you",
    "obrigada": "thank you", "brigado": "thank you", "brigada": "thank you", "muito obrigado": "thank you",
    "muito obrigada": "thank you", "valeu": "thanks", "talvez": "maybe", "entao": "so", "bom": "well",
    "hum": "hmm", "eh": "um", "queria": "I'd like", "eu queria": "I'd like", "gostaria de": "I'd like",
    "quero": "I want", "eu quero": "I want", "preciso de": "I need", "preciso": "I need", "marcar": "to book",
    "agendar": "to book", "fazer": "get", "tenho": "I have", "eu tenho": "I have", "tem": "do you have",
    "voces tem": "do you have", "da para": "can you", "pode": "can you", "primeiro": "first", "depois": "then",
    "com": "with", "para": "for", "pra": "for", "ou": "or", "mas": "but", "tambem": "also", "so": "just",
    "so isso": "that's all", "e so": "that's all", "eu": "I", "me": "me", "meu": "my", "minha": "my",
    "o": "the", "a": "the", "os": "the", "as": "the", "um": "a", "uma": "a", "uns": "some", "umas": "some",
    "do": "of the", "da": "of the", "dos": "of the", "das": "of the", "de": "of", "no": "in the",
    "na": "in the", "nos": "in the", "nas": "in the", "ao": "to the", "hora": "time", "horario": "time",
    "alguem": "someone", "vale-presente": "gift card", "vale presente": "gift card", "orcamento": "quote",
    "trabalho": "work", "cedo": "early", "tarde": "late", "livre": "free", "numero": "number",
    "aguardo": "I'll wait", "eu aguardo": "I'll wait", "ai": "there", "aqui": "here", "ontem": "yesterday",
    "desde": "since", "ja": "already", "sobre": "about", "que": "that", "outra": "another", "outro": "another",
    "queriamos": "we'd like", "gostariamos de": "we'd like",
    "ela": "she", "ele": "he", "para ela": "for her", "para ele": "for him", "com ela": "with her",
    "com ele": "with him", "ao mesmo tempo": "at the same time", "na mesma hora": "at the same time",
    "no mesmo horario": "at the same time",
})

to_english = rewrites(_PHRASES, _SERVICES, _PEOPLE, _BOTH, _TIMES, _DAYS, _COUNTS, _ARTICLES, _WORDS)

# Shared with Spanish (or French "onze"), yet so frequent in Portuguese that turns like "queria marcar um horário
# para um corte" are not told apart from Spanish without them.
SHARED_MARKERS = word_set("""
queria corte horario cancelar tarde sabado domingo para favor cinco onze
""")
MARKERS = word_set("""
primeiro primeira terceiro terceira
quinze ta segunda-feira terca-feira quarta-feira quinta-feira sexta-feira sim nao obrigado obrigada brigado brigada
valeu oi ola bom boa tchau voce voces eu meu minha gostaria quero marcar agendar desmarcar remarcar amanha hoje
manha noite segunda terca quarta quinta sexta feira janeiro fevereiro junho julho setembro outubro novembro dezembro
meio-dia meia duas dois quatro sete oito nove dez doze treze catorze dezesseis dezoito vinte trinta quarenta
cinquenta cabelo escova coloracao luzes madeixas unha unhas penteado noiva com ao aos isso tambem depois pode posso
tem tenho fazer falar ligar liga ligue liguem ligo recado atrasado atrasada umas nenhum nenhuma qualquer faz
combinado beleza otimo perfeito desculpa desculpe obrigadao fala chamo chama filho filha namorada mae vem na nas pra
muito tudo uma custa quanto quem trabalha trabalham qual sou limpeza pele massagem sueca aparar abre abrem falam
portugues passar logo primeiro hora horas agendamento tiverem marcado precisa estacionamento
""") | SHARED_MARKERS

LANGUAGE = Language(code="pt", name="Portuguese", markers=MARKERS, to_english=to_english)
