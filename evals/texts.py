"""A scenario's conversation by text: each turn is a text from the client's number to the salon's, posted to the
receptionist's webhook through the gateway exactly as Twilio forwards one (signed with the stack's text provider
token). The agent answers within the webhook's request, so each reply is in the thread when the next text goes;
the conversation's transcript is the thread's."""

import asyncio
import time
import uuid
from urllib.parse import urlencode

import httpx

from evals import endstate
from evals.calls import Call
from evals.database import Databases
from evals.salons import Salon, ok
from evals.scenarios import Scenario
from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_devstack.stack import Stack
from ringbook_devstack.text import PATH, form


async def place(stack: Stack, line: httpx.AsyncClient, databases: Databases, salon: Salon,
                scenario: Scenario) -> Call:
    token = (stack.secrets_dir / "text-provider-token").read_text().strip()
    public_url = f"http://localhost:{stack.gateway_port}{PATH}"  # the receptionist's public base URL
    for said in scenario.turns:
        fields = form(to=salon.number, sender=scenario.caller, body=said)
        ok(await line.post(PATH, content=urlencode(fields), headers={
            "content-type": "application/x-www-form-urlencoded",
            SIGNATURE_HEADER: request_signature(public_url, fields, token)}))
    rows = await databases.receptionist.fetch(
        "SELECT t.id AS thread_id, m.direction, m.body FROM text_messages m JOIN text_threads t "
        "ON t.id = m.thread_id WHERE t.tenant_id = $1 AND t.phone = $2 ORDER BY m.at, m.direction",
        salon.tenant_id, scenario.caller)
    thread = str(rows[0]["thread_id"]) if rows else str(uuid.uuid4())
    turns = [{"role": "user" if row["direction"] == "in" else "agent", "text": row["body"]} for row in rows]
    return Call(f"text:{thread}", turns, ended_reason="", language=scenario.language)


async def replies_sent(stack: Stack, databases: Databases, salon: Salon, scenario: Scenario, *, offset: int,
                       at_most: float) -> None:
    """Wait (a while) until booking has sent the client every reply the thread holds: they go out after the
    webhook answered, and one still on its way would land in the next scenario's texts."""
    deadline = time.monotonic() + at_most
    while time.monotonic() < deadline:
        written = await databases.receptionist.fetchval(
            "SELECT count(*) FROM text_messages m JOIN text_threads t ON t.id = m.thread_id "
            "WHERE t.tenant_id = $1 AND t.phone = $2 AND m.direction = 'out'", salon.tenant_id, scenario.caller)
        sent = [text for text in endstate.texts_since(stack.outbox_file, offset) if text.to == scenario.caller]
        if len(sent) >= written:
            return
        await asyncio.sleep(0.1)
