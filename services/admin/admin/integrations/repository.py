from datetime import datetime

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import IntegrationCheck


async def save(session: AsyncSession, *, name: str, configured: bool, answered: bool, detail: str,
               checked_at: datetime) -> None:
    values = {"configured": configured, "answered": answered, "detail": detail, "last_checked": checked_at}
    statement = insert(IntegrationCheck).values(name=name, **values)
    await session.execute(statement.on_conflict_do_update(index_elements=["name"], set_=values))


async def all_checks(session: AsyncSession) -> list[IntegrationCheck]:
    # populate_existing: rows this session loaded before an upsert rewrote them are read again, not kept as loaded.
    statement = select(IntegrationCheck).execution_options(populate_existing=True)
    return list((await session.execute(statement)).scalars())
