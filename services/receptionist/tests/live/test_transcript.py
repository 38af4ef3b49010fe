from receptionist.live.protocol import Utterance
from receptionist.live.transcript import Mark, end_of, new_words, spoken_since


def agent(text: str) -> Utterance:
    return Utterance(role="agent", content=text)


def caller(text: str) -> Utterance:
    return Utterance(role="user", content=text)


GREETING = agent("Thank you for calling, how can I help?")


class TestNewWords:
    def test_the_first_turn_reads_the_callers_words_only(self):
        words, mark = new_words([GREETING, caller("I'd like a haircut")], Mark())
        assert words == "I'd like a haircut"
        assert mark == Mark(2, 4)

    def test_a_resent_transcript_gives_only_what_followed(self):
        transcript = [GREETING, caller("I'd like a haircut"), agent("What day would suit you?"),
                      caller("Friday at two")]
        words, mark = new_words(transcript, Mark(2, 4))
        assert words == "Friday at two"
        assert mark == Mark(4, 3)

    def test_words_added_to_an_utterance_already_read_are_new(self):
        # The response to the first words was discarded before it was spoken; the caller went on.
        transcript = [GREETING, caller("I'd like a haircut on Friday at two")]
        words, mark = new_words(transcript, Mark(2, 4))
        assert words == "on Friday at two"
        assert mark == Mark(2, 8)

    def test_several_utterances_since_are_read_together(self):
        transcript = [GREETING, caller("Hi"), agent("Hello"), caller("a haircut"), caller("tomorrow")]
        assert new_words(transcript, Mark(2, 1))[0] == "a haircut tomorrow"

    def test_nothing_new_is_empty(self):
        transcript = [GREETING, caller("I'd like a haircut"), agent("What day would suit you?")]
        words, mark = new_words(transcript, Mark(2, 4))
        assert words == "" and mark == Mark(3, 0)

    def test_a_shorter_transcript_than_read_gives_nothing_new(self):
        assert new_words([GREETING], Mark(3, 2)) == ("", Mark(1, 0))

    def test_end_of_an_empty_transcript(self):
        assert end_of([]) == Mark()


class TestSpokenSince:
    def test_what_the_agent_said_after_the_mark(self):
        transcript = [GREETING, caller("a haircut Friday at two"), agent("To confirm: a haircut"), caller("wait")]
        assert spoken_since(transcript, Mark(2, 5)) == "To confirm: a haircut"

    def test_nothing_when_the_response_was_never_spoken(self):
        assert spoken_since([GREETING, caller("a haircut Friday at two please")], Mark(2, 5)) == ""
