from fastapi import Request, Response

from identity.config import Settings


def read_token(request: Request, settings: Settings) -> str | None:
    return request.cookies.get(settings.session_cookie) or None


def set_session_cookie(response: Response, settings: Settings, token: str) -> None:
    response.set_cookie(
        settings.session_cookie, token, max_age=settings.session_absolute_days * 24 * 3600, path="/",
        httponly=True, samesite="lax", secure=settings.secure_cookies,
    )


def clear_session_cookie(response: Response, settings: Settings) -> None:
    response.delete_cookie(settings.session_cookie, path="/", httponly=True, samesite="lax",
                           secure=settings.secure_cookies)
