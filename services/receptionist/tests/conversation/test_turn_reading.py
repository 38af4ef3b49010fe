"""A turn whose words the reader trips on is a turn not understood: the caller is asked again and the call goes
on, the failure logged once; the next turn is read on its own (the tripping words are not read with it)."""

import logging
from datetime import UTC, date, datetime
from typing import Any

from receptionist.conversation import speech, turn
from receptionist.conversation.reading import Reading
from receptionist.conversation.state import CallState

NOW = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)
SALON = {"name": "Salon Sol", "timezone": "America/New_York", "now": NOW.isoformat(),
         "hours": {day: {"open": "09:00", "close": "19:00"} for day in ("Tuesday", "Wednesday", "Thursday", "Friday")},
         "services": [{"name": "Haircut", "duration_min": 45, "price": 45}], "staff": ["Maria Lopez"]}


class TrippingOnce:
    """A reader that cannot parse the first turn it is given (as the French reader once could not read
    "dix-sept"), and reads every later one with the built-in understanding."""

    def __init__(self) -> None:
        self.read: list[str] = []

    async def __call__(self, text: str, state: CallState, *, today: date, services: list[str],
                       staff: list[str]) -> Reading:
        self.read.append(text)
        if len(self.read) == 1:
            raise KeyError("dixsept")
        return await turn.built_in(text, state, today=today, services=services, staff=staff)


async def no_function(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    raise AssertionError(f"no function runs for these turns, {name} was asked")


async def test_a_turn_the_reader_trips_on_is_not_understood_and_the_call_goes_on(caplog) -> None:
    memory = CallState(language="fr", salon=SALON).model_dump(mode="json")
    reader = TrippingOnce()
    with caplog.at_level(logging.ERROR, logger="ringbook.receptionist.conversation"):
        tripped = await turn.hear(memory, "après dix-sept heures", run=no_function, caller_number="+14155550100",
                                  locales=["fr-FR"], now=NOW, reader=reader)
    assert tripped.said == [speech.line("not_understood", "fr")]
    assert memory["misses"] == 1
    assert [record.exc_info[0] for record in caplog.records if record.exc_info] == [KeyError]

    answered = await turn.hear(memory, "Quels sont vos horaires ?", run=no_function, caller_number="+14155550100",
                               locales=["fr-FR"], now=NOW, reader=reader)
    assert reader.read == ["après dix-sept heures", "Quels sont vos horaires ?"]
    assert answered.said[0].startswith("Nous sommes ouverts")  # the hours, read from the salon's facts
    assert memory["misses"] == 0
