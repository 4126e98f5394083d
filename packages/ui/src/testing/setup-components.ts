// Component tests render into the real Chromium document with the library's stylesheet, so
// layout-dependent behaviour (virtual rows, popper placement, focus) is real.
import "@fontsource-variable/inter";
import "../styles/index.css";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `waitFor`/`findBy*` wait up to 30 s (not 1 s): on a 2-core CI machine the browser shares the CPU
// with the other workspaces' tests, and drag animations or virtual rows settle later there (a
// keyboard drop took over 5 s once, a column menu over 15 s at load 20). A test whose element never comes still fails, only later.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  document.documentElement.classList.remove("dark");
});
