"""Readings the gateway keeps between requests: the same few paths, cookies and sessions come again and again, and a
reading of an ordinary-sized input is kept (bounded, least recently used). A longer input is read afresh each
time, so what anyone sends can never fill the memory with large keys."""

from collections.abc import Callable, Sized
from functools import lru_cache
from typing import Concatenate, ParamSpec, TypeVar, cast

# What a reading is kept by (a path, a header, a token); the other arguments, when there are any, are hashable too.
Input = TypeVar("Input", bound=Sized)
Rest = ParamSpec("Rest")
Answer = TypeVar("Answer")

SIZE = 4096


def kept(read: Callable[Concatenate[Input, Rest], Answer], *, longest: int,
         size: int = SIZE) -> Callable[Concatenate[Input, Rest], Answer]:
    """`read`, its answers kept for a first argument of at most `longest` items."""
    keeping = cast(Callable[Concatenate[Input, Rest], Answer], lru_cache(maxsize=size)(read))

    def reading(given: Input, /, *args: Rest.args, **kwargs: Rest.kwargs) -> Answer:
        if len(given) <= longest:
            return keeping(given, *args, **kwargs)
        return read(given, *args, **kwargs)
    return reading
