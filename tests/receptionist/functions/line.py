"""A salon on the line: the receptionist and the real booking app on one NATS, the salon set up in both the
way production does it (events, booking's own staff API), and a phone that calls the agent's functions and
sends call webhooks signed as the voice provider signs them."""

import json
import time
import uuid
from contextlib import asynccontextmanager
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import func, select

import booking.app as booking_app
from booking.catalogue.handlers import on_services_updated as booking_services_updated
from booking.catalogue.handlers import on_tenant_updated as booking_tenant_updated
from booking.config import Settings as BookingSettings
from booking.connections.crypto import new_key
from receptionist import signatures
from receptionist.models import Agent, SalonStaff
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.plugin import running_app
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.conftest import VOICE_KEY
from services.receptionist.tests.factories import set_up_salon

BOOKING_ALEMBIC_INI = Path(booking_app.__file__).resolve().parents[1] / "alembic.ini"
NEW_YORK = ZoneInfo("America/New_York")
CUT = {"service_id": "cut", "name": "Haircut", "duration_min": 45, "buffer_min": 15, "price_cents": 4500,
       "all_staff": True}
COLOUR = {"service_id": "colour", "name": "Colour", "duration_min": 120, "buffer_min": 0, "price_cents": 12000,
          "all_staff": True}
CALLER = "+15550101234"


def booking_settings(database_url: str, nats_url: str, keypair: tuple[str, str], test_root: Path) -> BookingSettings:
    return BookingSettings(database_url=database_url, nats_url=nats_url, internal_public_key=keypair[1], env="dev",
                           token_keys=new_key(), public_base_url="http://ringbook.test",
                           dev_outbox_file=test_root / "booking-outbox.jsonl", signing_secret="booking-test-secret",
                           reminder_poll_seconds=3600, google_poll_seconds=3600, google_busy_sync_seconds=3600)


@asynccontextmanager
async def booking_service(make_database, nats_server, keypair, test_root):
    """Booking's real app with its own database, answering `rpc.booking.*` on the tests' NATS."""
    url = await make_database("receptionist_booking_tests", BOOKING_ALEMBIC_INI)
    app = booking_app.create_app(booking_settings(url, nats_server.url, keypair, test_root))
    async with running_app(app) as client:
        await app.state.bus.wait_ready(10)
        app.state.test_client = client
        yield app


def next_weekday(weekday: int = 2, *, weeks_ahead: int = 1) -> date:
    """A date `weeks_ahead` weeks from now on this weekday (Python's: Monday 0)."""
    today = datetime.now(NEW_YORK).date()
    return today + timedelta(days=(weekday - today.weekday()) % 7 + 7 * weeks_ahead)


class Phone:
    """Calls into one salon's receptionist as the voice provider does."""

    def __init__(self, client, agent_id: str, number: str, key: str = VOICE_KEY) -> None:
        self.client = client
        self.agent_id = agent_id
        self.number = number
        self.key = key

    def call_object(self, call_id: str, from_number: str = CALLER, **extra) -> dict:
        return {"call_id": call_id, "call_type": "phone_call", "agent_id": self.agent_id, "direction": "inbound",
                "from_number": from_number, "to_number": self.number, **extra}

    def signed(self, raw: bytes, *, key: str | None = None, at_ms: int | None = None) -> dict:
        stamp = at_ms if at_ms is not None else int(time.time() * 1000)
        return {"content-type": "application/json",
                signatures.HEADER: signatures.sign(raw, key or self.key, stamp)}

    async def function(self, name: str, args: dict | None = None, *, call_id: str = "call-1",
                       from_number: str = CALLER, call: dict | None = None) -> dict:
        response = await self.send(name, args, call_id=call_id, from_number=from_number, call=call)
        assert response.status_code == 200, response.text
        found = response.json()
        assert isinstance(found["ok"], bool) and found["result"], found
        assert len(response.text) < 15_000
        return found

    async def send(self, name: str, args: dict | None = None, *, call_id: str = "call-1",
                   from_number: str = CALLER, call: dict | None = None, headers: dict | None = None):
        raw = json.dumps({"name": name, "call": call or self.call_object(call_id, from_number),
                          "args": args or {}}).encode()
        return await self.client.post(f"/api/receptionist/functions/{name}", content=raw,
                                      headers=headers if headers is not None else self.signed(raw))

    async def webhook(self, event: str, call: dict, *, headers: dict | None = None):
        raw = json.dumps({"event": event, "call": call}).encode()
        return await self.client.post("/api/receptionist/webhooks/voice", content=raw,
                                      headers=headers if headers is not None else self.signed(raw))


async def apply_booking_event(app, handler, event, event_type: str, tenant_id: str) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        await handler(session, new_envelope(event, event_type=event_type, tenant_id=tenant_id))


async def open_salon(app, booking, client, owner, *, staff=(("maria", "Maria Lopez"),),
                     services=(CUT, COLOUR)) -> Phone:
    """The salon in the receptionist and in booking, its staff added through booking (whose `staff_added`
    reaches the receptionist over the bus), and a provisioned agent with a number."""
    await set_up_salon(app, owner, services=services, staff=())
    await apply_booking_event(booking, booking_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", hours_start="09:00",
        hours_end="18:00"), "tenants.tenant_updated", owner.tenant_id)
    await apply_booking_event(booking, booking_services_updated, tenants.ServicesUpdated(
        tenant_id=owner.tenant_id, services=[tenants.Service(**s) for s in services]),
        "tenants.services_updated", owner.tenant_id)
    for staff_id, name in staff:
        response = await booking.state.test_client.post("/staff/calendars/provision", headers=owner.headers,
                                                         json={"staffId": staff_id, "name": name})
        assert response.status_code == 201, response.text
        # Each stylist works Monday to Friday, nine to five, inside the salon's nine to six.
        response = await booking.state.test_client.put("/staff/hours", headers=owner.headers, json={
            "staffId": staff_id, "hours": [{"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]})
        assert response.status_code == 200, response.text
    tenant_id = uuid.UUID(owner.tenant_id)

    async def staff_known() -> bool:
        async with app.state.sessionmaker() as session:
            return await session.scalar(select(func.count()).select_from(SalonStaff)
                                        .where(SalonStaff.tenant_id == tenant_id)) == len(staff)

    await eventually(staff_known)
    agent_id = f"agent_{uuid.uuid4().hex[:20]}"
    number = f"+1800555{2000 + uuid.uuid4().int % 8000:04d}"  # clear of the local provider's 01xx range
    async with app.state.sessionmaker() as session, session.begin():
        session.add(Agent(tenant_id=tenant_id, provider="local", status="active", agent_id=agent_id,
                          phone_number=number, number_bound=True))
    return Phone(client, agent_id, number)
