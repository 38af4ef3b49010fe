import json

from receptionist.live.protocol import (
    CallDetails,
    Config,
    PingPong,
    Pong,
    ReminderRequired,
    Response,
    ResponseRequired,
    ToolCallInvocation,
    ToolCallResult,
    UpdateOnly,
    parse,
)

TRANSCRIPT = [{"role": "agent", "content": "Hi, how can I help?", "words": [{"word": "Hi", "start": 0.1, "end": 0.3}]},
              {"role": "user", "content": "I'd like a haircut"}]


class TestReadingFrames:
    def test_ping_pong(self):
        frame = parse(json.dumps({"interaction_type": "ping_pong", "timestamp": 1700000000000}))
        assert isinstance(frame, PingPong) and frame.timestamp == 1700000000000

    def test_call_details_keeps_the_call_object(self):
        frame = parse(json.dumps({"interaction_type": "call_details",
                                  "call": {"call_id": "c1", "agent_id": "a1", "from_number": "+14155550100"}}))
        assert isinstance(frame, CallDetails) and frame.call["agent_id"] == "a1"

    def test_update_only_with_its_turn(self):
        frame = parse(json.dumps({"interaction_type": "update_only", "transcript": TRANSCRIPT,
                                  "turntaking": "user_turn"}))
        assert isinstance(frame, UpdateOnly) and frame.turntaking == "user_turn"
        assert [u.by_agent for u in frame.transcript] == [True, False]

    def test_response_required_with_its_transcript(self):
        frame = parse(json.dumps({"interaction_type": "response_required", "response_id": 3,
                                  "transcript": TRANSCRIPT, "transcript_with_tool_calls": []}))
        assert isinstance(frame, ResponseRequired) and frame.response_id == 3
        assert frame.transcript[1].content == "I'd like a haircut"

    def test_reminder_required(self):
        frame = parse(json.dumps({"interaction_type": "reminder_required", "response_id": 4, "transcript": TRANSCRIPT}))
        assert isinstance(frame, ReminderRequired) and frame.response_id == 4

    def test_other_roles_are_the_callers(self):
        frame = parse(json.dumps({"interaction_type": "response_required", "response_id": 1,
                                  "transcript": [{"role": "transfer_target", "content": "front desk"}]}))
        assert not frame.transcript[0].by_agent

    def test_frames_we_cannot_read_are_none(self):
        for raw in ("not json", "[]", "{}", '{"interaction_type": "dtmf", "digit": "1"}',
                    '{"interaction_type": "response_required"}', '{"interaction_type": "ping_pong"}',
                    '{"interaction_type": "response_required", "response_id": "three"}', b"\xff\xfe"):
            assert parse(raw) is None, raw


class TestWritingFrames:
    def test_config_asks_for_reconnection_and_call_details(self):
        assert json.loads(Config().frame()) == {"response_type": "config", "config": {
            "auto_reconnect": True, "call_details": True, "transcript_with_tool_calls": False}}

    def test_a_response_leaves_out_the_actions_it_does_not_take(self):
        sent = json.loads(Response(response_id=2, content="Hello.", content_complete=False).frame())
        assert sent == {"response_type": "response", "response_id": 2, "content": "Hello.", "content_complete": False}

    def test_a_closing_response_with_its_action(self):
        sent = json.loads(Response(response_id=9, content="Goodbye.", content_complete=True, end_call=True,
                                   no_interruption_allowed=True).frame())
        assert sent["end_call"] is True and sent["content_complete"] is True and "transfer_number" not in sent

    def test_pong_and_tool_calls(self):
        assert json.loads(Pong(timestamp=5).frame()) == {"response_type": "ping_pong", "timestamp": 5}
        invocation = json.loads(ToolCallInvocation(tool_call_id="tc_1", name="check_availability",
                                                   arguments='{"date": "2050-09-05"}').frame())
        assert invocation["response_type"] == "tool_call_invocation" and json.loads(invocation["arguments"])
        result = json.loads(ToolCallResult(tool_call_id="tc_1", content="{}", successful=True).frame())
        assert result == {"response_type": "tool_call_result", "tool_call_id": "tc_1", "content": "{}",
                          "successful": True}
