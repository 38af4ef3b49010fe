"""`GET /dev/outbox?to=`: what the local mail and SMS senders "sent" (dev only), newest first."""

import json
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from ringbook_common import phones

MAX_MESSAGES = 200


def _same_recipient(address: str, wanted: str) -> bool:
    address, wanted = address.strip().lower(), wanted.strip().lower()
    if "@" in wanted:
        return address == wanted
    digits = phones.digits(wanted)
    # Phone numbers match however they are written: compare the national part.
    return bool(digits) and phones.digits(address).endswith(digits[-10:])


def read(outbox_file: Path | None, query_string: bytes) -> list[dict[str, Any]]:
    if outbox_file is None or not outbox_file.exists():
        return []
    wanted = parse_qs(query_string.decode("latin-1")).get("to", [""])[0]
    messages = []
    with outbox_file.open(encoding="utf-8") as lines:
        for line in lines:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not wanted or _same_recipient(message.get("to", ""), wanted):
                messages.append(message)
    messages.reverse()
    return messages[:MAX_MESSAGES]
