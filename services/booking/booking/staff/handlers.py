"""rpc.booking.add_staff: the AI receptionist setup wizard adds the salon's real staff here."""

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

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
        fields = validation_fields(list(exc.errors()))
        raise Invalid(next(iter(fields.values()), "Invalid input"), fields=fields) from None


def member_message(staff: Staff) -> rpc.StaffMember:
    return rpc.StaffMember(staff_key=str(staff.id), staff_id=staff.staff_id, name=staff.name,
                           email=staff.email or "", title=staff.title or "", calendar_id=staff.calendar_id,
                           calendar_pending=staff.calendar_pending)


async def add_staff(context: ServiceContext, request: rpc.AddStaffRequest) -> rpc.AddStaffReply:
    tenant_id = tenant_of(request.tenant_id)
    values = {"name": request.name, "email": request.email, "title": request.title}
    async with unit_of_work(context.sessionmaker) as session:
        if request.staff_id:
            staff = await service.provision(session, context.settings, tenant_id=tenant_id,
                                            data=_parse(StaffCreate, {**values, "staffId": request.staff_id}))
        else:
            staff = await service.provision_by_name(session, context.settings, tenant_id=tenant_id,
                                                    data=_parse(StaffByName, values))
    return rpc.AddStaffReply(staff=member_message(staff))
