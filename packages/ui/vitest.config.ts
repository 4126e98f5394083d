// Three projects: plain logic in Node, component interaction tests in Chromium, and every story
// (render, play function, axe) in Chromium through Storybook's vitest plugin.
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/** A fresh browser block per project: two projects sharing one object fail to start. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    // The page's first connection waits for vite to transform the test's modules: beside the
    // e2e suite and the server tests on CI's two cores that took over the 30 s default once.
    connectTimeout: 180_000,
    screenshotFailures: false,
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    }),
    instances: [{ browser: "chromium" as const, viewport: { width: 1024, height: 768 } }],
  };
}

// Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the test.
const optimizeDeps = {
  include: [
    "react",
    "react-dom",
    "react-dom/client",
    "react/jsx-runtime",
    "react/jsx-dev-runtime",
    "@testing-library/react",
    "@testing-library/user-event",
    "@radix-ui/react-dialog",
    "@radix-ui/react-dropdown-menu",
    "@radix-ui/react-popover",
    "@radix-ui/react-slot",
    "@radix-ui/react-tabs",
    "@radix-ui/react-toast",
    "@radix-ui/react-tooltip",
    "@radix-ui/react-collapsible",
    "@radix-ui/react-visually-hidden",
    "@radix-ui/react-switch",
    "leaflet",
    "echarts/core",
    "echarts/charts",
    "echarts/components",
    "echarts/renderers",
    "topojson-client",
    "@dnd-kit/core",
    "@dnd-kit/sortable",
    "@dnd-kit/utilities",
    "@tanstack/react-table",
    "@tanstack/react-virtual",
    "class-variance-authority",
    "clsx",
    "tailwind-merge",
    "lucide-react",
    // The workspace packages are linked, so vite serves their built files as they change (a
    // pre-bundled copy would go stale); their own dependencies are pre-bundled here.
    "xstate",
    "date-fns",
    "@date-fns/tz",
    "openapi-fetch",
    "simplify-js",
    "papaparse",
    "axe-core",
  ],
};

export default defineConfig({
  // Helpers running tests side by side give each run its own cache (VITE_CACHE_DIR).
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  optimizeDeps,
  test: {
    // Every project's files share one module graph, and in Chromium one page: React, Radix and
    // the stories' modules load once instead of once per file (Testing Library and Storybook
    // unmount what each test rendered). Components and stories: 75 → 33 CPU seconds, the same
    // 624 tests (decision 0029).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        test: {
          name: "components",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./src/testing/setup-components.ts"],
          // A limit, not a measurement: a drag test took over 20 s at load 20 on CI's two cores.
          testTimeout: 60_000,
          browser: chromium(),
        },
      },
      {
        extends: true,
        plugins: [
          tailwindcss(),
          storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) }),
        ],
        // A story's play function may wait 15 s for an element (.storybook/preview.tsx): a test
        // needs longer than vitest's 15 s default to report that wait as the failure.
        test: { name: "storybook", testTimeout: 60_000, browser: chromium() },
      },
    ],
  },
});
