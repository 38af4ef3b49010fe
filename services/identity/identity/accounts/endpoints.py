from fastapi import APIRouter, Response, status

from identity.accounts import service
from identity.accounts.schemas import CodeInput, EmailInput, PasswordReset, Registration, Sent
from identity.deps import SettingsDep
from identity.sessions import cookies
from identity.sessions import service as sessions
from identity.sessions.schemas import WhoAmI
from ringbook_common.deps import MessengerDep, SessionDep
from ringbook_common.openapi import INVALID, Responses

router = APIRouter(tags=["accounts"], responses=INVALID)

CODE_REJECTED: Responses = {400: {"description": "Wrong, expired or used-up code"},
                                429: {"description": "Too many wrong codes for this address lately (`Retry-After`)"}}
COOLDOWN: Responses = {429: {"description": "An e-mail went to this address less than a minute ago (`Retry-After`)"}}

CODE_SENT = "We've sent you a verification code"


@router.post("/auth/register", status_code=status.HTTP_201_CREATED, response_model=Sent, responses=COOLDOWN)
async def register(body: Registration, session: SessionDep, settings: SettingsDep, messenger: MessengerDep) -> Sent:
    """Create an account and e-mail a 6-digit verification code. Answers the same whether or not the address
    has an account: a pending one gets its code again, a verified one a note that someone tried to sign up."""
    await service.register(session, settings=settings, messenger=messenger, data=body)
    return Sent(message=CODE_SENT)


@router.post("/auth/verify-email", response_model=WhoAmI, responses=CODE_REJECTED)
async def verify_email(body: CodeInput, response: Response, session: SessionDep, settings: SettingsDep,
                       messenger: MessengerDep) -> WhoAmI:
    """Check the code, mark the e-mail verified and sign the owner in (session cookie)."""
    user = await service.verify_email(session, settings=settings, messenger=messenger, email=body.email,
                                      code=body.code)
    started = await sessions.start_session(session, settings, user)
    cookies.set_session_cookie(response, settings, started.token)
    return await sessions.whoami(session, user_id=user.id)


@router.post("/auth/resend-code", response_model=Sent, responses=COOLDOWN)
async def resend_code(body: EmailInput, session: SessionDep, settings: SettingsDep, messenger: MessengerDep) -> Sent:
    """E-mail a fresh code (one e-mail a minute per address). Answers the same whether or not the address is
    known."""
    await service.resend_code(session, settings=settings, messenger=messenger, email=body.email)
    return Sent(message="If that email is waiting for verification, a new code is on its way")


@router.post("/auth/forgot-password", response_model=Sent, responses=COOLDOWN)
async def forgot_password(body: EmailInput, session: SessionDep, settings: SettingsDep,
                          messenger: MessengerDep) -> Sent:
    """E-mail a password reset code to a verified account. Answers the same for unknown addresses."""
    await service.forgot_password(session, settings=settings, messenger=messenger, email=body.email)
    return Sent(message="If there's an account for that email, a reset code is on its way")


@router.post("/auth/reset-password", response_model=Sent, responses=CODE_REJECTED)
async def reset_password(body: PasswordReset, response: Response, session: SessionDep, settings: SettingsDep,
                         messenger: MessengerDep) -> Sent:
    """Set a new password with a reset code; every session of the account is signed out."""
    user = await service.reset_password(session, settings=settings, messenger=messenger, data=body)
    await sessions.revoke_all(session, user=user)
    cookies.clear_session_cookie(response, settings)
    return Sent(message="Your password has been changed. Please sign in with your new password.")
