export type { WarningLogger } from "./logger";
export { readSetting } from "./read-setting";
export type { ReadSettingOptions } from "./read-setting";
export { resolveHostConfig, normaliseHostname, FALLBACK_HOSTNAME } from "./host-config";
export type {
  HostConfigLoader,
  HostConfigResolution,
  ResolveHostConfigOptions,
} from "./host-config";
export {
  CONFIG_VERSION,
  PAGE_SIZE_OPTIONS,
  LARGE_PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  CLIENTS_DEFAULT_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  FETCH_ALL_PAGE_SIZE,
  LAST_SUBMISSIONS_DEFAULT,
  NOTIFICATION_DISMISS_MS,
  HOVER_HIDE_DELAY_MS,
  CONFIG_POLL_MS,
  LOGOUT_RELOAD_DELAY_MS,
  DEFAULT_DASHBOARD_TYPE,
  EXPORT_FORMATS,
} from "./constants";
export type { PageSize, ExportFormat } from "./constants";
