"""What the gateway keeps between requests (a path's reading, its route, a cookie header's reading) reads the same
as reading afresh, for the ordinary sizes it keeps and for the long ones it does not."""

import pytest

from gateway.cookies import KEPT_HEADER_BYTES, read_cookie
from gateway.paths import KEPT_PATH_BYTES, UnsafePath, normalise
from gateway.routes import route_for

LONG_SEGMENT = "a" * (KEPT_PATH_BYTES + 1)


@pytest.mark.parametrize("segment", ["short", LONG_SEGMENT])
def test_a_path_reads_the_same_the_second_time(segment):
    raw = f"/api/appointments/./{segment}//x/../".encode()
    assert normalise(raw) == normalise(raw)
    assert normalise(raw).decoded == f"/api/appointments/{segment}"


@pytest.mark.parametrize("segment", ["short", LONG_SEGMENT])
def test_a_refused_path_is_refused_every_time(segment):
    for _ in range(2):
        with pytest.raises(UnsafePath):
            normalise(f"/api/{segment}/%2e%2e%2f%2e%2e/admin".encode())


@pytest.mark.parametrize("segment", ["short", LONG_SEGMENT])
def test_a_path_keeps_its_route(segment):
    assert route_for(f"/api/appointments/{segment}") == route_for(f"/api/appointments/{segment}")
    assert route_for(f"/api/appointments/{segment}").service == "booking"
    assert route_for(f"/nowhere/{segment}") is None


@pytest.mark.parametrize("padding", [0, KEPT_HEADER_BYTES])
def test_the_session_cookie_is_found_in_a_header_of_any_size(padding):
    header = f"theme={'d' * padding}; rb_session=abc123; lang=en".encode()
    for _ in range(2):
        reading = read_cookie(header, "rb_session")
        assert reading.readable and reading.value == "abc123"


def test_a_header_without_the_cookie_has_no_value():
    assert read_cookie(b"theme=dark", "rb_session") == (True, None)
    assert read_cookie(b"theme=dark", "rb_session") == (True, None)


def test_an_empty_session_cookie_is_no_session():
    assert read_cookie(b"rb_session=; theme=dark", "rb_session").value is None
