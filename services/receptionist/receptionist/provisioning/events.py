"""The provisioning's events: `receptionist.agent_updated` on every step or status change, and
`receptionist.setup_updated` when provisioning moves the owner's setup (ready, back to review, provisioning)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent, SetupStatus
from receptionist.provisioning import repository
from ringbook.receptionist.v1 import events_pb2
from ringbook_common import clock
from ringbook_common.bus.outbox import publish


async def agent_updated(session: AsyncSession, agent: Agent) -> None:
    event = events_pb2.AgentUpdated(
        tenant_id=str(agent.tenant_id), status=agent.status, provider=agent.provider, agent_id=agent.agent_id or "",
        phone_number=agent.phone_number or "", phone_number_pretty=agent.phone_number_pretty or "",
        voice=agent.voice, webhooks_configured=agent.webhooks_configured, step=agent.step, error=agent.error or "",
        voice_engine=agent.voice_engine or "ringbook", understanding=agent.understanding or "built_in",
        texting=agent.texting)
    if agent.provisioned_at is not None:
        event.provisioned_at.FromDatetime(agent.provisioned_at)
    await publish(session, event, event_type="receptionist.agent_updated", tenant_id=str(agent.tenant_id),
                  location_id=str(agent.location_id))


async def move_setup(session: AsyncSession, location_id: uuid.UUID, status: SetupStatus, *,
                     only_from: tuple[SetupStatus, ...] | None = None) -> None:
    """Set the status of the location's setup (when it has one, and it is in one of `only_from`)."""
    setup = await repository.locked_setup(session, location_id)
    if setup is None or setup.status == status or (only_from is not None and setup.status not in only_from):
        return
    setup.status = status
    setup.updated_at = clock.now()
    await publish(session, events_pb2.SetupUpdated(
        tenant_id=str(setup.tenant_id), status=status, location=setup.location, city=setup.city,
        state=setup.state, zip_code=setup.zip_code, area_code=setup.area_code, ai_name=setup.ai_name,
        voice_id=setup.voice_id, additional_languages=list(setup.additional_languages or ())),
        event_type="receptionist.setup_updated", tenant_id=str(setup.tenant_id), location_id=str(setup.location_id))
