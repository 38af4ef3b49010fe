from sqlalchemy import text


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

    async def test_a_wrong_code_counts_down_and_five_wrong_tries_need_a_new_code(self, client, register, mailbox):
        await register()
        code = await mailbox.latest_code("ana@salon.example")
        wrong = "000000" if code != "000000" else "111111"
        answers = [await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": wrong})
                   for _ in range(5)]
        assert [a.status_code for a in answers] == [400] * 5
        assert answers[0].json()["error"] == "That code isn't right. You have 4 tries left."
        assert answers[3].json()["error"] == "That code isn't right. You have 1 try left."
        assert "last try" in answers[4].json()["error"]
        right_too_late = await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": code})
        assert right_too_late.status_code == 400
        assert right_too_late.json()["error"] == "Too many wrong tries. Please ask for a new code."

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
        async with db.connect() as conn:
            tenants = (await conn.execute(text("SELECT DISTINCT tenant_id::text FROM users"))).scalars().all()
        assert tenants == [first["tenant"]["id"]]


class TestResend:
    async def test_a_new_code_replaces_the_old_one(self, client, register, mailbox, db):
        await register()
        old = await mailbox.latest_code("ana@salon.example")
        async with db.begin() as conn:
            await conn.execute(text("UPDATE code_requests SET requested_at = now() - interval '61 seconds'"))
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
        async with db.begin() as conn:
            await conn.execute(text("UPDATE code_requests SET requested_at = now() - interval '61 seconds'"))
        known = await client.post("/auth/resend-code", json={"email": "ana@salon.example"})
        unknown = await client.post("/auth/resend-code", json={"email": "ghost@salon.example"})
        assert (known.status_code, known.json()) == (unknown.status_code, unknown.json())
        assert await mailbox.messages("ghost@salon.example") == []
        known_again = await client.post("/auth/resend-code", json={"email": "ana@salon.example"})
        unknown_again = await client.post("/auth/resend-code", json={"email": "ghost@salon.example"})
        assert known_again.status_code == unknown_again.status_code == 429
