import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // One migrated, seeded database snapshot per seed and run, copied by every test file
    // (src/testing/db-snapshots.ts) instead of migrating and seeding again.
    globalSetup: ["src/testing/snapshot-setup.ts"],
    // Files the PostgreSQL pass leaves to the PGlite pass (`*.no-db.test.ts`, `*.pglite.test.ts`,
    // scripts/test.mjs) fail if they connect to DATABASE_URL.
    setupFiles: ["src/testing/single-pass-guard.ts"],
    // The files of a worker share one module graph: the contract, its compiled validators and
    // PGlite's WebAssembly are loaded once per worker instead of once per file (the server's
    // module-level state is only such caches; each file still starts its own server and database).
    // Halves the suite's CPU time (CI budget in docs/architecture.md).
    isolate: false,
    // Integration tests start databases and servers; on a 2-core CI machine they share the CPU
    // with the UI's browser tests, so the limits are generous (timeouts are not measurements).
    // The first file of each seed also builds that seed's snapshot, which under full CI load has
    // taken over 60 s (assets-write, 2026-11-27): a file's own top-level setup allows 180 s too.
    // A test allows 90 s: at load 15–20 a keyset walk over 20 000 rows and an SFTP delivery test
    // each crossed 30 s (decision 0075).
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
