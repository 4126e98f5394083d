/**
 * The one way code outside React (machine actions, loaders) moves the console to another page.
 * The router registers itself at boot; until then a full page load is used — except while boot
 * holds navigation (`holdNavigationUntilRouter`): the session now decides while the client
 * settings still load, before the router exists (decision 0080), and its redirect to /login is
 * then made by the router once it registers, as it was when the session started after them.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

interface Held {
  readonly path: string;
  readonly options: { replace?: boolean } | undefined;
}

const fullPageLoad: Navigate = (path) => {
  globalThis.location.assign(path);
};

let current: Navigate = fullPageLoad;
/** `null` while holding with nothing asked for; `undefined` when not holding. */
let held: Held | null | undefined;

/** Until the router registers, the last navigation asked for waits for it. */
export function holdNavigationUntilRouter(): void {
  held = null;
}

export function setNavigator(navigate: Navigate): void {
  current = navigate;
  const waiting = held;
  held = undefined;
  if (waiting != null) navigate(waiting.path, waiting.options);
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (held !== undefined && current === fullPageLoad) held = { path, options };
  else current(path, options);
}
