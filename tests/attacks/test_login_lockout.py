"""The sign-in lockout under concurrency: a swarm of wrong passwords fired at once at one account gets no more
passwords checked than five sequential ones would."""

import asyncio
import uuid

from tests.conftest import PASSWORD, latest_code


async def test_thirty_concurrent_wrong_passwords_check_at_most_five(gateway):
    email = f"swarmed-{uuid.uuid4().hex[:8]}@salon.example"
    await gateway.post("/auth/register", json={"fullName": "Swarmed Owner", "email": email, "password": PASSWORD,
                                               "confirmPassword": PASSWORD})
    verified = await gateway.post("/auth/verify-email",
                                  json={"email": email, "code": await latest_code(gateway, email)})
    assert verified.status_code == 200, verified.text

    answers = await asyncio.gather(*(gateway.post("/auth/login", json={"email": email, "password": f"guess {n}"})
                                     for n in range(30)))
    statuses = sorted(answer.status_code for answer in answers)
    assert statuses == [401] * 5 + [429] * 25, f"{statuses.count(401)} checked, {statuses.count(429)} locked"
    assert all(int(answer.headers["retry-after"]) >= 1 for answer in answers if answer.status_code == 429)
    locked = await gateway.post("/auth/login", json={"email": email, "password": PASSWORD})
    assert locked.status_code == 429 and "rb_session" not in locked.cookies
