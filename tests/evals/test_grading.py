"""The scenario runner's own parts without a stack: reading scenario and salon files (a bad one is a clear error
naming the file and field) and grading an end state (a mismatch is caught, an unintended write counted apart)."""

import uuid
from datetime import date, datetime
from pathlib import Path

import pytest

from evals import report
from evals.__main__ import _paths, select
from evals.endstate import Appointment, Callback, EndState, LoggedCall, Missing, Text, Waiting
from evals.grading import grade, plain
from evals.profiles import load_profile, load_profiles
from evals.runner import Result
from evals.scenarios import ScenarioError, load, load_all, load_file

SCENARIO = """\
id: {id}
category: booking
language: en
salon: sol
now: "2026-12-01 10:15"
caller: "+14155550123"
given:
  appointments:
    - {{service: Color, staff: Ana, at: "2026-12-04 11:00", name: Jordan Ellis}}
turns:
  - Hi, this is Jordan Ellis, I'd like a haircut with Maria tomorrow at 3
  - Yes please
expect:
{expect}
"""
BOOKED_TOMORROW = """\
  appointments:
    - {service: Color, staff: Ana, at: "2026-12-04 11:00", status: booked}
    - {service: Haircut, staff: Maria, at: "2026-12-02 15:00", name: jordan ellis, phone: caller, status: booked}
  callbacks: []
  outcome: booked
"""


def scenario_file(folder: Path, *, id: str = "en-name-up-front", expect: str = BOOKED_TOMORROW) -> Path:
    path = folder / f"{id}.yaml"
    path.write_text(SCENARIO.format(id=id, expect=expect))
    return path


def appointment(service: str, staff: str, at: str, *, name: str = "Jordan Ellis", phone: str = "+14155550123",
                status: str = "booked", language: str | Missing = "en", id: uuid.UUID | None = None,
                confirmed: bool = False) -> Appointment:
    return Appointment(id or uuid.uuid4(), service, staff, datetime.fromisoformat(at), name, phone, status, language,
                       confirmed)


GIVEN = appointment("Color", "Ana Ruiz", "2026-12-04 11:00")
SOL = load_profiles()["sol"]


def state(*appointments: Appointment, callbacks: list[Callback] | None = None, outcome: str = "booked",
          texts: list[Text] | None = None, waitlist: list[Waiting] | None = None) -> EndState:
    return EndState(list(appointments), callbacks or [], LoggedCall(outcome, "Neutral", False), texts or [],
                    waitlist or [])


class TestReading:
    def test_every_scenario_and_salon_of_the_suite_reads(self):
        assert set(load_profiles()) >= {"sol", "lumen", "corner"}
        scenarios = load_all()
        assert len({s.id for s in scenarios}) == len(scenarios)

    def test_a_scenario_reads_into_its_fields(self, tmp_path):
        scenario = load_file(scenario_file(tmp_path))
        assert (scenario.id, scenario.category, scenario.language, scenario.salon) == (
            "en-name-up-front", "booking", "en", "sol")
        assert scenario.now == datetime(2026, 12, 1, 10, 15)
        assert scenario.expect.appointments[1].phone == "caller" and not scenario.held_out

    def test_a_malformed_field_names_the_file_and_the_field(self, tmp_path):
        path = scenario_file(tmp_path, expect='  appointments:\n    - {at: "tomorrow at 3"}\n')
        with pytest.raises(ScenarioError) as error:
            load_file(path)
        assert str(path) in str(error.value) and "expect.appointments.0.at" in str(error.value)
        assert "YYYY-MM-DD HH:MM" in str(error.value)

    def test_an_unknown_field_is_refused_not_ignored(self, tmp_path):
        path = scenario_file(tmp_path, expect="  outcome: booked\n  apointments: []\n")
        with pytest.raises(ScenarioError, match=r"expect\.apointments"):
            load_file(path)

    def test_an_unknown_salon_is_a_clear_error(self, tmp_path):
        path = scenario_file(tmp_path)
        path.write_text(path.read_text().replace("salon: sol", "salon: nowhere"))
        with pytest.raises(ScenarioError, match=r"salon: no salon 'nowhere' \(known: corner, lumen, sol\)"):
            load_file(path)

    def test_the_id_is_the_files_name_and_ids_are_distinct(self, tmp_path):
        path = scenario_file(tmp_path, id="en-one")
        renamed = path.rename(tmp_path / "en-two.yaml")
        with pytest.raises(ScenarioError, match="must be the file's name"):
            load_file(renamed)
        other = tmp_path / "other"
        other.mkdir()
        with pytest.raises(ScenarioError, match="is also the id of"):
            load([scenario_file(tmp_path, id="en-same"), scenario_file(other, id="en-same")])

    def test_a_file_that_is_no_mapping_is_a_clear_error(self, tmp_path):
        path = tmp_path / "en-list.yaml"
        path.write_text("- just\n- a list\n")
        with pytest.raises(ScenarioError, match=r"en-list\.yaml: a scenario is a mapping"):
            load_file(path)

    def test_a_bad_salon_file_names_the_field(self, tmp_path):
        path = tmp_path / "bad.yaml"
        path.write_text('name: Bad\ntimezone: UTC\naddress: {street: x, city: y}\nowner_phone: "+1"\n'
                        'hours: {"7": {open: "09:00", close: "17:00"}}\nservices: [{name: Cut, duration: 30}]\n'
                        "staff: [{name: Al}]\n")
        with pytest.raises(ScenarioError, match=r"bad\.yaml: not a valid salon\n  hours"):
            load_profile(path)


class TestGrading:
    @pytest.fixture
    def scenario(self, tmp_path):
        return load_file(scenario_file(tmp_path))

    def test_the_expected_end_state_passes(self, scenario):
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00")))
        assert found.passed, found

    def test_a_booking_at_another_time_is_a_difference_and_an_unintended_write(self, scenario):
        wrong = appointment("Haircut", "Maria Lopez", "2026-12-02 16:00")
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, wrong))
        assert not found.passed
        assert found.differences[0].startswith("appointment missing: expected service Haircut, staff Maria, "
                                               "at 2026-12-02 15:00")
        assert "appointment not expected: Haircut with Maria Lopez at 2026-12-02 16:00" in found.differences[1]
        assert found.unintended_writes == [f"booked {wrong.describe()}"]

    def test_a_given_appointment_changed_when_expected_unchanged_is_an_unintended_write(self, scenario):
        cancelled = appointment("Color", "Ana Ruiz", "2026-12-04 11:00", status="cancelled", id=GIVEN.id)
        found = grade(scenario, SOL, [GIVEN],
                      state(cancelled, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00")))
        assert found.unintended_writes == [f"changed {GIVEN.describe()} -> {cancelled.describe()}"]

    def test_a_missing_booking_is_no_write(self, scenario):
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, outcome="inquiry"))
        assert found.differences == [
            "appointment missing: expected service Haircut, staff Maria, at 2026-12-02 15:00, name jordan ellis, "
            "phone caller, status booked", "outcome: expected booked, found inquiry"]
        assert found.unintended_writes == []

    def test_a_field_the_product_does_not_keep_fails_with_the_reason_and_writes_nothing(self, tmp_path):
        expect = BOOKED_TOMORROW.replace("phone: caller, status: booked}", "status: booked, language: en}")
        scenario = load_file(scenario_file(tmp_path, expect=expect))
        unkept = Missing("the product keeps no language on appointments")
        found = grade(scenario, SOL, [GIVEN],
                      state(GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00", language=unkept)))
        assert len(found.differences) == 1 and found.differences[0].endswith(
            "language en expected, but the product keeps no language on appointments")
        assert found.unintended_writes == []

    def test_a_confirmation_expected_must_be_on_the_appointment(self, tmp_path):
        expect = BOOKED_TOMORROW.replace("phone: caller, status: booked}", "status: booked, confirmed: true}")
        scenario = load_file(scenario_file(tmp_path, expect=expect))
        unconfirmed = grade(scenario, SOL, [GIVEN],
                            state(GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00")))
        assert not unconfirmed.passed and unconfirmed.differences[0].endswith("status booked, confirmed True")
        confirmed = grade(scenario, SOL, [GIVEN],
                          state(GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00", confirmed=True)))
        assert confirmed.passed, confirmed

    def test_call_backs_match_on_words_ignoring_case_and_accents(self, tmp_path):
        expect = ("  appointments:\n    - {service: Color, staff: Ana Ruiz}\n  callbacks:\n"
                  "    - {urgency: urgent, reason_has: [reacción, cuero cabelludo], best_time_has: mañana, "
                  "kind: late}\n")
        scenario = load_file(scenario_file(tmp_path, expect=expect))
        callback = Callback("Lucía", "+14155550123", "Tiene una REACCION en el cuero  cabelludo", "urgent",
                            "Manana por la tarde", "es", Missing("the product keeps no kind on call-backs"))
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, callbacks=[callback]))
        assert found.differences == [f"call-back {callback.describe()}: kind late expected, but the product keeps "
                                     "no kind on call-backs"]
        normal = Callback("Lucía", "+14155550123", "reacción en el cuero cabelludo", "normal", "mañana", "es", "late")
        assert grade(scenario, SOL, [GIVEN], state(GIVEN, callbacks=[normal])).differences == [
            "call-back missing: expected urgency urgent, reason_has ['reacción', 'cuero cabelludo'], "
            "best_time_has ['mañana'], kind late", f"call-back not expected: {normal.describe()}"]

    def test_texts_are_found_by_recipient_and_words(self, tmp_path):
        expect = ("  appointments:\n    - {staff: Ana}\n  texts:\n    - {to: owner, has: [late, 15]}\n"
                  "    - {to: stylist, has: late}\n  texts_exact: true\n")
        scenario = load_file(scenario_file(tmp_path, expect=expect))
        owner = Text("(415) 867-5309", "Jordan Ellis is running 15 minutes late")
        stylist = Text("+14155550181", "Your client is running LATE")
        assert grade(scenario, SOL, [GIVEN], state(GIVEN, texts=[owner, stylist])).passed
        caller = Text("+14155550123", "See you soon")
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, texts=[owner, caller]))
        assert found.differences == ["text missing: expected to stylist, has ['late']",
                                     "text not expected: to +14155550123: 'See you soon'"]

    def test_a_waitlist_entry_matches_on_its_service_stylist_days_window_and_consent(self, tmp_path):
        expect = ("  appointments:\n    - {staff: Ana}\n  waitlist:\n    - {service: haircut, staff: Maria, "
                  "first_day: 2026-12-04, last_day: 2026-12-04, earliest: \"15:00\", latest: \"15:00\", "
                  "name: Jordan Ellis, consent: call}\n")
        scenario = load_file(scenario_file(tmp_path, expect=expect))
        friday = date(2026, 12, 4)
        joined = Waiting("Haircut", "Maria Lopez", friday, friday, "15:00", "15:00", "Jordan Ellis",
                         "+14155550123", "call")
        assert grade(scenario, SOL, [GIVEN], state(GIVEN, waitlist=[joined])).passed
        anyone = Waiting("Haircut", "", friday, friday, "15:00", "15:00", "Jordan Ellis", "+14155550123", "call")
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, waitlist=[anyone]))
        assert found.differences[0].startswith("waitlist entry missing: expected service haircut, staff Maria")
        assert found.unintended_writes == [f"waitlisted {anyone.describe()}"]
        by_text = Waiting("Haircut", "Maria Lopez", friday, friday, "15:00", "15:00", "Jordan Ellis",
                          "+14155550123", "text")
        assert not grade(scenario, SOL, [GIVEN], state(GIVEN, waitlist=[by_text])).passed
        assert grade(scenario, SOL, [GIVEN], state(GIVEN)).differences == [
            "waitlist entry missing: expected service haircut, staff Maria, first_day 2026-12-04, last_day "
            "2026-12-04, earliest 15:00, latest 15:00, name Jordan Ellis, consent call"]

    def test_nobody_joins_the_waitlist_unless_the_scenario_says_so(self, scenario):
        friday = date(2026, 12, 4)
        joined = Waiting("Haircut", "", friday, friday, "00:00", "23:59", "Jordan Ellis", "+14155550123", "call")
        found = grade(scenario, SOL, [GIVEN], state(GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00"),
                                                    waitlist=[joined]))
        assert found.differences == [f"waitlist entry not expected: {joined.describe()}"]

    def test_a_run_with_an_unintended_write_is_under_the_bar(self, scenario):
        passing = Result(scenario, grade(scenario, SOL, [GIVEN], state(
            GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 15:00"))), None, 1.0)
        assert report.bar_misses([passing]) == []
        written = Result(scenario, grade(scenario, SOL, [GIVEN], state(
            GIVEN, appointment("Haircut", "Maria Lopez", "2026-12-02 16:00"))), None, 1.0)
        assert report.bar_misses([passing] * 40 + [written]) == ["1 scenario(s) with an unintended write"]
        board = report.scoreboard([passing, written], agent="the built-in agent", seconds=61)
        assert "  booking          1/2     50.0 %" in board and "unintended writes: 1 scenario(s)" in board
        assert "bar NOT met: overall 50.0 % < 95 %; en 50.0 % < 90 %; 1 scenario(s) with an unintended write" in board

    def test_plain_sets_case_accents_and_spacing_aside(self):
        assert plain("  Mañana  A LAS Diez ") == "manana a las diez"


class TestChoosing:
    def test_ids_files_and_globs_choose_scenarios_and_an_unknown_one_is_named(self):
        chosen = load(_paths(["evals/scenarios/de-*.yaml"]))
        assert chosen and {s.language for s in chosen} == {"de"}
        [first] = load(_paths([chosen[0].id]))
        assert first.id == chosen[0].id
        assert select(chosen, language="de", category=chosen[0].category, held_out_only=False) == [
            s for s in chosen if s.category == chosen[0].category]
        assert select(chosen, language=None, category=None, held_out_only=True) == []
        with pytest.raises(ScenarioError, match="no-such-scenario: no scenario file or id matches"):
            _paths(["no-such-scenario"])
