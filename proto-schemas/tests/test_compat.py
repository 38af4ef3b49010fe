import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import compat


class TestFieldNumbers:
    def test_every_field_is_locked_and_unchanged(self):
        assert compat.main(update=False) == 0

    def test_reusing_a_number_for_another_field_is_refused(self):
        locked = {"ringbook.x.v1.Thing#1": {"name": "thing_id", "type": "TYPE_STRING"}}
        fields = {"ringbook.x.v1.Thing#1": {"name": "owner", "type": "TYPE_STRING"}}
        assert compat.problems(locked, fields, {"ringbook.x.v1.Thing": []})

    def test_removing_a_field_needs_a_reservation(self):
        locked = {"ringbook.x.v1.Thing#2": {"name": "old", "type": "TYPE_INT32"}}
        assert compat.problems(locked, {}, {"ringbook.x.v1.Thing": []})
        assert not compat.problems(locked, {}, {"ringbook.x.v1.Thing": [(2, 3)]})

    def test_generated_envelope_round_trips(self):
        from google.protobuf.any_pb2 import Any

        from ringbook.common.v1.envelope_pb2 import Envelope
        from ringbook.identity.v1.events_pb2 import UserVerified

        payload = Any()
        payload.Pack(UserVerified(user_id="u1", email="a@b.co", tenant_id="t1"))
        parsed = Envelope.FromString(Envelope(event_id="e1", payload=payload).SerializeToString())
        event = UserVerified()
        assert parsed.payload.Unpack(event)
        assert event.tenant_id == "t1"
