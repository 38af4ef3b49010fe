import re

from sqlalchemy import ColumnElement, Select, false, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import TenantView
from admin.paging import Page
from ringbook_common import phones

MIN_PHONE_DIGITS = 3

SORTS = {
    "createdAt": (TenantView.created_at, TenantView.tenant_id),
    "name": (TenantView.tenant_name_key, TenantView.tenant_id),
    "ownerEmail": (TenantView.owner_email, TenantView.tenant_id),
    "agentStatus": (TenantView.agent_status, TenantView.tenant_name_key, TenantView.tenant_id),
}


def _like(text: str) -> str:
    return "%" + re.sub(r"([\\%_])", r"\\\1", text) + "%"


def search_filter(search: str) -> ColumnElement[bool] | None:
    """Name or owner e-mail containing the text, or a phone number containing its digits however it is written
    ("(555) 010-1234", "+1 555 010 1234" and "5550101234" all find +15550101234)."""
    text = search.strip()
    if not text:
        return None
    conditions = [TenantView.name.ilike(_like(text)), TenantView.owner_email.ilike(_like(text))]
    digits = phones.digits(text)
    if len(digits) >= MIN_PHONE_DIGITS:
        conditions.append(TenantView.phone_digits.like(_like(digits)))
        # Written with the country code, stored without it (or the other way round: plain containment).
        if len(digits) == 11 and digits.startswith("1"):
            conditions.append(TenantView.phone_digits.like(_like(digits[1:])))
    return or_(*conditions)


def ordered(statement: Select, sort: str) -> Select:
    descending = sort.startswith("-")
    columns = SORTS[sort.lstrip("-")]
    return statement.order_by(*(column.desc() if descending else column.asc() for column in columns))


async def page(session: AsyncSession, *, where: list[ColumnElement[bool] | None], sort: str,
               at: Page) -> tuple[list[TenantView], int]:
    """One page and the total: counted in the same scan (a window count), and again only past the last page."""
    conditions = [condition for condition in where if condition is not None] or [~false()]
    statement = ordered(select(TenantView, func.count().over().label("total")).where(*conditions), sort)
    rows = (await session.execute(statement.offset(at.offset).limit(at.size))).all()
    if rows:
        return [row[0] for row in rows], rows[0][1]
    total = (await session.execute(select(func.count()).select_from(TenantView).where(*conditions))).scalar_one()
    return [], total


def with_phone() -> ColumnElement[bool]:
    return TenantView.phone_number != ""


def with_agent() -> ColumnElement[bool]:
    return TenantView.agent_status != "not_provisioned"
