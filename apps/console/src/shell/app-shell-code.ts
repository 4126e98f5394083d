/**
 * The signed-in frame's code (side menu, top bar): loaded with the first signed-in page, and
 * asked for early by a signed-in cold load (`routing/landing-code.ts`, decision 0070). One
 * `import()` for both, so the module is fetched once. Once loaded, the frame renders without
 * suspending (`loadedAppShell`, decision 0088).
 */
import type { AppShell } from "./AppShell";

interface AppShellModule {
  readonly AppShell: typeof AppShell;
}

let loaded: AppShellModule | undefined;

export const loadAppShell = (): Promise<AppShellModule> =>
  import("./AppShell").then((module) => {
    loaded = module;
    return module;
  });

/** The frame's component if its code has loaded, else `undefined`. */
export const loadedAppShell = (): typeof AppShell | undefined => loaded?.AppShell;
