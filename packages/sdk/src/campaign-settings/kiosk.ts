/**
 * Kiosk mode (`kiosk` of `settings/general.json`): how long an untouched kiosk waits before it
 * resets to its attract screen, which collateral image that screen shows, and the languages a
 * donor may pick (the console's supported locales).
 */
import { SUPPORTED_LOCALES, type Locale } from "../locale/locale.constants";
import {
  integerProblems,
  listProblems,
  objectProblems,
  settingsProblem,
  textProblems,
  type SettingsProblem,
} from "./settings-problem";

/** The attract screen's image: none, or one of the campaign's collaterals. */
export const KIOSK_ATTRACT_IMAGES = ["none", "splash", "contact"] as const;
export type KioskAttractImage = (typeof KIOSK_ATTRACT_IMAGES)[number];

/** The asset file of each attract image (`collaterals/splash.png`, …). */
export const KIOSK_ATTRACT_FILES: Readonly<Record<KioskAttractImage, string | null>> = {
  none: null,
  splash: "collaterals/splash.png",
  contact: "collaterals/contact.png",
};

export const KIOSK_IDLE_RESET_SECONDS = { minimum: 10, maximum: 3600 } as const;

export interface KioskSettings {
  readonly idleResetSeconds: number;
  readonly attractImage: KioskAttractImage;
  readonly languages: readonly Locale[];
}

export const DEFAULT_KIOSK: KioskSettings = {
  idleResetSeconds: 90,
  attractImage: "splash",
  languages: [...SUPPORTED_LOCALES],
};

export function kioskProblems(value: unknown, prefix = "/kiosk"): SettingsProblem[] {
  const shape = objectProblems(value, prefix);
  if (shape.length > 0) return shape;
  const { idleResetSeconds, attractImage, languages } = value as Record<string, unknown>;
  const locales: readonly string[] = SUPPORTED_LOCALES;
  return [
    ...integerProblems(idleResetSeconds, KIOSK_IDLE_RESET_SECONDS, `${prefix}/idleResetSeconds`),
    ...textProblems(attractImage, { enum: KIOSK_ATTRACT_IMAGES }, `${prefix}/attractImage`),
    ...listProblems(languages, `${prefix}/languages`, {
      minItems: 1,
      maxItems: locales.length,
      item: (entry, pointer) =>
        typeof entry === "string" && locales.includes(entry)
          ? []
          : [settingsProblem(pointer, "enum", `must be one of ${locales.join(", ")}`)],
      key: String,
    }),
  ];
}
