"""The e-mails identity sends, in Ringbook's voice: short, warm, plain.

None of them carries text a visitor typed (a name could carry a fake warning or a link): anyone can make us mail
any address by registering it."""

from ringbook_common.messaging.ports import Email

SIGN_OFF = "\n\n— The Ringbook team"


def verification(to: str, *, code: str, minutes: int) -> Email:
    return Email(
        to=to,
        subject=f"{code} is your Ringbook code",
        body=(f"Hi,\n\nWelcome to Ringbook! Enter this code to verify your email:\n\n    {code}\n\n"
              f"It works for {minutes} minutes. If you didn't sign up, you can ignore this email." + SIGN_OFF),
    )


def password_reset(to: str, *, code: str, minutes: int) -> Email:
    return Email(
        to=to,
        subject=f"{code} is your Ringbook password reset code",
        body=("Hi,\n\nSomeone (hopefully you) asked to reset your Ringbook password. "
              f"Enter this code to choose a new one:\n\n    {code}\n\n"
              f"It works for {minutes} minutes. If it wasn't you, ignore this email: your password stays as it is."
              + SIGN_OFF),
    )


def password_changed(to: str) -> Email:
    return Email(
        to=to,
        subject="Your Ringbook password was changed",
        body=("Hi,\n\nYour password was just changed and every device was signed out. "
              "If this wasn't you, reply to this email right away and we'll lock things down." + SIGN_OFF),
    )


def sign_up_attempt(to: str) -> Email:
    return Email(
        to=to,
        subject="Someone tried to sign up with your email",
        body=("Hi,\n\nSomeone just tried to create a Ringbook account with this email. You already have one, "
              "so nothing changed.\n\nIf it was you, just sign in. Forgot your password? Reset your password "
              "from the sign-in page with \"Forgot password?\".\n\nIf it wasn't you, you can ignore this email: "
              "your account and password stay as they are." + SIGN_OFF),
    )


def choose_password(to: str) -> Email:
    return Email(
        to=to,
        subject="Choose your Ringbook password",
        body=("Hi,\n\nYour email is verified and you're signed in. Before you confirmed it, this address was signed "
              "up more than once with different passwords, so to keep your account yours we didn't keep either "
              "of them.\n\nTo choose your password, use \"Forgot password?\" on the sign-in page." + SIGN_OFF),
    )
