"""`make dev`: start the whole product in the foreground and stop every child on Ctrl-C."""

import argparse
import json
import os
import signal
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from ringbook_devstack.stack import REPO_ROOT, Stack


def main() -> int:
    parser = argparse.ArgumentParser(description="Run Ringbook locally")
    parser.add_argument("--data", default=str(REPO_ROOT / ".data"), help="where data survives restarts")
    parser.add_argument("--port", type=int, default=int(os.environ.get("RINGBOOK_PORT", "8000")))
    parser.add_argument("--migrate-only", action="store_true", help="apply migrations, then stop")
    args = parser.parse_args()

    ports = {service: args.port + 101 + i for i, service in
             enumerate(("identity", "leads", "tenants", "booking", "receptionist", "admin"))}
    stack = Stack(Path(args.data), gateway_port=args.port, service_ports=ports,
                  postgres_port=args.port + 1432, nats_port=args.port + 1222, colour=sys.stdout.isatty())
    stopping = False

    def request_stop(*_: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)
    started = time.monotonic()
    try:
        if args.migrate_only:
            stack.start_infrastructure()
            stack.migrate()
            return 0
        stack.start()
        health = wait_healthy(args.port)
        url = f"http://localhost:{args.port}"
        print(f"\n  Ringbook is running at {url}  (health {health}, started in "
              f"{time.monotonic() - started:.1f} s)\n  health: {url}/healthz   dev outbox: {url}/dev/outbox"
              f"\n  operator token: {stack.secrets_dir / 'admin-token'}\n  Ctrl-C stops everything.\n",
              flush=True)
        while not stopping:
            for process in stack.processes:
                if process.popen.poll() is not None:
                    print(f"{process.name} exited with code {process.popen.returncode}; stopping", flush=True)
                    stopping = True
            time.sleep(0.3)
    except Exception as exc:  # noqa: BLE001 - report, then stop whatever did start
        print(f"could not start Ringbook: {exc}", file=sys.stderr, flush=True)
        return 1
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stack.stop()
    return 0


def wait_healthy(port: int, timeout: float = 30.0) -> str:
    """The services connect to NATS in the background; give them a moment before reporting."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as response:
                return f"{response.status} ok"
        except urllib.error.HTTPError as error:
            if time.monotonic() > deadline:
                return f"{error.code} {json.loads(error.read()).get('components')}"
        time.sleep(0.2)


if __name__ == "__main__":
    sys.exit(main())
