"""Build each web app only when its sources (or web-shared's, or the lock file) changed since its last build."""

import hashlib
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPS = ("web-public", "web-portal", "web-ops")
SHARED = ("web-shared", "package-lock.json")
SKIP = {"node_modules", "dist"}
STAMP = ".source-hash"


def _files(path: Path):
    if path.is_file():
        yield path
        return
    for child in sorted(path.iterdir()):
        if child.name not in SKIP:
            yield from _files(child)


def source_hash(app: str) -> str:
    digest = hashlib.sha256()
    for entry in (app, *SHARED):
        for file in _files(ROOT / entry):
            digest.update(str(file.relative_to(ROOT)).encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()


def main() -> int:
    for app in APPS:
        wanted = source_hash(app)
        stamp = ROOT / app / "dist" / STAMP
        if stamp.exists() and stamp.read_text() == wanted:
            continue
        print(f"building {app}", flush=True)
        result = subprocess.run(["npm", "run", "--silent", "build", "-w", app, "--", "--logLevel", "warn"], cwd=ROOT)
        if result.returncode != 0:
            return result.returncode
        stamp.write_text(wanted)
    return 0


if __name__ == "__main__":
    sys.exit(main())
