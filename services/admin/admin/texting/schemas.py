from pydantic import BaseModel, Field

from ringbook_common.messaging.limits import OPERATOR_LIMIT_MAX


class TextLimitUpdate(BaseModel):
    dailyLimit: int = Field(ge=1, le=OPERATOR_LIMIT_MAX, description="Texts the tenant may send a day")
