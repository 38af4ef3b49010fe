"""Connecting a calendar provider by OAuth 2 (authorization code + PKCE S256), with authlib.

`start` records the sign-in (state bound to the owner's session, PKCE verifier encrypted) and answers the
provider's authorization URL; `finish` checks the state came back to the same session, exchanges the code and
stores the tokens encrypted; `access_token` hands out a token, refreshing it shortly before it expires.
"""

import hashlib
import secrets
import uuid
import warnings
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import httpx
from authlib.common.security import generate_token
from authlib.deprecate import AuthlibDeprecationWarning
from sqlalchemy.ext.asyncio import AsyncSession

from booking.config import Settings
from booking.connections import repository
from booking.connections.crypto import TokenBox
from booking.models import CalendarConnection, OAuthState
from ringbook_common import clock
from ringbook_common.auth import Principal
from ringbook_common.errors import Invalid, NotFound, Unavailable

with warnings.catch_warnings():
    # authlib prefers the httpx2 package and warns when it falls back to httpx, which the rest of the product uses.
    warnings.simplefilter("ignore", AuthlibDeprecationWarning)
    from authlib.integrations.httpx_client import AsyncOAuth2Client, OAuthError

PROVIDERS = ("calcom", "google")
LABELS = {"calcom": "Cal.com", "google": "Google Calendar"}


@dataclass(frozen=True)
class OAuthApp:
    """Our registered client at one provider."""

    provider: str
    client_id: str
    client_secret: str
    authorize_url: str
    token_url: str
    scope: str
    authorize_params: dict[str, str] = field(default_factory=dict)


class ProviderNotFound(NotFound):
    message = "No such calendar provider"


class NotConfigured(Unavailable):
    def __init__(self, provider: str) -> None:
        hint = " Use a personal API key instead." if provider == "calcom" else ""
        super().__init__(f"{LABELS[provider]} sign-in is not configured on this server.{hint}")


class OAuthFailed(Exception):
    """The sign-in could not be completed; the message is fit for the owner."""


class NotConnected(Invalid):
    def __init__(self, provider: str) -> None:
        super().__init__(f"{LABELS[provider]} is not connected")


def app_for(settings: Settings, provider: str) -> OAuthApp:
    if provider not in PROVIDERS:
        raise ProviderNotFound()
    client_id = getattr(settings, f"{provider}_client_id")
    if not client_id:
        raise NotConfigured(provider)
    extra = {"access_type": "offline", "prompt": "consent"} if provider == "google" else {}
    return OAuthApp(provider=provider, client_id=client_id, client_secret=settings.secret(f"{provider}_client_secret"),
                    authorize_url=getattr(settings, f"{provider}_authorize_url"),
                    token_url=getattr(settings, f"{provider}_token_url"), scope=getattr(settings, f"{provider}_scopes"),
                    authorize_params=extra)


def redirect_uri(settings: Settings, provider: str) -> str:
    return f"{settings.public_base_url.rstrip('/')}/oauth/{provider}/callback"


def _client(settings: Settings, app: OAuthApp) -> AsyncOAuth2Client:
    return AsyncOAuth2Client(client_id=app.client_id, client_secret=app.client_secret, scope=app.scope,
                             redirect_uri=redirect_uri(settings, app.provider), code_challenge_method="S256",
                             token_endpoint_auth_method="client_secret_post",  # noqa: S106 - a method's name
                             timeout=getattr(settings, f"{app.provider}_timeout_seconds"))


def _digest(state: str) -> str:
    return hashlib.sha256(state.encode()).hexdigest()


async def start(session: AsyncSession, settings: Settings, *, principal: Principal, provider: str) -> str:
    """The provider's authorization URL for this owner; the sign-in is remembered for ten minutes."""
    app = app_for(settings, provider)
    state, verifier = secrets.token_urlsafe(32), generate_token(64)
    now = clock.now()
    await repository.forget_expired_sign_ins(session, now=now)
    repository.add_sign_in(session, OAuthState(
        state_hash=_digest(state), provider=provider, tenant_id=uuid.UUID(principal.tenant_id),
        user_id=principal.subject, session_id=principal.session_id, code_verifier=TokenBox.of(settings).seal(verifier),
        expires_at=now + timedelta(minutes=settings.oauth_state_minutes)))
    async with _client(settings, app) as client:
        url, _ = client.create_authorization_url(app.authorize_url, state=state, code_verifier=verifier,
                                                 **app.authorize_params)
    return url


async def finish(session: AsyncSession, settings: Settings, *, principal: Principal | None, provider: str,
                 code: str, state: str) -> CalendarConnection:
    """Exchange the code for tokens, after checking the sign-in was started by this same session."""
    app = app_for(settings, provider)
    # Used once, whatever happens next.
    pending = await repository.take_sign_in(session, _digest(state)) if state else None
    if pending is None or pending.provider != provider or pending.expires_at <= clock.now():
        raise OAuthFailed("This sign-in link has expired. Please try connecting again.")
    if principal is None or (principal.subject, principal.tenant_id) != (pending.user_id, str(pending.tenant_id)) \
            or (pending.session_id and principal.session_id != pending.session_id):
        raise OAuthFailed("This sign-in was started from another session. Please try connecting again.")
    if not code:
        raise OAuthFailed("The provider did not return an authorization code.")
    box = TokenBox.of(settings)
    try:
        async with _client(settings, app) as client:
            token = await client.fetch_token(app.token_url, code=code, code_verifier=box.open(pending.code_verifier),
                                             grant_type="authorization_code")
    except (OAuthError, ValueError) as exc:
        raise OAuthFailed(f"{LABELS[provider]} refused the sign-in: {_reason(exc)}") from None
    except httpx.HTTPError as exc:
        raise OAuthFailed(f"Could not reach {LABELS[provider]}. Please try again.") from exc
    return await save_tokens(session, settings, tenant_id=pending.tenant_id, provider=provider, token=token,
                             auth_kind="oauth")


def _reason(exc: Exception) -> str:
    if isinstance(exc, OAuthError):
        return exc.description or exc.error or "unknown error"
    return str(exc) or "unknown error"


def _expiry(token: dict) -> datetime | None:
    if token.get("expires_at"):
        return datetime.fromtimestamp(int(token["expires_at"]), UTC)
    if token.get("expires_in"):
        return clock.now() + timedelta(seconds=int(token["expires_in"]))
    return None


async def save_tokens(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, provider: str,
                      token: dict, auth_kind: str) -> CalendarConnection:
    """Store (or replace) the tenant's tokens for a provider, encrypted."""
    box = TokenBox.of(settings)
    connection = await repository.locked_or_new_connection(session, tenant_id, provider)
    connection.auth_kind = auth_kind
    connection.access_token = box.seal(token["access_token"])
    if token.get("refresh_token") or auth_kind == "api_key":
        connection.refresh_token = box.seal(token["refresh_token"]) if token.get("refresh_token") else None
    connection.expires_at = _expiry(token)
    connection.scope = token.get("scope") or connection.scope or ""
    connection.status, connection.last_error = "connected", None
    connection.updated_at = clock.now()
    await session.flush()
    return connection


async def connection_of(session: AsyncSession, tenant_id: uuid.UUID, provider: str, *,
                        for_update: bool = False) -> CalendarConnection | None:
    return await repository.connection(session, tenant_id, provider, for_update=for_update)


async def access_token(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, provider: str) -> str:
    """A usable access token: refreshed first when it expires within the margin (one replica at a time)."""
    connection = await connection_of(session, tenant_id, provider)
    if connection is None:
        raise NotConnected(provider)
    box = TokenBox.of(settings)
    if not _expiring(connection, settings) or connection.auth_kind == "api_key" or not connection.refresh_token:
        return box.open(connection.access_token)
    connection = await connection_of(session, tenant_id, provider, for_update=True)
    if connection is None:
        raise NotConnected(provider)
    # Another replica may have refreshed it while this one waited.
    if _expiring(connection, settings) and connection.refresh_token:
        app = app_for(settings, provider)
        try:
            async with _client(settings, app) as client:
                token = await client.refresh_token(app.token_url, refresh_token=box.open(connection.refresh_token))
        except (OAuthError, ValueError) as exc:
            connection.status, connection.last_error = "failing", f"refresh refused: {_reason(exc)}"
            await session.flush()
            raise Unavailable(f"{LABELS[provider]} needs to be connected again") from None
        except httpx.HTTPError as exc:  # a transport failure: the next call tries again
            raise Unavailable(f"Could not reach {LABELS[provider]}") from exc
        connection = await save_tokens(session, settings, tenant_id=tenant_id, provider=provider, token=token,
                                       auth_kind="oauth")
    return box.open(connection.access_token)


def _expiring(connection: CalendarConnection, settings: Settings) -> bool:
    return connection.expires_at is not None and \
        connection.expires_at - clock.now() <= timedelta(seconds=settings.oauth_refresh_margin_seconds)
