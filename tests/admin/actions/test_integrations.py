"""The receptionist, the real one over NATS, answers for the voice provider its agents run on."""


class TestIntegrationsFromTheReceptionist:
    async def test_the_voice_provider_is_the_one_the_receptionist_uses(self, client, operator_headers,
                                                                       receptionist):
        items = (await client.get("/api/admin/integrations", headers=operator_headers,
                                  params={"refresh": "1"})).json()
        voice = next(item for item in items if item["key"] == "voice_provider")
        assert (voice["status"], voice["detail"]) == ("configured", "local")
        # Booking and identity are not running here: theirs say so, and the answer is still a 200.
        assert {item["status"] for item in items if item["key"] != "voice_provider"} == {"no_answer"}

    async def test_the_overview_stops_warning_about_what_was_checked(self, client, operator_headers, receptionist):
        await client.get("/api/admin/integrations", headers=operator_headers, params={"refresh": "1"})
        alerts = (await client.get("/api/admin/overview", headers=operator_headers)).json()["alerts"]
        assert not any(alert["message"].startswith("Voice provider") for alert in alerts)
