#!/usr/bin/env python3
"""Writes the seed corpus of the virtual ATRV-Jr's command parser (corpus/rflex_commands):
host commands as the drivers send them (unstuffed) and as a stuffing sender would, with the
bad cases the twin must ignore. The first byte of each file picks where the fuzz target
cuts the input in two. Run again after changing it; the files are committed so that the
tests need no Python."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def body(port, ident, opcode, data):
    b = bytes([port, ident, opcode, len(data)]) + data
    cs = 0
    for x in b:
        cs ^= x
    return b + bytes([cs])


def unstuffed(port, opcode, data=b"", ident=0):
    return b"\x1b\x02" + body(port, ident, opcode, data) + b"\x1b\x03"


def stuffed(port, opcode, data=b"", ident=0):
    return b"\x1b\x02" + body(port, ident, opcode, data).replace(b"\x1b", b"\x1b\x00") + b"\x1b\x03"


def set_dir(axis, velocity, accel=100000, torque=30000):
    return unstuffed(2, 7, bytes([axis]) + struct.pack(">iii", abs(velocity), accel, torque)
                     + bytes([1 if velocity >= 0 else 0]))


start_up = b"".join([
    unstuffed(2, 34, struct.pack(">II", 100000, 3)),
    unstuffed(5, 0, struct.pack(">I", 100000)),
    unstuffed(2, 10),
    unstuffed(2, 11),
    unstuffed(1, 1),
])
drive = unstuffed(2, 12) + set_dir(0, 45405) + set_dir(1, -18500)
shutdown = b"".join([
    set_dir(0, 0), set_dir(1, 0), unstuffed(2, 11),
    unstuffed(4, 0, struct.pack(">iiiB", 30000, 0, 0, 0)),
    unstuffed(2, 34, struct.pack(">II", 0, 3)), unstuffed(5, 0, struct.pack(">I", 0)),
    unstuffed(6, 0),  # Player's IR_RUN, even to an ATRV-Jr
])
queries = b"".join([
    unstuffed(3, 0), unstuffed(5, 2, struct.pack(">I", 7)),
    unstuffed(5, 4, bytes([0x40, 0, 3, 3])), unstuffed(4, 1, struct.pack(">I", 1)),
    unstuffed(2, 0, b"\x01"), unstuffed(2, 8, struct.pack(">BiiiI", 0, 1, 2, 3, 4)),
    unstuffed(1, 0),
])
bad_checksum = bytearray(unstuffed(2, 12))
bad_checksum[-3] ^= 0x10

seeds = {
    "start_up": b"\x07" + start_up,
    "drive": b"\x20" + start_up + drive,
    "sonar_on": b"\x03" + unstuffed(4, 0, struct.pack(">iiiB", 30000, 0, 0, 2)),
    "shutdown": b"\x11" + shutdown,
    "queries": b"\x30" + queries,
    "stuffed_period": b"\x05" + stuffed(2, 34, struct.pack(">II", 0x1B1B0, 1), ident=0x1B),
    "raw_escape_velocity": b"\x09" + unstuffed(2, 12) + set_dir(0, 0x1B7F),
    "bad_checksum_then_good": b"\x02" + bytes(bad_checksum) + unstuffed(2, 12),
    "garbage": b"\x01\x1b\x1b\x02\x02\x1b\x01\x1b\x03\xff\x1b\x02\x02\x00\x07\x20",
    "flood_of_status": b"\x40" + unstuffed(1, 1) * 80,
    "tiny_period": b"\x04" + unstuffed(2, 34, struct.pack(">II", 1, 15)) + unstuffed(4, 0, struct.pack(">iiiB", 0, 0, 0, 2)),
}

out = os.path.join(HERE, "corpus", "rflex_commands")
os.makedirs(out, exist_ok=True)
for name, data in seeds.items():
    with open(os.path.join(out, name + ".bin"), "wb") as f:
        f.write(data)
