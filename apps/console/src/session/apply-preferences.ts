/**
 * Once signed in, the console shows the language saved in the user's preferences (spec §4):
 * the preference is read and, when it names a supported locale other than the current one,
 * switched to. A failed read keeps the current language.
 */
import { isSupportedLocale } from "@canvass/sdk/locale";
import type { Runtime } from "../app/runtime";
import { readPreferencesToShare } from "../services/preferences-read";

export function applyPreferencesOnSignIn(runtime: {
  readonly session: Runtime["session"];
  readonly services: Pick<Runtime["services"], "client">;
  /** The language runtime, or its promise: boot subscribes before the client settings make it. */
  readonly language: Runtime["language"] | PromiseLike<Runtime["language"]>;
}) {
  let signedIn = false;
  return runtime.session.subscribe((snapshot) => {
    const now = snapshot.matches("signedIn");
    if (now && !signedIn && snapshot.context.user !== null) {
      const id = snapshot.context.user.id;
      // The read leaves at once; the answer waits for the language runtime if it is not made yet.
      void readPreferencesToShare(runtime.services.client, id).then(async (result) => {
        const language = result.ok ? result.data.language : undefined;
        if (language !== undefined && isSupportedLocale(language)) {
          (await runtime.language).actor.send({ type: "language.switch", locale: language });
        }
      });
    }
    signedIn = now;
  });
}
