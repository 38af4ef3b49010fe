import pytest

from receptionist.texts.keywords import Keyword, is_answer_when_texting, is_confirm_letter, is_confirm_word, keyword_of


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


@pytest.mark.parametrize("body", ["C", "c", " c. ", "C!"])
def test_the_reminders_c_alone_confirms(body):
    assert is_confirm_letter(body) and keyword_of(body) is None


@pytest.mark.parametrize("body", ["confirm", "Confirmed.", "confirmo", "Confirmé", "bestätigt", "CONFERMO"])
def test_confirm_in_each_language_is_the_word(body):
    assert is_confirm_word(body) and not is_confirm_letter(body)


@pytest.mark.parametrize("body", ["c u friday", "cc", "can i confirm friday", "", "see"])
def test_anything_more_is_conversation(body):
    assert not is_confirm_letter(body) and not is_confirm_word(body)
