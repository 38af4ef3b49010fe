"""The wizard's status machine and launch gating, as pure functions."""

import pytest

from receptionist.wizard import progress
from receptionist.wizard.progress import Readiness

READY = Readiness(calendar_connected=True, default_event_type_id="haircut", location="12 Main St",
                  city="Springfield", staff_count=1, service_count=2)


class TestAdvance:
    @pytest.mark.parametrize(("current", "step", "expected"), [
        ("not_started", "event_types", "business_info"),
        ("business_info", "business_info", "staff"),
        ("staff", "staff", "services"),
        ("services", "services", "review"),
        ("not_started", "services", "review"),      # a later step saved first jumps ahead
        ("review", "event_types", "review"),        # editing an earlier step never moves back
        ("services", "staff", "services"),          # a second staff member keeps the owner where they are
        ("provisioning", "business_info", "provisioning"),
        ("ready", "services", "ready"),
    ])
    def test_forward_only(self, current, step, expected):
        assert progress.advance(current, step) == expected


class TestShown:
    @pytest.mark.parametrize(("stored", "connected", "linked", "agent", "expected"), [
        ("not_started", True, False, None, "not_started"),
        ("not_started", True, True, None, "event_types"),
        ("staff", False, True, None, "calcom_auth"),
        ("review", False, False, None, "calcom_auth"),
        ("review", True, False, None, "review"),
        ("provisioning", True, False, "provisioning", "provisioning"),
        ("provisioning", True, False, "failed", "review"),
        ("provisioning", True, False, None, "review"),
        ("ready", False, True, "active", "ready"),
    ])
    def test_what_the_owner_sees(self, stored, connected, linked, agent, expected):
        assert progress.shown(stored, calendar_connected=connected, calcom_linked=linked,
                              agent_status=agent) == expected


class TestMissing:
    def test_nothing_missing(self):
        assert progress.missing(READY) == {}

    @pytest.mark.parametrize(("change", "field"), [
        ({"calendar_connected": False}, "calendar"), ({"default_event_type_id": None}, "defaultEventTypeId"),
        ({"location": "  "}, "location"), ({"city": ""}, "city"), ({"staff_count": 0}, "staff"),
        ({"service_count": 0}, "services")])
    def test_each_gap_is_named(self, change, field):
        gaps = progress.missing(Readiness(**{**READY.__dict__, **change}))
        assert list(gaps) == [field]
        assert progress.missing_message(gaps) == f"Before launching, please {progress.STILL_NEEDED[field]}."
