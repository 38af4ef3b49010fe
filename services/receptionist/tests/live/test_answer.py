import json

from receptionist.live.answer import Answer
from receptionist.live.protocol import Response


class Wire:
    """What went out on the socket, as the provider reads it."""

    def __init__(self) -> None:
        self.frames: list[dict] = []

    async def __call__(self, frame: Response) -> None:
        self.frames.append(json.loads(frame.frame()))


class TestAnswer:
    async def test_sentences_stream_and_the_last_closes_the_response(self):
        wire = Wire()
        answer = Answer(3, wire)
        answer.sentences = ["Good news: Friday at 2 PM is free.", "May I have your name?"]
        await answer.finish()
        assert wire.frames == [
            {"response_type": "response", "response_id": 3, "content": "Good news: Friday at 2 PM is free. ",
             "content_complete": False},
            {"response_type": "response", "response_id": 3, "content": "May I have your name?",
             "content_complete": True}]

    async def test_the_holding_line_goes_once_before_functions_and_is_part_of_what_was_said(self):
        wire = Wire()
        answer = Answer(4, wire, language="es")
        await answer.hold()
        await answer.hold()
        answer.sentences = ["Tengo el viernes a las dos."]
        await answer.finish()
        assert [f["content"] for f in wire.frames] == ["Un momento. ", "Tengo el viernes a las dos."]
        assert answer.said() == ["Un momento.", "Tengo el viernes a las dos."]

    async def test_nothing_to_say_still_closes_the_response(self):
        wire = Wire()
        await Answer(5, wire).finish()
        assert wire.frames == [{"response_type": "response", "response_id": 5, "content": "",
                                "content_complete": True}]

    async def test_a_goodbye_ends_the_call_and_cannot_be_interrupted(self):
        wire = Wire()
        answer = Answer(6, wire)
        answer.sentences, answer.hang_up = ["Thank you for calling Studio Nine. Have a lovely day!"], True
        await answer.finish()
        assert wire.frames[-1]["end_call"] is True and wire.frames[-1]["no_interruption_allowed"] is True

    async def test_a_transfer_names_the_front_desk_instead_of_ending(self):
        wire = Wire()
        answer = Answer(7, wire)
        answer.sentences, answer.hang_up = ["Of course, let me put you through to the front desk."], True
        answer.transfer_number = "+14155550111"
        await answer.finish()
        last = wire.frames[-1]
        assert last["transfer_number"] == "+14155550111" and "end_call" not in last and last["content_complete"]

    async def test_finishes_once(self):
        wire = Wire()
        answer = Answer(8, wire)
        await answer.finish()
        await answer.finish()
        assert len(wire.frames) == 1
