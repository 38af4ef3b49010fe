from sqlalchemy.ext.asyncio import AsyncSession

from leads.contact.schemas import ContactCreate
from leads.models import ContactMessage


async def add(session: AsyncSession, *, data: ContactCreate) -> ContactMessage:
    message = ContactMessage(name=data.name, email=data.email, phone=data.phone, business=data.business,
                             message=data.message)
    session.add(message)
    await session.flush()
    return message
