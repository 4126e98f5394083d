import {
  DEFAULT_LOCALE,
  canSwitchLanguage,
  languagePart,
  normalizeLocale,
  parseLocale,
} from "@canvass/sdk/locale";
import { assign, setup } from "xstate";
import { languageActions, languageActors } from "./language.actors";
import { mergeBundle } from "./language.bundle";
import type {
  LanguageContext,
  LanguageEvent,
  LanguageFailure,
  LanguageInput,
  LocaleBundle,
  PlayerPreferences,
} from "./language.types";

/** The current locale's bundle; only read once it is loaded (guarded by `isBundleLoaded`). */
function currentBundle(context: LanguageContext): LocaleBundle {
  const bundle = context.bundles[context.locale];
  if (bundle === undefined) throw new Error(`language: ${context.locale} is not loaded`);
  return bundle;
}

/** The fetched preferences with the language set; only read while saving them. */
function preferencesToSave(context: LanguageContext): PlayerPreferences {
  if (context.preferences === null) throw new Error("language: no preferences to save");
  return context.preferences;
}

/**
 * Language switching (spec §4): set the locale and the page's `lang` (the language part), load
 * the locale's bundle on demand (once), merge the optional overrides over it, activate it. An
 * unsupported locale changes nothing. `language.choose` (the language-choice popup) then saves it
 * to the preferences — fetch, set `language`, save — only if it is in the allowed list.
 * Side effects are injected: actors `loadBundle`, `fetchPreferences`, `savePreferences`; actions
 * `setDocumentLang`, `activateBundle`.
 */
export const languageMachine = setup({
  types: {} as { context: LanguageContext; events: LanguageEvent; input: LanguageInput },
  actors: languageActors,
  guards: {
    isSupportedLocale: (_, params: { code: string }) => parseLocale(params.code) !== null,
    isBundleLoaded: ({ context }) => context.bundles[context.locale] !== undefined,
    hasPendingSave: ({ context }) => context.pendingSave !== null,
  },
  actions: {
    setLocale: assign(({ context }, params: { code: string }) => ({
      locale: parseLocale(params.code) ?? context.locale,
      pendingSave: null,
      failure: null,
    })),
    requestSave: assign(({ context }, params: { code: string }) => ({
      pendingSave: canSwitchLanguage(params.code, context.allowed)
        ? parseLocale(params.code)
        : null,
    })),
    storeBundle: assign(({ context }, params: { bundle: LocaleBundle }) => ({
      bundles: {
        ...context.bundles,
        [context.locale]: mergeBundle(params.bundle, context.overrides[context.locale]),
      },
    })),
    markActive: assign(({ context }) => ({ activeLocale: context.locale })),
    restoreLocale: assign(({ context }) => ({ locale: context.activeLocale ?? context.locale })),
    setPreferenceLanguage: assign(({ context }, params: { preferences: PlayerPreferences }) => ({
      preferences: { ...params.preferences, language: context.pendingSave ?? context.locale },
    })),
    finishSave: assign({ pendingSave: null, preferences: null }),
    recordFailure: assign((_, params: LanguageFailure) => ({
      failure: params,
      pendingSave: null,
      preferences: null,
    })),
    ...languageActions,
  },
}).createMachine({
  id: "language",
  context: ({ input }) => ({
    locale: normalizeLocale(input.locale ?? DEFAULT_LOCALE),
    activeLocale: null,
    bundles: {},
    overrides: input.overrides ?? {},
    allowed: input.allowed ?? [],
    pendingSave: null,
    preferences: null,
    failure: null,
  }),
  initial: "switching",
  on: {
    "language.switch": {
      guard: { type: "isSupportedLocale", params: ({ event }) => ({ code: event.locale }) },
      target: ".switching",
      actions: { type: "setLocale", params: ({ event }) => ({ code: event.locale }) },
    },
    "language.choose": {
      guard: { type: "isSupportedLocale", params: ({ event }) => ({ code: event.locale }) },
      target: ".switching",
      actions: [
        { type: "setLocale", params: ({ event }) => ({ code: event.locale }) },
        { type: "requestSave", params: ({ event }) => ({ code: event.locale }) },
      ],
    },
  },
  states: {
    idle: {},
    switching: {
      entry: {
        type: "setDocumentLang",
        params: ({ context }) => ({ lang: languagePart(context.locale) }),
      },
      always: [{ guard: "isBundleLoaded", target: "activating" }, { target: "loadingBundle" }],
    },
    loadingBundle: {
      invoke: {
        id: "loadBundle",
        src: "loadBundle",
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: "activating",
          actions: { type: "storeBundle", params: ({ event }) => ({ bundle: event.output }) },
        },
        // The bundle stays unloaded: back to the active locale, if any.
        onError: {
          target: "idle",
          actions: [
            "restoreLocale",
            {
              type: "setDocumentLang",
              params: ({ context }) => ({ lang: languagePart(context.locale) }),
            },
            {
              type: "recordFailure",
              params: ({ event }) => ({ step: "loadBundle", cause: event.error }),
            },
          ],
        },
      },
    },
    activating: {
      entry: [
        "markActive",
        {
          type: "activateBundle",
          params: ({ context }) => ({ locale: context.locale, bundle: currentBundle(context) }),
        },
      ],
      always: [{ guard: "hasPendingSave", target: "fetchingPreferences" }, { target: "idle" }],
    },
    fetchingPreferences: {
      invoke: {
        id: "fetchPreferences",
        src: "fetchPreferences",
        onDone: {
          target: "savingPreferences",
          actions: {
            type: "setPreferenceLanguage",
            params: ({ event }) => ({ preferences: event.output }),
          },
        },
        onError: {
          target: "idle",
          actions: {
            type: "recordFailure",
            params: ({ event }) => ({ step: "fetchPreferences", cause: event.error }),
          },
        },
      },
    },
    savingPreferences: {
      invoke: {
        id: "savePreferences",
        src: "savePreferences",
        input: ({ context }) => ({ preferences: preferencesToSave(context) }),
        onDone: { target: "idle", actions: "finishSave" },
        onError: {
          target: "idle",
          actions: {
            type: "recordFailure",
            params: ({ event }) => ({ step: "savePreferences", cause: event.error }),
          },
        },
      },
    },
  },
});
