import { mkdir, mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableMemory,
  directoryBytes,
  pgliteBuffersMib,
  pgliteStartSettings,
} from "./pglite-buffers.js";

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

describe("pgliteBuffersMib", () => {
  it("keeps PGlite's 128 MiB for data that fits in them", () => {
    expect([0, 1, 100 * MIB, 128 * MIB].map((bytes) => pgliteBuffersMib(bytes, 24 * GIB))).toEqual([
      128, 128, 128, 128,
    ]);
  });

  it("follows the data, rounded up to 64 MiB, up to 1 GiB", () => {
    expect(pgliteBuffersMib(129 * MIB, 24 * GIB)).toBe(192);
    expect(pgliteBuffersMib(300 * MIB, 24 * GIB)).toBe(320);
    expect(pgliteBuffersMib(2.1 * GIB, 24 * GIB)).toBe(1024);
  });

  it("takes at most a quarter of the machine's memory, and never less than PGlite's own", () => {
    expect(pgliteBuffersMib(2 * GIB, 2 * GIB)).toBe(512);
    expect(pgliteBuffersMib(2 * GIB, 300 * MIB)).toBe(128);
  });
});

describe("availableMemory", () => {
  it("takes a container's limit under the machine's memory, and the machine's without one", () => {
    expect(availableMemory(24 * GIB, 2 * GIB)).toBe(2 * GIB);
    expect(availableMemory(24 * GIB, 0)).toBe(24 * GIB);
    // Node's "no limit" under cgroup v2: the largest 64-bit number.
    expect(availableMemory(24 * GIB, 18_446_744_073_709_552_000)).toBe(24 * GIB);
  });
});

describe("pgliteStartSettings", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "canvass-buffers-"));
    await mkdir(join(dataDir, "base", "5"), { recursive: true });
    await writeFile(join(dataDir, "base", "5", "1259"), Buffer.alloc(3 * MIB));
    await writeFile(join(dataDir, "base", "PG_VERSION"), "17");
    // Outside base/: the write-ahead log does not count.
    await mkdir(join(dataDir, "pg_wal"));
    await writeFile(join(dataDir, "pg_wal", "000000010000000000000001"), Buffer.alloc(2 * MIB));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("counts the files under a directory at every level, and nothing for a missing one", async () => {
    expect(await directoryBytes(join(dataDir, "base"))).toBe(3 * MIB + 2);
    expect(await directoryBytes(join(dataDir, "missing"))).toBe(0);
  });

  it("adds shared_buffers when the relations need more than PGlite's own", async () => {
    expect(await pgliteStartSettings(dataDir, ["work_mem=8MB"], 24 * GIB)).toEqual([
      "work_mem=8MB",
    ]);
    // 700 MiB more (sparse): 703 MiB of relations, 704 MiB of buffers.
    const large = join(dataDir, "base", "5", "16384");
    await writeFile(large, "");
    await truncate(large, 700 * MIB);
    expect(await pgliteStartSettings(dataDir, ["work_mem=8MB"], 24 * GIB)).toEqual([
      "work_mem=8MB",
      "shared_buffers=704MB",
    ]);
    expect(await pgliteStartSettings(dataDir, ["Shared_Buffers = 64MB"], 24 * GIB)).toEqual([
      "Shared_Buffers = 64MB",
    ]);
    expect(await pgliteStartSettings("memory://", [], 24 * GIB)).toEqual([]);
  });
});
