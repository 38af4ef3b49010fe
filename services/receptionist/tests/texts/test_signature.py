"""Twilio's request signature (providers.md §3.3, §7.3), against the docs' worked example."""

import base64
import hashlib
import hmac

from ringbook_common.messaging.twilio import request_signature, signature_matches

URL = "https://example.com/myapp.php?foo=1&bar=2"
FIELDS = [("CallSid", "CA1234567890ABCDE"), ("Caller", "+14158675310"), ("Digits", "1234"),
          ("From", "+14158675310"), ("To", "+18005551212")]


def test_the_docs_worked_example():
    assert request_signature(URL, FIELDS, "12345") == "L/OH5YylLD5NRKLltdqwSvS0BnU="


def test_fields_in_any_order_sign_the_same():
    assert request_signature(URL, list(reversed(FIELDS)), "12345") == "L/OH5YylLD5NRKLltdqwSvS0BnU="


def test_names_sort_by_byte_so_upper_case_comes_first():
    # "Zebra" < "apple" in byte order; a case-folding sort would put apple first and sign another string.
    fields = [("apple", "1"), ("Zebra", "2")]
    assert request_signature("https://x.test/t", fields, "k") == request_signature(
        "https://x.test/t", [("Zebra", "2"), ("apple", "1")], "k")
    expected = base64.b64encode(hmac.new(b"k", b"https://x.test/tZebra2apple1", hashlib.sha1).digest()).decode()
    assert request_signature("https://x.test/t", fields, "k") == expected


def test_a_changed_url_port_or_field_does_not_match():
    good = request_signature(URL, FIELDS, "12345")
    assert signature_matches(URL, FIELDS, "12345", good)
    assert not signature_matches("https://example.com:8443/myapp.php?foo=1&bar=2", FIELDS, "12345", good)
    assert not signature_matches(URL, [*FIELDS, ("Body", "hi")], "12345", good)
    assert not signature_matches(URL, FIELDS, "54321", good)


def test_nothing_matches_without_a_token_or_a_signature():
    assert not signature_matches(URL, FIELDS, "", request_signature(URL, FIELDS, ""))
    assert not signature_matches(URL, FIELDS, "12345", None)
    assert not signature_matches(URL, FIELDS, "12345", "")
