/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const apiTarget = process.env.CANVASS_API_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [react()],
  // `/assets/` is the server's asset store: the console's hashed bundles live under `/static/`.
  build: { assetsDir: "static" },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/api": apiTarget, "/assets": apiTarget, "/log": apiTarget },
  },
  preview: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/api": apiTarget, "/assets": apiTarget, "/log": apiTarget },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
  },
});
