"""What the admin service does with every event: record it in the audit log and apply it to the read models.

The consumer takes one handler per event type and prefers an exact type over `<domain>.*`, so a projection
registered under its own type would silence the audit entry: one dispatcher per domain runs both, in the
transaction that marks the event applied.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from admin.audit.handlers import DOMAINS, record_event
from admin.locations.projection import HANDLERS as LOCATION_HANDLERS
from admin.tenants.projection import HANDLERS as TENANT_HANDLERS
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.consumer import Handler

PROJECTIONS: dict[str, list[Handler]] = {
    event_type: [handler for handlers in (TENANT_HANDLERS, LOCATION_HANDLERS)
                 if (handler := handlers.get(event_type)) is not None]
    for event_type in {**TENANT_HANDLERS, **LOCATION_HANDLERS}
}


async def apply_to_read_models(session: AsyncSession, envelope: Envelope) -> None:
    for projection in PROJECTIONS.get(envelope.event_type, ()):
        await projection(session, envelope)


async def on_event(session: AsyncSession, envelope: Envelope) -> None:
    await record_event(session, envelope)
    await apply_to_read_models(session, envelope)


HANDLERS: dict[str, Handler] = {f"{domain}.*": on_event for domain in DOMAINS}
