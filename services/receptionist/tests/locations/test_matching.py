"""Which of the business's locations a caller named: by the words that set it apart, never by the words every
location shares or that name no place."""

from dataclasses import dataclass

from receptionist.locations.matching import best, words


@dataclass(frozen=True)
class Shop:
    id: str
    name: str
    address: str


MAIN = Shop("first", "Salon Rosa", "12 Main St, Springfield, IL 62701")
OAK = Shop("second", "Salon Rosa Downtown", "40 Oak Street, Springfield, IL 62702")
HILL = Shop("third", "Salon Rosa Hillside", "7 Elm Ave, Shelbyville, IL 62565")
SHOPS = [MAIN, OAK, HILL]


def _named(asked: str, shops=SHOPS) -> Shop | None:
    return best(asked, shops, ident=lambda shop: shop.id, name=lambda shop: shop.name,
                described=lambda shop: f"{shop.name} {shop.address}")


def test_abbreviations_are_the_words_they_shorten():
    assert words("40 Oak St., Elm Ave") == ["40", "oak", "street", "elm", "avenue"]


def test_a_street_names_its_location():
    assert _named("the Oak Street one") is OAK
    assert _named("Main St") is MAIN
    assert _named("elm avenue") is HILL


def test_a_name_or_a_district_names_its_location():
    assert _named("do you have a shop downtown?") is OAK
    assert _named("Hillside") is HILL
    assert _named("the one in Shelbyville") is HILL


def test_an_id_names_its_location():
    assert _named("second") is OAK


def test_a_locations_very_name_names_it():
    assert _named("salon rosa") is MAIN
    assert _named("Salon Rosa Downtown") is OAK


def test_what_every_location_shares_or_no_place_names_none():
    assert _named("Rosa") is None  # the business's name: every location's
    assert _named("Springfield") is None  # two of them are there
    assert _named("the street shop") is None
    assert _named("uptown") is None
    assert _named("") is None


def test_two_locations_named_alike_name_none():
    assert _named("Oak or Elm") is None


def test_a_states_letters_and_what_callers_say_anyway_name_no_location():
    tulsa = Shop("fourth", "Salon Rosa", "1 Park Avenue, Tulsa, OK 74103")
    assert _named("ok, where do I park?", [MAIN, tulsa]) is None
    assert _named("the one in Tulsa", [MAIN, tulsa]) is tulsa
