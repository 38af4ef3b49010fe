"""Lighthouse (mobile) on the public site's key pages and the owner portal's daily screens (signed in as a real
owner), and the gzipped JavaScript the home page loads. Each page is measured RUNS times and the run with the median
performance score is reported (simulated throttling varies with the machine's other load).

Lighthouse runs through `npm exec` from a temporary folder, pinned to a release that supports Node 20, so it
is fetched on first use and never becomes a dependency of the apps. It drives Debian's Chromium, with the
default mobile emulation and simulated throttling (a mid-range phone on a slow 4G connection).
"""

import asyncio
import json
import re
import tempfile
from pathlib import Path

import httpx

from bench.portal_owner import portal_cookie

LIGHTHOUSE = "lighthouse@12.8.2"  # 13.x needs Node 22
CHROMIUM = "/usr/bin/chromium"
CHROME_FLAGS = ("--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run "
                "--disable-background-networking --disable-component-update --disable-sync")
PAGES = ("/", "/configure", "/blog")
PORTAL_PAGES = ("/app/overview", "/app/bookings")
# The operator's token lives in session storage, which Lighthouse cannot set: /admin is measured as an
# operator first meets it, at the token card.
OPS_PAGES = ("/admin",)
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = (("first-contentful-paint", "FCP"), ("largest-contentful-paint", "LCP"),
           ("total-blocking-time", "TBT"), ("cumulative-layout-shift", "CLS"))
TIMEOUT_SECONDS = 300.0
RUNS = 3
# The portal's daily screens and the console: each must reach this performance score (median run).
APP_PERFORMANCE_GOAL = 90


class LighthouseFailed(RuntimeError):
    pass


def _check_signed_in(report: dict, path: str) -> None:
    """A lost session would measure the sign-in page instead: refuse such a figure."""
    final = report.get("finalDisplayedUrl") or report.get("finalUrl", "")
    if not final.endswith(path):
        raise LighthouseFailed(f"lighthouse {path}: ended on {final}, not the signed-in page")


async def _lighthouse(url: str, work: Path, headers: dict[str, str] | None = None) -> dict:
    report = work / f"report-{abs(hash(url))}.json"
    extra = [f"--extra-headers={json.dumps(headers)}"] if headers else []
    process = await asyncio.create_subprocess_exec(
        "npm", "exec", "--yes", f"--package={LIGHTHOUSE}", "--", "lighthouse", url, *extra,
        f"--chrome-path={CHROMIUM}", f"--chrome-flags={CHROME_FLAGS}",
        f"--only-categories={','.join(CATEGORIES)}", "--output=json", f"--output-path={report}", "--quiet",
        cwd=work, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )
    try:
        output, _ = await asyncio.wait_for(process.communicate(), TIMEOUT_SECONDS)
    except TimeoutError:
        process.kill()
        await process.wait()
        raise LighthouseFailed(f"lighthouse {url}: no result within {TIMEOUT_SECONDS:.0f} s") from None
    if process.returncode != 0 or not report.exists():
        tail = output.decode(errors="replace").strip().splitlines()[-5:]
        raise LighthouseFailed(f"lighthouse {url} exited {process.returncode}: {' | '.join(tail)}")
    return json.loads(report.read_text())


def _score(report: dict, category: str) -> str:
    score = report["categories"][category]["score"]
    return "n/a" if score is None else f"{round(score * 100)}"


def _script_bytes(report: dict) -> int:
    """Bytes on the wire (gzipped, headers included) of every script the page loaded."""
    requests = report["audits"]["network-requests"]["details"]["items"]
    return sum(item.get("transferSize", 0) for item in requests if item.get("resourceType") == "Script")


async def _js_in_html(base_url: str) -> tuple[int, int, int]:
    """The scripts `/` names in its HTML (entry and preloads): count, gzipped bytes, raw bytes."""
    async with httpx.AsyncClient(base_url=base_url, timeout=15) as client:
        html = (await client.get("/", headers={"accept": "text/html"})).text
        files = sorted(set(re.findall(r'(?:src|href)="(/assets/[^"]+\.js)"', html)))
        gzipped = raw = 0
        for file in files:
            async with client.stream("GET", file, headers={"accept-encoding": "gzip"}) as response:
                gzipped += len(b"".join([chunk async for chunk in response.aiter_raw()]))
            raw += len((await client.get(file, headers={"accept-encoding": "identity"})).content)
    return len(files), gzipped, raw


def _performance(report: dict) -> float:
    return report["categories"]["performance"]["score"] or 0.0


async def _median_run(url: str, work: Path, headers: dict[str, str] | None = None) -> tuple[dict, list[str]]:
    """The report of the run with the median performance score, and every run's score."""
    reports = [await _lighthouse(url, work, headers) for _ in range(RUNS)]
    ordered = sorted(reports, key=_performance)
    return ordered[len(ordered) // 2], [_score(report, "performance") for report in reports]


def _lcp_element(report: dict) -> str:
    """The largest contentful paint's element, as Lighthouse names it (its label, else its markup)."""
    items = report["audits"]["largest-contentful-paint-element"].get("details", {}).get("items", [])
    nodes = [item for table in items for item in table.get("items", []) if "node" in item]
    if not nodes:
        return "n/a"
    node = nodes[0]["node"]
    label = (node.get("nodeLabel") or node.get("snippet") or "").replace("|", "/").replace("\n", " ").strip()
    return label[:80] + ("…" if len(label) > 80 else "")


def _row(path: str, report: dict, scores: list[str]) -> str:
    metrics = " · ".join(f"{label} {report['audits'][key]['displayValue']}" for key, label in METRICS)
    return (f"| `{path}` | " + " | ".join(_score(report, c) for c in CATEGORIES)
            + f" | {' / '.join(scores)} | {metrics} | {_lcp_element(report)} |")


def _goal(category: str, scores: dict[str, str], goal: int) -> str:
    missed = [f"`{path}` ({score})" for path, score in scores.items() if not score.isdigit() or int(score) < goal]
    verdict = f"missed on {', '.join(missed)}" if missed else "met on every page"
    return f"Portal and console {category} goal >= {goal}: {verdict}."


async def run(stack) -> str:
    base_url = f"http://127.0.0.1:{stack.gateway_port}"
    rows = []
    home_scripts = 0
    accessibility: dict[str, str] = {}
    performance: dict[str, str] = {}
    cookie = await portal_cookie(base_url, stack.outbox_file)
    with tempfile.TemporaryDirectory(prefix="ringbook-lighthouse-") as work:
        for path in PAGES:
            report, scores = await _median_run(base_url + path, Path(work))
            if path == "/":
                home_scripts = _script_bytes(report)
            rows.append(_row(path, report, scores))
        for path in PORTAL_PAGES:
            report, scores = await _median_run(base_url + path, Path(work), headers={"Cookie": cookie})
            _check_signed_in(report, path)
            rows.append(_row(path, report, scores))
            accessibility[path] = _score(report, "accessibility")
            performance[path] = _score(report, "performance")
        for path in OPS_PAGES:
            report, scores = await _median_run(base_url + path, Path(work))
            rows.append(_row(path, report, scores))
            accessibility[path] = _score(report, "accessibility")
            performance[path] = _score(report, "performance")
    count, gzipped, raw = await _js_in_html(base_url)
    goals = [_goal("accessibility", accessibility, 100), _goal("performance", performance, APP_PERFORMANCE_GOAL)]
    lines = [
        "### Web apps: Lighthouse (mobile)", "",
        f"{LIGHTHOUSE}, default mobile emulation and simulated slow 4G, Debian Chromium, headless, {RUNS} runs per "
        "page against the build served by the gateway; each row is the run with the median performance score (all "
        "runs' scores beside it): the public site pre-rendered, the portal's pages signed in as an owner whose "
        "salon has a stylist and five booked appointments, the operator console at its token card. The portal and "
        "the console are private and tell crawlers `noindex`, which is what their SEO scores reflect. LCP element: "
        "what the largest contentful paint painted.", "",
        "| page | performance | accessibility | best practices | SEO | runs | metrics | LCP element |",
        "|---|---:|---:|---:|---:|---|---|---|",
        *rows, "", *goals, "",
        f"JavaScript sent for `/`: {home_scripts / 1024:.1f} KiB on the wire (gzipped, as Lighthouse saw it); "
        f"the {count} scripts its HTML names are {gzipped / 1024:.1f} KiB gzipped ({raw / 1024:.1f} KiB raw).",
    ]
    return "\n".join(lines).replace("\xa0", " ") + "\n"
