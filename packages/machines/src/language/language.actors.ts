import { fromPromise } from "xstate";
import type {
  ActivateBundleParams,
  DocumentLangParams,
  LoadBundleInput,
  LocaleBundle,
  PlayerPreferences,
  SavePreferencesInput,
} from "./language.types";

/** A placeholder that fails loudly: the console (or a test) provides the real actor. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`language: provide the "${name}" actor with machine.provide()`)),
  );
}

/**
 * The language machine's side effects, by name. Placeholders here; the console provides them
 * with `languageMachine.provide({ actors })`:
 * - `loadBundle`: the locale's message bundle (a static file loaded on demand).
 * - `fetchPreferences`: the signed-in user's preferences (`GET /players/{id}/preferences/`).
 * - `savePreferences`: the whole preferences object (`PUT /players/{id}/preferences/`).
 */
export const languageActors = {
  loadBundle: notProvided<LocaleBundle, LoadBundleInput>("loadBundle"),
  fetchPreferences: notProvided<PlayerPreferences, undefined>("fetchPreferences"),
  savePreferences: notProvided<undefined, SavePreferencesInput>("savePreferences"),
};

/** An action the console provides; `params` is what it receives. */
type HostAction<TParams> = (args: unknown, params: TParams) => void;

/** The placeholder of every host action: does nothing. */
const noop = (): void => undefined;

/**
 * The language machine's effects on the page, by name. No-ops here; the console provides them
 * with `languageMachine.provide({ actions })`:
 * - `setDocumentLang`: `document.documentElement.lang = params.lang`.
 * - `activateBundle`: hand the bundle to the i18n runtime and make its locale current.
 */
export const languageActions: {
  readonly setDocumentLang: HostAction<DocumentLangParams>;
  readonly activateBundle: HostAction<ActivateBundleParams>;
} = { setDocumentLang: noop, activateBundle: noop };
