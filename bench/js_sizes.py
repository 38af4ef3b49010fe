"""JavaScript sizes of the three built apps (`make web`): per app, the entry (the scripts its `index.html` loads:
the module script and the modules it preloads) and all JavaScript chunks, raw and gzipped. Read from `dist/`, no
stack. Gzipped with Python's gzip at level 9 for all three apps alike; each app's build also writes `.gz` files (served
as they are), and their total is shown next to it. The portal's and the console's entry is what every page of theirs
loads; a page with a pre-rendered frame (e.g. app/overview.html) also preloads its own route chunks."""

import gzip
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APPS = ("web-public", "web-portal", "web-ops")
ENTRY = re.compile(r'<script[^>]*\bsrc="([^"]+\.js)"|<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"')


@dataclass
class Sizes:
    files: int = 0
    raw: int = 0
    gzipped: int = 0
    prebuilt_gz: int | None = None  # the build's own .gz files, when it writes one for every file counted

    def add(self, file: Path) -> None:
        data = file.read_bytes()
        self.files += 1
        self.raw += len(data)
        self.gzipped += len(gzip.compress(data, compresslevel=9, mtime=0))
        gz = file.with_name(file.name + ".gz")
        if self.files == 1:
            self.prebuilt_gz = 0
        if self.prebuilt_gz is not None:
            self.prebuilt_gz = self.prebuilt_gz + gz.stat().st_size if gz.exists() else None


def entry_files(dist: Path) -> list[Path]:
    """The scripts index.html names, as files in dist (their URLs carry the app's base path, e.g. /_portal/)."""
    html = (dist / "index.html").read_text(encoding="utf-8")
    names = sorted({(src or href).rsplit("/", 1)[-1] for src, href in ENTRY.findall(html)})
    files = [dist / "assets" / name for name in names]
    missing = [file.name for file in files if not file.exists()]
    if missing:
        raise RuntimeError(f"{dist}: index.html names scripts missing from assets/: {', '.join(missing)}")
    return files


def measure(app: str) -> tuple[Sizes, Sizes]:
    dist = ROOT / app / "dist"
    if not (dist / "index.html").exists():
        raise RuntimeError(f"{app} is not built: run `make web` first")
    entry, total = Sizes(), Sizes()
    for file in entry_files(dist):
        entry.add(file)
    for file in sorted(dist.rglob("*.js")):
        total.add(file)
    return entry, total


def kib(size: int) -> str:
    return f"{size / 1024:,.1f}"


async def run(_stack=None) -> str:
    rows = []
    notes = []
    for app in APPS:
        entry, total = measure(app)
        rows.append(f"| {app} | {entry.files} | {kib(entry.raw)} | {kib(entry.gzipped)} | {total.files} | "
                    f"{kib(total.raw)} | {kib(total.gzipped)} |")
        if total.prebuilt_gz is not None:
            notes.append(f"{app}'s own `.gz` files: entry {kib(entry.prebuilt_gz or 0)} KiB, all chunks "
                         f"{kib(total.prebuilt_gz)} KiB")
    lines = [
        "### JavaScript sizes of the built apps", "",
        "From each app's `dist/` (built by `make web`). Entry: the scripts `index.html` loads (its module script and "
        "the modules it preloads; for web-public, the pre-rendered home page; for the portal and the console, what "
        "every page loads before its own route chunks). All chunks: every `.js` file of the build, including those "
        "loaded only by later routes. KiB; gzipped with Python's gzip at level 9."
        + (f" For comparison, {'; '.join(notes)}." if notes else ""), "",
        "| app | entry scripts | entry raw | entry gzipped | chunks | all chunks raw | all chunks gzipped |",
        "|---|---:|---:|---:|---:|---:|---:|",
        *rows,
    ]
    return "\n".join(lines) + "\n"
