from datetime import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, Integer, SmallInteger, Text, false, func
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from ringbook_common import clock
from ringbook_common.db import ServiceBase, new_metadata


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


class User(Base):
    """An owner's account. Unverified until the e-mailed code is entered; a tenant id is given at verification."""

    __tablename__ = "users"

    id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    email: Mapped[str] = mapped_column(Text, unique=True)  # trimmed and lower-cased
    full_name: Mapped[str] = mapped_column(Text)
    password_hash: Mapped[str] = mapped_column(Text)
    # Signed up again with another password once the first sign-up had gone stale: which of the two people who
    # typed a password owns the inbox is unknown until one verifies, so neither password is kept then.
    password_contested: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    verified_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    tenant_id: Mapped[str | None] = mapped_column(UUID(as_uuid=False))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now())


class VerificationCode(Base):
    """A 6-digit code for one purpose, stored as a keyed hash; the newest one per user and purpose counts."""

    __tablename__ = "verification_codes"
    __table_args__ = (Index("ix_verification_codes_user_purpose", "user_id", "purpose"),)

    id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    user_id: Mapped[str] = mapped_column(UUID(as_uuid=False), ForeignKey("users.id", ondelete="CASCADE"))
    purpose: Mapped[str] = mapped_column(Text)  # verify_email | reset_password
    code_hash: Mapped[str] = mapped_column(Text)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now())


class AttemptWindow(Base):
    """The attempts one key (an address, an account, a client's IP) made of one kind in its current window: mails
    sent, wrong codes, wrong passwords. Kept for unknown addresses too, so a limit never reveals which exist."""

    __tablename__ = "attempt_windows"

    kind: Mapped[str] = mapped_column(Text, primary_key=True)
    key: Mapped[str] = mapped_column(Text, primary_key=True)
    attempts: Mapped[int] = mapped_column(Integer)
    opened_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))  # with the window's first attempt


class Session(Base):
    __tablename__ = "sessions"
    __table_args__ = (Index("ix_sessions_user_id", "user_id"),)

    id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    token_hash: Mapped[str] = mapped_column(Text, unique=True)
    user_id: Mapped[str] = mapped_column(UUID(as_uuid=False), ForeignKey("users.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class TenantProfile(Base):
    """What identity knows of a tenant, from the tenants service's events (for whoami)."""

    __tablename__ = "tenant_profiles"

    tenant_id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    name: Mapped[str | None] = mapped_column(Text)
    onboarding_complete: Mapped[bool] = mapped_column(Boolean, default=False)


class LocationProfile(Base):
    """One of a tenant's locations as identity keeps it from tenants' `location_saved` (whoami lists them)."""

    __tablename__ = "location_profiles"

    tenant_id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    location_id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    position: Mapped[int] = mapped_column(SmallInteger)
