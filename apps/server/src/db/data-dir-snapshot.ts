/**
 * A PGlite data directory as a tarball that fresh in-memory databases open copies of
 * (`openDatabase({ dataDir: "memory://", loadDataDir })`): the server tests' seeded snapshots
 * (`testing/db-snapshots.ts`) and `startServer({ dataDirSnapshot })` for the console's tests.
 */
import type { DatabaseHandle } from "./connect.js";

/**
 * Ends the write-ahead log, then dumps the data directory: a checkpoint, a switch to a new WAL
 * segment and a second checkpoint with segment recycling off, so the tarball holds one segment
 * instead of two (16 MB less) and a copy starts with no WAL to replay. A copy of the server
 * tests' seed (600 submissions) starts in 0.78 CPU s instead of 1.25 (68 → 51 MB).
 */
export async function dumpDataDirForCopies(handle: DatabaseHandle): Promise<Blob> {
  if (handle.dumpDataDir === undefined) throw new Error("only a PGlite database can be dumped");
  await handle.executeSql("CHECKPOINT");
  await handle.executeSql("SET wal_recycle = off");
  await handle.executeSql("SELECT pg_switch_wal()");
  await handle.executeSql("CHECKPOINT");
  await handle.executeSql("RESET wal_recycle");
  return handle.dumpDataDir();
}
