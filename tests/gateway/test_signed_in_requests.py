"""A signed-in owner's requests through the gateway: the session is judged on every request, whatever the gateway
keeps between them (the session's answer, the signed principal, the reading of the cookie header).

The stack's gateway keeps a session's answer for 60 s in the tests (conftest), so a refusal seen at once can only
come from the gateway forgetting the session, never from its answer running out.
"""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx

from tests.conftest import PASSWORD

READ = "/portal/whoami"


@asynccontextmanager
async def _signed_in_again(gateway_url: str, email: str) -> AsyncIterator[httpx.AsyncClient]:
    """Another session of the same owner, as from a second browser."""
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"origin": gateway_url}) as client:
        response = await client.post("/auth/login", json={"email": email, "password": PASSWORD})
        assert response.status_code == 200, response.text
        yield client


def _replaying(gateway_url: str, session_cookie: str) -> httpx.AsyncClient:
    """Someone who kept a cookie and sends it again."""
    return httpx.AsyncClient(base_url=gateway_url, timeout=15, cookies={"rb_session": session_cookie})


class TestSigningOut:
    async def test_the_very_next_request_after_signing_out_is_refused(self, owner_session, gateway_url):
        async with owner_session(name="Nora Quick") as owner:
            kept = owner.cookies["rb_session"]
            # Read several times first, so the gateway holds the session's answer and its signed principal.
            for _ in range(3):
                assert (await owner.get(READ)).json()["user"]["fullName"] == "Nora Quick"
            assert (await owner.post("/api/auth/logout")).status_code == 200
        async with _replaying(gateway_url, kept) as replay:
            assert (await replay.get(READ)).status_code == 401

    async def test_signing_out_of_one_session_leaves_the_owners_other_session_signed_in(
            self, owner_session, gateway_url):
        async with owner_session(name="Olga Twice") as first:
            email = (await first.get(READ)).json()["user"]["email"]
            async with _signed_in_again(gateway_url, email) as second:
                assert (await second.get(READ)).status_code == 200
                kept = first.cookies["rb_session"]
                assert (await first.post("/api/auth/logout")).status_code == 200
                async with _replaying(gateway_url, kept) as replay:
                    assert (await replay.get(READ)).status_code == 401
                for _ in range(3):
                    assert (await second.get(READ)).json()["user"]["email"] == email

    async def test_a_refused_sign_out_forgets_nothing(self, owner_session, gateway_url):
        async with owner_session(name="Pia Stay") as owner:
            assert (await owner.get(READ)).status_code == 200
            refused = await owner.post("/api/auth/logout", headers={"origin": "https://elsewhere.example"})
            assert refused.status_code == 403
            assert (await owner.get(READ)).status_code == 200


class TestManyAtOnce:
    async def test_requests_arriving_together_with_a_new_session_are_all_answered_as_its_owner(self, owner_session):
        async with owner_session(name="Rita Burst") as owner:
            answers = await asyncio.gather(*(owner.get(READ) for _ in range(20)))
        assert {response.status_code for response in answers} == {200}
        assert {response.json()["user"]["fullName"] for response in answers} == {"Rita Burst"}

    async def test_requests_arriving_together_with_an_unknown_cookie_are_all_refused(self, gateway_url):
        async with _replaying(gateway_url, "not-a-session-we-gave") as stranger:
            answers = await asyncio.gather(*(stranger.get(READ) for _ in range(20)))
        assert {response.status_code for response in answers} == {401}

    async def test_two_owners_reading_at_once_each_get_their_own_answer(self, owner_session):
        async with owner_session(name="Sara One") as one, owner_session(name="Tess Two") as two:
            answers = await asyncio.gather(*(client.get(READ) for _ in range(10) for client in (one, two)))
        names = [response.json()["user"]["fullName"] for response in answers]
        assert names == ["Sara One", "Tess Two"] * 10


class TestCookieHeader:
    async def test_the_session_is_found_among_other_cookies_in_either_order(self, owner_session, gateway_url):
        async with owner_session(name="Uma Crumbs") as owner:
            session = owner.cookies["rb_session"]
        for header in (f"theme=dark; rb_session={session}", f"rb_session={session}; theme=dark"):
            async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"cookie": header}) as browser:
                assert (await browser.get(READ)).json()["user"]["fullName"] == "Uma Crumbs"

    async def test_a_cookie_header_without_the_session_is_no_session(self, gateway_url):
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"cookie": "theme=dark"}) as browser:
            assert (await browser.get(READ)).status_code == 401
