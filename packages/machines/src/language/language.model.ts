import { assign, setup } from "xstate";
import type { Locale } from "@canvass/sdk/locale";

/** Codes the model switches to, and the supported locale each names (`null`: unsupported). */
export const LANGUAGE_MODEL_CODES = {
  "fr-CA": "fr-CA",
  en: "en-CA",
  "de-DE": null,
  xx: null,
} as const satisfies Readonly<Record<string, Locale | null>>;

export type LanguageModelCode = keyof typeof LANGUAGE_MODEL_CODES;

/** The allowed list the model runs with: fr-CA is supported but not allowed. */
export const LANGUAGE_MODEL_ALLOWED: readonly Locale[] = ["en-CA", "es-ES"];

/** The locale the model starts in. */
export const LANGUAGE_MODEL_INITIAL: Locale = "en-CA";

/**
 * What can happen around the language machine: the operator switches or chooses a language, a
 * bundle loads or fails, the preferences load, save or fail. Test executors turn each into a
 * real effect on the real actor (or the UI).
 */
export type LanguageModelEvent =
  | { type: "operator.switch"; code: "fr-CA" | "de-DE" }
  | { type: "operator.choose"; code: "en" | "fr-CA" | "xx" }
  | { type: "bundle.load" }
  | { type: "bundle.fail" }
  | { type: "preferences.load" }
  | { type: "preferences.fail" }
  | { type: "preferences.save" }
  | { type: "preferences.saveFail" };

export interface LanguageModelContext {
  readonly locale: Locale;
  readonly active: Locale | null;
  /** Locales whose bundle has loaded, sorted. */
  readonly loaded: readonly Locale[];
  readonly pendingSave: Locale | null;
}

/** Every event of the model, for `createTestModel(..., { events })`. */
export const LANGUAGE_MODEL_EVENTS: readonly LanguageModelEvent[] = [
  { type: "operator.switch", code: "fr-CA" },
  { type: "operator.switch", code: "de-DE" },
  { type: "operator.choose", code: "en" },
  { type: "operator.choose", code: "fr-CA" },
  { type: "operator.choose", code: "xx" },
  { type: "bundle.load" },
  { type: "bundle.fail" },
  { type: "preferences.load" },
  { type: "preferences.fail" },
  { type: "preferences.save" },
  { type: "preferences.saveFail" },
];

function localeOf(event: LanguageModelEvent): Locale | null {
  return "code" in event ? LANGUAGE_MODEL_CODES[event.code] : null;
}

/**
 * The abstract model of the language machine for `createTestModel` (which refuses `invoke`).
 * Waiting states: idle, loadingBundle, fetchingPreferences, savingPreferences; `switching` and
 * `activating` are crossed within one step.
 */
export const languageModel = setup({
  types: { context: {} as LanguageModelContext, events: {} as LanguageModelEvent },
  guards: {
    supported: ({ event }) => localeOf(event) !== null,
    loaded: ({ context }) => context.loaded.includes(context.locale),
    pending: ({ context }) => context.pendingSave !== null,
  },
  actions: {
    switchTo: assign(({ context, event }) => ({
      locale: localeOf(event) ?? context.locale,
      pendingSave: null,
    })),
    requestSave: assign(({ context }) => ({
      pendingSave: LANGUAGE_MODEL_ALLOWED.includes(context.locale) ? context.locale : null,
    })),
    clearPending: assign({ pendingSave: null }),
  },
}).createMachine({
  id: "languageModel",
  context: { locale: LANGUAGE_MODEL_INITIAL, active: null, loaded: [], pendingSave: null },
  initial: "switching",
  on: {
    "operator.switch": { guard: "supported", target: ".switching", actions: "switchTo" },
    "operator.choose": {
      guard: "supported",
      target: ".switching",
      actions: ["switchTo", "requestSave"],
    },
  },
  states: {
    idle: {},
    switching: {
      always: [{ guard: "loaded", target: "activating" }, { target: "loadingBundle" }],
    },
    loadingBundle: {
      on: {
        "bundle.load": {
          target: "activating",
          actions: assign({
            loaded: ({ context }) => [...context.loaded, context.locale].sort(),
          }),
        },
        "bundle.fail": {
          target: "idle",
          actions: [
            assign({ locale: ({ context }) => context.active ?? context.locale }),
            "clearPending",
          ],
        },
      },
    },
    activating: {
      entry: assign({ active: ({ context }) => context.locale }),
      always: [{ guard: "pending", target: "fetchingPreferences" }, { target: "idle" }],
    },
    fetchingPreferences: {
      on: {
        "preferences.load": { target: "savingPreferences" },
        "preferences.fail": { target: "idle", actions: "clearPending" },
      },
    },
    savingPreferences: {
      on: {
        "preferences.save": { target: "idle", actions: "clearPending" },
        "preferences.saveFail": { target: "idle", actions: "clearPending" },
      },
    },
  },
});
