/**
 * Pictures for stories and tests: tiny inline SVGs (no network, same pixels every run), and an
 * address that is not an image, so the browser fails to render it.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

export const AVATAR_IMAGES = {
  user: svg(
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>' +
      '<rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="25" r="12" fill="#fde68a"/>' +
      '<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#7c2d12"/>',
  ),
  team: svg(
    '<rect width="64" height="64" fill="#0f766e"/><circle cx="22" cy="26" r="8" fill="#99f6e4"/>' +
      '<circle cx="42" cy="26" r="8" fill="#5eead4"/><path d="M6 52c2-10 8-15 16-15s14 5 16 15zM26 52c2-10 8-15 16-15s14 5 16 15z" fill="#ccfbf1"/>',
  ),
  campaign: svg(
    '<rect width="64" height="64" fill="#4338ca"/><path d="M14 44 32 14l18 30z" fill="#a5b4fc"/>' +
      '<circle cx="46" cy="20" r="6" fill="#fde047"/><rect x="8" y="46" width="48" height="6" rx="3" fill="#c7d2fe"/>',
  ),
} as const;

/** Not an image: the `<img>` fires `error` and the avatar falls back to its icon. */
export const BROKEN_IMAGE = "data:image/png;base64,bm90IGFuIGltYWdl";
