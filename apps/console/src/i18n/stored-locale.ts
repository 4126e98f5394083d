/**
 * The last active locale, kept in `localStorage` by the language runtime so a reload starts in
 * it. Its own module: the boot screen reads it before the rest of the console has loaded
 * (`main.tsx`, decision 0063).
 */
import { parseLocale, type Locale } from "@canvass/sdk/locale";

export const LOCALE_STORAGE_KEY = "canvass/locale";

export function storedLocale(): Locale | null {
  try {
    const raw = globalThis.localStorage.getItem(LOCALE_STORAGE_KEY);
    return raw == null ? null : parseLocale(raw);
  } catch {
    return null;
  }
}
