"""Telephone audio: 16-bit samples brought down to 8 kHz and kept as G.711 µ-law in a WAV, 8 KB a second. It is
what a phone line carries and what call recordings are stored as, and browsers play it as audio/wav."""

import struct
from array import array
from itertools import accumulate, pairwise

RATE = 8000
WAVE_FORMAT_MULAW = 7
_BIAS, _CLIP = 33, 8159  # G.711 on 14-bit magnitudes


def _mu_law(sample: int) -> int:
    """One 16-bit sample as its G.711 µ-law byte (the reference encoder's arithmetic, on the top 14 bits)."""
    value = sample >> 2
    mask = 0x7F if value < 0 else 0xFF
    magnitude = min(abs(value), _CLIP) + _BIAS
    segment = max(magnitude.bit_length() - 6, 0)
    if segment > 7:
        return 0x7F ^ mask
    return ((segment << 4) | ((magnitude >> (segment + 1)) & 0x0F)) ^ mask


# Every 16-bit sample's µ-law byte, indexed by the sample read as unsigned (so a whole buffer maps in C).
_MU_LAW = bytes(_mu_law(value - 0x10000 if value & 0x8000 else value) for value in range(0x10000))


def resample(samples: array, rate: int) -> array:
    """`samples` taken at `rate` as 8 kHz samples. Brought down, each is the mean of the input its time covers (a
    box low-pass against aliasing and the decimation in one pass); brought up, the nearest input sample."""
    count = len(samples) * RATE // rate
    if rate < RATE:
        return array("h", [samples[index * rate // RATE] for index in range(count)])
    sums = array("q", accumulate(samples, initial=0))
    edges = [index * rate // RATE for index in range(count + 1)]
    return array("h", [(sums[end] - sums[start]) // (end - start) for start, end in pairwise(edges)])


def mu_law(samples: array) -> bytes:
    unsigned = array("H")
    unsigned.frombytes(samples.tobytes())
    return bytes(map(_MU_LAW.__getitem__, unsigned))


def wav(samples: array) -> bytes:
    """8 kHz 16-bit `samples` as a mono µ-law WAV (a `fmt ` chunk of the extended size and the `fact` chunk that
    non-PCM WAVs carry)."""
    data = mu_law(samples)
    fmt = struct.pack("<HHIIHHH", WAVE_FORMAT_MULAW, 1, RATE, RATE, 1, 8, 0)
    body = b"".join((b"WAVE", b"fmt ", struct.pack("<I", len(fmt)), fmt,
                     b"fact", struct.pack("<II", 4, len(data)),
                     b"data", struct.pack("<I", len(data)), data, b"\0" * (len(data) % 2)))
    return b"RIFF" + struct.pack("<I", len(body)) + body
