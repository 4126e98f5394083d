/**
 * Every message key exists in every locale, with the same ICU arguments, no empty text, and the
 * Spanish and French bundles are translations (not copies of the English). Every key the source
 * asks for with `t("…")` or `id="…"` exists in the English (Canada) bundle.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { SUPPORTED_LOCALES, type Locale } from "@canvass/sdk/locale";
import { describe, expect, it } from "vitest";
import type { Messages } from "./messages";

const modules = import.meta.glob<{ messages: Messages }>("./messages/*/*.ts", { eager: true });

/** area → locale → messages */
const areas = new Map<string, Map<string, Messages>>();
for (const [file, module] of Object.entries(modules)) {
  const match = /\.\/messages\/([^/]+)\/([^/]+)\.ts$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  const byLocale = areas.get(match[1]) ?? new Map<string, Messages>();
  byLocale.set(match[2], module.messages);
  areas.set(match[1], byLocale);
}

function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ("value" in element && typeof element.value === "string") into.add(element.value);
    if ("options" in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const ROMANCE: readonly Locale[] = ["es-ES", "es-PE", "fr-CA"];

describe("message bundles", () => {
  it("has areas", () => {
    expect(areas.size).toBeGreaterThan(0);
  });

  for (const [area, byLocale] of areas) {
    describe(`area ${area}`, () => {
      const source = byLocale.get("en-CA");
      it("has a file for each of the eight locales", () => {
        expect([...byLocale.keys()].sort()).toEqual([...SUPPORTED_LOCALES].sort());
      });
      for (const locale of SUPPORTED_LOCALES) {
        it(`${locale}: same keys and ICU arguments as en-CA, no empty text`, () => {
          const messages = byLocale.get(locale);
          expect(source).toBeDefined();
          expect(messages).toBeDefined();
          if (!source || !messages) return;
          expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
          for (const [key, text] of Object.entries(messages)) {
            expect(text.trim(), `${locale} ${key}`).not.toBe("");
            const expected = [...argumentsOf(parse(source[key] ?? ""))].sort();
            expect([...argumentsOf(parse(text))].sort(), `${locale} ${key}`).toEqual(expected);
          }
        });
      }
      for (const locale of ROMANCE) {
        it(`${locale} is a translation, not a copy of the English`, () => {
          const messages = byLocale.get(locale) ?? {};
          const keys = Object.keys(source ?? {});
          const copied = keys.filter((key) => messages[key] === source?.[key]);
          // A few words are the same in both languages (a brand, "Configuration", "Exclusions").
          expect(copied.length, `copied: ${copied.join(", ")}`).toBeLessThanOrEqual(
            Math.max(2, Math.floor(keys.length * 0.1)),
          );
        });
      }
    });
  }

  it("has every key the source asks for", () => {
    const known = new Set<string>();
    for (const byLocale of areas.values()) {
      for (const key of Object.keys(byLocale.get("en-CA") ?? {})) known.add(key);
    }
    const used = new Map<string, string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== "messages") walk(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const text = readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
          for (const match of text.matchAll(
            /\bt\(\s*"([a-zA-Z0-9_.-]+)"|\bid="([a-zA-Z0-9_.-]+\.[a-zA-Z0-9_.-]+)"/g,
          )) {
            const key = match[1] ?? match[2];
            if (key) used.set(key, path);
          }
        }
      }
    };
    walk(dirname(dirname(fileURLToPath(import.meta.url))));
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter(([key]) => !known.has(key)).map(([k, p]) => `${k} (${p})`);
    expect(missing).toEqual([]);
  });
});
