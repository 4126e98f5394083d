import type { Language, Locale } from "@canvass/sdk/locale";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createTestModel } from "xstate/graph";
import {
  createCoverage,
  createPendingCalls,
  flushMacrotask,
  type CallOutcome,
  type PendingCalls,
} from "../testing";
import { mergeBundle } from "./language.bundle";
import { languageMachine } from "./language.machine";
import {
  LANGUAGE_MODEL_ALLOWED,
  LANGUAGE_MODEL_EVENTS,
  LANGUAGE_MODEL_INITIAL,
  languageModel,
} from "./language.model";
import type { LanguageModelEvent } from "./language.model";
import type {
  LanguageInput,
  LoadBundleInput,
  LocaleBundle,
  LocaleBundleOverrides,
  PlayerPreferences,
  SavePreferencesInput,
} from "./language.types";

// --- Fixtures -------------------------------------------------------------------------------

function bundleOf(locale: Locale): LocaleBundle {
  return {
    messages: { greeting: `hello ${locale}`, nav: { home: `home ${locale}`, search: "search" } },
    numberFormats: { currency: { style: "currency", currency: "CAD" } },
    dateTimeFormats: { short: { year: "numeric", month: "short" } },
  };
}

const OVERRIDES: Readonly<Partial<Record<Locale, LocaleBundleOverrides>>> = {
  "fr-CA": {
    messages: { nav: { home: "Accueil" } },
    numberFormats: { currency: { currencyDisplay: "code" } },
  },
};

/** Stored preferences with other keys that a save must keep. */
const STORED_PREFERENCES: PlayerPreferences = {
  language: "en-CA",
  menu: { sorting: [{ id: "submissions", children: ["/subs", "/lookup"] }] },
  dashboardRange: "last7days",
};

// --- Harness: the real machine with controllable injected actors ---------------------------

type ActorName = "loadBundle" | "fetchPreferences" | "savePreferences";

interface Env {
  readonly calls: PendingCalls<ActorName>;
  readonly loads: LoadBundleInput[];
  readonly saves: SavePreferencesInput[];
  readonly langs: Language[];
  readonly activations: { locale: Locale; bundle: LocaleBundle }[];
  fetches: number;
}

let env: Env;

function pendingFor<T>(name: ActorName): Promise<T> {
  return env.calls.wait<T>(name);
}

/** The real language machine; only its side effects are replaced. */
const machine = languageMachine.provide({
  actors: {
    loadBundle: fromPromise<LocaleBundle, LoadBundleInput>(({ input }) => {
      env.loads.push(input);
      return pendingFor("loadBundle");
    }),
    fetchPreferences: fromPromise<PlayerPreferences, undefined>(() => {
      env.fetches += 1;
      return pendingFor("fetchPreferences");
    }),
    savePreferences: fromPromise<undefined, SavePreferencesInput>(({ input }) => {
      env.saves.push(input);
      return pendingFor("savePreferences");
    }),
  },
  actions: {
    setDocumentLang: (_, params) => {
      env.langs.push(params.lang);
    },
    activateBundle: (_, params) => {
      env.activations.push(params);
    },
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(input: LanguageInput = {}) {
  env = {
    calls: createPendingCalls<ActorName>(),
    loads: [],
    saves: [],
    langs: [],
    activations: [],
    fetches: 0,
  };
  const actor = createActor(machine, {
    input: { allowed: ["en-CA", "fr-CA"], overrides: OVERRIDES, ...input },
    inspect: coverage.inspect,
  });
  actor.start();
  return actor;
}

/** Settles the pending call of an injected actor and lets the machine take its answer. */
function answer(name: ActorName, outcome: CallOutcome): Promise<void> {
  return env.calls.answer(name, outcome);
}

/** Answers the pending bundle load with the fixture bundle of the locale it asked for. */
async function loadBundle() {
  const locale = env.loads.at(-1)?.locale;
  if (locale === undefined) throw new Error("no bundle requested");
  await answer("loadBundle", { value: bundleOf(locale) });
}

// --- Example-based tests --------------------------------------------------------------------

describe("languageMachine", () => {
  it("starts in the default locale: sets lang, loads the bundle, activates it", async () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe("loadingBundle");
    expect(env.langs).toEqual(["en"]);
    expect(env.loads).toEqual([{ locale: "en-CA" }]);
    await loadBundle();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(env.activations).toEqual([{ locale: "en-CA", bundle: bundleOf("en-CA") }]);
  });

  it("normalises the initial locale", () => {
    start({ locale: "fr_ca" });
    expect(env.loads).toEqual([{ locale: "fr-CA" }]);
  });

  it("sets lang at once, merges the overrides over the loaded bundle, then activates it", async () => {
    const actor = start();
    await loadBundle();
    actor.send({ type: "language.switch", locale: "fr_ca" });
    expect(actor.getSnapshot().context.locale).toBe("fr-CA");
    expect(env.langs.at(-1)).toBe("fr");
    expect(env.activations).toHaveLength(1);

    await loadBundle();
    expect(env.activations.at(-1)).toEqual({
      locale: "fr-CA",
      bundle: {
        messages: { greeting: "hello fr-CA", nav: { home: "Accueil", search: "search" } },
        numberFormats: {
          currency: { style: "currency", currency: "CAD", currencyDisplay: "code" },
        },
        dateTimeFormats: { short: { year: "numeric", month: "short" } },
      },
    });
  });

  it("loads each bundle once", async () => {
    const actor = start();
    await loadBundle();
    actor.send({ type: "language.switch", locale: "fr-CA" });
    await loadBundle();
    actor.send({ type: "language.switch", locale: "en" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(env.loads).toEqual([{ locale: "en-CA" }, { locale: "fr-CA" }]);
    expect(env.activations.map(({ locale }) => locale)).toEqual(["en-CA", "fr-CA", "en-CA"]);
  });

  it.each(["de-DE", "xx", ""])("changes nothing for the unsupported %j", async (code) => {
    const actor = start();
    await loadBundle();
    const before = actor.getSnapshot();
    actor.send({ type: "language.switch", locale: code });
    actor.send({ type: "language.choose", locale: code });
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(env.langs).toEqual(["en"]);
    expect(env.loads).toHaveLength(1);
  });

  it("ignores the bundle of a locale switched away from", async () => {
    const actor = start();
    await loadBundle();
    actor.send({ type: "language.switch", locale: "fr-CA" });
    const stale = env.calls.take("loadBundle");
    actor.send({ type: "language.switch", locale: "es-ES" });
    stale.resolve(bundleOf("fr-CA"));
    await flushMacrotask();
    expect(actor.getSnapshot().value).toBe("loadingBundle");
    await loadBundle();
    expect(env.activations.at(-1)?.locale).toBe("es-ES");
    expect(actor.getSnapshot().context.bundles["fr-CA"]).toBeUndefined();
  });

  it("saves a chosen allowed language: fetch, set language, save the whole object", async () => {
    const actor = start();
    await loadBundle();
    actor.send({ type: "language.choose", locale: "fr" });
    await loadBundle();
    expect(env.fetches).toBe(1);
    await answer("fetchPreferences", { value: STORED_PREFERENCES });
    expect(env.saves).toEqual([{ preferences: { ...STORED_PREFERENCES, language: "fr-CA" } }]);
    await answer("savePreferences", { value: undefined });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("switches to a chosen supported language outside the allowed list without saving it", async () => {
    const actor = start();
    await loadBundle();
    actor.send({ type: "language.choose", locale: "es-ES" });
    await loadBundle();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.activeLocale).toBe("es-ES");
    expect(env.fetches).toBe(0);
  });

  it("goes back to the active locale when a bundle fails to load", async () => {
    const actor = start();
    await loadBundle();
    actor.send({ type: "language.choose", locale: "fr-CA" });
    await answer("loadBundle", { error: new Error("404") });
    const { context } = actor.getSnapshot();
    expect(context.locale).toBe("en-CA");
    expect(context.failure?.step).toBe("loadBundle");
    expect(context.pendingSave).toBeNull();
    expect(env.langs).toEqual(["en", "fr", "en"]);
    expect(env.fetches).toBe(0);
  });
});

describe("mergeBundle", () => {
  it("returns the bundle itself without overrides", () => {
    const bundle = bundleOf("en-CA");
    expect(mergeBundle(bundle, undefined)).toBe(bundle);
  });

  it("replaces a string with a group and keeps the inputs unchanged", () => {
    const bundle = bundleOf("en-CA");
    const merged = mergeBundle(bundle, { messages: { greeting: { morning: "good morning" } } });
    expect(merged.messages.greeting).toEqual({ morning: "good morning" });
    expect(bundle.messages.greeting).toBe("hello en-CA");
    expect(merged.dateTimeFormats).toEqual(bundle.dateTimeFormats);
  });
});

// --- Model-based tests ----------------------------------------------------------------------

describe("languageMachine (model-based)", () => {
  const model = createTestModel(languageModel, { events: LANGUAGE_MODEL_EVENTS });
  const paths = model.getShortestPaths();

  it("reaches every waiting state of the model", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map(({ state }) => state.value)));
    expect(reached).toEqual(
      new Set(["idle", "loadingBundle", "fetchingPreferences", "savingPreferences"]),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start({ locale: LANGUAGE_MODEL_INITIAL, allowed: LANGUAGE_MODEL_ALLOWED });
      const value = () => actor.getSnapshot().value;

      /** Turns a model event into its real effect on the actor. */
      const drive = async (event: LanguageModelEvent): Promise<void> => {
        switch (event.type) {
          case "operator.switch":
          case "operator.choose": {
            const before = actor.getSnapshot();
            const calls = env.langs.length;
            actor.send({
              type: event.type === "operator.switch" ? "language.switch" : "language.choose",
              locale: event.code,
            });
            if (event.code === "de-DE" || event.code === "xx") {
              expect(actor.getSnapshot().value).toEqual(before.value);
              expect(actor.getSnapshot().context).toEqual(before.context);
              expect(env.langs).toHaveLength(calls);
            }
            return;
          }
          case "bundle.load":
            return loadBundle();
          case "bundle.fail":
            return answer("loadBundle", { error: new Error("404") });
          case "preferences.load":
            return answer("fetchPreferences", { value: STORED_PREFERENCES });
          case "preferences.fail":
            return answer("fetchPreferences", { error: new Error("500") });
          case "preferences.save":
            return answer("savePreferences", { value: undefined });
          case "preferences.saveFail":
            return answer("savePreferences", { error: new Error("422") });
        }
      };
      const events = Object.fromEntries(
        LANGUAGE_MODEL_EVENTS.map(({ type }) => [
          type,
          ({ event }: { event: { type: string } }) => drive(event as LanguageModelEvent),
        ]),
      );

      await path.test({
        events,
        states: {
          idle: (state) => {
            const { context } = actor.getSnapshot();
            expect(value()).toBe("idle");
            expect(context.locale).toBe(state.context.locale);
            expect(context.activeLocale).toBe(state.context.active);
            expect(context.pendingSave).toBeNull();
            expect(env.langs.at(-1)).toBe(state.context.locale.slice(0, 2));
            expect(env.activations.at(-1)?.locale).toBe(state.context.active ?? undefined);
          },
          loadingBundle: (state) => {
            expect(value()).toBe("loadingBundle");
            expect(env.loads.at(-1)).toEqual({ locale: state.context.locale });
            expect(env.langs.at(-1)).toBe(state.context.locale.slice(0, 2));
          },
          fetchingPreferences: (state) => {
            expect(value()).toBe("fetchingPreferences");
            expect(actor.getSnapshot().context.activeLocale).toBe(state.context.locale);
            expect(env.activations.at(-1)?.locale).toBe(state.context.locale);
          },
          savingPreferences: (state) => {
            expect(value()).toBe("savingPreferences");
            expect(env.saves.at(-1)).toEqual({
              preferences: { ...STORED_PREFERENCES, language: state.context.pendingSave },
            });
          },
        },
      });
    });
  }
});

describe("languageMachine coverage", () => {
  it("is measured on the real machine's graph", () => {
    const real = createCoverage(languageMachine).report();
    const measured = coverage.report();
    expect(measured.states.total).toBe(real.states.total);
    expect(measured.transitions.total).toBe(real.transitions.total);
  });

  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
