// The shared Chromium set-up (tooling/chromium.mjs) plus the flags that make screenshots
// identical on every machine.
import { CHROMIUM_ARGS as BASE_ARGS, CHROMIUM_PATH } from "../../../tooling/chromium.mjs";

export { CHROMIUM_PATH };

export const CHROMIUM_ARGS = Object.freeze([
  ...BASE_ARGS,
  // Identical pixels on every machine: no LCD antialiasing, one colour profile, no scrollbars.
  "--font-render-hinting=none",
  "--disable-lcd-text",
  "--force-color-profile=srgb",
  "--hide-scrollbars",
]);
