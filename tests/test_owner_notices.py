"""A call-back reaches the owner by e-mail even when the call comes before the receptionist has heard the owner's
verified e-mail (identity's user_verified is still on its way): the receptionist asks identity then."""

import pytest
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.testing.wait import eventually


@pytest.fixture
async def receptionist_db(stack):
    engine = create_engine(stack.database_url("receptionist"))
    yield engine
    await engine.dispose()


async def kept_owner_email(engine, tenant_id: str) -> str:
    async with engine.connect() as connection:
        return (await connection.execute(text("SELECT owner_email FROM tenant_profiles WHERE tenant_id = :id"),
                                         {"id": tenant_id})).scalar_one()


async def forget_owner_email(engine, tenant_id: str) -> None:
    """The salon's copy as it stands before identity's user_verified reached the receptionist."""
    async with engine.begin() as connection:
        await connection.execute(text("UPDATE tenant_profiles SET owner_email = '' WHERE tenant_id = :id"),
                                 {"id": tenant_id})


async def test_a_call_back_filed_before_the_receptionist_knows_the_owners_email_is_still_emailed(
        owner_session, configure_salon, launch_receptionist, voice_call, gateway, receptionist_db):
    async with owner_session(name="Nadia Owner") as owner:
        tenant_id = await configure_salon(owner, name="Early Call Salon")
        number = (await launch_receptionist(owner))["phoneNumber"]
        email = (await owner.get("/portal/whoami")).json()["user"]["email"]
    await eventually(lambda: kept_owner_email(receptionist_db, tenant_id))
    await forget_owner_email(receptionist_db, tenant_id)

    async with voice_call(number, caller="+14155550179") as call:
        answer = await call.function("request_callback", name="Omar Early", reason="a colour quote")
    assert answer["ok"], answer

    async def mailed() -> list[dict] | None:
        messages = (await gateway.get("/dev/outbox", params={"to": email})).json()
        return [m for m in messages if m["subject"] == "Call-back request from Omar Early"] or None
    [mail] = await eventually(mailed)
    assert "a colour quote" in mail["body"]
    assert await kept_owner_email(receptionist_db, tenant_id) == email  # kept: the next notice asks nobody
