"""Registration, e-mail verification and password reset, with 6-digit codes sent by e-mail."""

import math
import uuid
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from identity import codes, passwords
from identity.accounts import emails, repository
from identity.accounts.errors import CodeCooldown, CodeRejected, EmailTaken
from identity.accounts.schemas import PasswordReset, Registration
from identity.clock import now
from identity.config import Settings
from identity.models import User
from ringbook.identity.v1.events_pb2 import UserRegistered, UserVerified
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger

VERIFY = "verify_email"
RESET = "reset_password"


async def _issue_code(session: AsyncSession, settings: Settings, messenger: Messenger, user: User,
                      purpose: str, at: datetime) -> None:
    code = codes.new_code()
    await repository.replace_code(
        session, user_id=user.id, purpose=purpose,
        code_hash=codes.hash_code(settings.signing_key(), user_id=user.id, purpose=purpose, code=code),
        expires_at=at + timedelta(minutes=settings.code_ttl_minutes),
    )
    make = emails.verification if purpose == VERIFY else emails.password_reset
    messenger.after_commit(session, make(user.email, name=user.full_name, code=code,
                                         minutes=settings.code_ttl_minutes))


async def _respect_cooldown(session: AsyncSession, settings: Settings, *, email: str, purpose: str,
                            at: datetime) -> None:
    """One code a minute per address and purpose — for unknown addresses too, so nothing is revealed."""
    last = await repository.last_code_request(session, email=email, purpose=purpose)
    if last is not None:
        wait = settings.code_cooldown_seconds - (at - last).total_seconds()
        if wait > 0:
            raise CodeCooldown(math.ceil(wait))
    await repository.note_code_request(session, email=email, purpose=purpose, at=at)


async def register(session: AsyncSession, *, settings: Settings, messenger: Messenger,
                   data: Registration) -> User:
    at = now()
    password_hash = await passwords.hash_password(data.password)
    user = await repository.user_by_email(session, data.email, for_update=True)
    if user is not None and user.verified_at is not None:
        raise EmailTaken()
    if user is None:
        user = await repository.add_user(session, email=data.email, full_name=data.fullName,
                                         password_hash=password_hash)
    else:
        # Registering again before verifying replaces the pending registration.
        user.full_name = data.fullName
        user.password_hash = password_hash
    await repository.note_code_request(session, email=data.email, purpose=VERIFY, at=at)
    await _issue_code(session, settings, messenger, user, VERIFY, at)
    await outbox.publish(session, UserRegistered(user_id=user.id, email=user.email, full_name=user.full_name),
                         event_type="identity.user_registered")
    return user


async def _check_code(session: AsyncSession, settings: Settings, user: User | None, *, purpose: str,
                      code: str, at: datetime) -> None:
    current = await repository.current_code(session, user_id=user.id, purpose=purpose) if user else None
    if current is None:
        raise CodeRejected("That code isn't valid. Please ask for a new one.")
    if current.attempts >= settings.code_max_attempts:
        raise CodeRejected("Too many wrong tries. Please ask for a new code.")
    if current.expires_at <= at:
        raise CodeRejected("That code has expired. Please ask for a new one.")
    if not codes.code_matches(settings.signing_key(), user_id=user.id, purpose=purpose, code=code,
                              stored_hash=current.code_hash):
        tries = await repository.count_wrong_try(session, current)
        left = settings.code_max_attempts - tries
        if left <= 0:
            raise CodeRejected("That code isn't right, and that was the last try. Please ask for a new code.")
        raise CodeRejected(f"That code isn't right. You have {left} {'try' if left == 1 else 'tries'} left.")
    await repository.consume_codes(session, user_id=user.id, purpose=purpose)


async def verify_email(session: AsyncSession, *, settings: Settings, email: str, code: str) -> User:
    at = now()
    user = await repository.user_by_email(session, email, for_update=True)
    if user is not None and user.verified_at is not None:
        raise CodeRejected("This email is already verified. Please sign in.")
    await _check_code(session, settings, user, purpose=VERIFY, code=code, at=at)
    user.verified_at = at
    user.tenant_id = user.tenant_id or str(uuid.uuid4())
    event = UserVerified(user_id=user.id, email=user.email, full_name=user.full_name, tenant_id=user.tenant_id)
    event.verified_at.FromDatetime(at)
    await outbox.publish(session, event, event_type="identity.user_verified", tenant_id=user.tenant_id)
    return user


async def resend_code(session: AsyncSession, *, settings: Settings, messenger: Messenger, email: str) -> None:
    at = now()
    await _respect_cooldown(session, settings, email=email, purpose=VERIFY, at=at)
    user = await repository.user_by_email(session, email, for_update=True)
    if user is not None and user.verified_at is None:
        await _issue_code(session, settings, messenger, user, VERIFY, at)


async def forgot_password(session: AsyncSession, *, settings: Settings, messenger: Messenger,
                          email: str) -> None:
    at = now()
    await _respect_cooldown(session, settings, email=email, purpose=RESET, at=at)
    user = await repository.user_by_email(session, email, for_update=True)
    if user is not None and user.verified_at is not None:
        await _issue_code(session, settings, messenger, user, RESET, at)


async def reset_password(session: AsyncSession, *, settings: Settings, messenger: Messenger,
                         data: PasswordReset) -> User:
    at = now()
    user = await repository.user_by_email(session, data.email, for_update=True)
    if user is not None and user.verified_at is None:
        user = None  # only verified accounts have passwords worth resetting
    await _check_code(session, settings, user, purpose=RESET, code=data.code, at=at)
    await repository.set_password(session, user, await passwords.hash_password(data.password))
    messenger.after_commit(session, emails.password_changed(user.email, name=user.full_name))
    return user
