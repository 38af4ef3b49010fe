"""Real events of the other domains, as their services publish them, for one salon at a time."""

import uuid
from datetime import UTC, datetime

from google.protobuf.message import Message

from ringbook.admin.v1 import events_pb2 as admin
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.identity.v1 import events_pb2 as identity
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope


def at(event: Message, event_type: str, tenant_id: str, when: datetime | None = None, location_id: str | None = None):
    envelope = new_envelope(event, event_type=event_type, tenant_id=tenant_id, location_id=location_id)
    if when is not None:
        envelope.occurred_at.FromDatetime(when.astimezone(UTC))
    return envelope


class Salon:
    """One tenant's events; `publish` is the conftest's publisher (JetStream, like an outbox relay)."""

    def __init__(self, publish, *, name: str = "", email: str = "", tenant_id: str | None = None) -> None:
        self.publish = publish
        self.tenant_id = tenant_id or str(uuid.uuid4())
        suffix = self.tenant_id[:8]
        self.name = name or f"Salon {suffix}"
        self.email = email or f"owner-{suffix}@example.com"

    async def send(self, event_type: str, event: Message, when: datetime | None = None, *,
                   location_id: str | None = None):
        """The event as its service publishes it; `location_id` on the envelope (none: the first location)."""
        return await self.publish(event_type, event, envelope=at(event, event_type, self.tenant_id, when, location_id))

    async def location_saved(self, *, location_id: str | None = None, name: str, address: str = "",
                             position: int = 0, front_desk_phone: str = "", when: datetime | None = None):
        """Tenants' copy of a location (the first one's id is the tenant's)."""
        location_id = location_id or self.tenant_id
        return await self.send("tenants.location_saved", tenants.LocationSaved(location=tenants.Location(
            location_id=location_id, tenant_id=self.tenant_id, name=name, address=address,
            timezone="America/New_York", front_desk_phone=front_desk_phone, position=position)), when,
            location_id=location_id)

    async def verified(self, when: datetime | None = None):
        return await self.send("identity.user_verified", identity.UserVerified(
            user_id=str(uuid.uuid4()), email=self.email, full_name="Ada Owner", tenant_id=self.tenant_id), when)

    async def created(self, when: datetime | None = None, *, owner_email: str | None = None):
        return await self.send("tenants.tenant_created", tenants.TenantCreated(
            tenant_id=self.tenant_id, owner_user_id="user-" + self.tenant_id[:8],
            owner_email=self.email if owner_email is None else owner_email,
            name="", timezone="America/New_York", hours_start="09:00", hours_end="18:00"), when)

    async def updated(self, *, onboarding_complete: bool = True, when: datetime | None = None):
        return await self.send("tenants.tenant_updated", tenants.TenantUpdated(
            tenant_id=self.tenant_id, name=self.name, timezone="America/New_York", address="1 Main St",
            hours_start="09:00", hours_end="18:00", onboarding_complete=onboarding_complete), when)

    async def services(self, count: int):
        return await self.send("tenants.services_updated", tenants.ServicesUpdated(
            tenant_id=self.tenant_id, services=[tenants.Service(service_id=f"cut-{n}", name=f"Cut {n}",
                                                                duration_min=30) for n in range(count)]))

    async def staff_added(self, staff_count: int):
        return await self.send("booking.staff_added", booking.StaffAdded(
            tenant_id=self.tenant_id, staff_id=f"s{staff_count}", staff_key=str(uuid.uuid4()), name="Stylist",
            staff_count=staff_count))

    async def staff_removed(self, staff_count: int):
        return await self.send("booking.staff_removed", booking.StaffRemoved(
            tenant_id=self.tenant_id, staff_id="s1", staff_key=str(uuid.uuid4()), name="Stylist",
            staff_count=staff_count))

    async def sms_failed(self, kind: str = "reminder", when: datetime | None = None):
        return await self.send("booking.sms_failed", booking.SmsFailed(
            tenant_id=self.tenant_id, appointment_id=str(uuid.uuid4()), kind=kind, attempts=5,
            error="TwilioError"), when)

    async def text_withheld(self, cap: str = "per_number", when: datetime | None = None):
        return await self.send("booking.text_withheld", booking.TextWithheld(
            tenant_id=self.tenant_id, purpose="confirmation", cap=cap, limit=3, day="2030-01-02"), when)

    async def booked(self, appointment_id: str | None = None, when: datetime | None = None, *,
                     location_id: str | None = None) -> str:
        appointment_id = appointment_id or str(uuid.uuid4())
        await self.send("booking.appointment_booked", booking.AppointmentBooked(
            appointment_id=appointment_id, tenant_id=self.tenant_id, staff_id="s1", service_id="cut-0",
            price_cents=4500, source="owner", customer_name="Cal Caller", customer_phone="+15550000000"), when,
            location_id=location_id)
        return appointment_id

    async def cancelled(self, appointment_id: str):
        return await self.send("booking.appointment_cancelled", booking.AppointmentCancelled(
            tenant_id=self.tenant_id, appointment_id=appointment_id, cancelled_by="owner"))

    async def setup(self, status: str, *, location: str = "Downtown", city: str = "Springfield",
                    when: datetime | None = None, location_id: str | None = None):
        return await self.send("receptionist.setup_updated", receptionist.SetupUpdated(
            tenant_id=self.tenant_id, status=status, location=location, city=city, state="IL"), when,
            location_id=location_id)

    async def agent(self, status: str, *, phone: str = "", pretty: str = "", agent_id: str = "",
                    webhooks: bool = False, error: str = "", voice: str = "", provisioned: datetime | None = None,
                    when: datetime | None = None, voice_engine: str = "", understanding: str = "",
                    texting: str = "", location_id: str | None = None):
        """`texting` empty: an event from before the receptionist said whether the number texts."""
        event = receptionist.AgentUpdated(tenant_id=self.tenant_id, status=status, provider="local",
                                          agent_id=agent_id, phone_number=phone, phone_number_pretty=pretty,
                                          voice=voice, webhooks_configured=webhooks, error=error,
                                          voice_engine=voice_engine, understanding=understanding, texting=texting)
        if provisioned is not None:
            event.provisioned_at.FromDatetime(provisioned.astimezone(UTC))
        return await self.send("receptionist.agent_updated", event, when, location_id=location_id)

    async def plan_set(self, locations: int, when: datetime | None = None):
        """The console's own event, as admin's outbox relay publishes it."""
        return await self.send("admin.plan_set", admin.PlanSet(
            tenant_id=self.tenant_id, locations=locations, operator="operator:alice"), when)

    async def live(self, phone: str, pretty: str, *, status: str = "active", texting: str = ""):
        """A tenant with a name and an agent answering on this number."""
        await self.created()
        await self.updated()
        await self.agent(status, phone=phone, pretty=pretty, agent_id="agent_" + self.tenant_id[:8],
                         webhooks=status == "active", voice="male", provisioned=datetime.now(UTC),
                         voice_engine="ringbook", understanding="built_in", texting=texting)
