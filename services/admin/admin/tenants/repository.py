import re

from sqlalchemy import ColumnElement, Select, false, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import TenantProfile
from admin.paging import Page
from ringbook_common import phones

MIN_PHONE_DIGITS = 3

SORTS = {
    "createdAt": (TenantProfile.created_at, TenantProfile.tenant_id),
    "name": (TenantProfile.tenant_name_key, TenantProfile.tenant_id),
    "ownerEmail": (TenantProfile.owner_email, TenantProfile.tenant_id),
    "agentStatus": (TenantProfile.agent_status, TenantProfile.tenant_name_key, TenantProfile.tenant_id),
}


def _like(text: str) -> str:
    return "%" + re.sub(r"([\\%_])", r"\\\1", text) + "%"


def search_filter(search: str) -> ColumnElement[bool] | None:
    """Name or owner e-mail containing the text, or a phone number containing its digits however it is written
    ("(555) 010-1234", "+1 555 010 1234" and "5550101234" all find +15550101234)."""
    text = search.strip()
    if not text:
        return None
    conditions = [TenantProfile.name.ilike(_like(text)), TenantProfile.owner_email.ilike(_like(text))]
    digits = phones.digits(text)
    if len(digits) >= MIN_PHONE_DIGITS:
        conditions.append(TenantProfile.phone_digits.like(_like(digits)))
        # Written with the country code, stored without it (or the other way round: plain containment).
        if len(digits) == 11 and digits.startswith("1"):
            conditions.append(TenantProfile.phone_digits.like(_like(digits[1:])))
    return or_(*conditions)


def ordered(statement: Select, sort: str) -> Select:
    descending = sort.startswith("-")
    columns = SORTS[sort.lstrip("-")]
    return statement.order_by(*(column.desc() if descending else column.asc() for column in columns))


async def page(session: AsyncSession, *, where: list[ColumnElement[bool] | None], sort: str,
               at: Page) -> tuple[list[TenantProfile], int]:
    """One page and the total: counted in the same scan (a window count), and again only past the last page."""
    conditions = [condition for condition in where if condition is not None] or [~false()]
    statement = ordered(select(TenantProfile, func.count().over().label("total")).where(*conditions), sort)
    rows = (await session.execute(statement.offset(at.offset).limit(at.size))).all()
    if rows:
        return [row[0] for row in rows], rows[0][1]
    total = (await session.execute(select(func.count()).select_from(TenantProfile).where(*conditions))).scalar_one()
    return [], total


def with_phone() -> ColumnElement[bool]:
    return TenantProfile.phone_number != ""


def with_agent() -> ColumnElement[bool]:
    return TenantProfile.agent_status != "not_provisioned"
