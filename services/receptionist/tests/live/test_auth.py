from receptionist.live.auth import socket_token, token_matches


class TestSocketToken:
    def test_is_a_hex_digest_fixed_for_a_key(self):
        token = socket_token("key_abc")
        assert len(token) == 64 and int(token, 16) >= 0
        assert socket_token("key_abc") == token

    def test_differs_by_key(self):
        assert socket_token("key_abc") != socket_token("key_abd")

    def test_matches_only_its_own_key(self):
        assert token_matches(socket_token("key_abc"), "key_abc")
        assert not token_matches(socket_token("key_abc"), "key_other")
        assert not token_matches("", "key_abc")
        assert not token_matches(socket_token("key_abc")[:-1], "key_abc")

    def test_no_key_configured_refuses_every_token(self):
        assert not token_matches(socket_token(""), "")
