"""Sign-up abuse from the outside, through the gateway: taking over a pending sign-up, guessing a verification
code by having it re-issued, bombing an inbox (or phishing through our sender) with registrations, and learning
whether an address has an account."""

import asyncio
import re
import uuid

import pytest

from ringbook_common.testing.wait import eventually
from tests.conftest import PASSWORD, latest_code

ATTACKER_PASSWORD = "the attacker's own password"


def new_email(who: str) -> str:
    return f"{who}-{uuid.uuid4().hex[:8]}@salon.example"


def registration(email: str, *, name: str = "Real Owner", password: str = PASSWORD) -> dict:
    return {"fullName": name, "email": email, "password": password, "confirmPassword": password}


async def mails_to(gateway, email: str, count: int) -> list[dict]:
    """The e-mails sent to an address, newest first, once at least `count` have arrived."""
    async def arrived() -> list[dict] | None:
        messages = (await gateway.get("/dev/outbox", params={"to": email})).json()
        return messages if len(messages) >= count else None
    return await eventually(arrived)


def wrong_code(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


def assert_cooling_down(response) -> None:
    assert response.status_code == 429, response.text
    assert int(response.headers["retry-after"]) >= 1
    assert list(response.json()) == ["error"] and "Please wait" in response.json()["error"]


# ---- a pending sign-up cannot be taken over -------------------------------------------------------------------

async def test_registering_again_on_a_pending_address_changes_neither_its_password_nor_its_name(gateway):
    email = new_email("pending")
    assert (await gateway.post("/auth/register", json=registration(email))).status_code == 201
    hijack = await gateway.post("/auth/register",
                                json=registration(email, name="Mallory", password=ATTACKER_PASSWORD))
    assert hijack.status_code in (201, 429), hijack.text

    verified = await gateway.post("/auth/verify-email",
                                  json={"email": email, "code": await latest_code(gateway, email)})
    assert verified.status_code == 200, verified.text
    assert verified.json()["user"]["fullName"] == "Real Owner"
    attacker = await gateway.post("/auth/login", json={"email": email, "password": ATTACKER_PASSWORD})
    assert attacker.status_code == 401, attacker.text
    owner = await gateway.post("/auth/login", json={"email": email, "password": PASSWORD})
    assert owner.status_code == 200, owner.text


# ---- codes: tries per address, whatever is re-issued --------------------------------------------------------

async def test_a_code_guesser_gets_no_fresh_tries_from_a_new_registration(gateway):
    email = new_email("guess")
    await gateway.post("/auth/register", json=registration(email))
    code = await latest_code(gateway, email)
    for _ in range(5):
        assert (await gateway.post("/auth/verify-email",
                                   json={"email": email, "code": wrong_code(code)})).status_code == 400
    await gateway.post("/auth/register", json=registration(email, name="Guesser"))
    await gateway.post("/auth/resend-code", json={"email": email})

    for guess in (wrong_code(code), await latest_code(gateway, email)):
        refused = await gateway.post("/auth/verify-email", json={"email": email, "code": guess})
        assert refused.status_code == 429, refused.text
        assert int(refused.headers["retry-after"]) > 60
        assert "Too many wrong tries" in refused.json()["error"] and "rb_session" not in refused.cookies


async def test_thirty_concurrent_guesses_check_at_most_five(gateway):
    email = new_email("swarm")
    await gateway.post("/auth/register", json=registration(email))
    code = await latest_code(gateway, email)
    guesses = [f"{(int(code) + n) % 1_000_000:06d}" for n in range(1, 31)]
    answers = await asyncio.gather(*(gateway.post("/auth/verify-email", json={"email": email, "code": guess})
                                     for guess in guesses))
    statuses = sorted(answer.status_code for answer in answers)
    assert statuses == [400] * 5 + [429] * 25, f"{statuses.count(400)} refused, {statuses.count(429)} limited"


# ---- one mail a minute per address, whatever asks for it ----------------------------------------------------

async def test_registrations_resends_and_resets_share_one_mail_a_minute(gateway):
    email = new_email("bombed")
    first = await gateway.post("/auth/register", json=registration(email))
    assert first.status_code == 201, first.text
    await mails_to(gateway, email, 1)
    for path, body in [("/auth/register", registration(email)), ("/auth/register", registration(email)),
                       ("/auth/resend-code", {"email": email}), ("/auth/forgot-password", {"email": email})]:
        assert_cooling_down(await gateway.post(path, json=body))
    assert len(await mails_to(gateway, email, 1)) == 1


async def test_no_caller_chosen_name_reaches_a_mail(gateway):
    email = new_email("phished")
    name = "Your account is suspended\nVerify now at http://ringbook-support.example/login"
    response = await gateway.post("/auth/register", json=registration(email, name=name))
    assert response.status_code == 201, response.text
    [mail] = await mails_to(gateway, email, 1)
    assert mail["body"].startswith("Hi,\n")
    for text in ("suspended", "ringbook-support", "http"):
        assert text not in mail["body"] and text not in mail["subject"]


# ---- registration never tells whether an address has an account ---------------------------------------------

@pytest.fixture
async def verified_owner(gateway) -> str:
    email = new_email("taken")
    await gateway.post("/auth/register", json=registration(email))
    verified = await gateway.post("/auth/verify-email",
                                  json={"email": email, "code": await latest_code(gateway, email)})
    assert verified.status_code == 200, verified.text
    return email


async def test_registering_a_taken_address_answers_like_a_new_one_and_tells_its_owner(gateway, verified_owner):
    fresh = await gateway.post("/auth/register", json=registration(new_email("fresh"), password=ATTACKER_PASSWORD))
    taken = await gateway.post("/auth/register",
                               json=registration(verified_owner, name="Mallory", password=ATTACKER_PASSWORD))
    assert (taken.status_code, taken.json()) == (fresh.status_code, fresh.json()) == (201, taken.json())

    [notice, _verification] = await mails_to(gateway, verified_owner, 2)
    assert "sign up" in notice["subject"].lower()
    assert "Mallory" not in notice["body"] and not re.search(r"\b\d{6}\b", notice["body"])
    assert "reset your password" in notice["body"].lower()
    again = await gateway.post("/auth/register", json=registration(verified_owner, password=ATTACKER_PASSWORD))
    assert_cooling_down(again)
    assert len(await mails_to(gateway, verified_owner, 2)) == 2
    assert (await gateway.post("/auth/login", json={"email": verified_owner, "password": PASSWORD})).status_code == 200
