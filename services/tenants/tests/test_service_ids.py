import pytest

from tenants.catalogue.ids import new_id, slug


@pytest.mark.parametrize(("name", "expected"), [
    ("Women's Haircut", "womens-haircut"),
    ("Women's Cut & Colour (long)", "womens-cut-colour-long"),
    ("Pédicure", "pedicure"),
    ("Mani/Pedi", "manipedi"),
    ("Cut + Colour", "cut-colour"),
    ("  Blow   Dry  ", "blow-dry"),
    ("Straße Glätten", "strasse-glatten"),
    ("Œil de biche", "oeil-de-biche"),
    ("美甲", "service"),
    ("--Cut--", "cut"),
])
def test_a_name_becomes_a_safe_id(name, expected):
    assert slug(name) == expected


def test_a_long_name_leaves_room_for_a_suffix():
    base = slug("Colour " * 20)
    assert len(base) <= 56 and not base.endswith("-")
    assert len(new_id(given="", name="Colour " * 20, taken={base})) <= 60


def test_names_that_meet_get_a_suffix():
    assert new_id(given="", name="Cut Colour", taken={"cut-colour", "cut-colour-2"}) == "cut-colour-3"


def test_a_typed_id_is_made_safe_and_preferred_to_the_name():
    assert new_id(given="Kids' Cut", name="Children's haircut", taken=set()) == "kids-cut"
