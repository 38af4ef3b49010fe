"""Paged lists: `?page` (from 1) and `?pageSize` (at most 200); the answer is a bare JSON array (what the
consoles read) and the `x-total-count` header carries how many there are in all."""

from dataclasses import dataclass
from typing import Annotated, TypeVar

from fastapi import Depends, Query, Response

MAX_PAGE_SIZE = 200
TOTAL_HEADER = "x-total-count"


@dataclass(frozen=True)
class Page:
    number: int
    size: int

    @property
    def offset(self) -> int:
        return (self.number - 1) * self.size


def page_of(page: Annotated[int, Query(ge=1, le=1_000_000, description="Page number, from 1")] = 1,
            page_size: Annotated[int, Query(alias="pageSize", ge=1, le=MAX_PAGE_SIZE)] = 50) -> Page:
    return Page(number=page, size=page_size)


PageDep = Annotated[Page, Depends(page_of)]
Item = TypeVar("Item")


def listed(response: Response, items: list[Item], total: int) -> list[Item]:
    response.headers[TOTAL_HEADER] = str(total)
    return items
