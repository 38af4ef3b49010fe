"""matching.best: a service a function is asked for, by id, by name as the salon prints it, or a close spelling."""

import pytest

from receptionist.functions.matching import best

NAMES = ["Women's Cut & Colour (long)", "Pédicure", "Men's Cut", "Cut + Colour", "Manicure"]


@pytest.mark.parametrize(("asked", "found"), [
    ("womens-cut-colour-long", "Women's Cut & Colour (long)"),
    ("women's cut and colour", "Women's Cut & Colour (long)"),
    ("Women's Cut & Colour", "Women's Cut & Colour (long)"),
    ("pedicure", "Pédicure"),
    ("Pedicure", "Pédicure"),
    ("cut and colour", "Cut + Colour"),
    ("men's cut", "Men's Cut"),
])
def test_names_as_a_salon_prints_them(asked, found):
    assert best(asked, NAMES, key=lambda name: name, ident=lambda name: name) == found
