import uuid
from typing import Annotated

from pydantic import BaseModel, ConfigDict

from leads import fields
from leads.forms import Form

MISSING = "Please fill in all required fields"
NAME_MISSING = "Please enter your name"
EMAIL_MISSING = "Please enter your email"
MESSAGE_MISSING = "Please enter a message"
REQUIRED_MESSAGES = frozenset({NAME_MISSING, EMAIL_MISSING, MESSAGE_MISSING})
MESSAGE_MAX = 5_000

Name = Annotated[str, fields.text(label="Name", required=NAME_MISSING, max_length=200)]
Email = Annotated[str, fields.email(invalid="Please enter a valid email address", empty=EMAIL_MISSING)]
Phone = Annotated[str | None, fields.text(label="Phone number", max_length=40)]
Business = Annotated[str | None, fields.text(label="Business name", max_length=200)]
Message = Annotated[str, fields.text(label="Message", required=MESSAGE_MISSING, max_length=MESSAGE_MAX, multiline=True)]


class ContactCreate(Form):
    """The /contact form: name, email and message required; phone and business optional."""

    model_config = ConfigDict(json_schema_extra={"required": ["name", "email", "message"]})

    name: Name = ""
    email: Email = ""
    phone: Phone = None
    business: Business = None
    message: Message = ""


class ContactAccepted(BaseModel):
    id: uuid.UUID
