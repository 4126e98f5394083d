/**
 * The signed-in frame's code (side menu, top bar): loaded with the first signed-in page, and
 * asked for early by a signed-in cold load (`routing/landing-code.ts`, decision 0070). One
 * `import()` for both, so the module is fetched once.
 */
export const loadAppShell = () => import("./AppShell");
