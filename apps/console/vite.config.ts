/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompileMessages } from "./build/precompile-messages.mjs";
import { precompress } from "./build/precompress.mjs";

const apiTarget = process.env.CANVASS_API_URL ?? "http://127.0.0.1:4000";
const proxy = { "/api": apiTarget, "/assets": apiTarget, "/log": apiTarget };

export default defineConfig({
  plugins: [react(), tailwindcss(), precompileMessages(), precompress()],
  build: {
    // `/assets/` is the server's asset store: the console's hashed bundles live under `/static/`.
    assetsDir: "static",
    rolldownOptions: {
      // Small shared chunks (under 8 KB of source) are copied into the chunks that read them
      // instead of being files of their own: a cold load of the dashboard asked for about 90
      // scripts, and on two cores each request's browser and network-process work competed with
      // the page's own. Rolldown's runtime keeps one state and one execution per module across
      // the copies. Chunks with styles stay files (Vite's CSS plugin emits a chunk's CSS from
      // every chunk that lists its modules). Decision 0086.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["src/testing/setup-tests.ts"],
    // The files share one module graph and one happy-dom window (vitest's `isolate: false`):
    // React, the SDK, the machines, the messages and the reference server load once instead of
    // once per file. Every file still cleans up what it renders and starts its own server; the
    // per-file setup (setup-tests.ts) runs for every file. 185 → 79 CPU seconds (decision 0029).
    isolate: false,
    // A screen test talks to the real server on loopback and waits up to 15 s per step
    // (setup-tests.ts); on a busy 2-core CI, beside the server's two database passes, a test of
    // several steps outlasts vitest's 5 s default (ShellSideNav did). The waits stay as strict.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
