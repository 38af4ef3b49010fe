from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Identity, Index, Text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from ringbook_common.db import ServiceBase, new_metadata


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


class AuditEntry(Base):
    """One thing that happened on the platform, as the operator's audit log shows it."""

    __tablename__ = "audit_log"
    __table_args__ = (Index("ix_audit_log_occurred_at", "occurred_at"),
                      Index("ix_audit_log_tenant_id", "tenant_id", "occurred_at"))

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    event_id: Mapped[str] = mapped_column(UUID(as_uuid=False), unique=True)
    event_type: Mapped[str] = mapped_column(Text)
    tenant_id: Mapped[str | None] = mapped_column(Text)
    occurred_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    details: Mapped[str] = mapped_column(Text, default="")
