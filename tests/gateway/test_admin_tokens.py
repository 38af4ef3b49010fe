from gateway.admin_tokens import AdminTokens, digest


class TestAdminTokens:
    def test_a_known_token_names_its_operator_without_revealing_it(self):
        tokens = AdminTokens([digest("s3cret-token")])
        who = tokens.check("s3cret-token")
        assert who.startswith("operator:") and "s3cret" not in who

    def test_unknown_and_empty_tokens_are_refused(self):
        tokens = AdminTokens([digest("s3cret-token")])
        assert tokens.check("s3cret-tokeN") is None
        assert tokens.check("") is None
        assert tokens.check(None) is None

    def test_no_configured_token_refuses_everything(self):
        assert AdminTokens(["", " "]).check("anything") is None
