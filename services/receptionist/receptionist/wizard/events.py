"""The wizard's events, in the outbox in the same transaction as the change they describe."""

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Setup
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.bus import outbox

SETUP_UPDATED = "receptionist.setup_updated"


async def setup_updated(session: AsyncSession, setup: Setup) -> None:
    await outbox.publish(session, events.SetupUpdated(
        tenant_id=str(setup.tenant_id), status=setup.status, location=setup.location, city=setup.city,
        state=setup.state, zip_code=setup.zip_code, area_code=setup.area_code, ai_name=setup.ai_name,
        voice_id=setup.voice_id, additional_languages=list(setup.additional_languages or []),
    ), event_type=SETUP_UPDATED, tenant_id=str(setup.tenant_id), location_id=str(setup.location_id))

