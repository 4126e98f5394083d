import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // One migrated, seeded database snapshot per seed and run, copied by every test file
    // (src/testing/db-snapshots.ts) instead of migrating and seeding again.
    globalSetup: ["src/testing/snapshot-setup.ts"],
    // Integration tests start databases and servers; on a 2-core CI machine they share the CPU
    // with the UI's browser tests, so the limits are generous (timeouts are not measurements).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
