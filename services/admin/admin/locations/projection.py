"""The location read model, kept from tenants' `location_saved` and the receptionist's agent and setup events, each
placed at the location its envelope names (none: the business's first location, whose id is the tenant's).

Each kind of event owns its columns and the stamp that keeps a late, older event from overwriting a newer one.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from admin.locations import repository
from admin.tenants import projection as tenant_profiles
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import phones
from ringbook_common.bus.envelope import unpack


async def _save(session: AsyncSession, envelope: Envelope, *, tenant_id: str, location_id: str, stamp: str,
                values: dict) -> None:
    if not tenant_id or not location_id:
        return
    # The lists of numbers and agents name each location's business: its row exists from its first location on.
    await tenant_profiles.ensure(session, tenant_id, envelope)
    await repository.upsert(session, location_id, tenant_id=tenant_id, at=tenant_profiles.occurred_at(envelope),
                            stamp=stamp, values=values)


async def location_saved(session: AsyncSession, envelope: Envelope) -> None:
    location = unpack(envelope, tenants.LocationSaved).location
    tenant_id = location.tenant_id or envelope.tenant_id
    location_id = location.location_id or envelope.location_id or tenant_id
    await _save(session, envelope, tenant_id=tenant_id, location_id=location_id, stamp="location_event_at", values={
                    "name": location.name, "address": location.address, "timezone": location.timezone,
                    "front_desk_phone": location.front_desk_phone,
                    "front_desk_digits": phones.digits(location.front_desk_phone), "position": location.position})


async def agent_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, receptionist.AgentUpdated)
    tenant_id = event.tenant_id or envelope.tenant_id
    if not tenant_id:
        return
    await tenant_profiles.ensure(session, tenant_id, envelope)
    await repository.save_agent(session, envelope.location_id or tenant_id, tenant_id=tenant_id,
                                at=tenant_profiles.occurred_at(envelope), values=tenant_profiles.agent_columns(event))


async def setup_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, receptionist.SetupUpdated)
    tenant_id = event.tenant_id or envelope.tenant_id
    await _save(session, envelope, tenant_id=tenant_id, location_id=envelope.location_id or tenant_id,
                stamp="setup_updated_at", values={"receptionist_status": event.status or "not_started"})


HANDLERS = {
    "tenants.location_saved": location_saved,
    "receptionist.agent_updated": agent_updated,
    "receptionist.setup_updated": setup_updated,
}
