"""What the gateway answers by itself: its health, its readiness and the dev outbox."""

from pydantic import BaseModel, Field


class Status(BaseModel):
    status: str = Field(description="`ok`, or `not ready` (readiness) while the web apps or the bus are not up")


class Health(BaseModel):
    status: str = Field(description="`ok` when every component is, else `degraded` (answered with a 503)")
    components: dict[str, str] = Field(description="Each service, `postgres` and `nats`: `ok`, `down` or `unknown`")


class OutboxMessage(BaseModel):
    channel: str = Field(description="`email` or `sms`")
    to: str
    subject: str = Field(description="Empty for a text message")
    body: str
    sentAt: str = Field(description="When it was sent, ISO 8601 with milliseconds")
