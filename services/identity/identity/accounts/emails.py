"""The e-mails identity sends, in Ringbook's voice: short, warm, plain."""

from ringbook_common.messaging.ports import Email


def verification(to: str, *, name: str, code: str, minutes: int) -> Email:
    return Email(
        to=to,
        subject=f"{code} is your Ringbook code",
        body=(f"Hi {name},\n\nWelcome to Ringbook! Enter this code to verify your email:\n\n    {code}\n\n"
              f"It works for {minutes} minutes. If you didn't sign up, you can ignore this email.\n\n"
              "— The Ringbook team"),
    )


def password_reset(to: str, *, name: str, code: str, minutes: int) -> Email:
    return Email(
        to=to,
        subject=f"{code} is your Ringbook password reset code",
        body=(f"Hi {name},\n\nSomeone (hopefully you) asked to reset your Ringbook password. "
              f"Enter this code to choose a new one:\n\n    {code}\n\n"
              f"It works for {minutes} minutes. If it wasn't you, ignore this email: your password stays as it is."
              "\n\n— The Ringbook team"),
    )


def password_changed(to: str, *, name: str) -> Email:
    return Email(
        to=to,
        subject="Your Ringbook password was changed",
        body=(f"Hi {name},\n\nYour password was just changed and every device was signed out. "
              "If this wasn't you, reply to this email right away and we'll lock things down.\n\n"
              "— The Ringbook team"),
    )
