from sqlalchemy import text

from .conftest import PASSWORD

NEW_PASSWORD = "a brand new passphrase"


class TestPasswordReset:
    async def test_a_reset_code_sets_a_new_password_and_signs_out_everywhere(self, client, register, mailbox, db):
        await register(verify=True)
        await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
        assert (await client.post("/auth/forgot-password", json={"email": "ana@salon.example"})).status_code == 200
        code = await mailbox.latest_code("ana@salon.example")
        assert "reset" in (await mailbox.messages("ana@salon.example"))[-1]["subject"]
        response = await client.post("/auth/reset-password", json={
            "email": "ana@salon.example", "code": code, "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD})
        assert response.status_code == 200
        async with db.connect() as conn:
            live = await conn.scalar(text("SELECT count(*) FROM sessions WHERE revoked_at IS NULL"))
        assert live == 0
        old = await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
        new = await client.post("/auth/login", json={"email": "ana@salon.example", "password": NEW_PASSWORD})
        assert (old.status_code, new.status_code) == (401, 200)
        assert "password was changed" in (await mailbox.messages("ana@salon.example"))[-1]["subject"]

    async def test_a_new_password_works_at_once_on_an_account_locked_by_wrong_ones(self, client, register, mailbox):
        await register(verify=True)
        for _ in range(5):
            await client.post("/auth/login", json={"email": "ana@salon.example", "password": "a wrong guess"})
        locked = await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
        assert locked.status_code == 429
        await client.post("/auth/forgot-password", json={"email": "ana@salon.example"})
        reset = await client.post("/auth/reset-password", json={
            "email": "ana@salon.example", "code": await mailbox.latest_code("ana@salon.example"),
            "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD})
        assert reset.status_code == 200
        signed_in = await client.post("/auth/login", json={"email": "ana@salon.example", "password": NEW_PASSWORD})
        assert signed_in.status_code == 200

    async def test_an_unknown_email_answers_like_a_known_one_and_gets_nothing(self, client, register, mailbox):
        await register(verify=True)
        known = await client.post("/auth/forgot-password", json={"email": "ana@salon.example"})
        unknown = await client.post("/auth/forgot-password", json={"email": "ghost@salon.example"})
        assert (known.status_code, known.json()) == (unknown.status_code, unknown.json())
        assert await mailbox.messages("ghost@salon.example") == []

    async def test_a_wrong_reset_code_is_refused_and_counted(self, client, register, mailbox):
        await register(verify=True)
        await client.post("/auth/forgot-password", json={"email": "ana@salon.example"})
        code = await mailbox.latest_code("ana@salon.example")
        wrong = "000000" if code != "000000" else "999999"
        response = await client.post("/auth/reset-password", json={
            "email": "ana@salon.example", "code": wrong, "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD})
        assert response.status_code == 400
        assert response.json()["error"] == "That code isn't right. You have 4 tries left."

    async def test_the_new_password_follows_the_registration_rules(self, client):
        response = await client.post("/auth/reset-password", json={
            "email": "ana@salon.example", "code": "123456", "password": "short", "confirmPassword": "short"})
        assert response.status_code == 422
        assert response.json()["error"] == "Password must be at least 8 characters"
