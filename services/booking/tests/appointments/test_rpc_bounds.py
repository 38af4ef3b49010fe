"""rpc.booking.availability meets the same bounds as the HTTP query: a day outside the bookable years is a 422
refusal with its reason, never a crash the caller hears as "the calendar is unreachable"."""

import pytest

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed

from ..factories import add_staff, set_up_salon
from .test_rpc import ask


@pytest.mark.parametrize("first, last", [("9999-12-31", ""), ("2030-03-14", "9999-12-31"), ("0001-01-01", "")])
async def test_a_day_outside_the_bookable_years_is_refused(bus, app, client, owner, first, last):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    with pytest.raises(RpcFailed) as refused:
        await ask(bus, "availability", rpc.AvailabilityRequest(
            tenant_id=owner.tenant_id, service_id="cut", from_date=first, to_date=last), rpc.AvailabilityReply)
    assert refused.value.status_code == 422
    assert "between the years 2000 and 2100" in refused.value.message
