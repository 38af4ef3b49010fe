import pytest

from gateway.paths import UnsafePath, normalise


class TestNormalise:
    @pytest.mark.parametrize(("raw", "decoded"), [
        (b"/", "/"),
        (b"/auth/login", "/auth/login"),
        (b"/api/auth/../../auth/login", "/auth/login"),
        (b"/api/auth/%2e%2e/%2E%2E/auth/login", "/auth/login"),
        (b"/staff/.%2e/metrics", "/metrics"),
        (b"//api//contact/", "/api/contact"),
        (b"/./api/./contact/.", "/api/contact"),
        (b"/%61pi/contact", "/api/contact"),
        (b"/api/contact?x=/../..", "/api/contact"),
        (b"/blog/caf%C3%A9", "/blog/caf\u00e9"),
        (b"/API/Contact", "/API/Contact"),
    ])
    def test_one_reading(self, raw, decoded):
        assert normalise(raw).decoded == decoded

    @pytest.mark.parametrize("raw", [
        b"/..", b"/api/../../auth/login", b"/%2e%2e/x", b"/api%2fauth", b"/api%2Fauth", b"/api%5cauth", b"/api\\auth",
        b"/x%00", b"/x%0d%0aSet-Cookie:%20a=b", b"/x%7f", b"/x%c2%85", b"/x%zz", b"/x%", b"/x%2", b"/%252e%252e/x",
        b"/x%ff", b"x/y", b"",
    ])
    def test_what_has_no_single_reading_is_refused(self, raw):
        with pytest.raises(UnsafePath):
            normalise(raw)

    def test_the_forwarded_form_decodes_back_to_the_judged_path(self):
        path = normalise(b"/blog/caf%c3%a9/a%20b/%7euser/x:y@z")
        assert path.encoded == "/blog/caf%C3%A9/a%20b/~user/x:y@z"
        assert normalise(path.encoded.encode()) == path
