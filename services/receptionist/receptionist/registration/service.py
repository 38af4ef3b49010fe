"""The owner's side of the salon's registration for texting: what they see of it, and sending their details.

Sent details are in review until Twilio and the carriers answer (`progress` asks); while in review or once approved
they cannot be changed (carriers would have to review them again), and a registration turned down is corrected and
sent again, when it starts over. Where numbers are not bought on our Twilio account (the local line), there is
nobody to ask: the registration is approved at once, as the local line's numbers text from the start."""

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import TextingRegistration
from receptionist.registration import checks, repository
from receptionist.registration.schemas import (
    NumberTexting,
    Registration,
    SavedDetails,
    Submission,
    Suggested,
)
from receptionist.salon.address import Parts, parts_of
from ringbook_common.errors import Conflict


class InReview(Conflict):
    message = ("Your registration is with the carriers now. You can change it if they turn it down, and we'll show "
               "you why.")


class Approved(Conflict):
    message = "Your business is registered for texting already."


async def view(session: AsyncSession, tenant_id: uuid.UUID) -> Registration:
    row = await repository.registration(session, tenant_id)
    profile = await repository.profile(session, tenant_id)
    address = parts_of(profile.address if profile else "", Parts())
    return Registration(
        status=row.status if row else "none",  # type: ignore[arg-type]
        stage=row.stage if row and row.status == "in_review" else "",  # type: ignore[arg-type]
        reason=row.reason if row and row.status == "rejected" else "",
        submittedAt=row.submitted_at.isoformat() if row else None,
        approvedAt=row.approved_at.isoformat() if row and row.approved_at else None,
        details=SavedDetails(**row.details, einLastFour=row.ein[-4:]) if row else None,
        suggested=Suggested(legalName=profile.name if profile else "", street=address.location, city=address.city,
                            state=address.state, postalCode=address.zip_code),
        numbers=[NumberTexting(
            locationId=str(found.agent.location_id), locationName=found.location_name,
            phoneNumber=found.agent.phone_number_pretty or found.agent.phone_number or "",
            tollFree=checks.toll_free(found.agent.phone_number or ""),
            texting=found.agent.texting,  # type: ignore[arg-type]
            problem=found.agent.texting_problem if found.agent.texting == "pending" else "")
            for found in await repository.numbers(session, tenant_id)])


async def submit(session: AsyncSession, tenant_id: uuid.UUID, submission: Submission, *, reviewed: bool,
                 now: datetime) -> Registration:
    """Send the salon's details: in review when `reviewed` (numbers on our Twilio account), else approved."""
    details, ein = checks.checked(submission)
    row = await repository.registration(session, tenant_id, lock=True)
    if row is not None and row.status == "in_review":
        raise InReview()
    if row is not None and row.status == "approved":
        raise Approved()
    if row is None:
        row = repository.add(session, TextingRegistration(tenant_id=tenant_id))
    _start_over(row, details, ein, now=now)
    if not reviewed:
        row.status, row.stage, row.approved_at = "approved", "", now
    await repository.ask_again_about_numbers(session, tenant_id)
    await session.flush()
    return await view(session, tenant_id)


def _start_over(row: TextingRegistration, details: dict, ein: str, *, now: datetime) -> None:
    """New details make new records at Twilio; the salon's Messaging Service is kept."""
    row.details, row.ein = details, ein
    row.status, row.stage, row.reason = "in_review", "business", ""
    row.customer_profile_sid = row.trust_product_sid = row.brand_sid = row.campaign_sid = None
    row.submitted_at, row.approved_at, row.checked_at, row.updated_at = now, None, None, now
