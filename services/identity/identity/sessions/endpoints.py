from fastapi import APIRouter, Request, Response

from identity.deps import ClientIp, SettingsDep
from identity.sessions import cookies, service
from identity.sessions.schemas import Credentials, LoggedOut, WhoAmI
from ringbook_common.auth import CurrentPrincipal
from ringbook_common.deps import SessionDep
from ringbook_common.errors import Unauthorized
from ringbook_common.openapi import INVALID

router = APIRouter(tags=["sessions"])


@router.post("/auth/login", response_model=WhoAmI, responses={
    **INVALID, 401: {"description": "Wrong e-mail or password"},
    403: {"description": "The e-mail is not verified yet"},
    429: {"description": "Too many failed attempts for this e-mail or address (`Retry-After`)"}})
async def login(body: Credentials, response: Response, session: SessionDep, settings: SettingsDep,
                ip: ClientIp) -> WhoAmI:
    """Sign in with e-mail and password; a new session cookie each time."""
    started = await service.login(session, settings=settings, email=body.email, password=body.password, ip=ip)
    cookies.set_session_cookie(response, settings, started.token)
    return await service.whoami(session, user_id=started.user.id)


@router.post("/api/auth/logout", response_model=LoggedOut)
async def logout(request: Request, response: Response, session: SessionDep, settings: SettingsDep) -> LoggedOut:
    """Sign out: the session is revoked on the server and the cookie cleared."""
    await service.logout(session, token=cookies.read_token(request, settings))
    cookies.clear_session_cookie(response, settings)
    return LoggedOut()


@router.get("/portal/whoami", response_model=WhoAmI,
            responses={401: {"description": "No session, or not a verified owner"}})
async def whoami(principal: CurrentPrincipal, session: SessionDep) -> WhoAmI:
    """The signed-in owner, their tenant and whether onboarding is complete; 401 without a session."""
    if principal.role != "owner":
        raise Unauthorized()
    return await service.whoami(session, user_id=principal.user_id)
