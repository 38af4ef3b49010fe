"""find_service and find_staff: the salon's services and stylists a caller names."""

import pytest

from receptionist.conversation.understanding.words import ANY, find_service, find_staff

SALON = ["Haircut", "Women's Haircut", "Color", "Balayage", "Gel Manicure", "Beard Trim"]
GENDERED = ["Women's Haircut", "Men's Haircut", "Color", "Art Nails"]
SPANISH_NAMED = ["Corte de Dama", "Corte de Caballero", "Tinte"]


class TestServicesInEnglish:
    @pytest.mark.parametrize(("said", "found"), [
        ("I'd like a haircut", ["Haircut"]),  # not also "Women's Haircut"
        ("a women's haircut please", ["Women's Haircut"]),  # not also "Haircut"
        ("a haircut for a woman", ["Women's Haircut"]),
        ("a hair cut", ["Haircut"]),
        ("just a cut", ["Haircut"]),
        ("colour", ["Color"]),
        ("can I get my hair colored", ["Color"]),
        ("balyage", ["Balayage"]),
        ("a manicure", ["Gel Manicure"]),
        ("gel nails", ["Gel Manicure"]),
        ("a beard trim", ["Beard Trim"]),
        ("just a trim", ["Beard Trim"]),
        ("a haircut and color", ["Haircut", "Color"]),
        ("tomorrow at 3", []),
        ("", []),
    ])
    def test_salon(self, said, found):
        assert find_service(said, SALON, "en") == found

    def test_ambiguous_names_give_several(self):
        assert find_service("a haircut", GENDERED, "en") == ["Women's Haircut", "Men's Haircut"]
        assert find_service("gel", ["Gel Manicure", "Gel Pedicure"], "en") == ["Gel Manicure", "Gel Pedicure"]

    @pytest.mark.parametrize(("said", "found"), [
        ("a women's cut and colour", ["Women's Cut & Colour (long)"]),  # the note in brackets is not said
        ("the long women's cut and colour", ["Women's Cut & Colour (long)"]),
        ("a men's cut", ["Men's Cut"]),
        ("une pédicure", ["Pédicure"]),
        ("a pedicure please", ["Pédicure"]),
        ("una pedicura", ["Pédicure"]),
        ("a mani/pedi", ["Mani/Pedi"]),
        ("cut and colour", ["Cut + Colour"]),
    ])
    def test_names_as_a_salon_prints_them(self, said, found):
        names = ["Women's Cut & Colour (long)", "Pédicure", "Men's Cut", "Mani/Pedi", "Cut + Colour", "Manicure"]
        assert find_service(said, names, "en") == found

    def test_the_fullest_name_wins(self):
        assert find_service("a men's haircut", GENDERED, "en") == ["Men's Haircut"]
        assert find_service("a haircut for a man", GENDERED, "en") == ["Men's Haircut"]
        assert find_service("cut and color", ["Haircut", "Cut & Color", "Color"], "en") == ["Cut & Color"]

    @pytest.mark.parametrize(("said", "names"), [
        ("can I call or come in", SALON),
        ("my name is Art", GENDERED),
        ("I want to leave a message", ["Massage"]),
        ("can I save a spot", ["Shave"]),
        ("but I need it soon", ["Cut"]),
        ("for a woman", GENDERED),
    ])
    def test_ordinary_words_name_no_service(self, said, names):
        assert find_service(said, names, "en") == []

    def test_a_short_name_said_clearly(self):
        assert find_service("art nails", GENDERED, "en") == ["Art Nails"]
        assert find_service("a massage", ["Massage"], "en") == ["Massage"]
        assert find_service("a shave", ["Shave"], "en") == ["Shave"]


class TestServicesInSpanish:
    @pytest.mark.parametrize(("said", "found"), [
        ("quiero un corte de pelo", ["Haircut"]),
        ("quiero cortarme el pelo", ["Haircut"]),
        ("un corte de mujer", ["Women's Haircut"]),
        ("un corte para dama", ["Women's Haircut"]),
        ("quiero un tinte", ["Color"]),
        ("color", ["Color"]),
        ("manicura", ["Gel Manicure"]),
        ("uñas de gel", ["Gel Manicure"]),
        ("arreglo de barba", ["Beard Trim"]),
        ("recorte de barba", ["Beard Trim"]),
        ("la barba", ["Beard Trim"]),
        ("¿cuánto cuesta un corte y un tinte?", ["Haircut", "Color"]),
        ("mañana a las tres", []),
    ])
    def test_salon(self, said, found):
        assert find_service(said, SALON, "es") == found

    @pytest.mark.parametrize(("said", "names", "found"), [
        ("corte de caballero", GENDERED, ["Men's Haircut"]),
        ("un corte", GENDERED, ["Women's Haircut", "Men's Haircut"]),
        ("mechas", ["Highlights", "Balayage"], ["Highlights"]),
        ("un masaje", ["Massage", "Facial"], ["Massage"]),
        ("limpieza facial", ["Massage", "Facial"], ["Facial"]),
        ("pedicura", ["Gel Manicure", "Spa Pedicure"], ["Spa Pedicure"]),
        ("depilación de cejas", ["Brow Wax", "Lash Lift"], ["Brow Wax"]),
        ("pestañas", ["Brow Wax", "Lash Lift"], ["Lash Lift"]),
        ("un alisado", ["Keratin Treatment", "Perm"], ["Keratin Treatment"]),
        ("una permanente", ["Keratin Treatment", "Perm"], ["Perm"]),
        ("un afeitado", ["Shave", "Beard Trim"], ["Shave"]),
        ("peinado", ["Blowout", "Haircut"], ["Blowout"]),
        ("corte para niño", ["Kids Haircut", "Men's Haircut"], ["Kids Haircut"]),
    ])
    def test_spanish_words_for_english_names(self, said, names, found):
        assert find_service(said, names, "es") == found

    def test_services_named_in_spanish(self):
        assert find_service("corte de dama", SPANISH_NAMED, "es") == ["Corte de Dama"]
        assert find_service("un corte", SPANISH_NAMED, "es") == ["Corte de Dama", "Corte de Caballero"]
        assert find_service("tinte", SPANISH_NAMED, "es") == ["Tinte"]


class TestStaff:
    TEAM = ["Maria Lopez", "Sam Lee"]
    TWO_MARIAS = ["Maria Lopez", "Sam Lee", "Maria Chen"]

    @pytest.mark.parametrize("said", [
        "with Maria", "Maria Lopez", "María", "con María", "I'd like Maria please", "Mariah", "with Lopez",
        "a haircut with maria tomorrow at 3",
    ])
    def test_by_first_name_full_name_or_close_spelling(self, said):
        assert find_staff(said, self.TEAM) == "Maria Lopez"

    def test_a_first_name_two_share_is_not_enough(self):
        assert find_staff("with Maria", self.TWO_MARIAS) is None
        assert find_staff("Maria Chen", self.TWO_MARIAS) == "Maria Chen"
        assert find_staff("Maria Lopez", self.TWO_MARIAS) == "Maria Lopez"

    def test_accents_in_the_names_given(self):
        assert find_staff("con Jose", ["José Ruiz", "Ana Díaz"]) == "José Ruiz"
        assert find_staff("with ana diaz", ["José Ruiz", "Ana Díaz"]) == "Ana Díaz"

    @pytest.mark.parametrize("said", [
        "anyone", "anyone is fine", "whoever is free", "no preference", "I have no preference", "doesn't matter",
        "it doesn't matter", "cualquiera", "quien sea", "me da igual", "no importa",
    ])
    def test_anyone(self, said):
        assert find_staff(said, self.TEAM) == ANY

    @pytest.mark.parametrize("said", ["tomorrow at 3", "same time please", "and then", "a haircut", ""])
    def test_nobody_named(self, said):
        assert find_staff(said, self.TEAM) is None

    def test_a_stylist_named_like_a_common_word(self):
        team = ["Will Jones", "Sam Lee"]
        assert find_staff("I will come at 3", team) is None
        assert find_staff("with will", team) == "Will Jones"
        assert find_staff("Will, please", team) == "Will Jones"

    def test_a_name_beats_anyone(self):
        assert find_staff("no preference, Sam is fine", self.TEAM) == "Sam Lee"

    def test_two_stylists_named_is_none(self):
        assert find_staff("Maria or Sam", self.TEAM) is None
