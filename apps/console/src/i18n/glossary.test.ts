/**
 * The glossary: each role and each status is named by one message per locale
 * (`messages/glossary/<locale>.ts`), no other area defines its own role or status words, no
 * message uses a word the locale's glossary rejects for them (Spanish once called a rep both
 * "Captador" and "Representante"), and no source file builds a role or status key of its own.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { ROLES } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import type { Messages } from "./messages";

const glossaries = import.meta.glob<{ messages: Messages; avoid: readonly string[] }>(
  "./messages/glossary/*.ts",
  { eager: true },
);
const others = import.meta.glob<{ messages: Messages }>(
  ["./messages/*/*.ts", "!./messages/glossary/*.ts"],
  { eager: true },
);

const NAMES = [...ROLES.map((role) => `role.${role}`), "status.active", "status.inactive"];
const ROLE_OR_STATUS_KEY = new RegExp(
  `(^|\\.)(role\\.(${ROLES.join("|")})|status\\.(active|inactive))$`,
);

function otherAreasOf(locale: string): [string, Messages][] {
  return Object.entries(others)
    .filter(([file]) => file.endsWith(`/${locale}.ts`))
    .map(([file, module]) => [file, module.messages]);
}

describe("the glossary", () => {
  for (const locale of SUPPORTED_LOCALES) {
    describe(locale, () => {
      const glossary = glossaries[`./messages/glossary/${locale}.ts`];

      it("names every role and status once", () => {
        expect(glossary).toBeDefined();
        expect(Object.keys(glossary?.messages ?? {}).sort()).toEqual([...NAMES].sort());
        const words = NAMES.map((key) => glossary?.messages[key]);
        expect(new Set(words).size).toBe(NAMES.length);
      });

      it("is the only area with role or status names", () => {
        const defined = otherAreasOf(locale).flatMap(([file, messages]) =>
          Object.keys(messages)
            .filter((key) => ROLE_OR_STATUS_KEY.test(key))
            .map((key) => `${key} (${file})`),
        );
        expect(defined).toEqual([]);
      });

      it("has no message using a word the glossary rejects", () => {
        const avoid = glossary?.avoid ?? [];
        const found = otherAreasOf(locale).flatMap(([file, messages]) =>
          Object.entries(messages)
            .filter(([, text]) =>
              avoid.some((word) => text.toLowerCase().includes(word.toLowerCase())),
            )
            .map(([key, text]) => `${key}: ${text} (${file})`),
        );
        expect(found).toEqual([]);
        for (const word of avoid) {
          expect(NAMES.map((key) => glossary?.messages[key])).not.toContain(word);
        }
      });
    });
  }

  it("is the only place the source builds a role or status key from", () => {
    const offending: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== "messages") walk(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const text = readFileSync(path, "utf8");
          const pattern =
            /["'`][a-zA-Z]+\.(role|status)\.(\$\{|root|admin|manager|client|callcenter|rep|active|inactive)/g;
          for (const match of text.matchAll(pattern)) offending.push(`${match[0]} (${path})`);
        }
      }
    };
    walk(dirname(dirname(fileURLToPath(import.meta.url))));
    expect(offending).toEqual([]);
  });
});
