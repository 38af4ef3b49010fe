"""What the logs write of a request's path: an address whose segment is its only key is written masked."""

import logging

from ringbook_common.logging import configure_logging, loggable_path

SOCKET = "/api/receptionist/retell/llm/3f9a0c1d2e/call_5849091290aa"


class TestLoggablePath:
    def test_the_live_sockets_token_is_masked_and_the_call_kept(self):
        assert loggable_path(SOCKET) == "/api/receptionist/retell/llm/[token]/call_5849091290aa"

    def test_other_paths_are_written_as_they_are(self):
        assert loggable_path("/api/receptionist/functions/book_appointment") == \
            "/api/receptionist/functions/book_appointment"


class TestUvicornLines:
    def test_a_websocket_line_names_the_path_masked(self):
        configure_logging("logging-tests")
        record = logging.LogRecord("uvicorn.error", logging.INFO, __file__, 1, '%s - "WebSocket %s" [accepted]',
                                   ("127.0.0.1:5000", SOCKET), None)
        assert logging.getLogger("uvicorn.error").filter(record)
        assert record.getMessage() == \
            '127.0.0.1:5000 - "WebSocket /api/receptionist/retell/llm/[token]/call_5849091290aa" [accepted]'
