from pydantic import BaseModel, ConfigDict, Field

from ringbook_common.json_types import Json


class FunctionAnswer(BaseModel):
    """What the agent reads back from one of its functions. Besides `ok` and `result`, a function adds what it
    found: `failed` (true when it could not do its job), `alternatives` (times to offer instead), `service`,
    `name`, `address`, `refusal`, `transferred_to`, …"""

    model_config = ConfigDict(extra="allow")
    __pydantic_extra__: dict[str, Json] = Field(init=False)

    ok: bool
    result: str = Field(description="What the agent says or goes on from")
