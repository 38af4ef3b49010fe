"""The receptionist's tables: read models of the salon (tenants' and booking's events), the setup wizard's
answers, the agent and its provisioning steps, calls, the functions the agent called, and call-back requests."""

import uuid
from datetime import datetime
from typing import Literal, get_args

from sqlalchemy import (
    ARRAY,
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    SmallInteger,
    Text,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB, UUID
from sqlalchemy.engine.default import DefaultExecutionContext
from sqlalchemy.orm import Mapped, mapped_column, validates

from ringbook_common import clock
from ringbook_common.db import ServiceBase, new_metadata

TIME = DateTime(timezone=True)
SetupStatus = Literal["not_started", "calcom_auth", "event_types", "business_info", "staff", "services", "review",
                      "provisioning", "ready"]
SETUP_STATUSES: tuple[SetupStatus, ...] = get_args(SetupStatus)
AGENT_STATUSES = ("not_provisioned", "provisioning", "webhooks_pending", "active", "failed")
# What answers a salon's calls: our engine over the provider's custom-LLM socket, or the provider's hosted LLM.
VOICE_ENGINES = ("ringbook", "hosted")
# What our engine reads each caller turn with: the built-in understanding, or the configured model.
UNDERSTANDINGS = ("built_in", "llm")
TEXTINGS = ("own", "pending", "shared")


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


def first_location(context: DefaultExecutionContext) -> uuid.UUID:
    """A row written without its location belongs to the business's first location, whose id is the tenant's."""
    return context.get_current_parameters()["tenant_id"]


def location_column(*, primary_key: bool = False) -> Mapped[uuid.UUID]:
    return mapped_column(UUID(as_uuid=True), primary_key=primary_key, default=first_location)


class KeyedByLocation:
    """A row keyed by its location, made with only its tenant: the first location's, known before the flush (an
    identity is needed to merge or find it in the session)."""

    location_id: Mapped[uuid.UUID]

    @validates("tenant_id")
    def _first_location_by_default(self, _key: str, tenant_id: uuid.UUID) -> uuid.UUID:
        if self.location_id is None:
            self.location_id = tenant_id
        return tenant_id


# ---- read models: what the agent must know of the salon ---------------------------------------------------

class TenantProfile(Base):
    """The tenant's settings (tenants' `tenant_created` / `tenant_updated`)."""

    __tablename__ = "tenant_profiles"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    name: Mapped[str] = mapped_column(Text, default="")
    owner_email: Mapped[str] = mapped_column(Text, default="")
    timezone: Mapped[str] = mapped_column(Text, default="America/New_York")
    address: Mapped[str] = mapped_column(Text, default="")
    owner_phone: Mapped[str] = mapped_column(Text, default="")
    front_desk_phone: Mapped[str] = mapped_column(Text, default="")
    # The salon's country (ISO 3166), whose national format callers' numbers are read in; None: the time zone's.
    country: Mapped[str | None] = mapped_column(Text)
    hours_start: Mapped[str] = mapped_column(Text, default="09:00")
    hours_end: Mapped[str] = mapped_column(Text, default="18:00")
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class Location(Base):
    """One of the business's salons (tenants' `location_saved`). The first location's id is the tenant's; its
    name, address, hours and phone are the tenant's profile and the wizard's answers, as before locations."""

    __tablename__ = "locations"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    name: Mapped[str] = mapped_column(Text, default="")
    address: Mapped[str] = mapped_column(Text, default="")
    timezone: Mapped[str] = mapped_column(Text, default="America/New_York")
    # {"0": {"open": "09:00", "close": "17:00", "closed": false}, ...}: 0 is Sunday, as the wizard keeps hours.
    week: Mapped[dict] = mapped_column(JSONB, default=dict)
    closures: Mapped[list[dict]] = mapped_column(JSONB, default=list)  # [{"date": "YYYY-MM-DD", "reason": ...}]
    front_desk_phone: Mapped[str] = mapped_column(Text, default="")
    position: Mapped[int] = mapped_column(SmallInteger, default=0)
    # Where the location's menu differs: [{"service_id", "offered", "duration_min"?, "price_cents"?}].
    services: Mapped[list[dict]] = mapped_column(JSONB, default=list)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class SalonService(Base):
    """One entry of the tenant's catalogue (tenants' `services_updated`, replaced whole)."""

    __tablename__ = "salon_services"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    service_id: Mapped[str] = mapped_column(Text, primary_key=True)
    position: Mapped[int] = mapped_column(SmallInteger, default=0)
    name: Mapped[str] = mapped_column(Text)
    duration_min: Mapped[int] = mapped_column(SmallInteger)
    buffer_min: Mapped[int] = mapped_column(SmallInteger, default=0)
    processing_min: Mapped[int] = mapped_column(SmallInteger, default=0)
    price_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    staff_ids: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list)
    all_staff: Mapped[bool] = mapped_column(Boolean, default=True)


class SalonStaff(Base):
    """A current staff member (booking's `staff_added` / `staff_updated` / `staff_removed`)."""

    __tablename__ = "salon_staff"
    __table_args__ = (Index("ix_salon_staff_tenant", "tenant_id", "staff_id"),)

    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_id: Mapped[str] = mapped_column(Text)
    name: Mapped[str] = mapped_column(Text)
    email: Mapped[str] = mapped_column(Text, default="")
    title: Mapped[str] = mapped_column(Text, default="")
    calendar_id: Mapped[str] = mapped_column(Text, default="")
    calendar_pending: Mapped[bool] = mapped_column(Boolean, default=False)
    added_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    # The member's week at each location they work at ({location id: [[weekday 0=Sunday, "HH:MM", "HH:MM"]]},
    # in each location's wall-clock time); None until a staff event with their hours has been read.
    weeks: Mapped[dict | None] = mapped_column(JSONB)


# ---- the setup wizard -------------------------------------------------------------------------------------

class Setup(KeyedByLocation, Base):
    """The owner's answers in the AI receptionist setup wizard, and how far they got."""

    __tablename__ = "setups"
    __table_args__ = (CheckConstraint(f"status IN {SETUP_STATUSES}", name="status"),
                      Index("ix_setups_tenant_id", "tenant_id"))

    location_id: Mapped[uuid.UUID] = location_column(primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    status: Mapped[SetupStatus] = mapped_column(Text, default="not_started")
    default_event_type_id: Mapped[str | None] = mapped_column(Text)
    service_event_type_mappings: Mapped[list[dict]] = mapped_column(JSONB, default=list)
    location: Mapped[str] = mapped_column(Text, default="")
    city: Mapped[str] = mapped_column(Text, default="")
    state: Mapped[str] = mapped_column(Text, default="")
    zip_code: Mapped[str] = mapped_column(Text, default="")
    area_code: Mapped[str] = mapped_column(Text, default="")
    ai_name: Mapped[str] = mapped_column(Text, default="Brian")
    voice_id: Mapped[str] = mapped_column(Text, default="male")
    additional_languages: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list)
    # {"0": {"open": "09:00", "close": "17:00", "closed": false}, ...}: 0 is Sunday.
    operating_hours: Mapped[dict] = mapped_column(JSONB, default=dict)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


# ---- the agent --------------------------------------------------------------------------------------------

class Agent(KeyedByLocation, Base):
    """A location's voice agent and its provisioning saga: each step's result is kept, so a restart resumes and
    Retry continues from the step that failed (never buying a second number)."""

    __tablename__ = "agents"
    __table_args__ = (
        CheckConstraint(f"status IN {AGENT_STATUSES}", name="status"),
        CheckConstraint(f"voice_engine IN {VOICE_ENGINES}", name="voice_engine"),
        CheckConstraint(f"understanding IN {UNDERSTANDINGS}", name="understanding"),
        CheckConstraint(f"texting IN {TEXTINGS}", name="texting"),
        Index("uq_agents_agent_id", "agent_id", unique=True, postgresql_where=text("agent_id IS NOT NULL")),
        Index("uq_agents_phone_number", "phone_number", unique=True,
              postgresql_where=text("phone_number IS NOT NULL")),
        Index("ix_agents_tenant_id", "tenant_id"),
    )

    location_id: Mapped[uuid.UUID] = location_column(primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    provider: Mapped[str] = mapped_column(Text)  # "local" | "retell"
    status: Mapped[str] = mapped_column(Text, default="not_provisioned")
    requested_by: Mapped[str] = mapped_column(Text, default="owner")  # owner | operator
    step: Mapped[str] = mapped_column(Text, default="create_llm")  # the next step to run
    llm_id: Mapped[str | None] = mapped_column(Text)
    agent_id: Mapped[str | None] = mapped_column(Text)
    phone_number: Mapped[str | None] = mapped_column(Text)  # E.164
    phone_number_pretty: Mapped[str | None] = mapped_column(Text)
    # own: clients are texted from the number; pending: its texting registration is not approved yet; shared: it
    # takes calls only. Until own, texts go from the shared sender.
    texting: Mapped[str] = mapped_column(Text, default="shared", server_default="shared")
    texting_checked_at: Mapped[datetime | None] = mapped_column(TIME)  # a pending registration, last asked
    # A toll-free number's own review for texting (Twilio's Toll-Free Verification), and why it was turned down.
    texting_review_sid: Mapped[str | None] = mapped_column(Text)
    texting_review_sent_at: Mapped[datetime | None] = mapped_column(TIME)
    texting_problem: Mapped[str] = mapped_column(Text, default="", server_default="")
    number_bound: Mapped[bool] = mapped_column(Boolean, default=False)
    # The area code the number was asked for ("" toll-free): when the provider had none there, a toll-free one.
    number_area_code: Mapped[str] = mapped_column(Text, default="", server_default="")
    # While the owner's new number is got: the one it replaces, released once the new one answers.
    old_phone_number: Mapped[str | None] = mapped_column(Text)
    voice: Mapped[str] = mapped_column(Text, default="male")
    voice_engine: Mapped[str] = mapped_column(Text, default="ringbook", server_default="ringbook")
    understanding: Mapped[str] = mapped_column(Text, default="built_in", server_default="built_in")
    prompt_digest: Mapped[str | None] = mapped_column(Text)  # of the prompt last sent to the provider
    webhooks_configured: Mapped[bool] = mapped_column(Boolean, default=False)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    error: Mapped[str | None] = mapped_column(Text)
    claimed_until: Mapped[datetime | None] = mapped_column(TIME)
    provisioned_at: Mapped[datetime | None] = mapped_column(TIME)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class PromptChange(KeyedByLocation, Base):
    """A change to the salon that the agent's prompt may not show yet: written in the change's own transaction
    (never locking the agent's row), removed by the provisioning worker once the prompt it pushed reached the
    provider, unless `version` moved on meanwhile (a later change, still to push)."""

    __tablename__ = "prompt_changes"
    __table_args__ = (Index("ix_prompt_changes_tenant_id", "tenant_id"),)

    location_id: Mapped[uuid.UUID] = location_column(primary_key=True)  # the agent's
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    changed_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    version: Mapped[int] = mapped_column(BigInteger, default=1, server_default="1")


# ---- calls ------------------------------------------------------------------------------------------------

class Call(Base):
    """One phone call to a tenant's receptionist, from the provider's call webhooks."""

    __tablename__ = "calls"
    __table_args__ = (
        CheckConstraint("outcome IS NULL OR outcome IN ('booked', 'rescheduled', 'missed', 'inquiry', 'cancelled', "
                        "'transferred', 'message', 'not_booked')", name="outcome"),
        Index("ix_calls_tenant_started_at", "tenant_id", "started_at"),
        Index("ix_calls_tenant_location_started_at", "tenant_id", "location_id", "started_at"),
    )

    # Keyed by salon too: a call id that reached another salon's receptionist is that salon's own call.
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    call_id: Mapped[str] = mapped_column(Text, primary_key=True)
    location_id: Mapped[uuid.UUID] = location_column()  # the location whose number was dialled
    agent_id: Mapped[str] = mapped_column(Text, default="")
    from_number: Mapped[str] = mapped_column(Text, default="")
    to_number: Mapped[str] = mapped_column(Text, default="")
    direction: Mapped[str] = mapped_column(Text, default="inbound")
    call_status: Mapped[str] = mapped_column(Text, default="ongoing")
    started_at: Mapped[datetime | None] = mapped_column(TIME)
    ended_at: Mapped[datetime | None] = mapped_column(TIME)
    duration_seconds: Mapped[int] = mapped_column(Integer, default=0)
    disconnection_reason: Mapped[str] = mapped_column(Text, default="")
    transcript: Mapped[str] = mapped_column(Text, default="")
    recording_url: Mapped[str] = mapped_column(Text, default="")
    # The recording was older than the salon keeps recordings: it is deleted and its link removed.
    recording_expired: Mapped[bool] = mapped_column(Boolean, default=False)
    summary: Mapped[str] = mapped_column(Text, default="")
    sentiment: Mapped[str] = mapped_column(Text, default="")
    outcome: Mapped[str | None] = mapped_column(Text)
    notes: Mapped[str] = mapped_column(Text, default="")
    appointment_id: Mapped[str | None] = mapped_column(Text)
    # The agent looked for a time in the call (the provider's transcript with tool calls says so).
    looked_for_times: Mapped[bool] = mapped_column(Boolean, default=False)
    analyzed: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class FunctionCall(Base):
    """A function the agent called during a call, with the answer it got: a provider retry of the same salon's
    call, function and arguments gets this answer again and nothing is done twice. The salon is part of the key:
    the same call id at another salon is that salon's own call, never an answer kept for someone else."""

    __tablename__ = "function_calls"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    call_id: Mapped[str] = mapped_column(Text, primary_key=True)
    name: Mapped[str] = mapped_column(Text, primary_key=True)
    args_digest: Mapped[str] = mapped_column(Text, primary_key=True)
    location_id: Mapped[uuid.UUID] = location_column()  # the call's
    args: Mapped[dict] = mapped_column(JSONB, default=dict)
    answer: Mapped[dict] = mapped_column(JSONB, default=dict)
    ok: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class Callback(Base):
    """A caller's request to be called back (the agent's `request_callback`); the owner marks it done."""

    __tablename__ = "callbacks"
    __table_args__ = (
        CheckConstraint("urgency IN ('low', 'normal', 'urgent')", name="urgency"),
        CheckConstraint("kind IN ('callback', 'late')", name="kind"),
        Index("ix_callbacks_tenant_created_at", "tenant_id", "created_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = location_column()  # the call's
    call_id: Mapped[str | None] = mapped_column(Text)
    name: Mapped[str] = mapped_column(Text)
    phone: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text)
    urgency: Mapped[str] = mapped_column(Text, default="normal")
    best_time: Mapped[str] = mapped_column(Text, default="")
    language: Mapped[str] = mapped_column(Text, default="")  # the caller's (en, es, fr, de, it, pt), when known
    kind: Mapped[str] = mapped_column(Text, default="callback")  # callback, or late (running late for today)
    done: Mapped[bool] = mapped_column(Boolean, default=False)
    done_at: Mapped[datetime | None] = mapped_column(TIME)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class RecordingRetention(Base):
    """How many days the salon keeps its calls' recordings (the default when it has no row)."""

    __tablename__ = "recording_retention"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    days: Mapped[int] = mapped_column(SmallInteger)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class WebhookDelivery(Base):
    """A call webhook already applied (by salon, call and event), so the provider's retries change nothing."""

    __tablename__ = "webhook_deliveries"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    call_id: Mapped[str] = mapped_column(Text, primary_key=True)
    event: Mapped[str] = mapped_column(Text, primary_key=True)
    received_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


# ---- the local voice provider's own records: what Retell would hold for an account -------------------------

class VoiceLlm(Base):
    """An LLM the saga created on the local provider: the prompt, first line and tools a simulated call plays."""

    __tablename__ = "voice_llms"

    llm_id: Mapped[str] = mapped_column(Text, primary_key=True)
    prompt: Mapped[str] = mapped_column(Text, default="")
    begin_message: Mapped[str] = mapped_column(Text, default="")
    tools: Mapped[list[dict]] = mapped_column(JSONB, default=list)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class VoiceAgent(Base):
    """An agent on the local provider: its LLM, voice, languages and where its call webhooks go."""

    __tablename__ = "voice_agents"

    agent_id: Mapped[str] = mapped_column(Text, primary_key=True)
    llm_id: Mapped[str] = mapped_column(Text)
    name: Mapped[str] = mapped_column(Text, default="")
    voice: Mapped[str] = mapped_column(Text, default="male")
    languages: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list)  # locales, e.g. ["en-US", "es-419"]
    webhook_url: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class VoiceNumber(Base):
    """A number bought on the local provider, and the agent its inbound calls reach."""

    __tablename__ = "voice_numbers"

    number: Mapped[str] = mapped_column(Text, primary_key=True)
    agent_id: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class SimulatedCall(Base):
    """A call on the local provider's simulated line: the conversation so far, the agent's working memory, and
    once it ended, its recording."""

    __tablename__ = "simulated_calls"
    __table_args__ = (
        CheckConstraint("status IN ('ongoing', 'ended')", name="status"),
        Index("uq_simulated_calls_recording_token", "recording_token", unique=True,
              postgresql_where=text("recording_token IS NOT NULL")),
        Index("ix_simulated_calls_open", "last_turn_at", postgresql_where=text("status = 'ongoing'")),
        Index("ix_simulated_calls_recorded", "tenant_id", "ended_at", postgresql_where=text("recording IS NOT NULL")),
    )

    call_id: Mapped[str] = mapped_column(Text, primary_key=True)
    agent_id: Mapped[str] = mapped_column(Text)
    tenant_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))  # the salon whose number was called
    from_number: Mapped[str] = mapped_column(Text)
    to_number: Mapped[str] = mapped_column(Text)
    opened_by: Mapped[str] = mapped_column(Text, default="")  # "owner:<tenant>", "operator:<name>"
    status: Mapped[str] = mapped_column(Text, default="ongoing")
    language: Mapped[str] = mapped_column(Text, default="en")
    turns: Mapped[list[dict]] = mapped_column(JSONB, default=list)
    memory: Mapped[dict] = mapped_column(JSONB, default=dict)
    started_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    last_turn_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    ended_at: Mapped[datetime | None] = mapped_column(TIME)
    ended_reason: Mapped[str | None] = mapped_column(Text)
    duration_ms: Mapped[int | None] = mapped_column(Integer)
    recording_token: Mapped[str | None] = mapped_column(Text)
    # Stored uncompressed out of line (see migration 0005), so a byte range reads only the chunks it covers.
    recording: Mapped[bytes | None] = mapped_column(LargeBinary, deferred=True)


# ---- calls our engine answers live over the provider's custom-LLM socket ------------------------------------

class LiveCall(Base):
    """A call our conversation engine answers over the provider's socket: the engine's memory, how far the
    provider's transcript was read, and what each response said (to know what a cut-off one left unsaid), so a
    reconnect to the same call goes on where it was."""

    __tablename__ = "live_calls"
    __table_args__ = (Index("ix_live_calls_tenant_started_at", "tenant_id", "started_at"),)

    call_id: Mapped[str] = mapped_column(Text, primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))  # from our agents table, never the socket
    agent_id: Mapped[str] = mapped_column(Text)
    from_number: Mapped[str] = mapped_column(Text, default="")
    to_number: Mapped[str] = mapped_column(Text, default="")
    memory: Mapped[dict] = mapped_column(JSONB, default=dict)  # the engine's CallState
    # The transcript read so far: whole items, and the words then of the last one when it was the caller's.
    read_items: Mapped[int] = mapped_column(Integer, default=0)
    read_words: Mapped[int] = mapped_column(Integer, default=0)
    last_response_id: Mapped[int] = mapped_column(Integer, default=0)
    said: Mapped[dict] = mapped_column(JSONB, default=dict)  # {"<response_id>": [sentence, ...]}, the latest ones
    transfer_number: Mapped[str | None] = mapped_column(Text)  # asked of the provider when the caller was put through
    ending: Mapped[bool] = mapped_column(Boolean, default=False)  # the call was ended or handed over
    connections: Mapped[int] = mapped_column(Integer, default=0)
    started_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


# ---- texts: a location's number texted, and who asked not to be texted -------------------------------------

class TextThread(Base):
    """The texts between one client number and one of the business's locations."""

    __tablename__ = "text_threads"
    __table_args__ = (
        Index("uq_text_threads_client", "tenant_id", "location_id", "phone", unique=True),
        Index("ix_text_threads_tenant_last_message_at", "tenant_id", "last_message_at"),
        Index("ix_text_threads_taken_over_at", "taken_over_at", postgresql_where=text("taken_over_at IS NOT NULL")),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    phone: Mapped[str] = mapped_column(Text)  # the client's, E.164
    client_name: Mapped[str | None] = mapped_column(Text)  # as the client last gave it to the agent
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    last_message_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    # Set while the owner answers the thread by hand; the agent answers when it is null.
    taken_over_at: Mapped[datetime | None] = mapped_column(TIME)
    taken_over_by: Mapped[str | None] = mapped_column(Text)  # the owner's user id
    returned_at: Mapped[datetime | None] = mapped_column(TIME)  # last given back to the agent for lying idle
    owner_read_at: Mapped[datetime | None] = mapped_column(TIME)
    # The agent's conversation in the thread: its number (the functions' call id is text:<thread id>:<number>),
    # the engine's state, and when its last text came.
    conversation: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    conversation_state: Mapped[dict] = mapped_column(JSONB, default=dict, server_default=text("'{}'::jsonb"))
    conversation_at: Mapped[datetime | None] = mapped_column(TIME)


class TextMessage(Base):
    """One text of a thread, in (from the client) or out (to the client). The provider's id is unique: a
    delivery of the same inbound text again is stored once."""

    __tablename__ = "text_messages"
    __table_args__ = (
        CheckConstraint("direction IN ('in', 'out')", name="direction"),
        CheckConstraint("sent_by IS NULL OR sent_by IN ('agent', 'owner')", name="sent_by"),
        Index("uq_text_messages_provider_sid", "provider_sid", unique=True,
              postgresql_where=text("provider_sid IS NOT NULL")),
        Index("ix_text_messages_thread_at", "thread_id", "at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    thread_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), ForeignKey("text_threads.id",
                                                                                ondelete="CASCADE"))
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    direction: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text, default="")
    provider_sid: Mapped[str | None] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    sent_by: Mapped[str | None] = mapped_column(Text)  # of an out text: owner when written by hand, else the agent


class TextingRegistration(Base):
    """A salon's registration for texting from its own numbers (US A2P 10DLC through Twilio, providers
    docs/providers/twilio-texting-registration.md): the owner's legal details, and each record Twilio made for it,
    kept as it is made so a restart resumes where it stopped. `stage` is the review it waits for."""

    __tablename__ = "texting_registrations"
    __table_args__ = (
        CheckConstraint("status IN ('in_review', 'approved', 'rejected')", name="status"),
        CheckConstraint("stage IN ('', 'business', 'brand', 'campaign')", name="stage"),
    )

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    details: Mapped[dict] = mapped_column(JSONB)  # the owner's form, the EIN apart
    ein: Mapped[str] = mapped_column(Text)  # nine digits; sent to Twilio, never shown or logged
    status: Mapped[str] = mapped_column(Text, default="in_review")
    stage: Mapped[str] = mapped_column(Text, default="business")
    reason: Mapped[str] = mapped_column(Text, default="", server_default="")
    customer_profile_sid: Mapped[str | None] = mapped_column(Text)  # BU...: the business
    trust_product_sid: Mapped[str | None] = mapped_column(Text)  # BU...: its A2P messaging profile
    brand_sid: Mapped[str | None] = mapped_column(Text)  # BN...
    messaging_service_sid: Mapped[str | None] = mapped_column(Text)  # MG...: the salon's numbers join it
    campaign_sid: Mapped[str | None] = mapped_column(Text)  # QE...
    submitted_at: Mapped[datetime] = mapped_column(TIME)
    approved_at: Mapped[datetime | None] = mapped_column(TIME)
    checked_at: Mapped[datetime | None] = mapped_column(TIME)  # Twilio last asked
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class SharedSenderRoute(Base):
    """Which location last texted a client from the shared sender (booking's `text_sent`): a reply the client sends
    to the shared sender belongs there. One row per client number, across salons: the latest text wins."""

    __tablename__ = "shared_sender_routes"

    phone: Mapped[str] = mapped_column(Text, primary_key=True)  # E.164
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    texted_at: Mapped[datetime] = mapped_column(TIME)


class TextOptOut(Base):
    """Whether a client number may be texted from a location: opted out by an opt-out word, back in by an opt-in
    word; `changed_at` is the latest change's."""

    __tablename__ = "text_opt_outs"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    phone: Mapped[str] = mapped_column(Text, primary_key=True)
    opted_out: Mapped[bool] = mapped_column(Boolean)
    changed_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
