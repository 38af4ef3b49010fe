"""Texts to the salons' numbers, as Twilio forwards them (providers.md §7.1): a form POST signed with our auth token
(`X-Twilio-Signature`), answered with TwiML."""

import logging
from urllib.parse import parse_qsl

from fastapi import APIRouter, Request, Response

from receptionist.functions import service as functions
from receptionist.texts import conversation, service
from receptionist.texts.schemas import SID_MAX, TO_MAX, InboundText
from ringbook_common import bounded, clock, phones
from ringbook_common.db import unit_of_work
from ringbook_common.errors import BadRequest, ServiceError, Unauthorized
from ringbook_common.messaging.twilio import MAX_BODY, SIGNATURE_HEADER, signature_matches

logger = logging.getLogger("ringbook.receptionist.texts")
router = APIRouter(tags=["text webhooks"])

PATH = "/api/receptionist/texts/twilio"
FORM = "application/x-www-form-urlencoded"


def _text(max_length: int) -> dict:
    return {"type": "string", "maxLength": max_length, bounded.MARKER: "text"}


class NotAForm(ServiceError):
    status_code = 415
    message = f"The request body must be form-encoded ({FORM})"


def signed_url(request: Request) -> str:
    """The URL Twilio signs: ours as configured there (the public base URL, its port included), with the query
    exactly as sent."""
    query = request.scope.get("query_string", b"").decode("latin-1")
    return request.app.state.settings.public_base_url.rstrip("/") + request.url.path + (f"?{query}" if query else "")


def form_fields(request: Request, raw: bytes) -> list[tuple[str, str]]:
    media_type = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if media_type != FORM:
        raise NotAForm()
    try:
        return parse_qsl(raw.decode("utf-8"), keep_blank_values=True, errors="strict")
    except (UnicodeDecodeError, ValueError):
        raise BadRequest("The form must be UTF-8 and URL-encoded") from None


@router.post(PATH, response_class=Response, responses={
    200: {"description": "TwiML: `<Response/>`, or `<Response><Message>…</Message></Response>` to answer",
          "content": {"text/xml": {"schema": {"type": "string"}}}},
    400: {"description": "Not URL-encoded UTF-8, or no MessageSid, From (a phone number) or To"},
    401: {"description": "Not signed by Twilio with our auth token (`X-Twilio-Signature`)"},
    415: {"description": "Not a form (application/x-www-form-urlencoded)"}},
    openapi_extra={"requestBody": {"required": True, "content": {FORM: {"schema": {
        "type": "object", "required": ["MessageSid", "From", "To"], "properties": {
            "MessageSid": _text(SID_MAX), "From": _text(phones.MAX_LENGTH), "To": _text(TO_MAX),
            "Body": {**_text(MAX_BODY), "description": "Longer is cut; characters that cannot be kept are dropped"}},
        "additionalProperties": {"type": "string", "description": "Twilio's other fields: signed, never read"}}}}}})
async def twilio_text(request: Request) -> Response:
    """A text to a salon's number, forwarded by Twilio as a form (`MessageSid`, `From`, `To`, `Body`, and whatever
    else Twilio adds), signed over every field. Stored once per `MessageSid`; STOP and its kin opt the number out
    of that location's texts, START back in, HELP is answered. A number that is no salon's is answered with
    nothing and nothing is kept."""
    raw = await request.body()
    presented = request.headers.get(SIGNATURE_HEADER)
    if not presented:
        raise Unauthorized("This request is not signed by Twilio")
    fields = form_fields(request, raw)
    settings = request.app.state.settings
    if not signature_matches(signed_url(request), fields, settings.secret("twilio_auth_token"), presented):
        raise Unauthorized("This request is not signed by Twilio")
    text = InboundText.of(fields)
    state = request.app.state
    async with unit_of_work(state.sessionmaker) as session:
        received = await service.receive(session, text, now=clock.now(), shared_sender=settings.shared_sender())
    if received.turn is not None:
        # The agent's answer goes out through booking (its limit, the opt-outs), never in this response.
        tools = functions.Tools(bus=state.bus, messenger=state.messenger, timeout=settings.rpc_timeout_seconds)
        try:
            await conversation.answer(state.sessionmaker, tools, received.turn, now=clock.now())
        except Exception:
            # The text is stored: the provider's retry of it would be answered with nothing, so it is not failed.
            logger.exception("the agent could not answer a text in thread %s", received.turn.thread_id)
    return Response(received.reply.twiml(), media_type="text/xml")
