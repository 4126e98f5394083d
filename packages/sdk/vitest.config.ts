import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "examples/**/*.test.ts"],
    environment: "node",
    // The files share one module graph (no fresh process per file): the SDK's modules are pure
    // or hold only caches, and every test builds its own client. 58 → 26 CPU seconds, the same
    // 791 tests (decision 0029).
    isolate: false,
    // CI runs every workspace's tests at once on 2 cores: a test that renders the whole contract
    // (generated.test.ts) took over 5 s there. Generous limits; what is asserted does not change.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
