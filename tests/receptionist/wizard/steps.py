"""The wizard's steps as an owner takes them."""

from ringbook_common.testing.wait import eventually

CUT = {"name": "Haircut", "durationMin": 45, "price": 45}
COLOUR = {"name": "Colour", "durationMin": 120, "price": 120}
BUSINESS_INFO = {
    "location": "12 Main St", "city": "Springfield", "state": "IL", "zipCode": "62701", "areaCode": "217",
    "aiName": "Ava", "voiceId": "female", "additionalLanguages": ["Spanish"],
    "operatingHours": {"0": {"open": "09:00", "close": "17:00", "closed": True},
                       **{str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(1, 7)}},
}
# What the wizard answers for BUSINESS_INFO: every language in it spoken.
SAVED_INFO = {**BUSINESS_INFO, "unsupportedLanguages": []}
MARIA = {"name": "Maria Lopez", "title": "Senior Stylist", "email": "maria@salon.example"}


async def with_catalogue(owner, services=(CUT, COLOUR)) -> list[dict]:
    """Services saved on the portal's Services page, once booking offers them as event types."""
    await owner.put_services(list(services))

    async def offered() -> list[dict]:
        found = await owner.booking_event_types()
        return found if len(found) == len(services) else []
    return await eventually(offered)


async def ready_to_launch(owner) -> None:
    """Every step saved, in the wizard's order."""
    await with_catalogue(owner)
    await owner.save("/event-types", {"defaultEventTypeId": "haircut", "serviceEventTypeMappings": []})
    await owner.save("/business-info", BUSINESS_INFO)
    await owner.save("/staff", MARIA, expected=201)
    await owner.save("/services", {"services": [CUT, COLOUR]})
