"""The salon's one-line address and the wizard's parts of it."""

import pytest

from receptionist.salon.address import Parts, one_line, parts_of


@pytest.mark.parametrize(("line", "parts"), [
    ("12 Main St, Austin, TX 78701", Parts("12 Main St", "Austin", "TX", "78701")),
    ("12 Main St, Austin, TX", Parts("12 Main St", "Austin", "TX", "")),
    ("12 Main St, Brooklyn, New York 11201", Parts("12 Main St", "Brooklyn", "New York", "11201")),
    ("12 Main St, Springfield", Parts("12 Main St", "Springfield")),
    ("Calle Mayor 5, 28013 Madrid", Parts("Calle Mayor 5", "28013 Madrid")),
    ("12 Main St", Parts("12 Main St")),
    ("  12  Main St ,  Austin ", Parts("12 Main St", "Austin")),
])
def test_a_line_is_read_as_street_city_state_and_zip(line, parts):
    assert parts_of(line, Parts()) == parts


def test_the_wizards_own_parts_are_kept_while_they_make_the_line():
    saved = Parts("Unit 4, 12 Main St", "Austin", "TX", "78701")
    assert parts_of(one_line(saved), saved) == saved
    assert parts_of("9 Oak Rd, Austin, TX 78702", saved) == Parts("9 Oak Rd", "Austin", "TX", "78702")
    assert parts_of("", saved) == saved


def test_parts_make_one_line_without_empty_pieces():
    assert one_line(Parts(" 12 Main St ", "Austin", "", "78701")) == "12 Main St, Austin, 78701"
    assert one_line(Parts()) == ""
