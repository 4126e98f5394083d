import type { Plugin } from "vite";

/** Compiles the console's ICU messages at build time (see precompile-messages.mjs). */
export function precompileMessages(): Plugin[];
