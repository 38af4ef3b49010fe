"""rpc.booking.add_staff: the AI receptionist setup wizard adds the salon's real staff here; rpc.booking.staff_week:
who works when, for a caller's question."""

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from booking.config import Settings
from booking.hours import repository as hours_repository
from booking.hours.rules import Slot
from booking.locations import service as locations
from booking.models import Staff
from booking.rpc_common import tenant_of
from booking.staff import service
from booking.staff.schemas import StaffByName, StaffCreate
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.errors import Invalid, validation_fields

Model = TypeVar("Model", bound=BaseModel)


def _parse(model: type[Model], values: dict[str, Any]) -> Model:
    try:
        return model.model_validate(values)
    except ValidationError as exc:
        fields = validation_fields(exc.errors())
        raise Invalid(next(iter(fields.values()), "Invalid input"), fields=fields) from None


def member_message(staff: Staff) -> rpc.StaffMember:
    return rpc.StaffMember(staff_key=str(staff.id), staff_id=staff.staff_id, name=staff.name,
                           email=staff.email or "", title=staff.title or "", calendar_id=staff.calendar_id,
                           calendar_pending=staff.calendar_pending, phone=staff.phone or "")


async def add_staff(context: ServiceContext[Settings], request: rpc.AddStaffRequest) -> rpc.AddStaffReply:
    tenant_id = tenant_of(request.tenant_id)
    values = {"name": request.name, "email": request.email, "title": request.title, "phone": request.phone}
    async with unit_of_work(context.sessionmaker) as session:
        if request.staff_id:
            staff = await service.provision(session, context.settings, tenant_id=tenant_id,
                                            data=_parse(StaffCreate, {**values, "staffId": request.staff_id}))
        else:
            staff = await service.provision_by_name(session, context.settings, tenant_id=tenant_id,
                                                    data=_parse(StaffByName, values))
    return rpc.AddStaffReply(staff=member_message(staff))


def _clock(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def working_days(week: list[Slot]) -> list[rpc.WorkingDay]:
    """One span per weekday worked: its first start to its last end."""
    spans: dict[int, tuple[int, int]] = {}
    for slot in week:
        start, end = spans.get(slot.dow, (slot.start, slot.end))
        spans[slot.dow] = (min(start, slot.start), max(end, slot.end))
    return [rpc.WorkingDay(weekday=dow, start=_clock(start), end=_clock(end))
            for dow, (start, end) in sorted(spans.items())]


async def staff_week(context: ServiceContext[Settings], request: rpc.StaffWeekRequest) -> rpc.StaffWeekReply:
    tenant_id = tenant_of(request.tenant_id)
    async with unit_of_work(context.sessionmaker) as session:
        location_id = await locations.ensure_exists(session, tenant_id, locations.location_id_of(request.location_id))
        members = await service.list_staff(session, tenant_id=tenant_id)
        weeks = await hours_repository.tenant_week(session, tenant_id=tenant_id, location_id=location_id)
    if location_id != tenant_id:  # another location's staff are those who work there
        members = [member for member in members if member.id in weeks]
    return rpc.StaffWeekReply(staff=[rpc.StaffWeek(staff_id=m.staff_id, name=m.name, title=m.title or "",
                                                   days=working_days(weeks.get(m.id, []))) for m in members])
