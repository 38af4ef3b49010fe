"""Money in answers and e-mails.

In JSON, money is a number, never a string: whole amounts as integers (427) and the rest exactly as far as
their cents go (19.5 for $19.50, 11.25) — `JSON.parse` gives the very number the browser's formulas compute.
"""

from decimal import Decimal
from typing import Annotated, Any

from pydantic import PlainSerializer, WithJsonSchema


def money_json(value: Decimal | int) -> int | float:
    amount = Decimal(value)
    return int(amount) if amount == amount.to_integral_value() else float(amount)


Money = Annotated[Decimal, PlainSerializer(money_json, return_type=Any), WithJsonSchema({"type": "number"})]


def dollars(value: Decimal | int) -> str:
    """$15,553 or -$41 for whole amounts; $19.50 when there are cents."""
    amount = Decimal(value)
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    text = f"{amount:,.0f}" if amount == amount.to_integral_value() else f"{amount:,.2f}"
    return f"{sign}${text}"
