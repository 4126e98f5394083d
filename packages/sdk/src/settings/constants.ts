// Business constants of spec §2 and §9 that the console and machines share. Plain values only,
// so importing them costs nothing and touches no global. Presentation (sizes, breakpoints, the
// menu's row height, textarea resizing) lives in @canvass/ui (`src/theme/`).
import { schemaEnums } from "../generated/enums";

/** The configuration format version (spec §9 "Config version constant 0.0.1"). */
export const CONFIG_VERSION = "0.0.1";

/** Page sizes offered by most lists (campaigns, users, teams, cancels, check-ins, reports, ...). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 250, 500] as const;
/** Page sizes of the submissions and emails lists: the usual ones plus 1000. */
export const LARGE_PAGE_SIZE_OPTIONS = [...PAGE_SIZE_OPTIONS, 1000] as const;
export type PageSize = (typeof LARGE_PAGE_SIZE_OPTIONS)[number];
/** Default page size of every list except clients. */
export const DEFAULT_PAGE_SIZE = 50;
/** Default page size of the clients list. */
export const CLIENTS_DEFAULT_PAGE_SIZE = 10;
/** Page size of the history list. */
export const HISTORY_PAGE_SIZE = 50;
/** Page size of the fetch-all helper (pages of 1000 until `Count` is reached). */
export const FETCH_ALL_PAGE_SIZE = 1000;
/** Last-N submissions default (page 1). */
export const LAST_SUBMISSIONS_DEFAULT = 5;

/** Toasts dismiss themselves after this long. */
export const NOTIFICATION_DISMISS_MS = 8000;
/** Floating child list of a collapsed menu item hides after this delay. */
export const HOVER_HIDE_DELAY_MS = 50;
/** Navigation polls for the configuration to be ready at this interval. */
export const CONFIG_POLL_MS = 50;
/** Logout reloads the page after this delay (unless told otherwise). */
export const LOGOUT_RELOAD_DELAY_MS = 250;
// The consecutive 401s tolerated before a forced logout: `MAX_CONSECUTIVE_UNAUTHORIZED`, with
// the middleware that counts them (middleware/unauthorized-counter.ts).

/** `/dashboard/{type}` without a type. */
export const DEFAULT_DASHBOARD_TYPE = "subs";

/** The file formats of an export run: the contract's `ExportFormat`, generated from `openapi/`. */
export const EXPORT_FORMATS = schemaEnums.ExportFormat;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Local storage (IndexedDB key-value) defaults: database name, store name and size. */
export const STORAGE_DEFAULTS = {
  name: "assets",
  storeName: "keyvaluepairs",
  size: 4980736,
} as const;
