"""CPU and memory of every process of the stack, read from /proc: the services and the gateway (the stack's
children), NATS, and PostgreSQL (its postmaster and every backend; backends that exit are counted through the
postmaster's reaped-children times)."""

import os
from dataclasses import dataclass
from pathlib import Path

from ringbook_devstack.stack import Stack

TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Sample:
    cpu: float  # seconds, user + system (with reaped children for the postmaster)
    memory: int  # bytes of private resident memory (RssAnon: shared pages would count once per backend)


def _stat(pid: int) -> list[str]:
    raw = Path(f"/proc/{pid}/stat").read_text()
    return raw[raw.rindex(")") + 2:].split()  # the fields after the command name, from "state" on


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                tree.setdefault(int(_stat(int(entry.name))[1]), []).append(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    return tree


def _private_memory(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("RssAnon:"):
            return int(line.split()[1]) * 1024
    return 0


def _sample(pid: int, *, reaped: bool) -> Sample:
    fields = _stat(pid)
    ticks = int(fields[11]) + int(fields[12]) + (int(fields[13]) + int(fields[14]) if reaped else 0)
    return Sample(ticks / TICKS, _private_memory(pid))


def _postmaster(stack: Stack) -> int | None:
    pid_file = stack.postgres.data_dir / "postmaster.pid" if stack.postgres is not None else None
    if pid_file is None or not pid_file.exists():
        return None
    return int(pid_file.read_text().split()[0])


def snapshot(stack: Stack) -> dict[str, Sample]:
    """Each process of the stack by name (services, gateway, nats, postgres: the postmaster and its backends)."""
    tree = _children()
    named = {process.name: process.popen.pid for process in stack.processes if process.popen.poll() is None}
    found: dict[str, Sample] = {}
    for name, pid in named.items():
        try:
            found[name] = _sample(pid, reaped=False)
        except (OSError, ValueError, IndexError):
            continue
    for pid in tree.get(os.getpid(), []):
        try:
            if b"nats-server" in Path(f"/proc/{pid}/cmdline").read_bytes():
                found["nats"] = _sample(pid, reaped=False)
        except (OSError, ValueError, IndexError):
            continue
    postmaster = _postmaster(stack)
    if postmaster is not None:
        parts = [_sample(postmaster, reaped=True)]
        for pid in tree.get(postmaster, []):
            try:
                parts.append(_sample(pid, reaped=False))
            except (OSError, ValueError, IndexError):
                continue
        found["postgres"] = Sample(sum(part.cpu for part in parts), sum(part.memory for part in parts))
    return found


def cpu_used(before: dict[str, Sample], after: dict[str, Sample]) -> dict[str, float]:
    """CPU seconds each process used between two snapshots."""
    return {name: max(after[name].cpu - before[name].cpu, 0.0) for name in after if name in before}


def machine() -> tuple[float, float]:
    """Seconds of CPU the whole machine spent busy and in all, summed over its cores (the first line of
    /proc/stat): the share busy says whether the cores themselves ran out."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    return (sum(fields) - idle) / TICKS, sum(fields) / TICKS
