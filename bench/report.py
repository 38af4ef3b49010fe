import platform
import subprocess
from datetime import UTC, datetime
from pathlib import Path

from bench.loadgen import Result

REPORT = Path(__file__).resolve().parent / "report.md"


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
    return f"{cpu}, {cores} cores, Python {platform.python_version()}, {platform.system()}"


def table(title: str, results: list[Result], floor: Result, note: str = "") -> str:
    lines = [f"### {title}", "", note, "",
             "| run | requests/s | p50 ms | p99 ms | errors | vs floor (req/s) |",
             "|---|---:|---:|---:|---:|---:|"]
    for result in results:
        ratio = result.rps / floor.rps if floor.rps else 0
        lines.append(f"| {result.name} | {result.rps:,.0f} | {result.p50:.2f} | {result.p99:.2f} | "
                     f"{result.errors} | {ratio:.2f} |")
    return "\n".join(lines) + "\n"


def write(sections: list[str]) -> str:
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    text = f"# Ringbook benchmarks\n\n{stamp} on {machine()}\n\n" + "\n".join(sections)
    REPORT.write_text(text)
    return text
