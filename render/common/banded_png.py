"""A public image's PNG, encoded band by band: a move changes a board in a few places, and
compressing all of it again cost as much as drawing what changed.

The palette image's rows are compressed in bands of `BAND_ROWS` rows, each band on its own (a
fresh deflate stream, flushed to a byte boundary, not final), so that a band's compressed bytes
are the same wherever it goes; a band whose rows were compressed before at the same place of an
image as wide, by this process, is taken as it was (kept in the process's image memory:
render.common.memory). The PNG's data is the zlib header, the bands in order, an empty final block
and the Adler-32 of all the rows, put together from each band's. The pixels are exactly the
image's (filter type 0 on every row, as Pillow writes a palette image); a little larger than one
stream (a band starts without the rows before it to refer to).

Only public images are encoded here (boards and summaries): a band is known by its place and two
checksums of its rows (96 bits), so however unlikely a match of two different bands is, it could
only ever put a public picture's pixels into another public picture."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image

from render.common import memory

BAND_ROWS = 32  # rows of a band: finer finds more bands unchanged, and compresses a little worse
# what keeping a band costs beside its bytes: its key, its places in the memory's queues (~380 measured)
ENTRY_BYTES = 400
_ADLER_BASE = 65521
_ZLIB_HEADER = b"\x78\x5e"  # deflate, a 32 KB window (the level it names is only a hint to readers)
_FINAL_BLOCK = b"\x03\x00"  # an empty final block (fixed Huffman codes)
_SIGNATURE = b"\x89PNG\r\n\x1a\n"

_bands: memory.Kept[tuple[bytes, int]] = memory.Kept("PNG bands")  # a band compressed, and its rows' Adler-32


def palette_png(image: Image.Image, compress_level: int) -> bytes:
    """The PNG of `image`, a public palette image (mode P), its rows deflated at `compress_level`."""
    if image.mode != "P" or "transparency" in image.info:
        buffer = io.BytesIO()
        image.save(buffer, "PNG", compress_level=compress_level)
        return buffer.getvalue()
    width, height = image.size
    pixels = memoryview(image.tobytes())
    band_bytes = width * BAND_ROWS
    data = [_ZLIB_HEADER]
    adler = 1
    for start in range(0, len(pixels), band_bytes):
        rows = pixels[start : start + band_bytes]
        key = (width, start, compress_level, hash(rows), zlib.crc32(rows))
        band = _bands.get(key)
        if band is None:
            band = _deflated(rows, width, compress_level)
            _bands.put(key, band, len(band[0]) + ENTRY_BYTES)
        data.append(band[0])
        adler = _adler_combine(adler, band[1], len(rows) + len(rows) // width)
    data += [_FINAL_BLOCK, struct.pack(">I", adler)]
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8 bits a pixel, a palette
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", bytes(image.getpalette() or [0, 0, 0])),
            _chunk(b"IDAT", b"".join(data)),
            _chunk(b"IEND", b""),
        )
    )


def _deflated(rows: memoryview, width: int, compress_level: int) -> tuple[bytes, int]:
    """The band's rows, each after its filter byte (0: none), deflated on their own and flushed
    to a byte boundary; and their Adler-32."""
    filtered = b"\x00" + b"\x00".join(rows[i : i + width] for i in range(0, len(rows), width))
    compressor = zlib.compressobj(compress_level, zlib.DEFLATED, -15)
    return compressor.compress(filtered) + compressor.flush(zlib.Z_SYNC_FLUSH), zlib.adler32(filtered)


def _adler_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from each one's (zlib's adler32_combine)."""
    remainder = second_length % _ADLER_BASE
    low = first & 0xFFFF
    high = (remainder * low) % _ADLER_BASE
    low = (low + (second & 0xFFFF) + _ADLER_BASE - 1) % _ADLER_BASE
    high = (high + (first >> 16) + (second >> 16) + _ADLER_BASE - remainder) % _ADLER_BASE
    return low | (high << 16)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
