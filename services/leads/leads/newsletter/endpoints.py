from html import escape

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from leads.deps import IdempotencyKey, SettingsDep
from leads.forms import FORM_ERRORS, FormRoute
from leads.newsletter import service
from leads.newsletter.schemas import Subscribed, SubscriptionCreate, Unsubscribed
from ringbook_common.deps import MessengerDep, SessionDep

router = APIRouter(tags=["newsletter"], route_class=FormRoute)

UNSUBSCRIBE_ERRORS: dict[int | str, dict] = {
    200: {"content": {"text/html": {"schema": {"type": "string"}}},
          "description": "Unsubscribed: a page for a browser (`Accept: text/html`), JSON otherwise"},
    400: {"description": 'Bad link: `{"error": "..."}`'},
}


@router.post("/api/subscribe", response_model=Subscribed, responses=FORM_ERRORS)
async def subscribe(body: SubscriptionCreate, session: SessionDep, settings: SettingsDep, messenger: MessengerDep,
                    idempotency_key: IdempotencyKey = None) -> JSONResponse:
    """Add an address to the newsletter (again is fine: still one subscription) and e-mail a confirmation."""
    answer = await service.subscribe(session, settings=settings, messenger=messenger, data=body,
                                     idempotency_key=idempotency_key)
    return answer.response()


def _confirmation(request: Request) -> Response:
    done = Unsubscribed()
    if "text/html" in request.headers.get("accept", ""):
        # Someone who clicked the link in their e-mail reads a sentence, not JSON.
        return HTMLResponse(
            "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Unsubscribed · Ringbook</title>"
            f"<body><h1>You're unsubscribed</h1><p>{escape(done.message)}</p>"
            "<p><a href=\"/\">Back to Ringbook</a></p></body></html>")
    return JSONResponse(done.model_dump(mode="json"))


@router.get("/api/unsubscribe", response_model=Unsubscribed, responses=UNSUBSCRIBE_ERRORS)
async def unsubscribe(request: Request, session: SessionDep, settings: SettingsDep, token: str = "") -> Response:
    """Take an address off the newsletter with the signed link from its e-mails (clicking twice is fine)."""
    await service.unsubscribe(session, settings=settings, token=token)
    return _confirmation(request)


@router.post("/api/unsubscribe", response_model=Unsubscribed, responses=UNSUBSCRIBE_ERRORS)
async def unsubscribe_one_click(request: Request, session: SessionDep, settings: SettingsDep,
                                token: str = "") -> Response:
    """The same, for mail apps' one-click unsubscribe (RFC 8058 POSTs to the link)."""
    await service.unsubscribe(session, settings=settings, token=token)
    return _confirmation(request)
