"""Reading back a recording: the WAV's format chunk and its µ-law audio as 16-bit samples (G.711's decoder)."""

import struct
from array import array
from dataclasses import dataclass


@dataclass(frozen=True)
class Format:
    encoding: int  # 7: µ-law
    channels: int
    rate: int
    bits: int


def _linear(byte: int) -> int:
    value = ~byte & 0xFF
    magnitude = (((value & 0x0F) << 3) + 0x84) << ((value & 0x70) >> 4)
    return 0x84 - magnitude if value & 0x80 else magnitude - 0x84


_LINEAR = [_linear(byte) for byte in range(256)]


def chunks(wav: bytes) -> dict[bytes, bytes]:
    assert wav[:4] == b"RIFF" and wav[8:12] == b"WAVE"
    assert struct.unpack("<I", wav[4:8])[0] == len(wav) - 8
    found, at = {}, 12
    while at < len(wav):
        name, size = wav[at:at + 4], struct.unpack("<I", wav[at + 4:at + 8])[0]
        found[name] = wav[at + 8:at + 8 + size]
        at += 8 + size + size % 2
    return found


def read(wav: bytes) -> tuple[Format, array]:
    parts = chunks(wav)
    encoding, channels, rate, _, _, bits = struct.unpack("<HHIIHH", parts[b"fmt "][:16])
    assert struct.unpack("<I", parts[b"fact"])[0] == len(parts[b"data"])
    return Format(encoding, channels, rate, bits), array("h", map(_LINEAR.__getitem__, parts[b"data"]))
