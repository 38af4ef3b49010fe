import json

from gateway import dev_outbox
from gateway.static import WebApps


def build(root, app, files):
    for name, text in files.items():
        path = root / app / "dist" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


class TestWebApps:
    def test_files_are_found_under_each_apps_base_and_pages_fall_back_to_its_index(self, tmp_path):
        build(tmp_path, "web-public", {"index.html": "public", "assets/a.js": "", "pricing/index.html": "pre"})
        build(tmp_path, "web-portal", {"index.html": "portal", "assets/p.js": ""})
        web = WebApps(tmp_path)
        assert web.find_file("/assets/a.js").name == "a.js"
        assert web.find_file("/_portal/assets/p.js").name == "p.js"
        assert web.find_file("/pricing").read_text() == "pre"
        assert web.page("/app/bookings").read_text() == "portal"
        assert web.page("/contact").read_text() == "public"

    def test_unknown_public_paths_get_the_app_shell_not_the_prerendered_home(self, tmp_path):
        build(tmp_path, "web-public", {"index.html": "home", "app-shell.html": "shell"})
        web = WebApps(tmp_path)
        assert web.page("/no/such/page").read_text() == "shell"
        assert web.find_file("/index.html").read_text() == "home"

    def test_a_public_path_the_site_does_not_know_is_404(self, tmp_path):
        build(tmp_path, "web-public", {"index.html": "home", "app-shell.html": "shell",
                                       "client-routes.json": json.dumps(["/login", "/auth/popup-complete"])})
        web = WebApps(tmp_path)
        assert [web.page_status(path) for path in ("/no/such/page", "/blog/nope", "/login", "/login/",
                                                   "/auth/popup-complete", "/")] == [404, 404, 200, 200, 200, 200]
        # The portal's and console's own routers answer every path under them.
        assert web.page_status("/app/no-such-section") == 200
        assert web.page_status("/admin/old") == 200

    def test_without_the_list_of_routes_every_page_is_200(self, tmp_path):
        build(tmp_path, "web-public", {"index.html": "home", "app-shell.html": "shell"})
        assert WebApps(tmp_path).page_status("/no/such/page") == 200

    def test_no_path_escapes_the_build_folder(self, tmp_path):
        build(tmp_path, "web-public", {"index.html": "public"})
        (tmp_path / "secret.txt").write_text("no")
        web = WebApps(tmp_path)
        assert web.find_file("/../../secret.txt") is None
        assert web.find_file("/_portal/../../secret.txt") is None


class TestDevOutbox:
    def test_messages_are_listed_newest_first_and_filtered_by_recipient(self, tmp_path):
        outbox = tmp_path / "outbox.jsonl"
        lines = [
            {"channel": "email", "to": "Ana@Example.com", "subject": "1", "body": "", "sentAt": "t1"},
            {"channel": "sms", "to": "+15551234567", "subject": "", "body": "2", "sentAt": "t2"},
            {"channel": "email", "to": "ana@example.com", "subject": "3", "body": "", "sentAt": "t3"},
        ]
        outbox.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
        assert [m["subject"] for m in dev_outbox.read(outbox, b"to=ana%40example.com")] == ["3", "1"]
        assert [m["body"] for m in dev_outbox.read(outbox, b"to=(555)%20123-4567")] == ["2"]
        assert len(dev_outbox.read(outbox, b"")) == 3
        assert dev_outbox.read(outbox, b"to=bob%40example.com") == []

    def test_no_outbox_file_means_no_messages(self, tmp_path):
        assert dev_outbox.read(tmp_path / "missing.jsonl", b"") == []
