import type { Plugin } from "vite";

/** Writes `.br` and `.gz` beside the built files under `static/` (see precompress.mjs). */
export function precompress(): Plugin;
