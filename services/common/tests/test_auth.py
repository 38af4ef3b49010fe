import time

import jwt
import pytest

from ringbook_common.auth import Principal, TokenSigner, TokenVerifier, generate_keypair
from ringbook_common.errors import Unauthorized


@pytest.fixture(scope="module")
def keys():
    return generate_keypair()


class TestInternalTokens:
    def test_a_signed_principal_is_read_back(self, keys):
        token = TokenSigner(keys[0]).sign(Principal(subject="u1", role="owner", tenant_id="t1", session_id="s1"))
        assert TokenVerifier(keys[1]).verify(token) == Principal("u1", "owner", "t1", "s1")

    def test_a_token_from_another_key_is_refused(self, keys):
        other_private, _ = generate_keypair()
        token = TokenSigner(other_private).sign(Principal(subject="u1", role="owner", tenant_id="t1"))
        with pytest.raises(Unauthorized):
            TokenVerifier(keys[1]).verify(token)

    def test_an_expired_token_is_refused(self, keys):
        from cryptography.hazmat.primitives import serialization

        private = serialization.load_pem_private_key(keys[0].encode(), password=None)
        now = int(time.time())
        token = jwt.encode({"sub": "u1", "role": "owner", "iat": now - 120, "exp": now - 60,
                            "aud": "ringbook-services", "iss": "ringbook-gateway"}, private, algorithm="EdDSA")
        with pytest.raises(Unauthorized):
            TokenVerifier(keys[1]).verify(token)

    def test_a_long_lived_token_is_refused_even_if_signed(self, keys):
        from cryptography.hazmat.primitives import serialization

        private = serialization.load_pem_private_key(keys[0].encode(), password=None)
        now = int(time.time())
        token = jwt.encode({"sub": "u1", "role": "owner", "iat": now, "exp": now + 3600,
                            "aud": "ringbook-services", "iss": "ringbook-gateway"}, private, algorithm="EdDSA")
        with pytest.raises(Unauthorized):
            TokenVerifier(keys[1]).verify(token)

    def test_an_unsigned_token_is_refused(self, keys):
        token = jwt.encode({"sub": "u1", "role": "owner", "aud": "ringbook-services"}, key=None, algorithm="none")
        with pytest.raises(Unauthorized):
            TokenVerifier(keys[1]).verify(token)

    def test_lifetime_is_capped_at_sixty_seconds(self, keys):
        signer = TokenSigner(keys[0], lifetime_seconds=3600)
        claims = jwt.decode(signer.sign(Principal(subject="u", role="owner")), options={"verify_signature": False})
        assert claims["exp"] - claims["iat"] <= 60
