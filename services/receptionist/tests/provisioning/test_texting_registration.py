"""A salon registers for texting from its own numbers: the owner sends the business's legal details once, and the
registration is made at Twilio as an ISV (the business's profiles in Trust Hub, its brand, then its Messaging
Service and campaign), moving on as each review is answered; the salon's numbers text once it is approved, a
toll-free number once its own verification is. The reviews are the fake Twilio's, decided by the test."""

import dataclasses
import json
import uuid

import pytest

from receptionist.models import TextingRegistration
from receptionist.provisioning import worker
from receptionist.registration import progress
from receptionist.texts import keywords
from receptionist.voice.ports import pretty_number
from ringbook.receptionist.v1 import events_pb2

from .conftest import PRIMARY_PROFILE, agent_of, ready_salon, start

PATH = "/api/receptionist/texting/registration"
DETAILS = {
    "legalName": "Uno Hair Studio LLC", "businessType": "llc", "ein": "12-3456789",
    "website": "unohair.example.com", "street": "12 Main St", "streetSecondary": "Suite 4", "city": "Springfield",
    "state": "il", "postalCode": "62701", "contactFirstName": "Ana", "contactLastName": "Uno",
    "contactEmail": "Ana@UnoHair.example.com", "contactPhone": "(217) 555-0134", "contactTitle": "Owner",
    "contactPosition": "ceo"}


@pytest.fixture
def reviewed_app(app, client, trunk_settings):
    """The service as it runs with numbers on our Twilio account."""
    settings, app.state.settings = app.state.settings, trunk_settings
    yield app
    app.state.settings = settings


@pytest.fixture
def every_round(trunk_context):
    """Rounds that ask about everything due at once (a day's wait is not waited for)."""
    quick = trunk_context.settings.model_copy(update={"texting_check_seconds": 0})
    context = dataclasses.replace(trunk_context, settings=quick)

    async def round_() -> int:
        return await progress.check_round(context)
    return round_


def emails_to(app, to: str) -> list[dict]:
    """What the service's messenger delivered to `to` (the dev outbox, one JSON line each, kept for the session)."""
    path = app.state.settings.dev_outbox_path()
    lines = path.read_text().splitlines() if path.exists() else []
    return [entry for entry in map(json.loads, lines) if entry["channel"] == "email" and entry["to"] == to]


async def registration_of(app, owner) -> TextingRegistration:
    async with app.state.sessionmaker() as session:
        return await session.get(TextingRegistration, uuid.UUID(owner.tenant_id))


async def salon_with_number(app, owner, trunk_settings, trunk_context, *, area_code: str = "217") -> str:
    await ready_salon(app, owner, area_code=area_code)
    await start(app, trunk_settings, owner)
    await worker.run_round(trunk_context)
    return (await agent_of(app, owner)).phone_number or ""


async def test_the_owner_sees_what_the_salon_already_says_before_sending_anything(reviewed_app, client, owner):
    await ready_salon(reviewed_app, owner)
    response = await client.get(PATH, headers=owner.headers)
    assert response.status_code == 200, response.text
    shown = response.json()
    assert (shown["status"], shown["details"], shown["numbers"]) == ("none", None, [])
    assert shown["suggested"]["street"] == "12 Main St" and shown["suggested"]["state"] == "IL"


async def test_a_salon_is_registered_brand_then_campaign_and_its_number_then_texts(
        reviewed_app, client, owner, twilio, trunk_settings, trunk_context, every_round, published):
    number = await salon_with_number(reviewed_app, owner, trunk_settings, trunk_context)
    before = len(emails_to(reviewed_app, "owner@salon.example"))
    response = await client.put(PATH, json=DETAILS, headers=owner.headers)
    assert response.status_code == 200, response.text
    sent = response.json()
    assert (sent["status"], sent["stage"]) == ("in_review", "business")
    assert sent["details"]["einLastFour"] == "6789" and "ein" not in sent["details"]
    assert sent["details"]["website"] == "https://unohair.example.com"
    assert sent["details"]["contactPhone"] == "+12175550134" and sent["details"]["state"] == "IL"

    assert await every_round() == 1  # the business's profiles and its brand, sent
    business = twilio.end_user("customer_profile_business_information")
    assert (business["business_name"], business["business_registration_number"], business["business_type"]) == (
        "Uno Hair Studio LLC", "123456789", "Limited Liability Corporation")
    assert twilio.end_user("authorized_representative_1")["job_position"] == "CEO"
    [customer] = [sid for sid, bundle in twilio.state.bundles.items() if bundle["kind"] == "CustomerProfiles"]
    assert PRIMARY_PROFILE in twilio.state.bundles[customer]["assigned"]
    assert {bundle["status"] for bundle in twilio.state.bundles.values()} == {"pending-review"}
    # Twilio writes to us about the reviews, never to the salon.
    assert {bundle["email"] for bundle in twilio.state.bundles.values()} == {"hello@ringbook.app"}
    row = await registration_of(reviewed_app, owner)
    assert (row.stage, row.brand_sid) == ("brand", next(iter(twilio.state.brands)))

    assert await every_round() == 0 and twilio.state.campaigns == {}  # the brand is still in review
    twilio.review_brands("APPROVED")
    assert await every_round() == 1  # the Messaging Service and the campaign
    [service] = twilio.state.services.values()
    assert service["inbound_request_url"] == "http://ringbook.test/api/receptionist/texts/twilio"
    [campaign] = twilio.state.campaigns.values()
    assert campaign["us_app_to_person_usecase"] == "LOW_VOLUME" and "STOP" in campaign["opt_out_keywords"]
    assert campaign["privacy_policy_url"] == "http://ringbook.test/privacy"
    # Carriers are told the words the webhook honours, and the answer HELP really gets.
    assert set(campaign["opt_out_keywords"]) == keywords.OPT_OUT_WORDS
    assert campaign["help_message"] == keywords.help_answer("Salon Uno", pretty_number(number))
    assert all("Reply" in sample for sample in campaign["message_samples"])
    assert (await registration_of(reviewed_app, owner)).stage == "campaign"
    assert (await agent_of(reviewed_app, owner)).texting == "pending"

    twilio.review_campaigns("VERIFIED")
    await every_round()  # approved
    await every_round()  # the number joins the salon's service
    assert twilio.in_service(service["sid"]) == {number}
    shown = (await client.get(PATH, headers=owner.headers)).json()
    assert (shown["status"], shown["approvedAt"] is not None) == ("approved", True)
    assert [(n["texting"], n["tollFree"]) for n in shown["numbers"]] == [("own", False)]
    _, event = await published.next("receptionist.agent_updated", events_pb2.AgentUpdated,
                                    tenant_id=owner.tenant_id, texting="own")
    assert event.phone_number == number
    [told] = emails_to(reviewed_app, "owner@salon.example")[before:]
    assert told["subject"] == "Your number texts now" and "(217) 555-0" in told["body"]


async def test_a_turned_down_brand_is_shown_with_its_reason_corrected_and_sent_again(
        reviewed_app, client, owner, twilio, trunk_settings, trunk_context, every_round):
    await salon_with_number(reviewed_app, owner, trunk_settings, trunk_context)
    before = len(emails_to(reviewed_app, "owner@salon.example"))
    await client.put(PATH, json=DETAILS, headers=owner.headers)
    await every_round()
    refused = await client.put(PATH, json=DETAILS, headers=owner.headers)
    assert refused.status_code == 409 and "with the carriers" in refused.json()["error"]

    twilio.review_brands("FAILED", "The EIN does not match the legal business name")
    await every_round()
    shown = (await client.get(PATH, headers=owner.headers)).json()
    assert (shown["status"], shown["reason"]) == ("rejected", "The EIN does not match the legal business name")
    [told] = emails_to(reviewed_app, "owner@salon.example")[before:]
    assert "The EIN does not match the legal business name" in told["body"] and "Settings" in told["body"]
    await every_round()
    assert len(emails_to(reviewed_app, "owner@salon.example")) == before + 1  # told once

    corrected = await client.put(PATH, json={**DETAILS, "legalName": "Uno Hair Studio, LLC"}, headers=owner.headers)
    assert (corrected.status_code, corrected.json()["status"]) == (200, "in_review")
    await every_round()
    assert len(twilio.state.brands) == 2 and twilio.end_user(
        "customer_profile_business_information")["business_name"] == "Uno Hair Studio, LLC"


async def test_details_twilio_refuses_reject_the_registration_in_its_words(
        reviewed_app, client, owner, twilio, trunk_settings, trunk_context, every_round):
    await salon_with_number(reviewed_app, owner, trunk_settings, trunk_context)
    twilio.state.refuse_business = "website_url is not a reachable website"
    await client.put(PATH, json=DETAILS, headers=owner.headers)
    assert await every_round() == 1
    row = await registration_of(reviewed_app, owner)
    assert (row.status, row.reason) == ("rejected", "Twilio: website_url is not a reachable website")
    assert twilio.state.brands == {}


async def test_twilio_out_of_reach_is_asked_again_and_resumes_where_it_stopped(
        reviewed_app, client, owner, twilio, trunk_settings, trunk_context, every_round):
    await salon_with_number(reviewed_app, owner, trunk_settings, trunk_context)
    await client.put(PATH, json=DETAILS, headers=owner.headers)
    twilio.state.outage = True
    assert await every_round() == 0
    twilio.state.outage = False
    row = await registration_of(reviewed_app, owner)
    assert (row.status, row.stage, row.customer_profile_sid) == ("in_review", "business", None)
    assert await every_round() == 1
    assert (await registration_of(reviewed_app, owner)).stage == "brand"


async def test_a_toll_free_number_is_verified_on_its_own_with_the_salons_details(
        reviewed_app, client, owner, twilio, trunk_settings, trunk_context, every_round):
    twilio.state.empty_area_codes.add("217")
    number = await salon_with_number(reviewed_app, owner, trunk_settings, trunk_context)
    agent = await agent_of(reviewed_app, owner)
    assert (number.startswith("+1833"), agent.texting) == (True, "pending")
    await every_round()
    assert twilio.state.toll_free == {}  # nothing to send before the owner's details

    await client.put(PATH, json=DETAILS, headers=owner.headers)
    await every_round()
    [verification] = twilio.state.toll_free.values()
    assert (verification["businessregistrationnumber"], verification["businessname"], verification["businesstype"]) \
        == ("123456789", "Uno Hair Studio LLC", "PRIVATE_PROFIT")
    assert "customerprofilesid" not in verification  # the salon's own details, not a profile's

    before = len(emails_to(reviewed_app, "owner@salon.example"))
    twilio.review_toll_free("TWILIO_REJECTED", "Opt-in flow is not clear")
    await every_round()
    await every_round()
    [told] = emails_to(reviewed_app, "owner@salon.example")[before:]
    assert "the toll-free number (833) 555-0" in told["body"] and "Opt-in flow is not clear" in told["body"]
    shown = (await client.get(PATH, headers=owner.headers)).json()
    assert [(n["texting"], n["tollFree"], n["problem"]) for n in shown["numbers"]] == [
        ("pending", True, "Opt-in flow is not clear")]

    twilio.review_brands("FAILED", "Website does not work")
    await every_round()
    corrected = await client.put(PATH, json={**DETAILS, "website": "https://uno.example.com"}, headers=owner.headers)
    assert [n["problem"] for n in corrected.json()["numbers"]] == [""]
    await every_round()
    [again] = twilio.state.toll_free.values()  # the one turned down deleted, a new one sent
    assert again["sid"] != verification["sid"] and again["businesswebsite"] == "https://uno.example.com"

    twilio.review_toll_free("TWILIO_APPROVED")
    await every_round()
    assert (await agent_of(reviewed_app, owner)).texting == "own"
    assert emails_to(reviewed_app, "owner@salon.example")[-1]["subject"] == "Your number texts now"


@pytest.mark.parametrize(("listed", "used"), [(("CUSTOMER_CARE", "MIXED"), "MIXED"), (("CUSTOMER_CARE",), None)])
async def test_the_campaign_takes_a_use_case_twilio_lists_for_the_brand(
        reviewed_app, client, owner, twilio, trunk_settings, trunk_context, every_round, listed, used):
    await salon_with_number(reviewed_app, owner, trunk_settings, trunk_context)
    twilio.state.use_cases = listed
    await client.put(PATH, json=DETAILS, headers=owner.headers)
    await every_round()
    twilio.review_brands("APPROVED")
    await every_round()
    row = await registration_of(reviewed_app, owner)
    if used:
        [campaign] = twilio.state.campaigns.values()
        assert (campaign["us_app_to_person_usecase"], row.stage) == (used, "campaign")
    else:
        assert (row.status, twilio.state.campaigns) == ("rejected", {})
        assert "no use case" in row.reason


@pytest.mark.parametrize(("field", "value"), [
    ("ein", "12-345678"), ("state", "ZZ"), ("postalCode", "6270"), ("website", "not a website"),
    ("contactPhone", "12"), ("businessType", "empire"), ("contactPosition", "other"), ("contactEmail", "ana@"),
    ("legalName", "  ")])
async def test_a_detail_carriers_would_refuse_is_a_422_naming_it_and_nothing_is_kept(
        reviewed_app, client, owner, field, value):
    await ready_salon(reviewed_app, owner)
    response = await client.put(PATH, json={**DETAILS, field: value}, headers=owner.headers)
    assert response.status_code == 422, response.text
    assert "error" in response.json()
    assert await registration_of(reviewed_app, owner) is None


async def test_without_our_twilio_account_a_registration_is_approved_at_once(app, client, owner):
    await ready_salon(app, owner)
    response = await client.put(PATH, json=DETAILS, headers=owner.headers)
    assert (response.status_code, response.json()["status"]) == (200, "approved")
    again = await client.put(PATH, json=DETAILS, headers=owner.headers)
    assert again.status_code == 409


async def test_one_salon_never_sees_anothers_registration(reviewed_app, client, owner, make_owner):
    await ready_salon(reviewed_app, owner)
    await client.put(PATH, json=DETAILS, headers=owner.headers)
    other = make_owner()
    await ready_salon(reviewed_app, other)
    shown = (await client.get(PATH, headers=other.headers)).json()
    assert (shown["status"], shown["details"]) == ("none", None)
