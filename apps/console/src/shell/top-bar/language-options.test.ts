import { LANGUAGE_OPTIONS, SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { describe, expect, it } from "vitest";
import { languageOptionsFor } from "./language-options";

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe("languageOptionsFor", () => {
  it("offers every language when every locale is allowed, in the SDK's order", () => {
    expect(languageOptionsFor(SUPPORTED_LOCALES, "en-CA")).toEqual(LANGUAGE_OPTIONS);
  });

  it("keeps only the allowed locales, in the SDK's order whatever the settings' order", () => {
    expect(values(languageOptionsFor(["fr-CA", "es-PE", "en-CA"], "en-CA"))).toEqual([
      "en-CA",
      "es-PE",
      "fr-CA",
    ]);
  });

  it("keeps each language's own name", () => {
    expect(languageOptionsFor(["es-PE"], "es-PE")).toEqual([
      { value: "es-PE", display: "Español (Perú)" },
    ]);
  });

  it("still lists the active locale when it is not allowed", () => {
    expect(values(languageOptionsFor(["fr-CA", "es-ES"], "en-US"))).toEqual([
      "en-US",
      "es-ES",
      "fr-CA",
    ]);
  });

  it("lists each language once", () => {
    expect(values(languageOptionsFor(["fr-CA", "fr-CA"], "fr-CA"))).toEqual(["fr-CA"]);
  });
});
