#!/usr/bin/env python3
"""Writes the seed corpus for FuzzRoverHostPackets (corpus/rover_packets): host packets as
rover-protocol.md and rover-pro-facts.md describe them, good and broken. Run again after
changing it; the files are committed so that the tests need no Python."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def packet(left, right, param1=0, param2=0, flipper=125):
    body = bytes([left, right, flipper, param1, param2])
    return b"\xfd" + body + bytes([255 - sum(body) % 255])


def bad_checksum(p):
    return p[:-1] + bytes([(p[-1] + 1) % 256])


SEEDS = {
    "poll_every_register.bin": b"".join(packet(125, 125, 10, n) for n in range(0, 84, 2)),
    "drive_and_keep_alive.bin": packet(150, 150) * 5 + packet(100, 150, 10, 14),
    "fan_fault_low_speed.bin": packet(125, 125, 20, 240) + packet(125, 125, 232, 0)
    + packet(125, 125, 240, 1) + packet(125, 125, 230, 0) + packet(125, 125, 250, 250),
    "flash_writes.bin": b"".join(packet(125, 125, p, 0) for p in list(range(1, 10)) + list(range(11, 19))),
    "bad_checksums.bin": bad_checksum(packet(200, 200, 10, 0)) + packet(125, 125, 10, 40),
    "zero_checksum.bin": packet(200, 200)[:-1] + b"\x00" + packet(125, 125),
    "motor_byte_above_250.bin": b"\xfd\xfb\x7d\x7d\x00\x00" + bytes([255 - (251 + 250) % 255])
    + packet(125, 125, 10, 2),
    "garbage_and_false_starts.bin": b"\x00\xfd\xfd\x13\xfd" + packet(160, 90, 10, 253 - 1)
    + b"\xfd\x7d" + packet(125, 125),
    "odd_and_high_registers.bin": packet(125, 125, 10, 41) + packet(125, 125, 10, 84)
    + packet(125, 125, 10, 72),
    "many_requests.bin": b"".join(packet(125, 125, 10, 40) for _ in range(40)),
    "cut_at_the_end.bin": packet(150, 150, 10, 0) + packet(150, 150, 10, 2)[:4],
}


def main():
    folder = os.path.join(HERE, "corpus", "rover_packets")
    os.makedirs(folder, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
