"""The bounded value types: what each accepts, what it refuses and with which words, and that every zone it
accepts works in PostgreSQL as well as in Python."""

from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Annotated
from zoneinfo import ZoneInfo

import pytest
from hypothesis import find
from pydantic import BaseModel, ValidationError
from sqlalchemy import text as sql

from ringbook_common import bounded
from ringbook_common.db import create_engine
from ringbook_common.testing import fuzzing


def refusal(model: type[BaseModel], **data) -> str:
    with pytest.raises(ValidationError) as refused:
        model.model_validate(data)
    return refused.value.errors()[0]["msg"].removeprefix("Value error, ")


class Named(BaseModel):
    name: Annotated[str, bounded.text(label="Name", max_length=10, required="Name is required")] = ""
    note: Annotated[str | None, bounded.text(label="Note", max_length=20, multiline=True)] = None


class TestText:
    @pytest.mark.parametrize("value", ["Ana\x00", "\ud800", "Ana\x1b[31m", "\x7f", "Ana\u0085x"])
    def test_nul_lone_surrogates_and_controls_are_refused(self, value):
        assert refusal(Named, name=value) == "Name contains characters we can't accept"

    def test_single_line_text_has_its_line_breaks_made_spaces(self):
        assert Named(name=" Ana \r\n  Ruiz\u2028").name == "Ana Ruiz"

    def test_multi_line_text_keeps_its_line_breaks(self):
        assert Named(name="Ana", note="one\r\ntwo").note == "one\ntwo"

    def test_length_counts_after_trimming(self):
        assert Named(name="  " + "a" * 10 + "  ").name == "a" * 10
        assert refusal(Named, name="a" * 11) == "Name must be at most 10 characters"

    @pytest.mark.parametrize("value", [None, "", "   ", 5, ["Ana"]])
    def test_missing_or_not_text(self, value):
        assert refusal(Named, name=value) == "Name is required"


class Secret(BaseModel):
    password: Annotated[str, bounded.text(label="Password", max_length=20, required="Please enter your password",
                                          trim=False)]


class TestUntrimmedText:
    def test_a_password_is_kept_exactly_as_typed_control_characters_included(self):
        assert Secret(password=" pass\tword\x1b ").password == " pass\tword\x1b "

    @pytest.mark.parametrize("value", ["pass\x00word", "pass\udc80word"])
    def test_only_what_cannot_be_stored_or_encoded_is_refused(self, value):
        assert refusal(Secret, password=value) == "Password contains characters we can't accept"


class Keyed(BaseModel):
    key: Annotated[str, bounded.key(label="API key", max_length=20, required="Enter your key")]


class TestKey:
    @pytest.mark.parametrize("value", ["cal_live_ключ", "a b", "a\r\nX-Injected: 1", "a\x00"])
    def test_what_cannot_travel_in_a_header_is_refused(self, value):
        assert "plain letters, digits and symbols" in refusal(Keyed, key=value)

    def test_printable_ascii_is_kept_trimmed(self):
        assert Keyed(key=" cal_live_a1!~ ").key == "cal_live_a1!~"


class Dated(BaseModel):
    day: Annotated[date | None, bounded.day(label="from")] = None
    start: Annotated[datetime | None, bounded.moment(label="start")] = None


class TestDates:
    @pytest.mark.parametrize("value", ["0001-01-01", "1999-12-31", "2101-01-01", "9999-12-31"])
    def test_days_outside_the_bookable_years_are_refused(self, value):
        assert refusal(Dated, day=value) == "from must be a date between the years 2000 and 2100"

    @pytest.mark.parametrize("value", ["2030-02-30", "tomorrow", "2030/01/01", 20300101])
    def test_what_is_not_a_day_is_refused(self, value):
        assert refusal(Dated, day=value) == "from must be a date (yyyy-mm-dd)"

    def test_a_day_or_a_date_times_day(self):
        assert Dated(day="2030-03-14").day == Dated(day="2030-03-14T10:00:00Z").day == date(2030, 3, 14)

    @pytest.mark.parametrize("value", ["9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00",
                                       "2100-12-31T23:59:59-12:00x"])
    def test_date_times_a_datetime_cannot_hold_are_refused(self, value):
        assert refusal(Dated, start=value).startswith("start must be")

    def test_the_last_moment_in_the_furthest_zone_still_converts(self):
        moment = Dated(start="2100-12-31T23:59:59-12:00").start
        assert moment.astimezone(UTC).year == 2101

    @pytest.mark.parametrize("value", [10**20, 2**63, -(10**20), 1e300, float("nan"), float("inf"), "1700000000000"])
    def test_epoch_milliseconds_out_of_range_are_refused(self, value):
        with pytest.raises(ValueError):
            bounded.from_epoch_ms(value, label="start_timestamp")

    def test_epoch_milliseconds_in_range(self):
        assert bounded.from_epoch_ms(1_900_000_000_000, label="t") == datetime(2030, 3, 17, 17, 46, 40, tzinfo=UTC)
        assert bounded.from_epoch_ms(None, label="t") is None and bounded.from_epoch_ms(0, label="t") is None


class Priced(BaseModel):
    price: Annotated[Decimal, bounded.money(label="Price", digits=10)]


class TestMoney:
    @pytest.mark.parametrize("value", [99999999.995, "99999999.995", 100000000, "1e12", 1e308, "1E+999999"])
    def test_an_amount_past_the_column_is_refused(self, value):
        assert refusal(Priced, price=value) == "Price is too large"

    @pytest.mark.parametrize("value, kept", [(45, "45.00"), ("$45.5", "45.50"), (0.125, "0.13"),
                                             (99999999.99, "99999999.99"), ("99999999.994", "99999999.99")])
    def test_an_amount_is_rounded_half_up_to_the_cent(self, value, kept):
        assert Priced(price=value).price == Decimal(kept)

    def test_a_negative_amount_is_refused(self):
        assert refusal(Priced, price=-1) == "Price can't be negative"

    @pytest.mark.parametrize("value", ["NaN", "Infinity", True, "forty", [45]])
    def test_what_is_no_amount(self, value):
        assert refusal(Priced, price=value) == "Price must be a number, like 45 or 45.50"


class TestAsMetadata:
    """A factory's `Bounds` is one piece of `Annotated` metadata: its check, then its serializer, then its schema."""

    def test_the_field_publishes_the_schema_of_its_kind(self):
        assert Named.model_json_schema()["properties"]["name"] == {
            "type": "string", "maxLength": 10, "minLength": 1, bounded.MARKER: "text", "default": "", "title": "Name"}

    def test_money_is_a_plain_number_in_json(self):
        assert Priced(price="$45.5").model_dump(mode="json") == {"price": 45.5}
        assert Priced.model_json_schema()["properties"]["price"][bounded.MARKER] == "money"


class Zoned(BaseModel):
    timezone: Annotated[str, bounded.zone()]


class TestZones:
    @pytest.mark.parametrize("zone", ["localtime", "Factory", "posixrules", "GMT0", "UCT", "Zulu", "EST5EDT",
                                      "posix/America/New_York", "right/UTC", "Etc/GMT+0", "america/new_york", ""])
    def test_what_is_no_place_an_owner_picks_is_refused(self, zone):
        assert refusal(Zoned, timezone=zone) == "Please choose a time zone from the list"

    @pytest.mark.parametrize("zone", ["UTC", "America/New_York", "America/Argentina/Buenos_Aires", "US/Eastern",
                                      "Asia/Calcutta", "Etc/UTC", "Etc/GMT+5"])
    def test_real_zones_and_the_aliases_browsers_report(self, zone):
        assert Zoned(timezone=zone).timezone == zone

    def test_a_stored_zone_that_is_no_real_one_reads_as_the_default(self):
        assert bounded.zone_or_default("localtime") == "America/New_York"
        assert bounded.zone_or_default("Europe/Paris") == "Europe/Paris"

    async def test_every_accepted_zone_works_in_postgresql_and_python(self, make_database):
        engine = create_engine(await make_database("bounded_zones"))
        async with engine.connect() as conn:
            known = set((await conn.execute(sql("SELECT name FROM pg_timezone_names"))).scalars())
            for zone in sorted(bounded.zones() - known):
                # Some links are left out of the view but still work: try each as AT TIME ZONE does.
                await conn.execute(sql("SELECT now() AT TIME ZONE :zone"), {"zone": zone})
        await engine.dispose()
        for zone in bounded.zones():
            ZoneInfo(zone)


class TestFuzzingEdges:
    """The schemathesis run's date strategies reach the edges, not only the middle of the bookable years."""

    @pytest.mark.parametrize("wanted", [date.min, date.max, date(1999, 12, 31), date(2101, 1, 1)])
    def test_days_reach_the_edges(self, wanted):
        assert find(fuzzing.edge_days(), lambda day: day == wanted) == wanted

    def test_date_times_reach_year_9999_in_the_zone_furthest_west(self):
        found = find(fuzzing.edge_moments(), lambda moment: moment.startswith("9999") and moment.endswith("-12:00"))
        assert found.startswith("9999-12-31")
