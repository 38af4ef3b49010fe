"""The audit log's sentences: every entry reads as who did what to which salon, never as `key=value`."""

import pytest

from admin.audit.handlers import describe
from admin.audit.sentences import SENTENCES, facts, sentence
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook_common.bus.envelope import new_envelope


def test_an_operators_action_names_the_operator_the_salon_and_how_it_ended():
    assert sentence("admin.provision_agent", "operator=operator:alice, outcome=ok, agentStatus=provisioning, "
                    "agentId=agent_1", "Salon Rosa") == (
        "Operator alice launched Salon Rosa's receptionist; the receptionist is now provisioning.")
    assert sentence("admin.provision_agent", "operator=operator:alice, outcome=failed, status=409, "
                    "error=The receptionist is already live, nothing to launch", "Salon Rosa") == (
        "Operator alice tried to launch Salon Rosa's receptionist, but it was refused: The receptionist is "
        "already live, nothing to launch (409).")
    assert sentence("admin.choose_engine", "operator=operator:bo, outcome=ok, voiceEngine=hosted, understanding=llm",
                    "Salon Rosa") == ("Operator bo switched Salon Rosa's receptionist to the provider's hosted voice "
                                      "engine with an AI model's understanding.")
    assert sentence("admin.text_limit_set", "dailyLimit=80, operator=operator:alice, tenantId=t1", "Salon Rosa") == (
        "Operator alice set Salon Rosa's daily text limit to 80.")
    assert sentence("admin.text_limit_set", "dailyLimit=2500, operator=operator:alice", "Salon Rosa") == (
        "Operator alice set Salon Rosa's daily text limit to 2,500.")
    assert sentence("admin.plan_set", "operator=operator:alice, outcome=ok, locations=3, previous=1",
                    "Salon Rosa") == "Operator alice set Salon Rosa's plan to 3 locations."
    assert sentence("admin.plan_set", "locations=1, operator=operator:bo, tenantId=t1", "Salon Rosa") == (
        "Operator bo set Salon Rosa's plan to 1 location.")


def test_the_salons_events_are_worded_with_their_details():
    assert sentence("booking.appointment_booked", "localStart=2030-03-14T15:30:00, serviceName=Haircut, "
                    "source=phone, tenantId=t1", "Salon Rosa") == (
        "Haircut booked at Salon Rosa for Thu, Mar 14, 2030 at 3:30 PM by phone.")
    assert sentence("booking.appointment_rescheduled", "localStart=2030-03-15T09:05:00-04:00", "Salon Rosa") == (
        "An appointment at Salon Rosa was moved to Fri, Mar 15, 2030 at 9:05 AM.")
    assert sentence("tenants.services_updated", "services=[{'serviceId': 'haircut', 'name': 'Haircut'}, "
                    "{'serviceId': 'colour', 'name': 'Colour'}], tenantId=t1", "Salon Rosa") == (
        "Salon Rosa's services were saved: 2 services on the menu.")
    assert sentence("receptionist.call_ended", "durationSeconds=65, outcome=booked", "Salon Rosa") == (
        "Salon Rosa's receptionist answered a call (1:05), ending in booked.")
    assert sentence("tenants.tenant_created", "timezone=America/New_York", None) == "A salon signed up."
    assert sentence("identity.session_revoked", "allSessions=True, userId=u1", None) == (
        "An owner signed out everywhere.")


@pytest.mark.parametrize("action", sorted(SENTENCES))
def test_no_sentence_dumps_its_facts(action):
    said = sentence(action, "operator=operator:alice, outcome=ok, status=active, tenantId=t1", "Salon Rosa")
    assert "=" not in said and said[0].isupper() and said.endswith(".")


def test_an_event_type_without_words_is_named_in_words():
    assert sentence("booking.calendar_synced", "staffKey=ana, count=3", "Salon Rosa") == (
        "Calendar synced at Salon Rosa.")


def test_a_value_with_commas_is_read_whole():
    assert facts("operator=a, error=Busy, try later, status=503") == {
        "operator": "a", "error": "Busy, try later", "status": "503"}


def test_the_receptionists_setup_and_launch_are_told_step_by_step():
    assert sentence("receptionist.setup_updated", "status=business_info, tenantId=t1", "Salon Rosa") == (
        "Salon Rosa's receptionist setup was saved, now at business info.")
    assert sentence("receptionist.setup_updated", "status=ready", "Salon Rosa") == (
        "Salon Rosa's receptionist setup is complete.")
    assert sentence("receptionist.agent_updated", "status=provisioning, step=buy_number", "Salon Rosa") == (
        "Salon Rosa's receptionist is now provisioning (step: buy number).")
    assert sentence("booking.appointment_cancelled", "cancelledBy=ai_receptionist", "Salon Rosa") == (
        "An appointment at Salon Rosa was cancelled by the AI receptionist.")


def test_a_location_other_than_the_first_is_named_beside_the_salon():
    assert sentence("booking.appointment_booked", "serviceName=Haircut, source=phone", "Salon Rosa", "Oak Street") == (
        "Haircut booked at Salon Rosa (Oak Street) by phone.")
    assert sentence("receptionist.call_ended", "durationSeconds=65", "Salon Rosa", "Oak Street") == (
        "Salon Rosa (Oak Street)'s receptionist answered a call (1:05).")
    assert sentence("tenants.location_saved", "created=True, location={'name': 'Oak Street'}", "Salon Rosa",
                    "Oak Street") == "A location was added at Salon Rosa (Oak Street)."
    assert sentence("tenants.location_saved", "location={'name': 'Salon Rosa'}", "Salon Rosa") == (
        "A location's details were saved at Salon Rosa.")
    assert sentence("booking.calendar_synced", "count=3", "Salon Rosa", "Oak Street") == (
        "Calendar synced at Salon Rosa (Oak Street).")
    # The first location, named as the business, or none at all: the sentence of a one-location salon.
    assert sentence("booking.appointment_booked", "source=phone", "Salon Rosa", "Salon Rosa") == (
        "An appointment booked at Salon Rosa by phone.")
    assert sentence("booking.appointment_booked", "source=phone", "Salon Rosa", None) == (
        "An appointment booked at Salon Rosa by phone.")


def test_texts_are_told_without_the_clients_number_or_words():
    received = new_envelope(receptionist.TextReceived(tenant_id="t1", location_id="l1", phone="+15550100042",
                                                      body="Can I move my 3pm?", message_id="m1"),
                            event_type="receptionist.text_received", tenant_id="t1")
    details = describe(received)
    assert "5550100042" not in details and "3pm" not in details
    assert sentence("receptionist.text_received", details, "Salon Rosa") == "A client texted Salon Rosa."
    assert sentence("receptionist.text_opted_out", "locationId=l1", "Salon Rosa", "Oak Street") == (
        "A client opted out of texts from Salon Rosa (Oak Street).")
    assert sentence("receptionist.text_opted_in", "", "Salon Rosa") == (
        "A client opted back in to texts from Salon Rosa.")
