"""Texts to a salon's number through the gateway, as Twilio forwards them (signed with the stack's text provider
token, over the public URL): STOP opts the number out of the salon's texts and booking stops texting it, HELP is
answered, START restores texting."""

import asyncio
import subprocess
import sys
import time
from datetime import date, datetime, timedelta
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_common.testing.wait import eventually
from ringbook_devstack.text import PATH, form, replies

CLIENT = "+15550108811"
OTHER_CLIENT = "+15550108812"


def next_wednesday() -> date:
    today = datetime.now(ZoneInfo("America/New_York")).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


async def text(gateway, stack, *, to: str, sender: str, body: str) -> list[str]:
    """The replies the client gets."""
    fields = form(to=to, sender=sender, body=body)
    public_url = f"http://localhost:{stack.gateway_port}{PATH}"  # the receptionist's public base URL
    token = (stack.secrets_dir / "text-provider-token").read_text().strip()
    response = await gateway.post(PATH, content=urlencode(fields), headers={
        "content-type": "application/x-www-form-urlencoded",
        SIGNATURE_HEADER: request_signature(public_url, fields, token)})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/xml")
    return replies(response.text)


async def calls_seen_by_booking(owner, count: int, voice_call, number: str) -> None:
    """A call reported after the texts: booking reads the receptionist's events in order, so once its figures show
    the call, every opt-out before it is applied too."""
    async with voice_call(number, caller="+15550108899") as provider:
        ended = int(time.time() * 1000)
        await provider.webhook("call_ended", call_status="ended", start_timestamp=ended - 30_000,
                               end_timestamp=ended, duration_ms=30_000, disconnection_reason="user_hangup")

    async def counted() -> bool:
        figures = (await owner.get("/api/dashboard/analytics")).json()
        return figures.get("totalCalls", 0) >= count
    await eventually(counted)


async def book(owner, phone: str, day: date, index: int) -> None:
    slots = (await owner.get("/api/availability", params={
        "serviceId": "haircut", "from": day.isoformat(), "to": day.isoformat()})).json()["slots"]
    booked = await owner.post("/api/appointments", json={
        "slotId": slots[index]["slotId"], "customerName": "Jane Doe", "customerPhone": phone})
    assert booked.status_code == 201, booked.text


async def texts_to(owner, phone: str, count: int) -> list[dict]:
    async def sent() -> list[dict] | None:
        found = (await owner.get("/dev/outbox", params={"to": phone})).json()
        return found if len(found) >= count else None
    return await eventually(sent)


async def test_stop_help_and_start_through_the_gateway(gateway, stack, owner_session, configure_salon,
                                                       launch_receptionist, voice_call):
    async with owner_session(name="Tess Texter") as owner:
        await configure_salon(owner, name="Salon Texto")
        number = (await launch_receptionist(owner))["phoneNumber"]

        assert await text(gateway, stack, to=number, sender=CLIENT, body="STOP") == []
        [help_reply] = await text(gateway, stack, to=number, sender=OTHER_CLIENT, body="help")
        assert help_reply.startswith("Salon Texto: ") and "Reply STOP to opt out." in help_reply
        assert await text(gateway, stack, to=number, sender=CLIENT, body="hello?") == []
        await calls_seen_by_booking(owner, 1, voice_call, number)

        day = next_wednesday()
        await book(owner, CLIENT, day, 0)
        await book(owner, OTHER_CLIENT, day, 1)
        # The other client's confirmation went out after the opted-out client's job came due: none for them.
        [confirmation] = await texts_to(owner, OTHER_CLIENT, 1)
        assert confirmation["body"].startswith("You're booked")
        assert (await owner.get("/dev/outbox", params={"to": CLIENT})).json() == []

        assert await text(gateway, stack, to=number, sender=CLIENT, body="START") == []
        await calls_seen_by_booking(owner, 2, voice_call, number)
        await book(owner, CLIENT, day, 2)
        [confirmation] = await texts_to(owner, CLIENT, 1)
        assert confirmation["body"].startswith("You're booked")


async def make_text(stack, *args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "ringbook_devstack.text", "--base-url", f"http://localhost:{stack.gateway_port}",
               "--token-file", str(stack.secrets_dir / "text-provider-token"), *args]
    return await asyncio.to_thread(subprocess.run, command, capture_output=True, text=True, timeout=60)


async def test_make_text_sends_as_twilio_would_and_prints_the_reply(stack, owner_session, configure_salon,
                                                                      launch_receptionist):
    async with owner_session(name="Cli Texter") as owner:
        await configure_salon(owner, name="Salon Terminal")
        number = (await launch_receptionist(owner))["phoneNumber"]
    helped = await make_text(stack, "--to", number, "--from", "+15550108813", "--", "HELP")
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith("Reply: Salon Terminal: ")
    answered = await make_text(stack, "--to", number, "--from", "+15550108813", "--", "what", "are", "your", "hours?")
    assert answered.returncode == 0, answered.stderr
    assert answered.stdout.startswith("Reply: ") and answered.stdout != helped.stdout  # the agent's, sent by booking
    quiet = await make_text(stack, "--to", number, "--from", "+15550108814", "--wait", "1", "--", "STOP")
    assert (quiet.returncode, quiet.stdout) == (0, "(no reply)\n")
    forged = await make_text(stack, "--to", number, "--token-file", "/dev/null", "--", "hi")
    assert forged.returncode == 2 and "The text was refused: This request is not signed by Twilio" in forged.stderr


async def test_a_forged_text_is_refused_at_the_gateway(gateway):
    fields = form(to="+18005550100", sender=CLIENT, body="STOP")
    response = await gateway.post(PATH, content=urlencode(fields), headers={
        "content-type": "application/x-www-form-urlencoded", SIGNATURE_HEADER: "bm90LWEtc2lnbmF0dXJl"})
    assert response.status_code == 401
    assert "error" in response.json()
