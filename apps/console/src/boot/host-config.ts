/**
 * The per-host configuration (spec §1): `public/config/{hostname}.json`, falling back to
 * `localhost.json`. Every setting is read with the SDK's `readSetting`, so a value of the wrong
 * type falls back to its default with a warning instead of breaking the console.
 */
import type { LocaleBundleOverrides, SessionConfiguration } from "@canvass/machines";
import { DEFAULT_MAP_CENTER } from "@canvass/sdk/geo";
import { isSupportedLocale, type Locale } from "@canvass/sdk/locale";
import { readSetting, type WarningLogger } from "@canvass/sdk/settings";
import type { Branding } from "@canvass/ui";

export interface HostConfig {
  /** The product name shown in titles and the brand (default "Canvass"). */
  readonly name: string;
  /** The API, asset and usage-logging bases (relative to the page, or absolute). */
  readonly api: {
    readonly baseUrl: string;
    /**
     * The assets base: the contract's asset paths already start with `/assets/`, so the
     * reference server's base is its origin (`/`), not `/assets`.
     */
    readonly assetsUrl: string;
    readonly loggingUrl: string;
  };
  /** The organisation's tag for `{tag}` in the bases, if any. */
  readonly tag: string | undefined;
  readonly branding: Branding;
  /** The home page override: one path for every role or one per role. */
  readonly session: SessionConfiguration;
  /** Message and format overrides per locale, merged over the bundles. */
  readonly localeOverrides: Readonly<Partial<Record<Locale, LocaleBundleOverrides>>>;
  /** Whether the seasonal holiday decoration shows. */
  readonly holidays: boolean;
  /** Send usage events even when the page is on this machine (end-to-end tests only). */
  readonly logUsageOnLoopback: boolean;
  /** The active users map (/active). */
  readonly map: MapSettings;
}

/** Without `tileUrl` the map draws its bundled world and requests nothing (offline). */
export interface MapSettings {
  /** A raster tile URL template for production (`https://…/{z}/{x}/{y}.png`). */
  readonly tileUrl: string | undefined;
  /** The tile provider's credit, shown as plain text. */
  readonly tileAttribution: string | undefined;
  /** `[latitude, longitude]` of the first view (default: the SDK's `DEFAULT_MAP_CENTER`). */
  readonly center: readonly [number, number];
  readonly zoom: number;
}

export const DEFAULT_HOST_CONFIG: HostConfig = {
  name: "Canvass",
  api: { baseUrl: "/api", assetsUrl: "/", loggingUrl: "/log" },
  tag: undefined,
  branding: {},
  session: {},
  localeOverrides: {},
  holidays: true,
  logUsageOnLoopback: false,
  map: {
    tileUrl: undefined,
    tileAttribution: undefined,
    center: [DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng],
    zoom: 3,
  },
};

type Record_ = Readonly<Record<string, unknown>>;

function stringMap(value: Record_, logger: WarningLogger, key: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === "string") result[name] = entry;
    else
      logger.warn(`Setting "${key}.${name}" is not a string; ignored.`, { key: `${key}.${name}` });
  }
  return result;
}

function readHomepage(raw: Record_, logger: WarningLogger): SessionConfiguration {
  const value = raw.homepage;
  if (value === undefined) return {};
  if (typeof value === "string") return { homepage: value };
  const map = readSetting<Record_>(raw, "homepage", {}, { logger });
  return { homepage: stringMap(map, logger, "homepage") };
}

function readOverrides(raw: Record_, logger: WarningLogger): HostConfig["localeOverrides"] {
  const all = readSetting<Record_>(raw, "languages.overrides", {}, { logger });
  const result: Partial<Record<Locale, LocaleBundleOverrides>> = {};
  for (const [locale, overrides] of Object.entries(all)) {
    if (!isSupportedLocale(locale)) {
      logger.warn(`Overrides for unsupported locale "${locale}" ignored.`, { locale });
      continue;
    }
    const messages = readSetting<Record_>({ overrides }, "overrides.messages", {}, { logger });
    result[locale] = { messages: stringMap(messages, logger, `languages.overrides.${locale}`) };
  }
  return result;
}

const isIn = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** `[latitude, longitude]` in degrees, or `undefined`. */
function latLng(value: readonly unknown[]): readonly [number, number] | undefined {
  const [lat, lng] = value;
  return value.length === 2 && isIn(lat, 90) && isIn(lng, 180) ? [lat, lng] : undefined;
}

/** `map.*`: a centre that is not `[latitude, longitude]` or a zoom outside 0–18 is ignored too. */
function readMap(raw: Record_, logger: WarningLogger): MapSettings {
  const d = DEFAULT_HOST_CONFIG.map;
  const read = <T>(key: string, fallback: T): T => readSetting(raw, key, fallback, { logger });
  const outOfRange = (key: string) => {
    logger.warn(`Setting "${key}" is out of range; using the default.`, { key });
  };
  const center = latLng(read<readonly unknown[]>("map.center", d.center));
  if (center === undefined) outOfRange("map.center");
  const zoom = read("map.zoom", d.zoom);
  const zoomOk = Number.isInteger(zoom) && zoom >= 0 && zoom <= 18;
  if (!zoomOk) outOfRange("map.zoom");
  const tileUrl = read<string>("map.tileUrl", "");
  const tileAttribution = read<string>("map.tileAttribution", "");
  return {
    tileUrl: tileUrl === "" ? undefined : tileUrl,
    tileAttribution: tileAttribution === "" ? undefined : tileAttribution,
    center: center ?? d.center,
    zoom: zoomOk ? zoom : d.zoom,
  };
}

/** Reads a parsed configuration file; anything missing or mistyped takes its default. */
export function parseHostConfig(raw: unknown, logger: WarningLogger): HostConfig {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    logger.warn("The host configuration is not an object; using the defaults.");
    return DEFAULT_HOST_CONFIG;
  }
  const settings = raw as Record_;
  const d = DEFAULT_HOST_CONFIG;
  const read = <T>(key: string, fallback: T): T => readSetting(settings, key, fallback, { logger });
  const tag = read<string>("api.tag", "");
  return {
    name: read("name", d.name),
    api: {
      baseUrl: read("api.baseUrl", d.api.baseUrl),
      assetsUrl: read("api.assetsUrl", d.api.assetsUrl),
      loggingUrl: read("api.loggingUrl", d.api.loggingUrl),
    },
    tag: tag === "" ? undefined : tag,
    branding: {
      ...optional("primaryColor", read("branding.primaryColor", "")),
      ...optional("onPrimaryColor", read("branding.onPrimaryColor", "")),
      ...optional("logoUrl", read("branding.logoUrl", "")),
    },
    session: readHomepage(settings, logger),
    localeOverrides: readOverrides(settings, logger),
    holidays: read("holidays", d.holidays),
    logUsageOnLoopback: read("logUsageOnLoopback", d.logUsageOnLoopback),
    map: readMap(settings, logger),
  };
}

function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value === "" ? {} : ({ [key]: value } as Record<K, string>);
}
