#!/usr/bin/env python3
"""Writes the rFLEX fuzz seed corpus (corpus/rflex_frames) from the layouts of
rflex-protocol.md as corrected by rflex-facts.md: base reports stuffed as the base sends
them, host commands unstuffed as the drivers send them, and the bad cases the finder must
survive. The first byte of each file picks the fuzz target's chunk size. Run again after
changing it; the files are committed so that the tests need no Python."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def body(port, ident, opcode, data):
    b = bytes([port, ident, opcode, len(data)]) + data
    cs = 0
    for x in b:
        cs ^= x
    return b + bytes([cs])


def stuffed(port, opcode, data, ident=0):
    inner = body(port, ident, opcode, data).replace(b"\x1b", b"\x1b\x00")
    return b"\x1b\x02" + inner + b"\x1b\x03"


def unstuffed(port, opcode, data, ident=0):
    return b"\x1b\x02" + body(port, ident, opcode, data) + b"\x1b\x03"


status = stuffed(1, 1, struct.pack(">IiB", 0x1B1B, 2430, 1))
motion_t = stuffed(2, 33, struct.pack(">iIBiiii", 0, 1000, 0, 90810, 0x1B58, 0, 30000))
motion_r = stuffed(2, 33, struct.pack(">iIBiiii", 0, 1000, 1, -37000, 0, 5, 35000))
sonar = stuffed(4, 2, struct.pack(">iI", 0, 77) + b"".join(
    struct.pack(">BH", i, r) for i, r in [(0, 1476), (1, 32766), (2, 0x1B1B), (16, 3000),
                                           (17, 1), (27, 0x021B)]))
dio = stuffed(5, 1, struct.pack(">IBBB", 5, 0x40, 0, 3))
joystick = stuffed(3, 0, struct.pack(">IiiB", 1, -100, 0x1B02, 1))
lcd = stuffed(1, 0, struct.pack(">IBB", 9, 3, 4) + b"\x1b\x02\x1b\x03")

commands = b"".join([
    unstuffed(2, 34, struct.pack(">II", 100000, 3)),
    unstuffed(5, 0, struct.pack(">I", 100000)),
    unstuffed(2, 10, b""),
    unstuffed(2, 12, b""),
    unstuffed(2, 7, bytes([0]) + struct.pack(">iii", 9081, 100000, 30000) + bytes([1])),
    unstuffed(1, 1, b""),
])

seeds = {
    "status": b"\x05" + status,
    "odometry_stream": b"\x10" + (motion_t + motion_r) * 3,
    "sonar_six_echoes": b"\x03" + sonar,
    "dio_bumpers": b"\x01" + dio,
    "joystick_and_lcd": b"\x07" + joystick + lcd,
    "host_start_up": b"\x20" + commands,
    "raw_escape_checksum": b"\x02" + b"\x1b\x02\x02\x00\x18\x01\x00\x1b\x1b\x03" + status,
    "cut_and_garbage": b"\x04" + b"\x00\x1b\x1b\x02\x01\x00" + sonar[:12] + dio + b"\x1b",
    "bad_checksum_then_good": b"\x09" + status[:-3] + b"\x55\x1b\x03" + dio,
    "dropped_escapes": b"\x02" + b"\x1b\x02\x01\x1b\x01\x00\x01\x00\x00\x1b\x03",
}

os.makedirs(os.path.join(HERE, "corpus", "rflex_frames"), exist_ok=True)
for name, data in seeds.items():
    with open(os.path.join(HERE, "corpus", "rflex_frames", name + ".bin"), "wb") as f:
        f.write(data)
