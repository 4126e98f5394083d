/**
 * The language machine (`@canvass/machines`) provided with the console's effects, and the active
 * bundle as a tiny external store React subscribes to (`useActiveBundle`). Switching sets
 * `<html lang>`, loads the locale's chunk, merges the host's overrides and activates it; choosing
 * in the popup also saves it to the signed-in user's preferences. The last active locale is kept
 * in `localStorage`, so a reload starts in it before the preferences are read.
 */
import { languageMachine, type LocaleBundle } from "@canvass/machines";
import type { CanvassClient, Session } from "@canvass/sdk/client";
import { DEFAULT_LOCALE, type Locale } from "@canvass/sdk/locale";
import { createActor, fromPromise, type ActorRefFrom } from "xstate";
import { loadLocaleBundle } from "./load-bundle";
import { LOCALE_STORAGE_KEY, storedLocale } from "./stored-locale";

export { LOCALE_STORAGE_KEY, storedLocale } from "./stored-locale";

export interface ActiveBundle {
  readonly locale: Locale;
  readonly bundle: LocaleBundle;
}

export interface LanguageRuntime {
  readonly actor: ActorRefFrom<typeof languageMachine>;
  /** The active bundle, `null` until the first one is active. */
  getActive(): ActiveBundle | null;
  subscribe(listener: () => void): () => void;
}

export interface LanguageRuntimeOptions {
  readonly client: Pick<CanvassClient, "call" | "getSession">;
  /**
   * The host's message overrides per locale, flat keys, already compiled like the bundles (see
   * compile-overrides.ts): merged over each bundle as it loads.
   */
  readonly overrides?: Readonly<Partial<Record<Locale, Readonly<Record<string, unknown>>>>>;
  readonly allowed: readonly Locale[];
  readonly initialLocale: Locale;
  readonly loadBundle?: (locale: Locale) => Promise<LocaleBundle>;
}

async function signedInPlayer(client: LanguageRuntimeOptions["client"]): Promise<Session> {
  const session = await client.getSession();
  if (session === null) throw new Error("Not signed in: the language is not saved.");
  return session;
}

function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the preference still holds it once signed in
  }
}

export function createLanguageRuntime(options: LanguageRuntimeOptions): LanguageRuntime {
  const { client } = options;
  let active: ActiveBundle | null = null;
  const listeners = new Set<() => void>();
  const machine = languageMachine.provide({
    actors: {
      loadBundle: fromPromise(async ({ input }) => {
        const bundle = await (options.loadBundle ?? loadLocaleBundle)(input.locale);
        const overrides = options.overrides?.[input.locale];
        // A flat merge: the bundle's messages are compiled ASTs, not groups to merge into.
        return overrides === undefined
          ? bundle
          : {
              ...bundle,
              messages: { ...bundle.messages, ...overrides } as LocaleBundle["messages"],
            };
      }),
      fetchPreferences: fromPromise(async () => {
        const { playerId } = await signedInPlayer(client);
        const result = await client.call("getPlayerPreferences", {
          params: { path: { id: playerId } },
        });
        if (!result.ok) throw result.error;
        return result.data;
      }),
      savePreferences: fromPromise(async ({ input }) => {
        const { playerId } = await signedInPlayer(client);
        const result = await client.call("replacePlayerPreferences", {
          params: { path: { id: playerId } },
          body: input.preferences,
        });
        if (!result.ok) throw result.error;
        return undefined;
      }),
    },
    actions: {
      setDocumentLang: (_, params) => {
        document.documentElement.setAttribute("lang", params.lang);
      },
      activateBundle: (_, params) => {
        active = { locale: params.locale, bundle: params.bundle };
        rememberLocale(params.locale);
        for (const listener of listeners) listener();
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      locale: options.initialLocale,
      allowed: options.allowed,
    },
  });
  return {
    actor,
    getActive: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The locale to start in: the last one used here, the organisation's default, or en-CA. */
export function initialLocale(defaultLocale: Locale | null): Locale {
  return storedLocale() ?? defaultLocale ?? DEFAULT_LOCALE;
}
