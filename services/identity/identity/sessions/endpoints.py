from fastapi import APIRouter, Request, Response

from identity.deps import ClientIp, SettingsDep
from identity.sessions import cookies, service
from identity.sessions.schemas import Credentials, LoggedOut, WhoAmI
from ringbook_common.auth import CurrentPrincipal
from ringbook_common.deps import SessionDep
from ringbook_common.errors import Unauthorized

router = APIRouter(tags=["sessions"])


@router.post("/auth/login", response_model=WhoAmI)
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


@router.get("/portal/whoami", response_model=WhoAmI)
async def whoami(principal: CurrentPrincipal, session: SessionDep) -> WhoAmI:
    """The signed-in owner, their tenant and whether onboarding is complete; 401 without a session."""
    if principal.role != "owner":
        raise Unauthorized()
    return await service.whoami(session, user_id=principal.user_id)
