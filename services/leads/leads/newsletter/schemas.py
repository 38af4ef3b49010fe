from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict

from leads import fields
from leads.forms import Form

Email = Annotated[str, fields.email(invalid="Please enter a valid email address", empty="Please enter your email")]


class SubscriptionCreate(Form):
    model_config = ConfigDict(json_schema_extra={"required": ["email"]})

    email: Email = ""


class Subscribed(BaseModel):
    """The same answer for a new address and one already subscribed: it tells nobody who is on the list."""

    status: Literal["subscribed"] = "subscribed"


class Unsubscribed(BaseModel):
    status: Literal["unsubscribed"] = "unsubscribed"
    message: str = "You're unsubscribed. You won't get the Ringbook newsletter any more."
