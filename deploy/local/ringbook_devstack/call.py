"""`make call`: ring a salon's number on the local voice provider's simulated line from the terminal, typing the
caller's turns (or reading them from a script, one per line), and print the conversation as it goes.

Exits 0 when the call ended normally: the agent said goodbye and hung up, or you hung up (Ctrl-D) in an
interactive call. A script that runs out before the call ends hangs up and exits 1; a refused call exits 2."""

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx

from ringbook_devstack.stack import REPO_ROOT

TOOL_LABELS = {"get_business_info": "looked up the salon", "check_availability": "checked availability",
               "book_appointment": "booked", "reschedule_appointment": "moved the appointment",
               "cancel_appointment": "cancelled", "request_callback": "took a message"}


class Refused(Exception):
    """The stack answered with an error; the message is its own."""


def _answer(response: httpx.Response) -> dict:
    try:
        body = response.json()
    except ValueError:
        body = {}
    if not response.is_success:
        raise Refused(body.get("error") if isinstance(body, dict) and body.get("error")
                      else f"HTTP {response.status_code}")
    return body


def _script_turns(path: Path) -> Iterator[str]:
    for raw in path.read_text().splitlines():
        turn = raw.strip()
        if turn and not turn.startswith("#"):
            yield turn


def _typed_turns() -> Iterator[str]:
    while True:
        try:
            turn = input("You: ").strip()
        except EOFError:
            print()
            return
        if turn:
            yield turn


def _show(turns: list[dict], *, echo_user: bool) -> None:
    for turn in turns:
        if turn["role"] == "tool":
            label = TOOL_LABELS.get(turn["name"], turn["name"])
            print(f"        [{label}{'' if turn['ok'] else ': no'}]")
        elif turn["role"] == "agent":
            print(f"Agent:  {turn['text']}")
        elif echo_user:
            print(f"Caller: {turn['text']}")


class Phone:
    def __init__(self, client: httpx.Client) -> None:
        self.client = client

    def dial(self, to: str, caller: str | None) -> dict:
        body = {"to": to} | ({"fromNumber": caller} if caller else {})
        return _answer(self.client.post("/api/admin/test-calls", json=body))

    def say(self, call_id: str, text: str) -> dict:
        return _answer(self.client.post(f"/api/admin/test-calls/{call_id}/turns", json={"text": text}))

    def hang_up(self, call_id: str) -> dict:
        return _answer(self.client.post(f"/api/admin/test-calls/{call_id}/hangup", json={}))


def talk(phone: Phone, *, to: str, caller: str | None, turns: Iterator[str], scripted: bool) -> int:
    call = phone.dial(to, caller)
    print(f"Calling {call['toNumber']} from {call['fromNumber']} ({call['callId']})")
    _show(call["turns"], echo_user=True)
    for text in turns:
        seen = len(call["turns"])
        call = phone.say(call["callId"], text)
        _show(call["turns"][seen:], echo_user=scripted)
        if call["status"] == "ended":
            break
    ran_out = call["status"] != "ended"
    if ran_out:
        call = phone.hang_up(call["callId"])
    minutes, seconds = divmod(call.get("durationSeconds") or 0, 60)
    print(f"Call ended ({call['endedReason']}), {minutes}:{seconds:02d}")
    if call.get("recordingUrl"):
        print(f"Recording: {call['recordingUrl']}")
    if ran_out and scripted:
        print("The script ended before the call did.", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Call a salon's receptionist on the simulated line")
    parser.add_argument("--to", required=True, help="the salon's number, e.g. +18005550100")
    parser.add_argument("--from", dest="caller", default="", help="the number you call from")
    parser.add_argument("--script", default="", help="a file with one caller turn per line")
    parser.add_argument("--base-url", default=f"http://localhost:{os.environ.get('RINGBOOK_PORT', '8000')}")
    parser.add_argument("--token-file", default=str(REPO_ROOT / ".data" / "secrets" / "admin-token"),
                        help="the operator token to dial with (make dev writes one)")
    args = parser.parse_args(argv)
    token_file = Path(args.token_file)
    if not token_file.exists():
        print(f"No operator token at {token_file}: start the product with `make dev` first.", file=sys.stderr)
        return 2
    scripted = bool(args.script)
    turns = _script_turns(Path(args.script)) if scripted else _typed_turns()
    headers = {"x-admin-token": token_file.read_text().strip()}
    with httpx.Client(base_url=args.base_url, headers=headers, timeout=60) as client:
        try:
            return talk(Phone(client), to=args.to, caller=args.caller or None, turns=turns, scripted=scripted)
        except httpx.ConnectError:
            print(f"Nothing answers at {args.base_url}: start the product with `make dev` first.", file=sys.stderr)
            return 2
        except (Refused, httpx.HTTPError) as failure:
            print(f"The call failed: {failure}", file=sys.stderr)
            return 2


if __name__ == "__main__":
    sys.exit(main())
