"""Prefixed, coloured lines for the dev console, from the JSON lines the services log."""

import json
import sys
import threading
from typing import IO

COLOURS = {
    "postgres": 34, "nats": 36, "identity": 35, "leads": 33, "tenants": 32, "booking": 94,
    "receptionist": 95, "admin": 91, "gateway": 96,
}
WIDTH = max(len(name) for name in COLOURS)


def readable(line: str) -> str:
    try:
        entry = json.loads(line)
    except ValueError:
        return line
    if not isinstance(entry, dict) or "msg" not in entry:
        return line
    text = f"{entry.get('ts', '')[11:23]} {entry.get('level', ''):<7} {entry['msg']}"
    if "duration_ms" in entry:
        text += f" ({entry['duration_ms']} ms)"
    if entry.get("exc"):
        text += "\n" + entry["exc"]
    return text


def pump(name: str, stream: IO[bytes], sink: IO[str] | None = None, *, colour: bool = True) -> threading.Thread:
    out = sink or sys.stdout
    prefix = f"{name:<{WIDTH}} | "
    if colour:
        prefix = f"\033[{COLOURS.get(name, 37)}m{prefix}\033[0m"

    def run() -> None:
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\n")
            out.write(prefix + readable(line) + "\n")
            out.flush()

    thread = threading.Thread(target=run, name=f"log-{name}", daemon=True)
    thread.start()
    return thread
