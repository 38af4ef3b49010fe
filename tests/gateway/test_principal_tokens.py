"""The signed principal the gateway sends upstream: reused for a while, always with most of its life ahead of it,
and never one principal's for another."""

import jwt
import pytest

from gateway.principal_tokens import MAX_KEPT, MIN_REMAINING_SECONDS, PrincipalTokens
from ringbook_common.auth import MAX_LIFETIME_SECONDS, Principal, TokenSigner, TokenVerifier, generate_keypair

OWNER = Principal(subject="user-1", role="owner", tenant_id="tenant-1", session_id="session-1")


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def keys() -> tuple[str, str]:
    return generate_keypair()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def tokens(keys, clock) -> PrincipalTokens:
    return PrincipalTokens(TokenSigner(keys[0]), clock=clock)


def _life_left(token: str) -> int:
    claims = jwt.decode(token, options={"verify_signature": False})
    return claims["exp"] - claims["iat"]


def test_a_principal_gets_the_same_token_while_it_has_most_of_its_life_ahead(tokens, clock):
    first = tokens.token_for(OWNER)
    clock.now += tokens.reuse_seconds - 0.01
    assert tokens.token_for(OWNER) == first


def test_a_new_token_is_signed_once_the_kept_one_would_leave_with_too_little_life(tokens, clock, keys):
    tokens.token_for(OWNER)
    clock.now += tokens.reuse_seconds
    token = tokens.token_for(OWNER)
    # Kept afresh from now: it was signed again (the same claims signed within one second read the same).
    assert tokens._kept[OWNER] == (clock.now + tokens.reuse_seconds, token)
    assert TokenVerifier(keys[1]).verify(token) == OWNER
    assert _life_left(token) == tokens.signer.lifetime


def test_reuse_leaves_every_token_the_least_life_promised(tokens):
    # Whole seconds in the token: signed at x.99 s, it expires up to a second before signing time + lifetime.
    assert tokens.reuse_seconds + MIN_REMAINING_SECONDS + 1 <= tokens.signer.lifetime
    assert tokens.signer.lifetime <= MAX_LIFETIME_SECONDS


def test_each_session_of_an_owner_has_its_own_token(tokens, keys):
    other_session = Principal(subject="user-1", role="owner", tenant_id="tenant-1", session_id="session-2")
    verifier = TokenVerifier(keys[1])
    assert verifier.verify(tokens.token_for(OWNER)) == OWNER
    assert verifier.verify(tokens.token_for(other_session)) == other_session


def test_an_operator_and_an_owner_never_share_a_token(tokens, keys):
    operator = Principal(subject="user-1", role="operator")
    verifier = TokenVerifier(keys[1])
    assert verifier.verify(tokens.token_for(OWNER)).role == "owner"
    assert verifier.verify(tokens.token_for(operator)).role == "operator"


def test_a_lifetime_too_short_to_keep_a_margin_signs_every_time(keys, clock):
    short = PrincipalTokens(TokenSigner(keys[0], lifetime_seconds=10), clock=clock)
    assert short.reuse_seconds == 0
    short.token_for(OWNER)
    assert short._kept == {}


def test_the_kept_tokens_stay_bounded(tokens, clock):
    for n in range(MAX_KEPT):
        tokens._kept[Principal(subject=f"user-{n}", role="owner")] = (clock.now + 1, "kept")
    clock.now += 2  # every kept one is stale now
    tokens.token_for(OWNER)
    assert list(tokens._kept) == [OWNER]
