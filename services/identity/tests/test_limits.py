from sqlalchemy import text

from identity.limits.sweeper import forget_closed_windows


class TestSweeper:
    async def test_windows_closed_a_day_ago_are_forgotten_and_open_ones_kept(self, app, client, db):
        async with db.begin() as conn:
            await conn.execute(text(
                "INSERT INTO attempt_windows (kind, key, attempts, opened_at) VALUES "
                "('mail', 'old@salon.example', 1, now() - interval '25 hours'), "
                "('sign_in', 'new@salon.example', 3, now() - interval '10 minutes')"))
        # The app's own sweeper may get there first (its first round runs at start): the end state is what counts.
        await forget_closed_windows(app.state.context)
        async with db.connect() as conn:
            keys = (await conn.execute(text("SELECT key FROM attempt_windows"))).scalars().all()
        assert keys == ["new@salon.example"]
