// Component tests render into the real Chromium document with the library's stylesheet, so
// layout-dependent behaviour (virtual rows, popper placement, focus) is real.
import "@fontsource-variable/inter";
import "../styles/index.css";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  document.documentElement.classList.remove("dark");
});
