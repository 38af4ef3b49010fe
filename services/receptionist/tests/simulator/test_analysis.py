"""The simulated call's post-call analysis: what the owner reads as the call's summary."""

from receptionist.models import SimulatedCall
from receptionist.simulator import analysis


def call(memory: dict, *, caller_spoke: bool = True) -> SimulatedCall:
    turns = [{"role": "agent", "text": "Hello"}] + ([{"role": "user", "text": "Hi"}] if caller_spoke else [])
    return SimulatedCall(call_id="call_x", memory=memory, turns=turns)


def test_what_happened_is_told_in_order_then_what_was_asked():
    memory = {"events": [
        {"kind": "booked", "service": "Haircut", "staff": "Sam Lee", "start": "2026-11-23T15:00:00-05:00",
         "name": "Jane Smith"},
        {"kind": "moved", "service": "Haircut", "staff": "Sam Lee", "start": "2026-11-24T10:30:00-05:00"},
        {"kind": "cancelled", "service": "Color", "staff": "", "start": "2026-11-25T09:00:00-05:00"},
        {"kind": "message", "name": "Jane Smith", "reason": "a refund"}], "topics": ["hours", "prices"]}
    found = analysis.analyze(call(memory))
    assert found["call_summary"] == (
        "Jane Smith booked a Haircut with Sam Lee for Monday, November 23 at 3:00 PM. "
        "The caller moved their Haircut with Sam Lee to Tuesday, November 24 at 10:30 AM. "
        "The caller cancelled their Color on Wednesday, November 25 at 9:00 AM. "
        "Jane Smith asked to be called back about: a refund. "
        "The caller asked about opening hours and prices.")
    assert (found["user_sentiment"], found["call_successful"], found["in_voicemail"]) == ("Positive", True, False)


def test_a_call_without_a_request_says_so():
    assert analysis.analyze(call({}, caller_spoke=False)) == {
        "call_summary": "The caller hung up without a request.", "user_sentiment": "Unknown",
        "call_successful": False, "in_voicemail": False, "custom_analysis_data": {}}
    spoke = analysis.analyze(call({"topics": []}))
    assert spoke["call_summary"] == "The caller did not book, change an appointment or leave a message."
    assert spoke["user_sentiment"] == "Neutral"


def test_a_call_is_timed_by_its_words_when_it_has_no_recording():
    assert analysis.spoken_ms([("agent", "one two three four five"), ("user", "six seven eight nine ten")]) == 4000


def test_a_transfer_is_told_whether_it_connected():
    put_through = SimulatedCall(call_id="call_x", memory={}, turns=[
        {"role": "agent", "text": "Hello"}, {"role": "user", "text": "Can I talk to someone?"},
        {"role": "transfer", "to": "+14158675309", "ok": True}])
    found = analysis.analyze(put_through)
    assert found["call_summary"] == "The caller was put through to the front desk (+14158675309)."
    assert found["call_successful"] is True
    rang_out = SimulatedCall(call_id="call_y", memory={}, turns=[
        {"role": "user", "text": "A person please"}, {"role": "transfer", "to": "+12125550123", "ok": False},
        {"role": "transfer", "to": None, "ok": False}])
    assert analysis.analyze(rang_out)["call_summary"] == (
        "Nobody answered at the front desk (+12125550123) when the caller was to be put through. "
        "The caller asked for a person, but the salon has no front-desk number.")


def test_an_angry_caller_is_negative_even_when_something_was_booked():
    memory = {"events": [{"kind": "booked", "service": "Haircut", "staff": "Sam Lee",
                          "start": "2026-11-23T15:00:00-05:00", "name": "Jane Smith"}]}
    angry = SimulatedCall(call_id="call_x", memory=memory, turns=[
        {"role": "user", "text": "This is ridiculous, I've been on hold forever. Fine, book it."}])
    assert analysis.analyze(angry)["user_sentiment"] == "Negative"
