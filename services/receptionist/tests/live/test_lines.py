from receptionist.live import lines


class TestReminder:
    def test_asks_again_the_question_last_asked(self):
        said = ["Good news: Friday at 2 PM is free.", "To confirm: a haircut for Dana. Shall I book it?"]
        assert lines.reminder("en", said) == ["Are you still there?", "Shall I book it?"]

    def test_only_asks_whether_they_are_there_when_the_agent_asked_nothing(self):
        assert lines.reminder("en", ["You're booked: a haircut on Friday."]) == ["Are you still there?"]
        assert lines.reminder("en", []) == ["Are you still there?"]

    def test_in_the_calls_language(self):
        assert lines.reminder("es", ["¿Qué día le viene bien?"]) == ["¿Sigue ahí?", "¿Qué día le viene bien?"]


class TestLanguage:
    def test_of_the_engines_memory(self):
        assert lines.language_of({"language": "fr"}) == "fr"
        assert lines.language_of({}) == "en"
        assert lines.language_of({"language": "xx"}) == "en"
        assert lines.hold("de") == "Einen Moment."
        assert lines.hold("xx") == "One moment."
