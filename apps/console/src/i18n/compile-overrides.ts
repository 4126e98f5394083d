/**
 * The host configuration's message overrides, compiled to ICU ASTs like the bundles (which are
 * compiled at build time). Loaded only when a host has overrides: it carries the ICU parser.
 */
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { LocaleBundleOverrides } from "@canvass/machines";
import type { Locale } from "@canvass/sdk/locale";

export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/** Each locale's override messages (flat keys), parsed; a message that does not parse is dropped. */
export function compileOverrides(
  overrides: Readonly<Partial<Record<Locale, LocaleBundleOverrides>>>,
  logger: Pick<Console, "warn">,
): Partial<Record<Locale, CompiledMessages>> {
  const compiled: Partial<Record<Locale, CompiledMessages>> = {};
  for (const [locale, override] of Object.entries(overrides) as [Locale, LocaleBundleOverrides][]) {
    const messages: Record<string, MessageFormatElement[]> = {};
    for (const [key, text] of Object.entries(override.messages ?? {})) {
      if (typeof text !== "string") continue;
      try {
        messages[key] = parse(text);
      } catch {
        logger.warn(`Override "${key}" for ${locale} is not a valid ICU message; ignored.`);
      }
    }
    compiled[locale] = messages;
  }
  return compiled;
}
