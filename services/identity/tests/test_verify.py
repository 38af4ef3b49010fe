import asyncio

from sqlalchemy import text

from .conftest import let_time_pass


async def email_verified_events(db) -> list:
    async with db.connect() as conn:
        return (await conn.execute(text(
            "SELECT id FROM outbox WHERE subject = 'ringbook.identity.user_verified'"))).scalars().all()


class TestVerify:
    async def test_the_right_code_verifies_signs_in_and_names_a_tenant(self, client, register, mailbox, db):
        await register()
        code = await mailbox.latest_code("ana@salon.example")
        response = await client.post("/auth/verify-email", json={"email": "ANA@salon.example ", "code": code})
        assert response.status_code == 200
        body = response.json()
        assert body["user"]["email"] == "ana@salon.example"
        assert body["tenant"]["id"] and body["onboardingComplete"] is False
        cookie = response.headers["set-cookie"]
        assert "rb_session=" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie
        assert "Max-Age=2592000" in cookie
        assert len(await email_verified_events(db)) == 1

    async def test_a_wrong_code_counts_down_and_the_fifth_burns_the_code(self, client, register, mailbox):
        await register()
        code = await mailbox.latest_code("ana@salon.example")
        wrong = "000000" if code != "000000" else "111111"
        answers = [await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": wrong})
                   for _ in range(5)]
        assert [a.status_code for a in answers] == [400] * 5
        assert answers[0].json()["error"] == "That code isn't right. You have 4 tries left."
        assert answers[3].json()["error"] == "That code isn't right. You have 1 try left."
        assert answers[4].json()["error"] == ("That code isn't right, and that was the last try. "
                                              "Please wait 15 minutes, then ask for a new code.")
        right_too_late = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": code})
        assert right_too_late.status_code == 429
        assert 14 * 60 <= int(right_too_late.headers["retry-after"]) <= 15 * 60
        assert right_too_late.json()["error"] == "Too many wrong tries. Please try again in 15 minutes."

    async def test_tries_are_counted_per_address_whatever_code_was_sent_since(self, client, register, mailbox,
                                                                               db):
        await register()
        first = await mailbox.latest_code("ana@salon.example")
        for _ in range(3):
            await client.post("/auth/verify-email", json={"email": "ana@salon.example",
                                                          "code": f"{(int(first) + 1) % 10**6:06d}"})
        await let_time_pass(db, "mail", seconds=61)
        assert (await client.post("/auth/resend-code", json={"email": "ana@salon.example"})).status_code == 200
        code = await mailbox.latest_code("ana@salon.example")
        wrong = f"{(int(code) + 1) % 10**6:06d}"
        answer = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": wrong})
        assert answer.json()["error"] == "That code isn't right. You have 1 try left."
        await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": wrong})

        await let_time_pass(db, "mail", seconds=61)
        await register(fullName="Someone Else")
        fresh = await mailbox.latest_code("ana@salon.example")
        refused = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": fresh})
        assert refused.status_code == 429

        # Once the window has passed, the newest code works.
        await let_time_pass(db, "code_tries", minutes=15)
        verified = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": fresh})
        assert verified.status_code == 200
        assert verified.json()["user"]["fullName"] == "Ana Ruiz"

    async def test_concurrent_guesses_get_five_tries_between_them(self, client, register, mailbox):
        await register()
        code = await mailbox.latest_code("ana@salon.example")
        guesses = [f"{(int(code) + n) % 10**6:06d}" for n in range(1, 21)]
        answers = await asyncio.gather(*(client.post("/auth/verify-email",
                                                     json={"email": "ana@salon.example", "code": guess})
                                         for guess in guesses))
        assert sorted(a.status_code for a in answers) == [400] * 5 + [429] * 15

    async def test_a_right_code_forgets_the_wrong_ones(self, client, register, mailbox):
        await register()
        code = await mailbox.latest_code("ana@salon.example")
        await client.post("/auth/verify-email", json={"email": "ana@salon.example",
                                                      "code": f"{(int(code) + 1) % 10**6:06d}"})
        assert (await client.post("/auth/verify-email",
                                  json={"email": "ana@salon.example", "code": code})).status_code == 200
        assert (await client.post("/auth/forgot-password", json={"email": "ana@salon.example"})).status_code == 200
        reset = await mailbox.latest_code("ana@salon.example")
        wrong = await client.post("/auth/reset-password", json={
            "email": "ana@salon.example", "code": f"{(int(reset) + 1) % 10**6:06d}",
            "password": "a new passphrase", "confirmPassword": "a new passphrase"})
        assert wrong.json()["error"] == "That code isn't right. You have 4 tries left."

    async def test_an_expired_code_is_refused(self, client, register, mailbox, db):
        await register()
        code = await mailbox.latest_code("ana@salon.example")
        async with db.begin() as conn:
            await conn.execute(text("UPDATE verification_codes SET expires_at = now() - interval '1 second'"))
        response = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": code})
        assert response.status_code == 400
        assert response.json()["error"] == "That code has expired. Please ask for a new one."

    async def test_codes_last_fifteen_minutes(self, client, register, db):
        await register()
        async with db.connect() as conn:
            ttl = await conn.scalar(text("SELECT extract(epoch FROM expires_at - created_at) FROM verification_codes"))
        assert 899 <= float(ttl) <= 901

    async def test_an_unknown_email_gets_the_same_answer_as_a_wrong_code(self, client):
        response = await client.post("/auth/verify-email", json={"email": "nobody@salon.example", "code": "123456"})
        assert response.status_code == 400
        assert response.json()["error"] == "That code isn't valid. Please ask for a new one."

    async def test_the_code_must_be_six_digits(self, client):
        response = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": "12a4"})
        assert response.status_code == 422
        assert response.json()["error"] == "Please enter the 6-digit code"

    async def test_verifying_twice_does_not_make_a_second_tenant(self, client, register, mailbox, db):
        first = await register(verify=True)
        again = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": "123456"})
        assert again.status_code == 400
        assert again.json()["error"] == "That code isn't valid. Please ask for a new one."
        async with db.connect() as conn:
            tenants = (await conn.execute(text("SELECT DISTINCT tenant_id::text FROM users"))).scalars().all()
        assert tenants == [first["tenant"]["id"]]


class TestResend:
    async def test_a_new_code_replaces_the_old_one(self, client, register, mailbox, db):
        await register()
        old = await mailbox.latest_code("ana@salon.example")
        await let_time_pass(db, "mail", seconds=61)
        response = await client.post("/auth/resend-code", json={"email": "ana@salon.example"})
        assert response.status_code == 200
        new = await mailbox.latest_code("ana@salon.example")
        assert len(await mailbox.messages("ana@salon.example")) == 2
        if old != new:
            stale = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": old})
            assert stale.status_code == 400
        assert (await client.post("/auth/verify-email",
                                  json={"email": "ana@salon.example", "code": new})).status_code == 200

    async def test_within_sixty_seconds_it_is_429_with_the_seconds_left(self, client, register):
        await register()
        response = await client.post("/auth/resend-code", json={"email": "ana@salon.example"})
        assert response.status_code == 429
        seconds = int(response.headers["retry-after"])
        assert 55 <= seconds <= 60
        assert response.json()["error"] == f"Please wait {seconds} seconds before asking for a new code."

    async def test_an_unknown_email_answers_exactly_like_a_known_one(self, client, register, mailbox, db):
        await register()
        await let_time_pass(db, "mail", seconds=61)
        known = await client.post("/auth/resend-code", json={"email": "ana@salon.example"})
        unknown = await client.post("/auth/resend-code", json={"email": "ghost@salon.example"})
        assert (known.status_code, known.json()) == (unknown.status_code, unknown.json())
        assert await mailbox.messages("ghost@salon.example") == []
        known_again = await client.post("/auth/resend-code", json={"email": "ana@salon.example"})
        unknown_again = await client.post("/auth/resend-code", json={"email": "ghost@salon.example"})
        assert known_again.status_code == unknown_again.status_code == 429
