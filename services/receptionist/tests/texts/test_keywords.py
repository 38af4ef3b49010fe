import pytest

from receptionist.texts.keywords import Keyword, is_answer_when_texting, keyword_of


class TestKeywordOf:
    @pytest.mark.parametrize("body", ["STOP", "stop", " Stop ", "\\tunsubscribe\\n", "End", "QUIT", "stopall",
                                      "Revoke", "optout", "CANCEL", "cancel"])
    def test_opt_out_words_alone_in_any_case(self, body):
        assert keyword_of(body.replace("\\t", "\t").replace("\\n", "\n")) is Keyword.OPT_OUT

    @pytest.mark.parametrize("body", ["START", "unstop", "Yes"])
    def test_opt_in_words(self, body):
        assert keyword_of(body) is Keyword.OPT_IN

    @pytest.mark.parametrize("body", ["HELP", "info", " Help"])
    def test_help_words(self, body):
        assert keyword_of(body) is Keyword.HELP

    @pytest.mark.parametrize("body", ["STOP PLEASE", "cancel my 3pm", "please stop", "stop.", "", "   ", "hello",
                                      "yes please", "help me book"])
    def test_more_than_the_word_is_conversation(self, body):
        assert keyword_of(body) is None


def test_yes_is_an_answer_from_a_number_still_texted():
    assert is_answer_when_texting(" yes ")
    assert not is_answer_when_texting("START")
