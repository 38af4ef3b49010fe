"""A recording is served from the database a chunk at a time: the whole of it, or exactly the byte range asked
for, and a readable 404 or 416 for an address or a range that has nothing to give."""

import secrets
from datetime import UTC, datetime
from itertools import pairwise

import pytest
from sqlalchemy import insert

from receptionist.models import SimulatedCall
from receptionist.simulator.recordings import CHUNK_BYTES, chunks

AUDIO = bytes(range(256)) * (CHUNK_BYTES * 2 // 256) + b"tail"  # two chunks and a bit


async def stored(app, audio: bytes | None = AUDIO) -> str:
    token = secrets.token_urlsafe(24)
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(insert(SimulatedCall).values(
            call_id=f"call_{secrets.token_hex(16)}", agent_id="agent_x", from_number="+12025550143",
            to_number="+18005550100", status="ended", turns=[], memory={}, started_at=datetime.now(UTC),
            ended_at=datetime.now(UTC), duration_ms=1000, recording_token=token, recording=audio))
    return token


def address(token: str) -> str:
    return f"/api/receptionist/simulator/recordings/{token}.wav"


class TestServing:
    async def test_the_whole_recording(self, app, client):
        response = await client.get(address(await stored(app)))
        assert response.status_code == 200
        assert (response.headers["content-type"], response.headers["accept-ranges"]) == ("audio/wav", "bytes")
        assert int(response.headers["content-length"]) == len(AUDIO) and response.content == AUDIO

    @pytest.mark.parametrize(("asked", "first", "last"), [
        ("bytes=0-0", 0, 0), ("bytes=1000-1000", 1000, 1000), ("bytes=-4", len(AUDIO) - 4, len(AUDIO) - 1),
        (f"bytes={CHUNK_BYTES - 2}-{CHUNK_BYTES + 1}", CHUNK_BYTES - 2, CHUNK_BYTES + 1),
        ("bytes=10-", 10, len(AUDIO) - 1), ("bytes=5-99999999", 5, len(AUDIO) - 1)])
    async def test_exactly_the_range_asked_for(self, app, client, asked, first, last):
        response = await client.get(address(await stored(app)), headers={"range": asked})
        assert response.status_code == 206
        assert response.headers["content-range"] == f"bytes {first}-{last}/{len(AUDIO)}"
        assert int(response.headers["content-length"]) == last + 1 - first
        assert response.content == AUDIO[first:last + 1]

    @pytest.mark.parametrize("asked", [f"bytes={len(AUDIO)}-", "bytes=9-3", f"bytes={len(AUDIO) + 5}-{len(AUDIO) + 9}"])
    async def test_a_range_outside_the_recording_is_416(self, app, client, asked):
        response = await client.get(address(await stored(app)), headers={"range": asked})
        assert response.status_code == 416
        assert response.json() == {"error": "This range is outside the recording"}
        assert response.headers["content-range"] == f"bytes */{len(AUDIO)}"

    @pytest.mark.parametrize("asked", ["bytes=0-1,5-6", "items=0-1", "bytes=" + "9" * 5000 + "-", "bytes=-"])
    async def test_a_range_we_do_not_serve_gets_the_whole_recording(self, app, client, asked):
        response = await client.get(address(await stored(app, b"short")), headers={"range": asked})
        assert (response.status_code, response.content) == (200, b"short")

    async def test_an_unknown_address_and_an_expired_recording_are_404(self, app, client):
        unknown = await client.get(address(secrets.token_urlsafe(24)))
        assert (unknown.status_code, unknown.json()) == (404, {"error": "This recording was not found"})
        expired = await client.get(address(await stored(app, None)), headers={"range": "bytes=0-0"})
        assert expired.status_code == 404 and expired.json()["error"].startswith("This recording has expired")


class TestChunks:
    def test_a_range_is_read_in_pieces_no_larger_than_a_chunk(self):
        assert list(chunks(7, 7)) == [(7, 1)]
        pieces = list(chunks(10, 3 * CHUNK_BYTES))
        assert all(length <= CHUNK_BYTES for _, length in pieces)
        assert pieces[0][0] == 10 and sum(length for _, length in pieces) == 3 * CHUNK_BYTES - 9
        assert all(a + n == b for (a, n), (b, _) in pairwise(pieces))
