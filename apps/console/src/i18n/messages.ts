/**
 * Messages are flat: `"nav.users": "Users"`, ICU syntax for plurals and values. Each area of the
 * shell keeps its own messages in `messages/<area>/<locale>.ts` (one file per locale, every file
 * with the same keys: `bundles.test.ts` checks it), and `locales/<locale>.ts` joins the areas.
 */
export type Messages = Readonly<Record<string, string>>;
