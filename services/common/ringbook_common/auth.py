"""Internal tokens: the gateway signs who is calling (Ed25519), services verify and trust nothing else.

The tenant of a request always comes from this token, never from a request body or path.
"""

import time
import uuid
from dataclasses import dataclass
from typing import Annotated

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from fastapi import Depends, Request

from ringbook_common.errors import Forbidden, Unauthorized

HEADER = "x-ringbook-principal"
AUDIENCE = "ringbook-services"
ISSUER = "ringbook-gateway"
MAX_LIFETIME_SECONDS = 60

ROLE_OWNER = "owner"
ROLE_OPERATOR = "operator"


@dataclass(frozen=True)
class Principal:
    subject: str
    role: str
    tenant_id: str | None = None
    session_id: str | None = None

    @property
    def user_id(self) -> str:
        return self.subject


@dataclass(frozen=True)
class OwnerPrincipal(Principal):
    """An owner of a business: the principal `Owner` routes are called by."""

    tenant_id: str


def generate_keypair() -> tuple[str, str]:
    """A new Ed25519 key pair as (private PEM, public PEM)."""
    key = Ed25519PrivateKey.generate()
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    public = key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()
    return private, public


class TokenSigner:
    def __init__(self, private_pem: str, lifetime_seconds: int = 30) -> None:
        key = serialization.load_pem_private_key(private_pem.encode(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise ValueError("the internal token key must be an Ed25519 private key")
        self._key = key
        self.lifetime = min(lifetime_seconds, MAX_LIFETIME_SECONDS)

    def sign(self, principal: Principal) -> str:
        now = int(time.time())
        claims = {"sub": principal.subject, "role": principal.role, "iat": now, "exp": now + self.lifetime,
                  "aud": AUDIENCE, "iss": ISSUER}
        if principal.tenant_id:
            claims["tid"] = principal.tenant_id
        if principal.session_id:
            claims["sid"] = principal.session_id
        return jwt.encode(claims, self._key, algorithm="EdDSA")


class TokenVerifier:
    def __init__(self, public_pem: str) -> None:
        key = serialization.load_pem_public_key(public_pem.encode())
        if not isinstance(key, Ed25519PublicKey):
            raise ValueError("the internal token key must be an Ed25519 public key")
        self._key = key

    def verify(self, token: str) -> Principal:
        try:
            claims = jwt.decode(token, self._key, algorithms=["EdDSA"], audience=AUDIENCE, issuer=ISSUER,
                                options={"require": ["exp", "iat", "sub", "aud", "iss"]})
        except jwt.PyJWTError as exc:
            raise Unauthorized() from exc
        if claims["exp"] - claims["iat"] > MAX_LIFETIME_SECONDS:
            raise Unauthorized()
        return Principal(subject=claims["sub"], role=claims.get("role", ""), tenant_id=claims.get("tid"),
                         session_id=claims.get("sid"))


def principal_from(request: Request) -> Principal | None:
    token = request.headers.get(HEADER)
    if not token:
        return None
    verifier: TokenVerifier = request.app.state.token_verifier
    return verifier.verify(token)


def require_principal(request: Request) -> Principal:
    principal = principal_from(request)
    if principal is None:
        raise Unauthorized()
    return principal


def require_owner(principal: Annotated[Principal, Depends(require_principal)]) -> OwnerPrincipal:
    if principal.role != ROLE_OWNER:
        raise Forbidden()
    if not principal.tenant_id:
        raise Forbidden("Finish verifying your e-mail to set up your business")
    return OwnerPrincipal(principal.subject, principal.role, principal.tenant_id, principal.session_id)


def require_operator(principal: Annotated[Principal, Depends(require_principal)]) -> Principal:
    if principal.role != ROLE_OPERATOR:
        raise Forbidden()
    return principal


CurrentPrincipal = Annotated[Principal, Depends(require_principal)]
Owner = Annotated[OwnerPrincipal, Depends(require_owner)]
Operator = Annotated[Principal, Depends(require_operator)]


def owners_tenant(principal: Owner) -> uuid.UUID:
    try:
        return uuid.UUID(principal.tenant_id)
    except ValueError:
        raise Forbidden() from None


# The signed-in owner's business, from the signed token.
TenantId = Annotated[uuid.UUID, Depends(owners_tenant)]
