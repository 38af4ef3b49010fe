from email_validator import EmailNotValidError, validate_email
from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from identity.passwords import MAX_LENGTH

NAME_MAX = 200


def normalize_email(value: str) -> str:
    """Trimmed and lower-cased: one address, however it is typed."""
    return value.strip().lower()


def checked_email(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("Please enter a valid email")
    email = normalize_email(value)
    try:
        validate_email(email, check_deliverability=False)
    except EmailNotValidError as exc:
        raise ValueError("Please enter a valid email") from exc
    return email


def checked_new_password(value: str) -> str:
    if len(value) < 8:
        raise ValueError("Password must be at least 8 characters")
    if len(value) > MAX_LENGTH:
        raise ValueError(f"Password must be at most {MAX_LENGTH} characters")
    return value


def checked_confirmation(value: str, info: ValidationInfo) -> str:
    if not value:
        raise ValueError("Please confirm your password")
    if "password" in info.data and value != info.data["password"]:
        raise ValueError("Passwords don't match")
    return value


class Input(BaseModel):
    model_config = ConfigDict(extra="ignore", str_max_length=10_000)


class EmailInput(Input):
    email: str = ""

    @field_validator("email", mode="before")
    @classmethod
    def valid_email(cls, value: object) -> str:
        return checked_email(value)


class Registration(Input):
    fullName: str = ""
    email: str = ""
    password: str = ""
    confirmPassword: str = ""

    @field_validator("fullName")
    @classmethod
    def named(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("Name is required")
        if len(value) > NAME_MAX:
            raise ValueError(f"Name must be at most {NAME_MAX} characters")
        return value

    @field_validator("email", mode="before")
    @classmethod
    def valid_email(cls, value: object) -> str:
        return checked_email(value)

    @field_validator("password")
    @classmethod
    def long_enough(cls, value: str) -> str:
        return checked_new_password(value)

    @field_validator("confirmPassword")
    @classmethod
    def confirmed(cls, value: str, info: ValidationInfo) -> str:
        return checked_confirmation(value, info)


class CodeInput(EmailInput):
    code: str = Field(default="", description="The 6 digits from the e-mail")

    @field_validator("code")
    @classmethod
    def six_digits(cls, value: str) -> str:
        value = value.strip()
        if len(value) != 6 or not value.isdigit():
            raise ValueError("Please enter the 6-digit code")
        return value


class PasswordReset(CodeInput):
    password: str = ""
    confirmPassword: str = ""

    @field_validator("password")
    @classmethod
    def long_enough(cls, value: str) -> str:
        return checked_new_password(value)

    @field_validator("confirmPassword")
    @classmethod
    def confirmed(cls, value: str, info: ValidationInfo) -> str:
        return checked_confirmation(value, info)


class Sent(BaseModel):
    ok: bool = True
    message: str
