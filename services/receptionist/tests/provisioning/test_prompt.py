"""The agent's prompt, first line and tools, built from the salon's real data."""

import dataclasses
import uuid

from receptionist.provisioning import prompt
from receptionist.salon import profile as salon_profile
from receptionist.salon.profile import ServiceInfo

from .conftest import ready_salon

BASE = "http://ringbook.test"


async def load(app, owner) -> salon_profile.SalonProfile:
    async with app.state.sessionmaker() as session:
        return await salon_profile.load(session, uuid.UUID(owner.tenant_id))


class TestPrompt:
    async def test_tells_the_agent_the_salons_real_data_and_the_policies(self, app, client, owner):
        await ready_salon(app, owner)
        built = prompt.build(await load(app, owner), BASE)
        text = built.prompt
        for fact in ("You are Ava", "Salon Uno", "12 Main St, Springfield, IL 62701", "America/New_York",
                     "- Monday: 09:00-18:00", "- Saturday: 10:00-16:00", "- Sunday: closed",
                     "- Haircut: 45 minutes, $45", "- Colour: 120 minutes, $120", "- Maria Lopez", "- Sam Lee",
                     "English, Spanish", "Never invent times", "confirm the caller's name and phone number",
                     "offer a call-back", "During business hours only", "front desk with transfer_call",
                     "when the transfer fails, take a message with request_callback"):
            assert fact in text, fact
        assert text.index("Monday") < text.index("Sunday: closed")
        assert built.begin_message == ("Thank you for calling Salon Uno, this is Ava. How can I help you today?")

    async def test_odd_prices_are_said_with_cents(self, app, client, owner):
        await ready_salon(app, owner)
        salon = await load(app, owner)
        salon = dataclasses.replace(salon, services=(ServiceInfo("trim", "Fringe trim", 10, 1250),))
        assert "- Fringe trim: 10 minutes, $12.50" in prompt.general_prompt(salon)

    async def test_the_digest_follows_what_the_provider_is_sent(self, app, client, owner):
        await ready_salon(app, owner)
        salon = await load(app, owner)
        same = prompt.build(salon, BASE)
        assert prompt.build(salon, BASE).digest == same.digest
        cheaper = dataclasses.replace(salon, services=(dataclasses.replace(salon.services[0], price_cents=4000),
                                                       *salon.services[1:]))
        assert prompt.build(cheaper, BASE).digest != same.digest
        assert prompt.build(dataclasses.replace(salon, ai_name="Brian"), BASE).digest != same.digest


class TestTools:
    async def test_seven_functions_end_call_and_a_transfer_to_the_front_desk(self, app, client, owner):
        await ready_salon(app, owner)
        tools = prompt.build(await load(app, owner), BASE).tools
        custom = [tool for tool in tools if tool["type"] == "custom"]
        assert [tool["name"] for tool in custom] == ["get_business_info", "check_availability", "book_appointment",
                                                      "reschedule_appointment", "cancel_appointment",
                                                      "request_callback", "join_waitlist"]
        for tool in custom:
            assert tool["url"] == f"{BASE}/api/receptionist/functions/{tool['name']}"
            assert (tool["method"], tool["speak_during_execution"], tool["timeout_ms"]) == ("POST", True, 10_000)
            assert tool["parameters"]["type"] == "object" and "required" in tool["parameters"]
            assert set(tool["parameters"]["required"]) <= set(tool["parameters"]["properties"])
        by_name = {tool["name"]: tool for tool in tools}
        assert set(by_name["check_availability"]["parameters"]["properties"]) == {"service", "date", "preferred_time",
                                                                               "staff", "appointment_id"}
        assert by_name["book_appointment"]["parameters"]["required"] == ["slot_id", "customer_name"]
        assert by_name["join_waitlist"]["parameters"]["required"] == ["service", "name"]
        assert by_name["request_callback"]["parameters"]["properties"]["urgency"]["enum"] == ["low", "normal",
                                                                                             "urgent"]
        assert by_name["end_call"]["type"] == "end_call"
        assert by_name["transfer_call"]["type"] == "transfer_call"
        assert by_name["transfer_call"]["transfer_destination"] == {"type": "predefined", "number": "+15550100002"}
        assert by_name["transfer_call"]["transfer_option"] == {"type": "cold_transfer"}

    async def test_no_transfer_without_a_front_desk_phone(self, app, client, owner):
        await ready_salon(app, owner)
        salon = dataclasses.replace(await load(app, owner), front_desk_phone="")
        built = prompt.build(salon, BASE)
        assert [tool["type"] for tool in built.tools].count("transfer_call") == 0
        assert "transfer_call" not in built.prompt

    async def test_languages_become_agent_locales(self, app, client, owner):
        await ready_salon(app, owner, languages=("Spanish", "French", "German", "Italian", "Portuguese"))
        salon = await load(app, owner)
        assert prompt.agent_language(salon) == ["en-US", "es-419", "fr-FR", "de-DE", "it-IT", "pt-BR"]
        assert "Languages: English, Spanish, French, German, Italian, Portuguese." in prompt.general_prompt(salon)
        assert prompt.agent_language(dataclasses.replace(salon, additional_languages=())) == "en-US"

    async def test_a_language_not_spoken_yet_is_no_locale_and_its_callers_get_a_call_back(self, app, client, owner):
        await ready_salon(app, owner, languages=("Chinese", "French"))
        salon = await load(app, owner)
        assert prompt.agent_language(salon) == ["en-US", "fr-FR"]
        text = prompt.general_prompt(salon)
        assert "Languages: English, French. Answer in the caller's language" in text
        assert "Chinese" not in text
        assert ("A caller who speaks another language: tell them simply, in English, that the salon will call them "
                "back") in text
        only_english = prompt.general_prompt(dataclasses.replace(salon, additional_languages=("Chinese",)))
        assert "Language: English." in only_english and "Chinese" not in only_english
