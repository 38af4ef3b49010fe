"""After launch: every answer can be saved again and reaches the live agent (the status says while it is on its
way), and a new number is had only by asking for one (POST /api/receptionist/phone-number)."""

from .steps import BUSINESS_INFO, ready_to_launch
from .test_status import unique_number


async def launched(owner, wizard_db) -> str:
    """A receptionist live at a number, as the provisioning worker leaves it."""
    await ready_to_launch(owner)
    assert (await owner.post("/provision")).status_code == 202
    number = unique_number()
    await wizard_db.execute("UPDATE agents SET status = 'active', step = 'done', llm_id = 'llm_1', "
                            "agent_id = :agent, phone_number = :number, number_bound = true, "
                            "number_area_code = '217' WHERE tenant_id = :tenant",
                            agent=f"agent_{number}", number=number, tenant=owner.tenant_id)
    await wizard_db.execute("UPDATE setups SET status = 'ready' WHERE tenant_id = :tenant", tenant=owner.tenant_id)
    return number


class TestEditing:
    async def test_answers_saved_after_launch_are_kept_and_marked_for_the_live_agent(self, wizard_owner, wizard_db):
        number = await launched(wizard_owner, wizard_db)
        await wizard_db.execute("DELETE FROM prompt_changes WHERE tenant_id = :tenant", tenant=wizard_owner.tenant_id)
        edited = {**BUSINESS_INFO, "aiName": "Sofia", "voiceId": "male", "areaCode": "646",
                  "additionalLanguages": ["French"], "location": "99 Elm St"}
        saved = await wizard_owner.save("/business-info", edited)
        assert saved["status"] == "ready"
        status = await wizard_owner.status()
        info = status["businessInfo"]
        assert (info["aiName"], info["voiceId"], info["areaCode"], info["location"]) == (
            "Sofia", "male", "646", "99 Elm St")
        assert info["additionalLanguages"] == ["French"]
        # The area code alone changes no number.
        assert (status["status"], status["phoneNumber"], status["numberAreaCode"]) == ("ready", number, "217")
        assert status["receptionistUpdating"] is True
        assert await wizard_db.count_where("prompt_changes", wizard_owner.tenant_id) == 1


    async def test_a_service_added_after_launch_is_marked_for_the_live_agent_at_once(self, wizard_owner, wizard_db):
        await launched(wizard_owner, wizard_db)
        await wizard_db.execute("DELETE FROM prompt_changes WHERE tenant_id = :tenant", tenant=wizard_owner.tenant_id)
        await wizard_owner.save("/services", {"services": [{"name": "Blow Dry", "durationMin": 30, "price": 30}]})
        assert (await wizard_owner.status())["receptionistUpdating"] is True


class TestNewNumber:
    async def test_a_new_number_is_had_only_when_asked_for(self, wizard_owner, wizard_db):
        number = await launched(wizard_owner, wizard_db)
        response = await wizard_owner.post("/phone-number", {"areaCode": "646"})
        assert response.status_code == 202 and response.json() == {"ok": True, "status": "ready"}
        [agent] = await wizard_db.rows("SELECT status, step, phone_number, old_phone_number FROM agents "
                                       "WHERE tenant_id = :tenant", tenant=wizard_owner.tenant_id)
        assert dict(agent) == {"status": "provisioning", "step": "buy_number", "phone_number": number,
                               "old_phone_number": number}
        status = await wizard_owner.status()
        assert (status["status"], status["receptionistActive"], status["replacingNumber"]) == ("ready", True, number)
        assert status["receptionistUpdating"] is True and status["businessInfo"]["areaCode"] == "646"

        again = await wizard_owner.post("/phone-number", {"areaCode": "646"})
        assert again.status_code == 409 and "on its way" in again.json()["error"]

    async def test_before_launch_there_is_no_number_to_replace(self, wizard_owner):
        await ready_to_launch(wizard_owner)
        response = await wizard_owner.post("/phone-number", {"areaCode": "646"})
        assert response.status_code == 409
        assert response.json() == {"error": "Your AI receptionist has no number yet: launch it first."}

    async def test_an_area_code_must_be_three_digits(self, wizard_owner, wizard_db):
        await launched(wizard_owner, wizard_db)
        response = await wizard_owner.post("/phone-number", {"areaCode": "64"})
        assert response.status_code == 422 and "areaCode" in response.json()["fields"]
