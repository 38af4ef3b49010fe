"""Sign-in, sessions (opaque 256-bit tokens, stored hashed), sign-out and who-am-I."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TypeGuard

from sqlalchemy.ext.asyncio import AsyncSession

from identity import codes, passwords
from identity.accounts import repository as accounts
from identity.config import Settings
from identity.limits import service as limits
from identity.models import LocationProfile, Session, TenantProfile, User
from identity.sessions import repository
from identity.sessions.errors import InvalidCredentials, NotVerified, TooManyFailures
from identity.sessions.schemas import WhoAmI, WhoAmILocation, WhoAmITenant, WhoAmIUser
from identity.tenancy import repository as tenancy
from ringbook.identity.v1.events_pb2 import SessionRevoked
from ringbook_common.bus import outbox
from ringbook_common.clock import now
from ringbook_common.errors import Unauthorized

TOUCH_EVERY = timedelta(minutes=1)


@dataclass(frozen=True)
class Started:
    user: User
    token: str


async def _refuse_if_locked(session: AsyncSession, settings: Settings, *, email: str, ip: str,
                            at: datetime) -> None:
    """Holds the account's and the address's failure counts for this sign-in (in that order, as every sign-in
    does); refused when either is spent."""
    for rule, key in ((limits.sign_in_failures(settings), email), (limits.sign_in_failures_per_ip(settings), ip)):
        spent = await limits.hold(session, rule, key, at=at)
        if spent is not None:
            raise TooManyFailures(spent.seconds_left(at))


async def start_session(session: AsyncSession, settings: Settings, user: User) -> Started:
    at = now()
    token = codes.new_session_token()
    await repository.add_session(session, token_hash=codes.hash_token(token), user_id=user.id, now=at,
                                 expires_at=at + timedelta(days=settings.session_absolute_days))
    return Started(user=user, token=token)


async def login(session: AsyncSession, *, settings: Settings, email: str, password: str, ip: str) -> Started:
    at = now()
    await _refuse_if_locked(session, settings, email=email, ip=ip, at=at)
    user = await accounts.user_by_email(session, email)
    # Compared even without an account, so an unknown address takes as long to refuse as a wrong password.
    matches = await passwords.password_matches(user.password_hash if user else None, password)
    if user is None or not matches:
        await limits.count(session, limits.sign_in_failures(settings), email, at=at)
        await limits.count(session, limits.sign_in_failures_per_ip(settings), ip, at=at)
        raise InvalidCredentials()
    if user.verified_at is None:
        raise NotVerified()
    await limits.forget(session, limits.sign_in_failures(settings), email)
    return await start_session(session, settings, user)


def _alive(record: Session | None, settings: Settings) -> TypeGuard[Session]:
    at = now()
    return (record is not None and record.revoked_at is None and record.expires_at > at
            and record.last_seen_at > at - timedelta(days=settings.session_idle_days))


async def resolve(session: AsyncSession, *, settings: Settings, token: str) -> tuple[Session, User] | None:
    """The live session a cookie names, refreshing its idle clock (at most once a minute)."""
    record = await repository.session_by_token_hash(session, codes.hash_token(token))
    if not _alive(record, settings):
        return None
    at = now()
    if at - record.last_seen_at > TOUCH_EVERY:
        await repository.touch(session, record, at)
    user = await accounts.user_by_id(session, record.user_id)
    return (record, user) if user is not None else None


async def logout(session: AsyncSession, *, token: str | None) -> None:
    if not token:
        return
    record = await repository.session_by_token_hash(session, codes.hash_token(token))
    if record is None or record.revoked_at is not None:
        return
    await repository.revoke(session, record, now())
    await outbox.publish(session, SessionRevoked(session_id=record.id, user_id=record.user_id),
                         event_type="identity.session_revoked")


async def revoke_all(session: AsyncSession, *, user: User) -> None:
    await repository.revoke_all_for_user(session, user.id, now())
    await outbox.publish(session, SessionRevoked(user_id=user.id, all_sessions=True),
                         event_type="identity.session_revoked", tenant_id=user.tenant_id)


async def whoami(session: AsyncSession, *, user_id: str) -> WhoAmI:
    user = await accounts.user_by_id(session, user_id)
    if user is None or user.verified_at is None:
        raise Unauthorized()
    tenant = await tenancy.tenant(session, user.tenant_id) if user.tenant_id else None
    locations = await tenancy.locations(session, user.tenant_id) if user.tenant_id else []
    return WhoAmI(
        user=WhoAmIUser(id=user.id, fullName=user.full_name, email=user.email),
        tenant=WhoAmITenant(id=user.tenant_id, name=tenant.name if tenant else None),
        onboardingComplete=bool(tenant and tenant.onboarding_complete),
        locations=_business_locations(user.tenant_id, tenant, locations),
    )


def _business_locations(tenant_id: str | None, tenant: TenantProfile | None,
                        kept: list[LocationProfile]) -> list[WhoAmILocation]:
    """Every business has its first location (id: the tenant's) even before identity has heard of it: tenants made
    it for every salon that existed before locations without announcing it."""
    if tenant_id is None:
        return []
    listed = [WhoAmILocation(id=row.location_id, name=row.name, position=row.position) for row in kept]
    if all(location.id != tenant_id for location in listed):
        first = WhoAmILocation(id=tenant_id, name=tenant.name if tenant and tenant.name else "", position=0)
        listed.insert(0, first)
    return listed
