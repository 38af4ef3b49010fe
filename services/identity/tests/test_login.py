from sqlalchemy import text

from .conftest import PASSWORD, let_time_pass


def credentials(email: str = "ana@salon.example", password: str = PASSWORD) -> dict:
    return {"email": email, "password": password}


class TestLogin:
    async def test_the_right_password_starts_a_session(self, client, register):
        await register(verify=True)
        response = await client.post("/auth/login", json=credentials(" ANA@salon.example"))
        assert response.status_code == 200
        assert response.json()["user"]["email"] == "ana@salon.example"
        cookie = response.headers["set-cookie"]
        assert "rb_session=" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie

    async def test_each_sign_in_gets_a_new_session(self, client, register, db):
        await register(verify=True)
        first = (await client.post("/auth/login", json=credentials())).cookies["rb_session"]
        second = (await client.post("/auth/login", json=credentials())).cookies["rb_session"]
        assert first != second
        async with db.connect() as conn:
            hashes = (await conn.execute(text("SELECT token_hash FROM sessions"))).scalars().all()
        assert first not in hashes and second not in hashes, "session tokens are stored hashed"

    async def test_a_wrong_password_and_an_unknown_email_answer_alike(self, client, register):
        await register(verify=True)
        wrong = await client.post("/auth/login", json=credentials(password="wrong password"))
        unknown = await client.post("/auth/login", json=credentials("ghost@salon.example"))
        assert wrong.status_code == unknown.status_code == 401
        assert wrong.json() == unknown.json() == {"error": "Invalid email or password"}
        assert "set-cookie" not in wrong.headers

    async def test_an_unverified_account_is_told_to_verify(self, client, register):
        await register()
        response = await client.post("/auth/login", json=credentials())
        assert response.status_code == 403
        assert "verify your email" in response.json()["error"]

    async def test_five_failures_lock_the_account_until_the_window_passes(self, client, register, db):
        await register(verify=True)
        for _ in range(5):
            assert (await client.post("/auth/login", json=credentials(password="nope nope"))).status_code == 401
        locked = await client.post("/auth/login", json=credentials())
        assert locked.status_code == 429
        assert 14 * 60 <= int(locked.headers["retry-after"]) <= 15 * 60
        assert "Too many failed sign-in attempts" in locked.json()["error"]
        await let_time_pass(db, "sign_in", minutes=15)
        assert (await client.post("/auth/login", json=credentials())).status_code == 200

    async def test_a_success_forgets_earlier_failures(self, client, register):
        await register(verify=True)
        for _ in range(4):
            await client.post("/auth/login", json=credentials(password="nope nope"))
        assert (await client.post("/auth/login", json=credentials())).status_code == 200
        for _ in range(4):
            await client.post("/auth/login", json=credentials(password="nope nope"))
        assert (await client.post("/auth/login", json=credentials())).status_code == 200

    async def test_one_address_is_limited_across_accounts(self, app, client, register):
        app.state.settings.login_max_failures_per_ip = 3
        for n in range(3):
            await client.post("/auth/login", json=credentials(f"guess{n}@salon.example", "nope nope"),
                              headers={"x-forwarded-for": "198.51.100.7"})
        other_account = await client.post("/auth/login", json=credentials("someone@salon.example", "nope nope"),
                                          headers={"x-forwarded-for": "198.51.100.7"})
        assert other_account.status_code == 429
        elsewhere = await client.post("/auth/login", json=credentials("someone@salon.example", "nope nope"),
                                      headers={"x-forwarded-for": "198.51.100.8"})
        assert elsewhere.status_code == 401

    async def test_empty_fields_are_refused_before_any_check(self, client):
        response = await client.post("/auth/login", json={"email": "", "password": ""})
        assert response.status_code == 422
        assert response.json()["error"] == "Please enter your email"
