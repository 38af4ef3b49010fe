"""Registration, e-mail verification and password reset, with 6-digit codes sent by e-mail.

Anyone can make these routes e-mail any address, so every mail to an address waits out one cool-down and every
wrong code counts against the address, whichever code it was for. Each flow locks the address's limits first
(mails, then code tries) and its account after, always in that order: requests on one address take turns and
never deadlock."""

import uuid
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from identity import codes, passwords
from identity.accounts import emails, repository
from identity.accounts.errors import CodeCooldown, CodeRejected, TooManyCodeTries, minutes
from identity.accounts.schemas import PasswordReset, Registration
from identity.config import Settings
from identity.limits import service as limits
from identity.models import User
from ringbook.identity.v1.events_pb2 import UserRegistered, UserVerified
from ringbook_common.bus import outbox
from ringbook_common.clock import now
from ringbook_common.messaging.delivery import Messenger

VERIFY = "verify_email"
RESET = "reset_password"


async def _take_mail_turn(session: AsyncSession, settings: Settings, *, email: str, at: datetime) -> None:
    """One mail per address and cool-down, asked for an unknown address or not, so the answer reveals nothing."""
    rule = limits.identity_mails(settings)
    spent = await limits.hold(session, rule, email, at=at)
    if spent is not None:
        raise CodeCooldown(spent.seconds_left(at))
    await limits.count(session, rule, email, at=at)


async def _send_code(session: AsyncSession, settings: Settings, messenger: Messenger, user: User, purpose: str,
                     at: datetime) -> None:
    code = codes.new_code()
    await repository.replace_code(
        session, user_id=user.id, purpose=purpose,
        code_hash=codes.hash_code(settings.signing_key(), user_id=user.id, purpose=purpose, code=code),
        expires_at=at + timedelta(minutes=settings.code_ttl_minutes),
    )
    make = emails.verification if purpose == VERIFY else emails.password_reset
    messenger.after_commit(session, make(user.email, code=code, minutes=settings.code_ttl_minutes))


async def register(session: AsyncSession, *, settings: Settings, messenger: Messenger,
                   data: Registration) -> None:
    """Answers alike for a new, a pending and a taken address; only the mail differs."""
    at = now()
    await _take_mail_turn(session, settings, email=data.email, at=at)
    user = await repository.user_by_email(session, data.email, for_update=True)
    # Each way does one password hash or check, so a taken address takes as long to answer as a new one.
    if user is None:
        user = await repository.add_user(session, email=data.email, full_name=data.fullName,
                                         password_hash=await passwords.hash_password(data.password))
        await outbox.publish(session, UserRegistered(user_id=user.id, email=user.email, full_name=user.full_name),
                             event_type="identity.user_registered")
        await _send_code(session, settings, messenger, user, VERIFY, at)
    elif user.verified_at is None:
        await _sign_up_again(settings, user, password=data.password, at=at)
        await _send_code(session, settings, messenger, user, VERIFY, at)
    else:
        await passwords.hash_password(data.password)
        messenger.after_commit(session, emails.sign_up_attempt(user.email))


async def _sign_up_again(settings: Settings, user: User, *, password: str, at: datetime) -> None:
    """A pending sign-up keeps the password and name it was made with, or a stranger could set the password the
    owner then verifies: registering again only sends the inbox a new code. The owner who forgot what they typed
    is signed in by the code all the same, and resets the password later.

    Once the first code has expired, though, the first registrant may have been the stranger, waiting for the owner
    to verify their password: another password then contests the sign-up, and verifying it keeps neither."""
    same = await passwords.password_matches(user.password_hash, password)
    if not same and at - user.created_at > timedelta(minutes=settings.code_ttl_minutes):
        user.password_contested = True


async def _redeem(session: AsyncSession, settings: Settings, *, email: str, purpose: str, code: str,
                  at: datetime) -> User:
    """The account whose current `purpose` code this is, the code used up; refused otherwise, a wrong code
    counting against the address."""
    mails, tries = limits.identity_mails(settings), limits.code_tries(settings)
    await limits.hold(session, mails, email, at=at)  # only locked: a right code ends the mail cool-down below
    spent = await limits.hold(session, tries, email, at=at)
    if spent is not None:
        raise TooManyCodeTries(spent.seconds_left(at))
    user = await repository.user_by_email(session, email, for_update=True)
    # Codes to verify belong to pending accounts, reset codes to verified ones; a verified address asked to
    # verify answers as an unknown one does.
    usable = user is not None and (user.verified_at is None) == (purpose == VERIFY)
    current = await repository.current_code(session, user_id=user.id, purpose=purpose) if user and usable else None
    if user is None or current is None:
        raise CodeRejected("That code isn't valid. Please ask for a new one.")
    if current.expires_at <= at:
        raise CodeRejected("That code has expired. Please ask for a new one.")
    if not codes.code_matches(settings.signing_key(), user_id=user.id, purpose=purpose, code=code,
                              stored_hash=current.code_hash):
        left = await limits.count(session, tries, email, at=at)
        if left > 0:
            raise CodeRejected(f"That code isn't right. You have {left} {'try' if left == 1 else 'tries'} left.")
        await repository.consume_codes(session, user_id=user.id, purpose=purpose)
        raise CodeRejected("That code isn't right, and that was the last try. Please wait "
                           f"{minutes(int(tries.window.total_seconds()))}, then ask for a new code.")
    await repository.consume_codes(session, user_id=user.id, purpose=purpose)
    # The inbox's owner is here: their next code (a reset just after signing up, say) need not wait.
    await limits.forget(session, tries, email)
    await limits.forget(session, mails, email)
    return user


async def verify_email(session: AsyncSession, *, settings: Settings, messenger: Messenger, email: str,
                       code: str) -> User:
    at = now()
    user = await _redeem(session, settings, email=email, purpose=VERIFY, code=code, at=at)
    if user.password_contested:
        user.password_hash = await passwords.unusable_hash()
        user.password_contested = False
        messenger.after_commit(session, emails.choose_password(user.email))
    user.verified_at = at
    user.tenant_id = user.tenant_id or str(uuid.uuid4())
    event = UserVerified(user_id=user.id, email=user.email, full_name=user.full_name, tenant_id=user.tenant_id)
    event.verified_at.FromDatetime(at)
    await outbox.publish(session, event, event_type="identity.user_verified", tenant_id=user.tenant_id)
    return user


async def resend_code(session: AsyncSession, *, settings: Settings, messenger: Messenger, email: str) -> None:
    at = now()
    await _take_mail_turn(session, settings, email=email, at=at)
    user = await repository.user_by_email(session, email, for_update=True)
    if user is not None and user.verified_at is None:
        await _send_code(session, settings, messenger, user, VERIFY, at)


async def forgot_password(session: AsyncSession, *, settings: Settings, messenger: Messenger,
                          email: str) -> None:
    at = now()
    await _take_mail_turn(session, settings, email=email, at=at)
    user = await repository.user_by_email(session, email, for_update=True)
    if user is not None and user.verified_at is not None:
        await _send_code(session, settings, messenger, user, RESET, at)


async def reset_password(session: AsyncSession, *, settings: Settings, messenger: Messenger,
                         data: PasswordReset) -> User:
    user = await _redeem(session, settings, email=data.email, purpose=RESET, code=data.code, at=now())
    await repository.set_password(session, user, await passwords.hash_password(data.password))
    # Whoever guessed at the old password is no reason to keep the owner out with the new one.
    await limits.forget(session, limits.sign_in_failures(settings), user.email)
    messenger.after_commit(session, emails.password_changed(user.email))
    return user
