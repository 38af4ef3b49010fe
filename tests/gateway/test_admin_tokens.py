import pytest

from gateway.admin_tokens import AdminTokens, digest


class TestAdminTokens:
    def test_a_named_token_names_its_operator(self):
        tokens = AdminTokens([f"alice:{digest('alice-token')}", f"bob@ops:{digest('bob-token')}"])
        assert tokens.check("alice-token") == "alice"
        assert tokens.check("bob-token") == "bob@ops"

    def test_an_unnamed_token_is_known_by_its_digest_without_revealing_it(self):
        tokens = AdminTokens([digest("s3cret-token")])
        who = tokens.check("s3cret-token")
        assert who == f"operator:{digest('s3cret-token')[:12]}" and "s3cret" not in who

    def test_unknown_and_empty_tokens_are_refused(self):
        tokens = AdminTokens([f"alice:{digest('s3cret-token')}"])
        assert tokens.check("s3cret-tokeN") is None
        assert tokens.check("") is None
        assert tokens.check(None) is None

    def test_no_configured_token_refuses_everything(self):
        assert AdminTokens(["", " "]).check("anything") is None

    def test_a_revoked_token_is_one_no_longer_listed(self):
        before = AdminTokens([f"alice:{digest('a')}", f"bob:{digest('b')}"])
        after = AdminTokens([f"bob:{digest('b')}"])
        assert (before.check("a"), after.check("a"), after.check("b")) == ("alice", None, "bob")

    @pytest.mark.parametrize("entry", ["alice:not-a-digest", f"al ice:{digest('x')}", "12345"])
    def test_a_malformed_entry_stops_the_gateway_from_starting(self, entry):
        with pytest.raises(ValueError):
            AdminTokens([entry])
