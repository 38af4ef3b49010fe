"""French, German, Italian and Portuguese callers put into the plain English the understanding reads, every other
word kept as said; and short turns told apart from each other, English and Spanish by their marker words."""

from types import ModuleType

import pytest

from receptionist.conversation.understanding.languages import Language, french, german, italian, portuguese
from receptionist.conversation.understanding.lexicon import MARKERS_EN, MARKERS_ES, words_of

FRENCH = [
    ('Oui', 'yes'),
    ("Oui, s'il vous plaît", 'yes please'),
    ('Non merci', 'no thanks'),
    ('Je ne sais pas trop', "I'm not sure"),
    ("D'accord", 'ok'),
    ('Bonjour, je voudrais prendre rendez-vous pour une coupe', "hello, I'd like to book an appointment for a haircut"),
    ("C'est Léa Martin, je voudrais une coupe demain à quinze heures avec Maria",
     "this is Léa Martin, I'd like a haircut tomorrow at 15:00 with Maria"),
    ("Je m'appelle Jean-Pierre Dubois", 'my name is Jean-Pierre Dubois'),
    ('Vendredi prochain vers 10 heures', 'next friday around 10:00'),
    ('Ce vendredi à 14h30', 'this friday at 14:30'),
    ("Après-demain dans l'après-midi", 'the day after tomorrow in the afternoon'),
    ("Aujourd'hui, le plus tôt possible", 'today, as early as possible'),
    ('La semaine prochaine, le matin', 'next week, in the morning'),
    ('Dans deux semaines, le samedi', 'in two weeks, on saturday'),
    ('Le 3 décembre à midi', '3 december at noon'),
    ('Le 3 à 11 heures', 'the 3rd at 11:00'),
    ('Le trois décembre à dix heures et demie', '3 december at 10:30'),
    ('Vers midi et demi', 'around 12:30'),
    ('À quatre heures moins le quart', 'at 3:45'),
    ("À trois heures et quart de l'après-midi", 'at 15:15'),
    ('Plutôt après 17 heures', 'instead after 17:00'),
    ('Avant midi si possible', 'before noon if possible'),
    ("Vous n'auriez pas quelque chose de plus tôt ?", 'anything earlier?'),
    ('Aucun de ces horaires ne me va', 'none of those'),
    ('Le plus tard possible, je finis tard', 'the latest you have, I finish late'),
    ('Je voudrais annuler mon rendez-vous de jeudi', "I'd like to cancel my appointment on thursday"),
    ('Je voudrais déplacer mon rendez-vous à samedi', "I'd like to move my appointment to saturday"),
    ("Est-ce que vous pouvez décaler mon brushing d'une heure ?", 'can you push my blowout back an hour?'),
    ("Rappelez-moi demain matin s'il vous plaît", 'call me back tomorrow in the morning please'),
    ('Je vais avoir dix minutes de retard', "I'm running 10 minutes late"),
    ("Je voudrais parler à quelqu'un", 'I want to speak to a person'),
    ('Je rappellerai plus tard, au revoir', "I'll call back later, goodbye"),
    ('Quels sont vos horaires ?', 'what are your hours?'),
    ('Vous êtes ouverts le samedi ?', 'are you open on saturday?'),
    ('Combien coûte une coupe ?', 'how much is a haircut?'),
    ('Où se trouve le salon ?', 'where are you?'),
    ('Quelles prestations proposez-vous ?', 'what services do you offer?'),
    ('Qui travaille samedi ?', 'who works saturday?'),
    ('Est-ce que Ana travaille mercredi ?', 'is Ana in wednesday?'),
    ('Qui fait les ongles ?', 'who does nails?'),
    ('Il y a un parking ?', 'do you have parking?'),
    ('Vous prenez sans rendez-vous ?', 'do you take walk-ins?'),
    ("C'est pour ma fille, elle s'appelle Chloé", "it's for my daughter, her name is Chloé"),
    ('Une coupe pour moi et ma fille', 'a haircut for me and my daughter'),
    ("Pour mon fils, il s'appelle Hugo", 'for my son, his name is Hugo'),
    ('En fait, plutôt un brushing', 'actually, instead a blowout'),
    ('Non, vendredi', 'no, friday'),
    ('Je voulais dire le 4 décembre', 'I meant 4 december'),
    ('Une coloration et des mèches avec Ana', 'a color and some highlights with Ana'),
    ('Une taille de barbe et une coupe enfant', 'a beard trim and a kids cut'),
    ('Une manucure et une pédicure', 'a manicure and a pedicure'),
    ('Un soin du visage et un massage suédois', 'a facial and a swedish massage'),
    ("C'est urgent, ma peau brûle depuis la coloration", "it is urgent, allergic reaction since the color"),
    ("C'est inadmissible, je suis furieux", "this is so unacceptable, I'm so angry"),
    ('Une coiffure de mariée pour juin', 'a bridal hair for june'),
    ('Merci, bonne journée', 'thank you, goodbye'),
    ('Juste après, avec Marco', 'right after, with Marco'),
    ('Une demi-heure plus tard', '30 minutes later'),
    ('30 minutes plus tôt', '30 minutes earlier'),
    ('Bonsoir, ici Camille Roux, une manucure samedi à 9h avec Nina',
     'hello, this is Camille Roux, a manicure saturday at 9:00 with Nina'),
    ('Je voudrais une coupe et un brushing pour ma copine Inès, jeudi à 18 heures',
     "I'd like a haircut and a blowout for my girlfriend, her name is Inès, thursday at 18:00"),
    ("Il s'appelle Léo, il a 8 ans", 'his name is Léo, who is 8 years old'),
    ("Oui, c'est bien ça, réservez", "yes, that's right, book it"),
    ('Ça me va très bien, merci', 'that works for me, thank you'),
    ('Vous pouvez me rappeler après 18 heures ?', 'can you call me back after 18:00?'),
    ("Je suis coincée dans les bouchons, j'aurai un quart d'heure de retard",
     "I'm stuck in traffic, I'm running 15 minutes late"),
]

GERMAN = [
    ('Ja', 'yes'),
    ('Ja, bitte', 'yes please'),
    ('Nein danke', 'no thanks'),
    ('Ich weiß nicht', "I'm not sure"),
    ('Okay', 'ok'),
    ('Guten Tag, ich möchte einen Termin für einen Haarschnitt machen',
     'hello, I would like to book an appointment for a haircut'),
    ('Hier ist Jürgen Weiß, ich hätte gern morgen um drei einen Haarschnitt bei Maria',
     "this is Jürgen Weiß, I'd like tomorrow at 3:00 a haircut with Maria"),
    ('Mein Name ist Anna-Lena Groß', 'my name is Anna-Lena Groß'),
    ('Nächsten Freitag um halb drei', 'next friday at 2:30'),
    ('Diesen Freitag Viertel nach drei', 'this friday at 3:15'),
    ('Übermorgen nachmittags', 'the day after tomorrow in the afternoon'),
    ('Heute so früh wie möglich', 'today as early as possible'),
    ('Nächste Woche vormittags', 'next week in the morning'),
    ('In zwei Wochen am Samstag', 'in two weeks on saturday'),
    ('Am 3. Dezember um 12 Uhr', '3 december at 12:00'),
    ('Am dritten um elf', 'the 3rd at 11:00'),
    ('Viertel vor vier', 'at 3:45'),
    ('Um drei Uhr', 'at 3:00'),
    ('Um 14:30', 'at 14:30'),
    ('Lieber nach 17 Uhr', 'instead after 17:00'),
    ('Vor 12 Uhr, wenn möglich', 'before 12:00, if possible'),
    ('Haben Sie etwas früher?', 'anything earlier?'),
    ('Keiner davon passt', 'none of those'),
    ('Den letzten Termin, bitte', 'the latest you have, please'),
    ('Ich möchte meinen Termin am Donnerstag absagen', 'I need to cancel my appointment on thursday'),
    ('Ich möchte meinen Termin auf Samstag verschieben', "I'd like to move my appointment to saturday"),
    ('Kann ich meinen Termin morgen auf Samstag verschieben?', 'can I move my appointment tomorrow to saturday?'),
    ('Können Sie meinen Termin vom Freitag verlegen?', 'can you move my appointment from friday?'),
    ('Können wir das eine Stunde nach hinten verschieben?', 'can we push it back an hour?'),
    ('Rufen Sie mich bitte morgen früh zurück', 'call me back please tomorrow morning'),
    ('Ich komme zehn Minuten später', "I'm running 10 minutes late"),
    ('Ich möchte mit jemandem sprechen', 'I want to speak to a person'),
    ('Ich rufe später nochmal an, tschüss', "I'll call back later, goodbye"),
    ('Was sind Ihre Öffnungszeiten?', 'what are your hours?'),
    ('Haben Sie samstags geöffnet?', 'are you open on saturdays?'),
    ('Was kostet ein Haarschnitt?', 'how much is a haircut?'),
    ('Wo sind Sie?', 'where are you?'),
    ('Welche Leistungen bieten Sie an?', 'what services do you offer?'),
    ('Wer arbeitet am Samstag?', 'who works on saturday?'),
    ('Ist Ana am Mittwoch da?', 'is Ana in on wednesday?'),
    ('Wer macht Nägel?', 'who does nails?'),
    ('Gibt es Parkplätze?', 'do you have parking?'),
    ('Kann man ohne Termin kommen?', 'do you take walk-ins?'),
    ('Für meine Tochter, sie heißt Lena', 'for my daughter, her name is Lena'),
    ('Für mich und meine Tochter', 'for me and my daughter'),
    ('Für meinen Sohn, er heißt Paul', 'for my son, his name is Paul'),
    ('Eigentlich lieber Föhnen', 'actually instead blowout'),
    ('Nein, Freitag', 'no, friday'),
    ('Ich meinte den 4. Dezember', 'I meant 4 december'),
    ('Färben und Strähnchen bei Ana', 'color and highlights with Ana'),
    ('Bart trimmen und ein Kinderhaarschnitt', 'beard trim and a kids cut'),
    ('Maniküre und Pediküre', 'manicure and pedicure'),
    ('Eine Gesichtsbehandlung und eine schwedische Massage', 'a facial and a swedish massage'),
    ('Es ist dringend, allergische Reaktion nach dem Färben', "it is urgent, allergic reaction after the color"),
    ('Das ist eine Frechheit, ich bin wütend', "this is so unacceptable, I'm so angry"),
    ('Eine Brautfrisur im Juni', 'a bridal hair in june'),
    ('Danke, schönen Tag noch', 'thank you, goodbye'),
    ('Direkt danach, bei Marco', 'right after, with Marco'),
    ('Eine halbe Stunde später', '30 minutes later'),
    ('30 Minuten früher', '30 minutes earlier'),
    ('Um zehn nach vier', 'at 4:10'),
    ('Pony schneiden', 'fringe trim'),
    ('Guten Abend, hier spricht Jörg Müller, einen Bartschnitt am Samstag um 9 Uhr bei Marco',
     'hello, this is Jörg Müller, a beard trim on saturday at 9:00 with Marco'),
    ('Ich hätte gern Föhnen für meine Freundin Lea, Donnerstag um 18 Uhr',
     "I'd like blowout for my girlfriend, her name is Lea, thursday at 18:00"),
    ('Er heißt Leo und ist 8 Jahre alt', 'his name is Leo, who is 8 years old'),
    ('Ja, genau, bitte buchen', 'exactly, please book it'),
    ('Das passt mir gut, danke', 'that works, thank you'),
    ('Rufen Sie mich bitte nach 18 Uhr zurück', 'call me back please after 18:00'),
    ('Ich stehe im Stau und komme eine Viertelstunde später', "I'm stuck in traffic and I'm running 15 minutes late"),
]

ITALIAN = [
    ('Sì', 'yes'),
    ('Sì, grazie', 'yes please'),
    ('No, grazie', 'no thanks'),
    ('Non lo so', "I'm not sure"),
    ('Va bene', 'that works'),
    ('Buongiorno, vorrei prenotare un appuntamento per un taglio',
     "hello, I'd like to book an appointment for a haircut"),
    ('Sono Giulia Bianchi, vorrei un taglio domani alle quindici con Maria',
     "this is Giulia Bianchi, I'd like a haircut tomorrow at 15:00 with Maria"),
    ('Mi chiamo Niccolò Rossi', 'my name is Niccolò Rossi'),
    ('Venerdì prossimo verso le dieci', 'next friday around 10:00'),
    ('Questo venerdì alle 14:30', 'this friday at 14:30'),
    ('Dopodomani nel pomeriggio', 'the day after tomorrow in the afternoon'),
    ('Oggi, il prima possibile', 'today, as early as possible'),
    ('La settimana prossima, di mattina', 'next week, in the morning'),
    ('Tra due settimane, sabato', 'in two weeks, saturday'),
    ('Il 3 dicembre a mezzogiorno', '3 december at noon'),
    ('Il 3 alle undici', 'the 3rd at 11:00'),
    ('Alle tre e un quarto', 'at 3:15'),
    ('Alle quattro meno un quarto', 'at 3:45'),
    ('Alle tre del pomeriggio', 'at 15:00'),
    ('Dopo le cinque, per favore', 'after 5:00, please'),
    ('Prima delle dodici', 'before 12:00'),
    ("C'è qualcosa prima?", 'anything earlier?'),
    ('Nessuno di questi va bene', 'none of those that works'),
    ('Il più tardi possibile', 'the latest you have'),
    ('Vorrei disdire il mio appuntamento di giovedì', 'I need to cancel my appointment on thursday'),
    ('Vorrei spostare il mio appuntamento a sabato', 'I would like to move my appointment to saturday'),
    ("Può spostarlo di un'ora più tardi?", 'push it back an hour?'),
    ('Mi richiami il prima possibile, è urgente', 'call me back as soon as possible, it is urgent'),
    ('Mi richiami domani mattina, per favore', 'call me back tomorrow morning, please'),
    ('Arrivo con dieci minuti di ritardo', "I'm running 10 minutes late"),
    ('Vorrei parlare con una persona', 'I want to speak to a person'),
    ('Richiamo più tardi, arrivederci', "I'll call back later, goodbye"),
    ('Che orari fate?', 'what are your hours?'),
    ('Siete aperti il sabato?', 'are you open on saturday?'),
    ('Quanto costa un taglio?', 'how much is a haircut?'),
    ('Dove siete?', 'where are you?'),
    ('Che servizi offrite?', 'what services do you offer?'),
    ('Chi lavora sabato?', 'who works saturday?'),
    ('Ana lavora mercoledì?', 'is Ana in wednesday?'),
    ('Chi fa le unghie?', 'who does nails?'),
    ("C'è un parcheggio?", 'do you have parking?'),
    ('Si può venire senza appuntamento?', 'do you take walk-ins?'),
    ('Per mia figlia, si chiama Chiara', 'for my daughter, her name is Chiara'),
    ('Per me e mia figlia', 'for me and my daughter'),
    ('Per mio figlio, si chiama Luca', 'for my son, his name is Luca'),
    ('Anzi, meglio una piega', 'actually, preferably a blowout'),
    ('No, venerdì', 'no, friday'),
    ('Volevo dire il 4 dicembre', 'I meant 4 december'),
    ('Colore e colpi di sole con Ana', 'color and highlights with Ana'),
    ('Regolazione barba e taglio bambino', 'beard trim and kids cut'),
    ('Manicure e pedicure', 'manicure and pedicure'),
    ('Trattamento viso e massaggio svedese', 'facial and swedish massage'),
    ('È urgente, ho una reazione dopo il colore', "it is urgent, I have allergic reaction after the color"),
    ('È inaccettabile, sono arrabbiato', "this is so unacceptable, I'm so angry"),
    ('Acconciatura sposa a giugno', 'bridal hair in june'),
    ('Grazie, buona giornata', 'thank you, goodbye'),
    ('Subito dopo, con Marco', 'right after, with Marco'),
    ("Mezz'ora più tardi", '30 minutes later'),
    ('Alle nove e mezza di mattina', 'at 09:30'),
    ('Buonasera, sono Camilla Greco, una manicure sabato alle nove con Nina',
     'hello, this is Camilla Greco, a manicure saturday at 9:00 with Nina'),
    ('Vorrei un taglio e una piega per la mia ragazza Giada, giovedì alle diciotto',
     "I'd like a haircut and a blowout for my girlfriend, her name is Giada, thursday at 18:00"),
    ('Mio figlio si chiama Leo e ha 8 anni', 'his name is Leo, who is 8 years old'),
    ('Sì, esatto, prenoti pure', 'exactly, book it'),
    ('Mi va bene, grazie', 'that works, thank you'),
    ('Mi potete richiamare dopo le sei di sera?', 'call me back after 18:00?'),
    ("Sono bloccato nel traffico, arrivo con un quarto d'ora di ritardo",
     "I'm stuck in traffic, I'm running 15 minutes late"),
]

PORTUGUESE = [
    ('Sim', 'yes'),
    ('Sim, por favor', 'yes please'),
    ('Não, obrigado', 'no thanks'),
    ('Não sei', "I'm not sure"),
    ('Tá bom', 'that works'),
    ('Bom dia, queria marcar um horário para um corte', "hello, I'd like to book an appointment for a haircut"),
    ('Aqui é a Júlia Costa, queria um corte amanhã às quinze horas com a Maria',
     "this is Júlia Costa, I'd like a haircut tomorrow at 15:00 with Maria"),
    ('Meu nome é João Pedro Araújo', 'my name is João Pedro Araújo'),
    ('Na próxima sexta por volta das dez', 'next friday around 10:00'),
    ('Nesta sexta às 14h30', 'this friday at 14:30'),
    ('Depois de amanhã à tarde', 'the day after tomorrow in the afternoon'),
    ('Hoje, o mais cedo possível', 'today, as early as possible'),
    ('Semana que vem, de manhã', 'next week, in the morning'),
    ('Daqui a duas semanas, no sábado', 'in two weeks, on saturday'),
    ('Dia 3 de dezembro ao meio-dia', '3 december at noon'),
    ('Dia 3 às onze', 'the 3rd at 11:00'),
    ('Às três e quinze', 'at 3:15'),
    ('Às três e meia da tarde', 'at 15:30'),
    ('Quinze para as quatro', 'at 3:45'),
    ('Às quatro menos um quarto', 'at 3:45'),
    ('Depois das cinco, por favor', 'after 5:00, please'),
    ('Antes do meio-dia', 'before noon'),
    ('Tem alguma coisa mais cedo?', 'anything earlier?'),
    ('Nenhum desses horários', 'none of those'),
    ('O mais tarde possível', 'the latest you have'),
    ('Queria cancelar o meu horário de quinta', 'I need to cancel my appointment on thursday'),
    ('Queria remarcar para sábado', "I'd like to move it to saturday"),
    ('Dá para passar uma hora mais tarde?', 'push it back an hour?'),
    ('Me liga amanhã de manhã, por favor', 'call me back tomorrow morning, please'),
    ('Vou chegar uns dez minutos atrasada', "I'm running 10 minutes late"),
    ('Quero falar com uma pessoa', 'I want to speak to a person'),
    ('Eu ligo mais tarde, tchau', "I'll call back later, goodbye"),
    ('Qual é o horário de vocês?', 'what are your hours?'),
    ('Vocês abrem no sábado?', 'are you open on saturday?'),
    ('Quanto custa um corte?', 'how much is a haircut?'),
    ('Onde fica o salão?', 'where are you?'),
    ('Que serviços vocês oferecem?', 'what services do you offer?'),
    ('Quem trabalha no sábado?', 'who works on saturday?'),
    ('A Ana trabalha na quarta?', 'is Ana in on wednesday?'),
    ('Quem faz unhas?', 'who does nails?'),
    ('Vocês têm estacionamento?', 'do you have parking?'),
    ('Vocês atendem sem marcação?', 'do you take walk-ins?'),
    ('É para a minha filha, ela se chama Beatriz', "it's for my daughter, her name is Beatriz"),
    ('Para mim e para minha filha', 'for me and for my daughter'),
    ('Para o meu filho, ele se chama Pedro', 'for my son, his name is Pedro'),
    ('Aliás, prefiro uma escova', "actually, I'd prefer a blowout"),
    ('Não, sexta', 'no, friday'),
    ('Eu quis dizer dia 4 de dezembro', 'I meant 4 december'),
    ('Coloração e luzes com a Ana', 'color and highlights with Ana'),
    ('Aparar a barba e um corte infantil', 'beard trim and a kids cut'),
    ('Manicure e pedicure', 'manicure and pedicure'),
    ('Limpeza de pele e massagem sueca', 'facial and swedish massage'),
    ('É urgente, estou com uma reação no couro cabeludo', "it is urgent, I have allergic reaction in the scalp"),
    ('Isso é inaceitável, estou furioso', "this is so unacceptable, I'm so angry"),
    ('Penteado de noiva em junho', 'bridal hair in june'),
    ('Obrigada, tenha um bom dia', 'thank you, goodbye'),
    ('Logo depois, com o Marco', 'right after, with Marco'),
    ('Meia hora mais tarde', '30 minutes later'),
    ('Meio-dia e meia', 'at 12:30'),
    ('Boa noite, aqui é a Camila Rocha, uma manicure no sábado às nove com a Nina',
     'hello, this is Camila Rocha, a manicure on saturday at 9:00 with Nina'),
    ('Queria um corte e uma escova para a minha namorada Inês, quinta às seis da tarde',
     "I'd like a haircut and a blowout for my girlfriend, her name is Inês, thursday at 18:00"),
    ('O nome dele é Léo, tem 8 anos', 'his name is Léo, who is 8 years old'),
    ('Sim, isso mesmo, pode marcar', "yes, that's right, book it"),
    ('Está ótimo, obrigada', 'that works, thank you'),
    ('Podem me ligar depois das seis da tarde?', 'call me back after 18:00?'),
    ('Estou preso no trânsito, vou chegar uns quinze minutos atrasado',
     "I'm stuck in traffic, I'm running 15 minutes late"),
]

SHORT_TURNS = {
    "fr": ["oui", "merci", "oui merci", "non merci", "d'accord, merci", "oui, s'il vous plaît", "c'est parfait",
           "au revoir", "bonjour", "demain matin", "vendredi à quinze heures", "avec Marco, s'il vous plaît",
           "je m'appelle Léa", "pas de souci, réservez", "une coupe"],
    "de": ["ja bitte", "danke", "nein danke", "genau", "ja, passt", "tschüss", "guten Tag", "morgen um drei",
           "Freitag um halb drei", "bei Marco bitte", "mein Name ist Jan", "ja, bitte buchen", "einen Haarschnitt",
           "vielen Dank", "Viertel nach vier"],
    "it": ["sì grazie", "grazie", "no grazie", "va bene, grazie", "perfetto", "arrivederci", "buongiorno",
           "domani mattina", "venerdì alle tre", "con Marco, per favore", "buongiorno, sono Giulia", "sì, confermo",
           "vorrei un taglio", "grazie mille", "alle tre e mezza"],
    "pt": ["sim, obrigado", "obrigada", "não, obrigado", "tá bom", "isso mesmo", "tchau", "bom dia",
           "amanhã de manhã", "sexta às quatro", "com o Marco", "meu nome é Ana", "sim, pode marcar", "uma escova",
           "valeu", "às quatro e meia"],
}
MARKERS = {"en": MARKERS_EN, "es": MARKERS_ES, **{language.code: language.markers for language in
                                                   (french.LANGUAGE, german.LANGUAGE, italian.LANGUAGE,
                                                    portuguese.LANGUAGE)}}


def _scores(text: str) -> dict[str, int]:
    words = [word for _, word in words_of(text)]
    return {code: sum(word in markers for word in words) for code, markers in MARKERS.items()}


@pytest.mark.parametrize(("said", "english"), FRENCH)
def test_french_reads_as_english(said: str, english: str) -> None:
    assert french.to_english(said) == english


@pytest.mark.parametrize(("said", "english"), GERMAN)
def test_german_reads_as_english(said: str, english: str) -> None:
    assert german.to_english(said) == english


@pytest.mark.parametrize(("said", "english"), ITALIAN)
def test_italian_reads_as_english(said: str, english: str) -> None:
    assert italian.to_english(said) == english


@pytest.mark.parametrize(("said", "english"), PORTUGUESE)
def test_portuguese_reads_as_english(said: str, english: str) -> None:
    assert portuguese.to_english(said) == english


@pytest.mark.parametrize(("code", "said"), [(code, said) for code, turns in SHORT_TURNS.items() for said in turns])
def test_a_short_turn_scores_highest_for_its_own_language(code: str, said: str) -> None:
    scores = _scores(said)
    own = scores.pop(code)
    assert own > max(scores.values()), (said, own, scores)


@pytest.mark.parametrize("module", [french, german, italian, portuguese], ids=lambda module: module.LANGUAGE.code)
def test_markers_are_folded_words_no_other_language_claims_but_the_shared_few(module: ModuleType) -> None:
    language = module.LANGUAGE
    others = set().union(*(markers for code, markers in MARKERS.items() if code != language.code))
    assert all(word == word.lower() and word.isascii() for word in language.markers)
    assert language.markers & others <= module.SHARED_MARKERS
    assert len(module.SHARED_MARKERS) <= 12


@pytest.mark.parametrize("language", [french.LANGUAGE, german.LANGUAGE, italian.LANGUAGE, portuguese.LANGUAGE])
def test_english_and_spanish_turns_are_left_as_they_are(language: Language) -> None:
    assert language.to_english("") == ""
    assert language.to_english("  Maria   García  ") == "Maria García"


@pytest.mark.parametrize(("language", "said", "english"), [
    (french.LANGUAGE, "Bonsoir, Julien Renaud. Une coupe samedi", "hello, this is Julien Renaud. a haircut saturday"),
    (german.LANGUAGE, "Guten Tag, Julia Schröder.", "hello, this is Julia Schröder."),
    (italian.LANGUAGE, "Buongiorno, Federica Gallo, una piega", "hello, this is Federica Gallo, a blowout"),
    (portuguese.LANGUAGE, "Oi, Camila Rocha!", "hello, this is Camila Rocha!"),
    (french.LANGUAGE, "Bonjour Madame, une coupe", "hello Madame, a haircut"),
])
def test_a_greeting_then_a_name_introduces_the_caller(language: Language, said: str, english: str) -> None:
    assert language.to_english(said) == english


def test_the_person_booked_for_then_their_name() -> None:
    assert italian.to_english("per mia figlia, Giada Ferrara, una manicure") == (
        "for my daughter, her name is Giada Ferrara, a manicure")
    assert portuguese.to_english("para o meu filho, o Pedro Lima, que tem oito anos") == (
        "for my son, his name is Pedro Lima, who is 8 years old")
    assert french.to_english("pour ma fille, demain") == "for my daughter, tomorrow"


@pytest.mark.parametrize(("language", "said"), [
    (french.LANGUAGE, "Ce n'est pas pressé"), (german.LANGUAGE, "Das eilt nicht"),
    (italian.LANGUAGE, "Non c'è fretta"), (portuguese.LANGUAGE, "Não tem pressa"),
])
def test_no_rush_says_no_urgent_word(language: Language, said: str) -> None:
    assert language.to_english(said) == "there's no rush"


@pytest.mark.parametrize(("language", "said", "english"), [
    (french.LANGUAGE, "Je suis en retard, désolé", "I'll be late, sorry"),
    (german.LANGUAGE, "Ich bin krank.", "I am ill."),
    (portuguese.LANGUAGE, "Estou preocupada.", "this worries me."),
    (italian.LANGUAGE, "Sono stanca", "Sono stanca"),
])
def test_what_a_caller_is_is_no_name_in_english(language: Language, said: str, english: str) -> None:
    # "I'm worried." would be read as a caller named Worried.
    assert language.to_english(said) == english


def test_a_rule_does_not_read_english_another_rule_wrote() -> None:
    # "I" written for "vorrei" is no Italian article "i"; "at 14:00" is not read again as a clock.
    assert italian.to_english("vorrei i capelli corti alle due del pomeriggio") == (
        "I'd like the hair corti at 14:00")
