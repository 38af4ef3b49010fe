"""Every secret the test stack knows, and where any of them appears in a log (used by conftest's finalizer and
test_no_secret_in_logs.py)."""

import json
import re
from pathlib import Path

from tests.conftest import PASSWORD

PUBLIC = {"internal-token-public.pem"}  # the only file in the secrets folder that is not a secret
CODE = re.compile(r"\b(\d{6})\b")
# A private calendar feed's or a call recording's address with its token still in it.
CAPABILITY_URL = re.compile(r"/(?:calendars|recordings)/(?!\[token\])[^/\s]+\.(?:ics|wav)")


def file_secrets(secrets_dir: Path) -> dict[str, str]:
    """`name: value` for each secret file; a PEM also by each line of its body (a log could wrap or cut it)."""
    found = {}
    for path in sorted(secrets_dir.iterdir()):
        if path.name in PUBLIC or not path.is_file():
            continue
        value = path.read_text().strip()
        if value.startswith("-----BEGIN"):
            body = [line for line in value.splitlines() if line and not line.startswith("-----")]
            found.update({f"{path.name} line {n}": line for n, line in enumerate(body, 1) if len(line) >= 16})
            found[f"{path.name} body"] = "".join(body)
        else:
            found[path.name] = value
    return found


def outbox_codes(outbox: Path) -> set[str]:
    """Every 6-digit code e-mailed or texted during the run (verification and reset codes)."""
    codes = set()
    if outbox.exists():
        for line in outbox.read_text().splitlines():
            message = json.loads(line)
            codes.update(CODE.findall(f"{message.get('subject', '')} {message.get('body', '')}"))
    return codes


def leaks(log: str, secrets: dict[str, str], codes: set[str]) -> list[str]:
    """What of `secrets` and `codes` the log holds, each with the log line it is on."""
    found = []
    for name, value in {**secrets, "owners' password": PASSWORD}.items():
        if value and value in log:
            line = next(line for line in log.splitlines() if value in line)
            found.append(f"{name} in: {line[:300]}")
    for url in sorted(set(CAPABILITY_URL.findall(log))):
        line = next(line for line in log.splitlines() if url in line)
        found.append(f"capability address {url} in: {line[:300]}")
    for code in sorted(set(CODE.findall(log)) & codes):
        line = next(line for line in log.splitlines() if re.search(rf"\b{code}\b", line))
        found.append(f"code {code} in: {line[:300]}")
    return found


def scan(stack) -> list[str]:
    stack.log_sink.flush()
    log = Path(stack.log_sink.name).read_text(errors="replace")
    assert re.search(r"^gateway +\| .* (GET|POST) /", log, re.M), "not the stack's request log"
    return leaks(log, file_secrets(stack.secrets_dir), outbox_codes(stack.outbox_file))
