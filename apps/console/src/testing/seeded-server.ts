/**
 * The reference server for a test file, started from a seeded snapshot: the first start of a
 * given seed in this test process migrates and seeds an in-memory PGlite database once and dumps
 * it (`snapshotDemoData`); every file's server then opens a copy of it. The test files share one
 * process (vitest's `isolate: false`), so a file's server costs about 1 CPU s instead of 5.
 */
import {
  snapshotDemoData,
  startServer,
  type RunningServer,
  type StartOptions,
} from "@canvass/server/server";

const snapshots = new Map<number, Promise<Blob>>();

function snapshotOf(seedAccounts: number): Promise<Blob> {
  let snapshot = snapshots.get(seedAccounts);
  if (snapshot === undefined) {
    snapshot = snapshotDemoData({ seedAccounts });
    // A failed build is not kept: the next file tries again.
    snapshot.catch(() => snapshots.delete(seedAccounts));
    snapshots.set(seedAccounts, snapshot);
  }
  return snapshot;
}

/** A server on 127.0.0.1 with the demo data of `seedAccounts` submissions, in memory. */
export async function startSeededServer(
  seedAccounts: number,
  options: Pick<StartOptions, "logger"> = {},
): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    dataDirSnapshot: await snapshotOf(seedAccounts),
    logger: options.logger ?? false,
    log: () => undefined,
  });
}
