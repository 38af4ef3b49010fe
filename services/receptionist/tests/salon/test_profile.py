"""The salon as the receptionist knows it: kept from events, loaded as one profile."""

import uuid

from receptionist.salon import profile
from receptionist.salon.handlers import on_tenant_created, on_tenant_updated, on_user_verified
from ringbook.identity.v1 import events_pb2 as identity
from ringbook.tenants.v1 import events_pb2 as tenants

from ..factories import add_staff, apply_event, remove_staff, set_up_salon


async def load(app, owner) -> profile.SalonProfile:
    async with app.state.sessionmaker() as session:
        return await profile.load(session, uuid.UUID(owner.tenant_id))


async def test_events_build_the_profile(app, client, owner):
    keys = await set_up_salon(app, owner, staff=(("maria", "Maria Lopez"), ("sam", "Sam Lee")))
    found = await load(app, owner)
    assert (found.name, found.timezone, found.address) == ("Salon Uno", "America/New_York", "12 Main St, Springfield")
    assert (found.owner_email, found.front_desk_phone) == ("owner@salon.example", "+15550100002")
    assert [(s.service_id, s.name, s.duration_min, s.price_cents) for s in found.services] == [
        ("haircut", "Haircut", 45, 4500), ("colour", "Colour", 120, 12000)]
    assert [s.name for s in found.staff] == ["Maria Lopez", "Sam Lee"]
    assert (found.ai_name, found.voice, found.setup_status) == ("Brian", "male", "not_started")
    # The salon's week, as tenants publishes it: Monday to Saturday 9-6, closed on Sundays.
    assert found.hours[1] == profile.DayHours("09:00", "18:00", False) and found.hours[0].closed

    await remove_staff(app, owner, "sam", keys["sam"])
    await add_staff(app, owner, "ana", "Ana Ruiz")
    assert [s.staff_id for s in (await load(app, owner)).staff] == ["maria", "ana"]


async def test_an_unknown_tenant_has_an_empty_profile(app, client, owner):
    found = await load(app, owner)
    assert (found.name, found.services, found.staff, found.full_address) == ("", (), (), "")


async def test_the_owners_email_arrives_whichever_event_comes_first(app, client, make_owner):
    verified_first, created_first = make_owner(), make_owner()

    async def verify(owner, email: str) -> None:
        await apply_event(app, on_user_verified, identity.UserVerified(
            user_id=str(uuid.uuid4()), tenant_id=owner.tenant_id, email=email), "identity.user_verified",
            owner.tenant_id)

    # The tenant made before the verification was applied carries no e-mail; it must not blank the one known.
    await verify(verified_first, "first@salon.example")
    await set_up_salon(app, verified_first, owner_email="")
    await set_up_salon(app, created_first, owner_email="")
    await verify(created_first, "second@salon.example")
    await verify(created_first, "later@salon.example")  # an e-mail once known is kept
    assert (await load(app, verified_first)).owner_email == "first@salon.example"
    assert (await load(app, created_first)).owner_email == "second@salon.example"


async def test_a_salon_whose_events_carry_no_week_is_open_every_day_from_start_to_end(app, client, owner):
    await apply_event(app, on_tenant_created, tenants.TenantCreated(
        tenant_id=owner.tenant_id, owner_user_id=str(uuid.uuid4()), name="Salon Old", timezone="America/New_York",
        hours_start="10:00", hours_end="19:00"), "tenants.tenant_created", owner.tenant_id)
    found = await load(app, owner)
    assert set(found.hours.values()) == {profile.DayHours("10:00", "19:00", False)}


async def test_the_week_follows_tenants_events(app, client, owner):
    await set_up_salon(app, owner)
    week = [tenants.OpeningDay(weekday=day, open="10:00", close="16:00", closed=day in (0, 1)) for day in range(7)]
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", hours_start="10:00",
        hours_end="16:00", week=week), "tenants.tenant_updated", owner.tenant_id)
    found = await load(app, owner)
    assert found.hours[6] == profile.DayHours("10:00", "16:00", False) and found.hours[1].closed


async def settings_address(app, owner, line: str) -> None:
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", address=line,
        hours_start="09:00", hours_end="18:00"), "tenants.tenant_updated", owner.tenant_id)


async def test_the_address_callers_are_told_is_tenants_and_the_wizards_parts_follow_it(app, client, owner):
    await set_up_salon(app, owner)
    await settings_address(app, owner, "500 Congress Ave, Suite 2, Austin, TX 78701")
    found = await load(app, owner)
    assert found.full_address == "500 Congress Ave, Suite 2, Austin, TX 78701"
    assert (found.location, found.city, found.state, found.zip_code) == (
        "500 Congress Ave, Suite 2", "Austin", "TX", "78701")

    await settings_address(app, owner, "12 Elm St, Springfield")
    found = await load(app, owner)
    assert found.full_address == "12 Elm St, Springfield"
    assert (found.location, found.city, found.state, found.zip_code) == ("12 Elm St", "Springfield", "", "")


async def test_the_week_a_tenant_was_created_with_never_replaces_one_kept_since(app, client, owner):
    later = [tenants.OpeningDay(weekday=day, open="10:00", close="16:00", closed=day == 1) for day in range(7)]
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", hours_start="10:00",
        hours_end="16:00", week=later), "tenants.tenant_updated", owner.tenant_id)
    await apply_event(app, on_tenant_created, tenants.TenantCreated(
        tenant_id=owner.tenant_id, owner_user_id=str(uuid.uuid4()), name="Salon Uno", timezone="America/New_York",
        hours_start="09:00", hours_end="18:00",
        week=[tenants.OpeningDay(weekday=day, open="09:00", close="18:00") for day in range(7)]),
        "tenants.tenant_created", owner.tenant_id)
    found = await load(app, owner)
    assert found.hours[1].closed and found.hours[2] == profile.DayHours("10:00", "16:00", False)
