// An independent reader of RoboDash's MCAP export: Foxglove's @mcap/core (with @mcap/support
// for zstd) reads the file, checking the summary CRC and every chunk's CRC, and
// @foxglove/rosmsg2-serialization decodes every message of every topic with the file's own
// ros2msg schemas. It also checks the data section CRC, which @mcap/core leaves unchecked.
// Prints a summary: per topic its type, message count, and the first and last messages.
// Run by hand (node is not needed by the test suite): see README.md beside this file.
//
//   node check-mcap.mjs kobuki-before-seam.mcap > kobuki-before-seam.node.txt
import { McapIndexedReader } from "@mcap/core";
import { loadDecompressHandlers } from "@mcap/support";
import { parse } from "@foxglove/rosmsg";
import { MessageReader } from "@foxglove/rosmsg2-serialization";
import { crc32 } from "@foxglove/crc";
import { open } from "node:fs/promises";

const path = process.argv[2];
const handle = await open(path, "r");
const size = BigInt((await handle.stat()).size);
const readable = {
  size: async () => size,
  read: async (offset, length) => {
    const buffer = new Uint8Array(Number(length));
    await handle.read(buffer, 0, Number(length), Number(offset));
    return buffer;
  },
};

// Numbers to 9 significant digits, bigints as text, typed arrays as arrays: a stable text.
function plain(value) {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return Number.isInteger(value) ? value : Number(value.toPrecision(9));
  if (ArrayBuffer.isView(value)) return Array.from(value, plain);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

const reader = await McapIndexedReader.Initialize({
  readable,
  decompressHandlers: await loadDecompressHandlers(),
});
const dataSection = await readable.read(0n, reader.dataEndOffset);
const dataCrc = crc32(dataSection);
console.log(`file: ${path.split("/").pop()} (${size} bytes)`);
console.log(`profile: ${reader.header.profile}, library: ${reader.header.library}`);
console.log(`chunks: ${reader.chunkIndexes.length}, compression: ${[...new Set(reader.chunkIndexes.map((c) => c.compression))].join(",")}`);
console.log(`data section CRC: ${dataCrc === reader.dataSectionCrc ? "ok" : `WRONG (${dataCrc} vs ${reader.dataSectionCrc})`}`);
console.log(`statistics: ${reader.statistics.messageCount} messages, ${reader.statistics.channelCount} channels, ${reader.statistics.schemaCount} schemas`);
for (const index of reader.attachmentIndexes) {
  let bytes = 0;
  for await (const attachment of reader.readAttachments({ name: index.name })) bytes = attachment.data.length;
  console.log(`attachment: ${index.name} [${index.mediaType}] ${bytes} bytes (CRC checked)`);
}

const readers = new Map();
for (const [id, schema] of reader.schemasById) {
  if (schema.encoding !== "ros2msg") throw new Error(`schema ${schema.name}: encoding ${schema.encoding}`);
  readers.set(id, new MessageReader(parse(new TextDecoder().decode(schema.data), { ros2: true })));
}
const topics = new Map();
// A recording's /robodash/session_log has no schema: its messages, end to end, are the
// .rdlog; it is checked for the .rdlog's magic and counted, not decoded.
const sessionLog = [];
for await (const message of reader.readMessages()) {
  const channel = reader.channelsById.get(message.channelId);
  if (channel.schemaId === 0) {
    if (channel.messageEncoding !== "application/x-robodash-session-log")
      throw new Error(`${channel.topic}: no schema, encoding ${channel.messageEncoding}`);
    sessionLog.push(message.data);
    continue;
  }
  const decoded = plain(readers.get(channel.schemaId).readMessage(message.data));
  const entry = topics.get(channel.topic) ?? { type: reader.schemasById.get(channel.schemaId).name, count: 0 };
  entry.count += 1;
  entry.first ??= { logTime: message.logTime.toString(), message: decoded };
  entry.last = { logTime: message.logTime.toString(), message: decoded };
  topics.set(channel.topic, entry);
}
if (sessionLog.length > 0) {
  const log = Buffer.concat(sessionLog.map((part) => Buffer.from(part)));
  const magic = Buffer.from([0x89, 0x52, 0x44, 0x4c, 0x4f, 0x47, 0x0d, 0x0a]);  // \x89RDLOG\r\n
  console.log(`session log on /robodash/session_log: ${sessionLog.length} messages, ${log.length} bytes, ` +
              `${log.subarray(0, 8).equals(magic) ? "begins with the .rdlog magic" : "WRONG magic"}`);
}
let decoded = 0;
for (const topic of [...topics.keys()].sort()) {
  const { type, count, first, last } = topics.get(topic);
  decoded += count;
  const expected = reader.statistics.channelMessageCounts.get(
    [...reader.channelsById.values()].find((c) => c.topic === topic).id);
  console.log(`\n${topic} [${type}] ${count} messages${BigInt(count) === expected ? "" : ` (statistics say ${expected})`}`);
  console.log(`  first (log time ${first.logTime}): ${JSON.stringify(first.message)}`);
  console.log(`  last  (log time ${last.logTime}): ${JSON.stringify(last.message)}`);
}
console.log(`\ndecoded ${decoded} of ${reader.statistics.messageCount - BigInt(sessionLog.length)} messages` +
            (sessionLog.length > 0 ? ` (and the session log's ${sessionLog.length})` : ""));
await handle.close();
