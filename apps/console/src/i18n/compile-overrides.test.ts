import { TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it, vi } from "vitest";
import { compileOverrides } from "./compile-overrides";

describe("compileOverrides", () => {
  it("parses each override message, ICU arguments included", () => {
    const compiled = compileOverrides(
      { "fr-CA": { messages: { "nav.users": "Joueurs", "app.pageTitle": "{page} — {product}" } } },
      console,
    );
    expect(compiled["fr-CA"]?.["nav.users"]).toEqual([{ type: TYPE.literal, value: "Joueurs" }]);
    expect(compiled["fr-CA"]?.["app.pageTitle"]?.map((element) => element.type)).toEqual([
      TYPE.argument,
      TYPE.literal,
      TYPE.argument,
    ]);
  });

  it("drops a message that does not parse, with a warning", () => {
    const logger = { warn: vi.fn() };
    const compiled = compileOverrides(
      { "en-CA": { messages: { a: "{broken", b: "fine" } } },
      logger,
    );
    expect(Object.keys(compiled["en-CA"] ?? {})).toEqual(["b"]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
