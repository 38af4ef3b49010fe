"""The three single-page apps: built files under each app's base, and its index.html for its pages."""

import json
import mimetypes
import os
from pathlib import Path

from starlette.types import Send

from gateway.routes import WEB_APPS, WebApp, app_for_page
from gateway.security import security_headers

IMMUTABLE = b"public, max-age=31536000, immutable"
REVALIDATE = b"no-cache"
mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("image/svg+xml", ".svg")
mimetypes.add_type("application/manifest+json", ".webmanifest")
mimetypes.add_type("audio/mpeg", ".mp3")


class WebApps:
    def __init__(self, web_root: Path) -> None:
        self.dist = {app.name: (web_root / app.folder / "dist").resolve() for app in WEB_APPS}

    def _inside(self, app: WebApp, relative: str) -> Path | None:
        root = self.dist[app.name]
        candidate = (root / relative.lstrip("/")).resolve()
        if candidate != root and root not in candidate.parents:
            return None
        return candidate if candidate.is_file() else None

    def find_file(self, path: str) -> Path | None:
        """A built file (script, style, image, pre-rendered page) that the path names."""
        for app in WEB_APPS:
            if app.asset_base != "/" and path.startswith(app.asset_base):
                return self._inside(app, path[len(app.asset_base):])
        public = WEB_APPS[-1]
        found = self._inside(public, path)
        if found is None and not os.path.splitext(path)[1]:
            # Pre-rendered marketing pages: /pricing -> pricing/index.html or pricing.html
            found = self._inside(public, path.rstrip("/") + "/index.html") or self._inside(public, path + ".html")
        return found

    def page(self, path: str) -> Path | None:
        app = app_for_page(path)
        if app.asset_base == "/":
            # The public index.html is the pre-rendered home page; other paths get the empty app shell.
            return self._inside(app, "app-shell.html") or self._inside(app, "index.html")
        # A page the build pre-rendered a frame for (/app/overview -> app/overview.html), else the app's index.html.
        return self._inside(app, path.rstrip("/") + ".html") or self._inside(app, "index.html")

    def page_status(self, path: str) -> int:
        """404 for a public path that is neither pre-rendered (found as a file) nor one of the site's client-side
        routes, as its build lists them; the portal's and console's routers own all their paths."""
        app = app_for_page(path)
        if app.asset_base != "/" or path == "/":
            return 200
        listed = self._inside(app, "client-routes.json")
        if listed is None:
            return 200
        known = json.loads(listed.read_bytes())
        return 200 if path.rstrip("/") in known else 404


def wants_html(headers: list[tuple[bytes, bytes]]) -> bool:
    for name, value in headers:
        if name == b"accept":
            return b"text/html" in value or b"*/*" in value
    return True


async def send_file(send: Send, file: Path, *, method: str, accept_gzip: bool, is_dev: bool,
                    status: int = 200) -> None:
    content_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    if content_type.startswith("text/") or content_type.endswith(("javascript", "json", "xml")):
        content_type += "; charset=utf-8"
    served = file
    headers = [(b"content-type", content_type.encode()), (b"vary", b"accept-encoding")]
    compressed = file.with_name(file.name + ".gz")
    if accept_gzip and compressed.is_file():
        served = compressed
        headers.append((b"content-encoding", b"gzip"))
    hashed = "/assets/" in file.as_posix()
    headers.append((b"cache-control", IMMUTABLE if hashed else REVALIDATE))
    body = served.read_bytes()
    headers.append((b"content-length", str(len(body)).encode()))
    headers.extend(security_headers(is_dev))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": b"" if method == "HEAD" else body})
