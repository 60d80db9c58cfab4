#!/usr/bin/env python3
"""Writes the seed corpus for FuzzMcapReader (corpus/mcap): small MCAP files as the MCAP
specification (mcap.dev/spec) lays them out, written here independently of our writer, good
and damaged: chunked (uncompressed and zstd, through the zstd program), without a summary,
cut short, with a bad chunk CRC, an unknown compression, messages outside chunks. Run again
after changing it; the files are committed so that the tests need no Python."""
import os
import struct
import subprocess
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
MAGIC = b"\x89MCAP0\r\n"
HEADER, FOOTER, SCHEMA, CHANNEL, MESSAGE, CHUNK, MESSAGE_INDEX, CHUNK_INDEX = range(1, 9)
STATISTICS, SUMMARY_OFFSET, DATA_END = 0x0B, 0x0E, 0x0F


def string(text):
    data = text.encode() if isinstance(text, str) else text
    return struct.pack("<I", len(data)) + data


def record(opcode, content):
    return struct.pack("<BQ", opcode, len(content)) + content


def schema():
    return record(SCHEMA, struct.pack("<H", 1) + string("std_msgs/msg/String") + string("ros2msg")
                  + string("string data\n"))


def channel():
    return record(CHANNEL, struct.pack("<HH", 0, 1) + string("/chatter") + string("cdr")
                  + struct.pack("<I", 0))


def message(sequence, time, text):
    cdr = b"\x00\x01\x00\x00" + struct.pack("<I", len(text) + 1) + text.encode() + b"\x00"
    return record(MESSAGE, struct.pack("<HIQQ", 0, sequence, time, time) + cdr)


def mcap(compression="", chunked=True, summary=True, crc_fix=None):
    out = MAGIC + record(HEADER, string("ros2") + string("make_mcap_corpus.py"))
    times = [1000, 2000, 3000]
    msgs = [message(i + 1, t, "hello %d" % i) for i, t in enumerate(times)]
    chunk_index = b""
    if chunked:
        records = schema() + channel()
        offsets = []
        for m in msgs:
            offsets.append(len(records))
            records += m
        stored = records
        if compression == "zstd":
            stored = subprocess.run(["zstd", "-q", "-c", "-19"], input=records,
                                    stdout=subprocess.PIPE, check=True).stdout
        crc = zlib.crc32(records) if crc_fix is None else crc_fix
        chunk_start = len(out)
        out += record(CHUNK, struct.pack("<QQQI", times[0], times[-1], len(records), crc)
                      + string(compression) + struct.pack("<Q", len(stored)) + stored)
        chunk_length = len(out) - chunk_start
        index_start = len(out)
        pairs = b"".join(struct.pack("<QQ", t, o) for t, o in zip(times, offsets))
        out += record(MESSAGE_INDEX, struct.pack("<H", 0) + string(pairs))
        chunk_index = record(CHUNK_INDEX, struct.pack("<QQQQ", times[0], times[-1], chunk_start,
                                                      chunk_length)
                             + string(struct.pack("<HQ", 0, index_start))
                             + struct.pack("<Q", len(out) - index_start) + string(compression)
                             + struct.pack("<QQ", len(stored), len(records)))
    else:
        out += schema() + channel() + b"".join(msgs)
    out += record(DATA_END, struct.pack("<I", zlib.crc32(out)))
    summary_start = len(out) if summary else 0
    if summary:
        stats = (struct.pack("<QHIIIIQQ", 3, 1, 1, 0, 0, 1 if chunked else 0, times[0], times[-1])
                 + string(struct.pack("<HQ", 0, 3)))
        out += schema() + channel() + record(STATISTICS, stats) + chunk_index
    offsets_start = len(out) if summary else 0
    if summary:
        out += record(SUMMARY_OFFSET, struct.pack("<BQQ", SCHEMA, summary_start, len(schema())))
    footer = struct.pack("<BQQQ", FOOTER, 20, summary_start, offsets_start)
    summary_crc = zlib.crc32(out[summary_start:] + footer) if summary else 0
    return out + footer + struct.pack("<I", summary_crc) + MAGIC


SEEDS = {
    "chunked_uncompressed.mcap": mcap(),
    "chunked_zstd.mcap": mcap("zstd"),
    "no_summary.mcap": mcap(summary=False),
    "cut_short.mcap": mcap()[:150],
    "bad_chunk_crc.mcap": mcap(crc_fix=0x12345678),
    "unknown_compression.mcap": mcap("lz4"),
    "messages_outside_chunks.mcap": mcap(chunked=False),
}

if __name__ == "__main__":
    folder = os.path.join(HERE, "corpus", "mcap")
    os.makedirs(folder, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
