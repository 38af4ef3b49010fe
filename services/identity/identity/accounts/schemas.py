from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from identity.passwords import MAX_LENGTH
from ringbook_common import bounded

NAME_MAX = 200
INVALID_EMAIL = "Please enter a valid email"
CODE_MESSAGE = "Please enter the 6-digit code"

Email = Annotated[str, bounded.email(invalid=INVALID_EMAIL)]
# Passwords are kept exactly as typed: spaces count.
NewPassword = Annotated[str, bounded.text(label="Password", max_length=MAX_LENGTH, min_length=8, trim=False,
                                          required="Password must be at least 8 characters")]
Confirmation = Annotated[str, bounded.text(label="Password confirmation", max_length=MAX_LENGTH, default="",
                                           trim=False)]


def checked_confirmation(value: str, info: ValidationInfo) -> str:
    if not value:
        raise ValueError("Please confirm your password")
    if "password" in info.data and value != info.data["password"]:
        raise ValueError("Passwords don't match")
    return value


class Input(BaseModel):
    """Unknown fields ignored; fields left out are checked like empty ones."""

    model_config = ConfigDict(extra="ignore", validate_default=True)


class EmailInput(Input):
    email: Email = ""


class Registration(Input):
    # Single-line: the name opens the e-mails we send.
    fullName: Annotated[str, bounded.text(label="Name", max_length=NAME_MAX, required="Name is required")] = ""
    email: Email = ""
    password: NewPassword = ""
    confirmPassword: Confirmation = ""

    @field_validator("confirmPassword")
    @classmethod
    def confirmed(cls, value: str, info: ValidationInfo) -> str:
        return checked_confirmation(value, info)


class CodeInput(EmailInput):
    code: Annotated[str, bounded.text(label="Code", max_length=40, required=CODE_MESSAGE)] = Field(
        default="", description="The 6 digits from the e-mail")

    @field_validator("code")
    @classmethod
    def six_digits(cls, value: str) -> str:
        if len(value) != 6 or not value.isascii() or not value.isdigit():
            raise ValueError(CODE_MESSAGE)
        return value


class PasswordReset(CodeInput):
    password: NewPassword = ""
    confirmPassword: Confirmation = ""

    @field_validator("confirmPassword")
    @classmethod
    def confirmed(cls, value: str, info: ValidationInfo) -> str:
        return checked_confirmation(value, info)


class Sent(BaseModel):
    ok: bool = True
    message: str
