"""Only the voice provider, signing with our key within five minutes, may call the agent's functions."""

import json
import time

import pytest

from receptionist import signatures
from services.receptionist.tests.conftest import VOICE_KEY


class TestSignature:
    def test_sign_then_verify(self):
        raw = b'{"name":"x"}'
        now = int(time.time() * 1000)
        header = signatures.sign(raw, VOICE_KEY, now)
        assert header.startswith(f"v={now},d=") and len(header.split("d=")[1]) == 64
        assert signatures.verify(raw, VOICE_KEY, header, now + 299_000, 300)
        assert not signatures.verify(raw, VOICE_KEY, header, now + 301_000, 300)
        assert not signatures.verify(raw + b" ", VOICE_KEY, header, now, 300)
        assert not signatures.verify(raw, "another-key", header, now, 300)
        assert not signatures.verify(raw, "", header, now, 300)
        assert not signatures.verify(raw, VOICE_KEY, header.upper(), now, 300)
        assert not signatures.verify(raw, VOICE_KEY, None, now, 300)

    def test_matches_the_providers_documented_check(self):
        # providers.md §1.6: hex HMAC-SHA256(key, raw body + decimal timestamp).
        import hashlib
        import hmac
        raw, stamp = b'{"a":1}', 1_700_000_000_000
        digest = hmac.new(VOICE_KEY.encode(), raw + str(stamp).encode(), hashlib.sha256).hexdigest()
        assert signatures.sign(raw, VOICE_KEY, stamp) == f"v={stamp},d={digest}"


class TestRefusals:
    @pytest.mark.parametrize("how", ["unsigned", "malformed", "stale", "future", "forged", "wrong_key"])
    async def test_function_call_refused(self, phone, db, how):
        raw = json.dumps({"name": "request_callback", "call": phone.call_object("call-sig"),
                          "args": {"name": "Jane", "reason": "price"}}).encode()
        now = int(time.time() * 1000)
        headers = {
            "unsigned": {"content-type": "application/json"},
            "malformed": {signatures.HEADER: "v=abc,d=123"},
            "stale": phone.signed(raw, at_ms=now - 301_000),
            "future": phone.signed(raw, at_ms=now + 301_000),
            "forged": {signatures.HEADER: f"v={now},d={'0' * 64}"},
            "wrong_key": phone.signed(raw, key="key_someone_else"),
        }[how]
        response = await phone.client.post("/api/receptionist/functions/request_callback", content=raw,
                                           headers=headers)
        assert response.status_code == 401 and response.json()["error"]
        assert await db.count("callbacks") == 0 and await db.count("function_calls") == 0

    async def test_a_body_changed_after_signing_is_refused(self, phone):
        raw = json.dumps({"name": "get_business_info", "call": phone.call_object("call-sig"), "args": {}}).encode()
        headers = phone.signed(raw)
        response = await phone.client.post("/api/receptionist/functions/get_business_info",
                                           content=raw.replace(b"call-sig", b"call-sog"), headers=headers)
        assert response.status_code == 401

    async def test_webhook_refused_unsigned_and_stale(self, phone, db):
        call = phone.call_object("call-sig", call_status="ended", duration_ms=1000)
        raw = json.dumps({"event": "call_ended", "call": call}).encode()
        assert (await phone.webhook("call_ended", call, headers={})).status_code == 401
        stale = phone.signed(raw, at_ms=int(time.time() * 1000) - 600_000)
        response = await phone.client.post("/api/receptionist/webhooks/voice", content=raw, headers=stale)
        assert response.status_code == 401 and response.json()["error"]
        assert await db.count("calls") == 0

    async def test_slightly_old_but_within_the_window_is_accepted(self, phone):
        raw = json.dumps({"name": "get_business_info", "call": phone.call_object("call-ok"), "args": {}}).encode()
        headers = phone.signed(raw, at_ms=int(time.time() * 1000) - 240_000)
        response = await phone.client.post("/api/receptionist/functions/get_business_info", content=raw,
                                           headers=headers)
        assert response.status_code == 200 and response.json()["ok"] is True


class TestRouting:
    async def test_unknown_agent_and_number_is_404(self, phone):
        call = {**phone.call_object("call-x"), "agent_id": "agent_nobody", "to_number": "+18005559999"}
        response = await phone.send("get_business_info", call=call)
        assert response.status_code == 404 and response.json()["error"]

    async def test_the_number_dialled_finds_the_salon_when_the_agent_is_unknown(self, phone):
        call = {**phone.call_object("call-x"), "agent_id": ""}
        assert (await phone.function("get_business_info", call=call))["name"] == "Salon Uno"

    async def test_unknown_function_and_mismatched_name(self, phone):
        assert (await phone.send("make_coffee")).status_code == 404
        raw = json.dumps({"name": "cancel_appointment", "call": phone.call_object("c"), "args": {}}).encode()
        response = await phone.client.post("/api/receptionist/functions/get_business_info", content=raw,
                                           headers=phone.signed(raw))
        assert response.status_code == 400

    async def test_missing_call_object_is_400(self, phone):
        raw = json.dumps({"name": "get_business_info", "args": {}}).encode()
        response = await phone.client.post("/api/receptionist/functions/get_business_info", content=raw,
                                           headers=phone.signed(raw))
        assert response.status_code == 400 and response.json()["error"]

    @pytest.mark.parametrize("text", ["\u0000", "\ud800"], ids=["nul", "lone-surrogate"])
    async def test_text_the_database_cannot_store_is_400(self, phone, db, text):
        call = {**phone.call_object(f"call-{text}"), "agent_id": f"agent{text}"}
        assert (await phone.send("request_callback", {"name": "Jane", "reason": text}, call=call)).status_code == 400
        response = await phone.webhook("call_ended", {**phone.call_object("call-ok"), "transcript": text})
        assert response.status_code == 400
        assert response.json() == {"error": "The request body holds characters we can't accept"}
        assert await db.count("callbacks") == 0 and await db.count("calls") == 0
