import pytest
from sqlalchemy import text

from .conftest import PASSWORD, let_time_pass, registration


async def sign_up_goes_stale(db) -> None:
    """As if the pending sign-up had been made 16 minutes ago, its first code expired, and the last mail sent a
    minute ago."""
    async with db.begin() as conn:
        await conn.execute(text("UPDATE users SET created_at = created_at - interval '16 minutes'"))
    await let_time_pass(db, "mail", seconds=61)


class TestRegister:
    async def test_an_account_is_created_and_a_six_digit_code_emailed(self, client, mailbox, db):
        response = await client.post("/auth/register", json=registration())
        assert response.status_code == 201
        assert response.json()["message"] == "We've sent you a verification code"
        [email] = await mailbox.messages("ana@salon.example")
        assert email["channel"] == "email"
        code = await mailbox.latest_code("ana@salon.example")
        assert len(code) == 6
        async with db.connect() as conn:
            row = (await conn.execute(text("SELECT password_hash, verified_at FROM users"))).one()
            stored_codes = (await conn.execute(text("SELECT code_hash FROM verification_codes"))).scalars().all()
        assert row.password_hash.startswith("$argon2id$")
        assert PASSWORD not in row.password_hash
        assert row.verified_at is None
        assert code not in stored_codes[0], "codes are stored hashed"

    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"fullName": ""}, "fullName", "Name is required"),
        ({"fullName": "   "}, "fullName", "Name is required"),
        ({"email": "not-an-email"}, "email", "Please enter a valid email"),
        ({"email": ""}, "email", "Please enter a valid email"),
        ({"password": "short", "confirmPassword": "short"}, "password", "Password must be at least 8 characters"),
        ({"confirmPassword": ""}, "confirmPassword", "Please confirm your password"),
        ({"confirmPassword": "something else"}, "confirmPassword", "Passwords don't match"),
        ({"password": "x" * 257, "confirmPassword": "x" * 257}, "password",
         "Password must be at most 256 characters"),
    ])
    async def test_each_rule_has_its_message(self, client, change, field, message):
        response = await client.post("/auth/register", json=registration(**change))
        assert response.status_code == 422
        assert response.json()["error"] == message
        assert response.json()["fields"][field] == message

    @pytest.mark.parametrize("body", [None, [], "text", {"fullName": 5, "email": [], "password": None}])
    async def test_malformed_bodies_are_422_json(self, client, body):
        response = await client.post("/auth/register", json=body)
        assert response.status_code == 422
        assert "error" in response.json()

    async def test_a_taken_address_answers_like_a_new_one_and_its_owner_is_told(self, client, register, mailbox):
        await register("  Ana@Salon.Example ", verify=True)
        new = await client.post("/auth/register", json=registration("bea@salon.example"))
        taken = await client.post("/auth/register",
                                  json=registration("ana@SALON.example", fullName="Mallory", password="x" * 12,
                                                    confirmPassword="x" * 12))
        assert (taken.status_code, taken.json()) == (new.status_code, new.json())
        notice = (await mailbox.messages("ana@salon.example"))[-1]
        assert notice["subject"] == "Someone tried to sign up with your email"
        assert "Mallory" not in notice["body"] and "Reset your password" in notice["body"]
        signed_in = await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
        assert signed_in.status_code == 200
        assert signed_in.json()["user"]["fullName"] == "Ana Ruiz"

    async def test_registering_again_before_verifying_only_sends_the_code_again(self, client, mailbox, db):
        await client.post("/auth/register", json=registration(fullName="Ana"))
        first_code = await mailbox.latest_code("ana@salon.example")
        await let_time_pass(db, "mail", seconds=61)
        again = await client.post("/auth/register", json=registration(
            fullName="Mallory", password="someone else's password", confirmPassword="someone else's password"))
        assert again.status_code == 201
        second_code = await mailbox.latest_code("ana@salon.example")
        assert len(await mailbox.messages("ana@salon.example")) == 2
        if first_code != second_code:
            stale = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": first_code})
            assert stale.status_code == 400
        verified = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": second_code})
        assert verified.json()["user"]["fullName"] == "Ana"
        other = await client.post("/auth/login", json={"email": "ana@salon.example",
                                                       "password": "someone else's password"})
        first = await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
        assert (other.status_code, first.status_code) == (401, 200)

    async def test_a_stale_sign_up_registered_again_with_another_password_keeps_neither(self, client, mailbox,
                                                                                         db):
        """The first registrant may have been a stranger who wants the owner to verify the stranger's password."""
        await client.post("/auth/register", json=registration(password="the stranger's password",
                                                               confirmPassword="the stranger's password"))
        await sign_up_goes_stale(db)
        assert (await client.post("/auth/register", json=registration())).status_code == 201
        code = await mailbox.latest_code("ana@salon.example")
        verified = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": code})
        assert verified.status_code == 200 and "rb_session" in verified.cookies
        for password in ("the stranger's password", PASSWORD):
            signed_in = await client.post("/auth/login", json={"email": "ana@salon.example", "password": password})
            assert signed_in.status_code == 401
        told = (await mailbox.messages("ana@salon.example"))[-1]
        assert told["subject"] == "Choose your Ringbook password" and "Forgot password?" in told["body"]

        assert (await client.post("/auth/forgot-password", json={"email": "ana@salon.example"})).status_code == 200
        reset = await client.post("/auth/reset-password", json={
            "email": "ana@salon.example", "code": await mailbox.latest_code("ana@salon.example"),
            "password": "the owner's own password", "confirmPassword": "the owner's own password"})
        assert reset.status_code == 200
        assert (await client.post("/auth/login", json={"email": "ana@salon.example",
                                                       "password": "the owner's own password"})).status_code == 200

    async def test_a_stale_sign_up_registered_again_with_the_same_password_keeps_it(self, client, mailbox, db):
        await client.post("/auth/register", json=registration())
        await sign_up_goes_stale(db)
        await client.post("/auth/register", json=registration(fullName="Ana R."))
        code = await mailbox.latest_code("ana@salon.example")
        verified = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": code})
        assert verified.json()["user"]["fullName"] == "Ana Ruiz"
        signed_in = await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
        assert signed_in.status_code == 200
        assert len(await mailbox.messages("ana@salon.example")) == 2

    @pytest.mark.parametrize("path", ["/auth/register", "/auth/resend-code", "/auth/forgot-password"])
    async def test_one_mail_a_minute_per_address_whatever_asks(self, client, mailbox, path):
        assert (await client.post("/auth/register", json=registration())).status_code == 201
        response = await client.post(path, json=registration())
        assert response.status_code == 429
        seconds = int(response.headers["retry-after"])
        assert 55 <= seconds <= 60
        assert response.json() == {"error": f"Please wait {seconds} seconds before asking for a new code."}
        assert len(await mailbox.messages("ana@salon.example")) == 1

    async def test_the_mail_greets_no_one_by_the_name_typed(self, client, mailbox):
        await client.post("/auth/register", json=registration(fullName="Ana http://win.example/prize"))
        [mail] = await mailbox.messages("ana@salon.example")
        assert mail["body"].startswith("Hi,\n\nWelcome to Ringbook!")
        assert "win.example" not in mail["body"]

    async def test_registration_publishes_an_event(self, client, db):
        await client.post("/auth/register", json=registration())
        async with db.connect() as conn:
            subjects = (await conn.execute(text("SELECT subject FROM outbox"))).scalars().all()
        assert subjects == ["ringbook.identity.user_registered"]
