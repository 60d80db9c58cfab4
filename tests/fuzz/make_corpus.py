#!/usr/bin/env python3
"""Writes the fuzz seed corpus (corpus/frames, corpus/commands) from the protocol spec's
frame layouts and DESIGN.md's example frames. Run again after changing it; the files are
committed so that the tests need no Python."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def sub(ident, data):
    return bytes([ident, len(data)]) + data


def frame(*subs):
    payload = b"".join(subs)
    cs = len(payload)
    for b in payload:
        cs ^= b
    return b"\xaa\x55" + bytes([len(payload)]) + payload + bytes([cs])


# Feedback sub-payloads (spec: id, length, little-endian fields)
basic = sub(1, struct.pack("<HBBBHHbbBBBB", 1000, 0, 0, 0, 1234, 5678, 20, -22, 0, 0, 160, 0))
dock_ir = sub(3, bytes([0x01, 0x10, 0x04]))
inertia = sub(4, struct.pack("<hhBBB", -17999, 4500, 0, 0, 0))
cliff = sub(5, struct.pack("<HHH", 2100, 2200, 2300))
current = sub(6, bytes([12, 250]))
hw_version = sub(10, bytes([4, 0, 1, 0]))
fw_version = sub(11, bytes([0, 2, 1, 0]))
gyro3 = sub(13, bytes([7, 9]) + struct.pack("<hhhhhhhhh", 1, -12, 1700, 2, -11, 1701, 3, -10, 1702))
gyro2 = sub(13, bytes([8, 6]) + struct.pack("<hhhhhh", 1, -12, 1700, 2, -11, 1701))
gpi = sub(16, struct.pack("<HHHHHHHH", 0x0F, 100, 200, 300, 400, 0, 0, 0))
udid = sub(19, struct.pack("<III", 0x00400031, 0x3533470D, 0x20363850))
gains = sub(21, struct.pack("<BIII", 0, 100000, 100, 2000))

typical3 = frame(basic, dock_ir, inertia, cliff, current, gyro3, gpi)
typical2 = frame(basic, dock_ir, inertia, cliff, current, gyro2, gpi)

# Command sub-payloads
base_control = sub(1, struct.pack("<hh", 100, 0))
sound = sub(3, struct.pack("<HB", 1000, 50))
sound_sequence = sub(4, bytes([1]))
request_extra = sub(9, struct.pack("<H", 0x0B))
gpo = sub(12, struct.pack("<H", 0x00F0))
set_gain = sub(13, struct.pack("<BIII", 1, 100000, 100, 2000))
get_gain = sub(14, bytes([0]))

design_examples = [
    bytes.fromhex("AA 55 06 01 04 64 00 00 00 67"),
    bytes.fromhex("AA 55 04 09 02 0B 00 04"),
    bytes.fromhex("AA 55 03 0E 01 00 0C"),
]


def swallowed_by_false_header(first, second):
    inner = first + second + b"\x00\x13\x13"
    return b"\xaa\x55" + bytes([len(inner)]) + inner + bytes([len(inner)])


def corrupted(data, at):
    data = bytearray(data)
    data[at] ^= 0x10
    return bytes(data)


frames = {
    "design_examples": b"".join(design_examples),
    "typical_3_gyro": typical3,
    "typical_2_gyro": typical2,
    "stream_of_four": typical3 + typical2 + typical3 + typical2,
    "extras": frame(hw_version, fw_version, udid),
    "controller_info": frame(gains),
    "garbage_around": b"\x00\x11\xaa\x22\x55" + typical3 + b"\xaa\xaa\x55\x01\x99" + typical2,
    "corrupted_then_good": corrupted(typical3, 20) + typical2,
    "cut_at_the_end": typical3 + typical2[:30],
    "unknown_id": frame(basic, sub(99, b"\x01\x02\x03"), cliff),
    "wrong_length": frame(sub(1, b"\x00" * 7), cliff),
    "runs_past_payload": frame(cliff, bytes([4, 20, 1, 2, 3])),
    "false_header_swallows_two": swallowed_by_false_header(typical3, typical3),
    "largest": frame(sub(99, bytes(range(253)))),
}
commands = {
    "design_examples": b"".join(design_examples),
    "base_control": frame(base_control),
    "sound": frame(sound),
    "sound_sequence": frame(sound_sequence),
    "request_extra": frame(request_extra),
    "outputs": frame(gpo),
    "set_gain": frame(set_gain),
    "get_gain": frame(get_gain),
    "everything": frame(base_control, sound, sound_sequence, request_extra, gpo, set_gain, get_gain),
    "drive_stream": b"".join(frame(sub(1, struct.pack("<hh", v, r))) for v, r in
                             [(100, 0), (200, 500), (-100, -1), (0, 1), (0, 0)]),
    "garbage_and_corruption": b"\x00\xaa" + corrupted(frame(base_control), 5) + frame(get_gain),
    "unknown_and_malformed": frame(sub(77, b"\x01"), sub(1, b"\x01\x02"), sub(9, b"\x0b\x00")),
}

for folder, seeds in (("frames", frames), ("commands", commands)):
    os.makedirs(os.path.join(HERE, "corpus", folder), exist_ok=True)
    for name, data in seeds.items():
        with open(os.path.join(HERE, "corpus", folder, name + ".bin"), "wb") as f:
            f.write(data)
