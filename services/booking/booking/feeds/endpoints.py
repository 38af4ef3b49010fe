"""Staff calendar feeds: the owner's link to subscribe to, and the feed itself (public, behind its token)."""

from typing import Annotated

from fastapi import APIRouter, Path, Response, status
from pydantic import BaseModel, Field

from booking.deps import SettingsDep, TenantId
from booking.feeds import service
from booking.http import ERRORS, BookingRoute
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses

router = APIRouter(tags=["calendar feeds"], route_class=BookingRoute)
NOT_FOUND: Responses = {404: {"description": "No such staff member, or no such (or a revoked) feed"}}


class FeedLink(BaseModel):
    url: str = Field(description="The private iCalendar feed; anyone with it can read the member's appointments")
    webcalUrl: str = Field(description="The same feed for calendar apps that subscribe to webcal:// links")


@router.get("/calendars/feeds/{staffId}", response_model=FeedLink, responses={**ERRORS, **NOT_FOUND})
async def feed_link(staffId: str, tenant_id: TenantId, session: SessionDep, settings: SettingsDep) -> FeedLink:
    """The staff member's private calendar feed link, for "open in calendar" without a Google calendar."""
    found = await service.link(session, settings, tenant_id=tenant_id, staff_id=staffId)
    return FeedLink(url=found.url, webcalUrl=found.webcal_url)


@router.delete("/calendars/feeds/{staffId}", status_code=status.HTTP_204_NO_CONTENT,
               responses={**ERRORS, **NOT_FOUND})
async def revoke_feed(staffId: str, tenant_id: TenantId, session: SessionDep) -> Response:
    """Stop every link to the member's feed; the next request for a link gives a new one."""
    await service.revoke(session, tenant_id=tenant_id, staff_id=staffId)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/calendars/{token}.ics", response_class=Response, responses={
    200: {"content": {"text/calendar": {"schema": {"type": "string"}}},
          "description": "The member's appointments (RFC 5545)"}, **NOT_FOUND})
async def feed(token: Annotated[str, Path(max_length=100)], session: SessionDep) -> Response:
    """A staff member's appointments from a month ago to six months ahead, in the salon's time zone."""
    return Response(await service.document(session, token=token), media_type="text/calendar; charset=utf-8",
                    headers={"Cache-Control": "private, max-age=300"})
