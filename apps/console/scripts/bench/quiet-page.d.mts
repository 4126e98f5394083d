// Types of quiet-page.mjs.
import type { BrowserContext, Page } from "playwright-core";

export function quietPage(context: BrowserContext): Promise<{ page: Page; waitedMs: number }>;
