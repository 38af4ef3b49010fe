"""`make text`: text a salon's number on the local stack as Twilio would forward it: the same form fields, signed
with the dev stack's text provider token exactly as Twilio signs with the account's auth token, posted to the
receptionist's webhook through the gateway. Prints the reply the client would get: the answer in the webhook's
response (HELP), or the agent's reply, which booking sends (read back from the dev outbox).

Exits 0 when the text was taken (answered or not), 2 when it was refused or nothing answers."""

import argparse
import os
import re
import secrets
import sys
import time
from pathlib import Path
from xml.sax.saxutils import unescape

import httpx

from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_devstack.stack import REPO_ROOT

PATH = "/api/receptionist/texts/twilio"
OUTBOX = "/dev/outbox"
REPLY_WAIT_SECONDS = 20.0  # booking's job loop sends queued texts every few seconds


def form(*, to: str, sender: str, body: str) -> list[tuple[str, str]]:
    """The fields Twilio posts for an inbound SMS (providers.md §7.1)."""
    sid = "SM" + secrets.token_hex(16)
    return [("ToCountry", "US"), ("SmsMessageSid", sid), ("NumMedia", "0"), ("SmsSid", sid), ("SmsStatus", "received"),
            ("Body", body), ("To", to), ("NumSegments", "1"), ("MessageSid", sid), ("AccountSid", "AC" + "0" * 32),
            ("From", sender), ("ApiVersion", "2010-04-01")]


def send_text(client: httpx.Client, token: str, *, to: str, sender: str, body: str) -> httpx.Response:
    fields = form(to=to, sender=sender, body=body)
    signature = request_signature(str(client.base_url).rstrip("/") + PATH, fields, token)
    return client.post(PATH, data=dict(fields), headers={SIGNATURE_HEADER: signature})


def replies(twiml: str) -> list[str]:
    """The texts of the answer's `<Message>` elements (our own TwiML: no attributes, no nested elements)."""
    return [unescape(message) for message in re.findall(r"<Message>(.*?)</Message>", twiml, re.DOTALL)]


def sent_to(client: httpx.Client, number: str) -> list[dict]:
    """The texts the dev outbox holds for this number (none when the stack has no dev outbox)."""
    response = client.get(OUTBOX, params={"to": number})
    found = response.json() if response.status_code == 200 else []
    if not isinstance(found, list):
        return []
    texts = [entry for entry in found if isinstance(entry, dict) and entry.get("channel") == "sms"]
    return sorted(texts, key=lambda entry: str(entry.get("sentAt") or ""))


def agent_replies(client: httpx.Client, number: str, before: int, *, wait: float) -> list[str]:
    """The texts sent to the number after the first `before`, once booking has sent at least one."""
    deadline = time.monotonic() + wait
    while True:
        found = sent_to(client, number)[before:]
        if found or time.monotonic() >= deadline:
            return [str(entry.get("body") or "") for entry in found]
        time.sleep(0.5)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Text a salon's number on the local stack")
    parser.add_argument("--to", required=True, help="the salon's number, e.g. +18005550100")
    parser.add_argument("--from", dest="sender", default="+15555550123", help="the number you text from")
    parser.add_argument("body", nargs="+", help="the text")
    parser.add_argument("--base-url", default=f"http://localhost:{os.environ.get('RINGBOOK_PORT', '8000')}",
                        help="the gateway, as the receptionist's public base URL names it")
    parser.add_argument("--token-file", default=str(REPO_ROOT / ".data" / "secrets" / "text-provider-token"),
                        help="the token the local text provider signs with (make dev writes one)")
    parser.add_argument("--wait", type=float, default=REPLY_WAIT_SECONDS,
                        help="seconds to wait for the agent's reply to be sent")
    args = parser.parse_args(argv)
    token_file = Path(args.token_file)
    if not token_file.exists():
        print(f"No text provider token at {token_file}: start the product with `make dev` first.", file=sys.stderr)
        return 2
    with httpx.Client(base_url=args.base_url, timeout=30) as client:
        try:
            before = len(sent_to(client, args.sender))
            response = send_text(client, token_file.read_text().strip(), to=args.to, sender=args.sender,
                                 body=" ".join(args.body))
        except httpx.ConnectError:
            print(f"Nothing answers at {args.base_url}: start the product with `make dev` first.", file=sys.stderr)
            return 2
        answered = replies(response.text) if response.status_code == 200 else []
        if response.status_code == 200 and not answered:
            answered = agent_replies(client, args.sender, before, wait=args.wait)
    if response.status_code != 200:
        try:
            reason = response.json().get("error") or f"HTTP {response.status_code}"
        except ValueError:
            reason = f"HTTP {response.status_code}"
        print(f"The text was refused: {reason}", file=sys.stderr)
        return 2
    for message in answered:
        print(f"Reply: {message}")
    if not answered:
        print("(no reply)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
