import type { LocaleBundle } from "@canvass/machines";
import type { Locale } from "@canvass/sdk/locale";
import { waitFor } from "xstate";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY, createLanguageRuntime, initialLocale } from "./language-runtime";

const bundleOf = (locale: Locale): LocaleBundle => ({
  messages: { "app.loading": `loading ${locale}` },
  numberFormats: {},
  dateTimeFormats: {},
});

function runtime(overrides: Partial<Record<Locale, Record<string, string>>> = {}) {
  const loaded: Locale[] = [];
  const language = createLanguageRuntime({
    client: {
      call: () => Promise.reject(new Error("no server in this test")),
      getSession: () => Promise.resolve(null),
    },
    overrides,
    allowed: ["en-CA", "fr-CA"],
    initialLocale: "en-CA",
    loadBundle: (locale) => {
      loaded.push(locale);
      return Promise.resolve(bundleOf(locale));
    },
  });
  return { language, loaded };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
});

describe("the language runtime", () => {
  it("activates the first bundle, sets <html lang> and remembers the locale", async () => {
    const { language } = runtime();
    const seen: (string | undefined)[] = [];
    language.subscribe(() => seen.push(language.getActive()?.locale));
    language.actor.start();
    await waitFor(language.actor, () => language.getActive() !== null);
    expect(language.getActive()?.bundle.messages["app.loading"]).toBe("loading en-CA");
    expect(document.documentElement.lang).toBe("en");
    expect(seen).toEqual(["en-CA"]);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en-CA");
  });

  it("switches, loading each locale once, with the host's overrides merged", async () => {
    const { language, loaded } = runtime({
      "fr-CA": { "app.loading": "Un instant" },
    });
    language.actor.start();
    language.actor.send({ type: "language.switch", locale: "fr-CA" });
    await waitFor(language.actor, () => language.getActive()?.locale === "fr-CA");
    expect(language.getActive()?.bundle.messages["app.loading"]).toBe("Un instant");
    expect(document.documentElement.lang).toBe("fr");
    language.actor.send({ type: "language.switch", locale: "en-CA" });
    language.actor.send({ type: "language.switch", locale: "fr-CA" });
    await waitFor(
      language.actor,
      (s) => s.matches("idle") && language.getActive()?.locale === "fr-CA",
    );
    expect(loaded.filter((l) => l === "fr-CA")).toHaveLength(1);
  });

  it("starts in the remembered locale, else the organisation's default, else en-CA", () => {
    expect(initialLocale(null)).toBe("en-CA");
    expect(initialLocale("es-ES")).toBe("es-ES");
    localStorage.setItem(LOCALE_STORAGE_KEY, "fr-CA");
    expect(initialLocale("es-ES")).toBe("fr-CA");
    localStorage.setItem(LOCALE_STORAGE_KEY, "de-DE");
    expect(initialLocale(null)).toBe("en-CA");
  });
});
