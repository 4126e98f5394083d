/**
 * The one way code outside React (machine actions, loaders) moves the console to another page.
 * The router registers itself at boot; until then a full page load is used.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let current: Navigate = (path) => {
  globalThis.location.assign(path);
};

export function setNavigator(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  current(path, options);
}
