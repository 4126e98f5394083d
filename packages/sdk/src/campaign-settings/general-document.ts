/**
 * `settings/general.json` as a whole: the contract's known keys (`CampaignGeneralSettings`, which
 * the server checks against the contract) plus the sections the campaign editor stores in it
 * (decision 0026). `generalDocumentProblems` checks each section that is present; the server
 * answers 422 with these problems, the console shows them next to their fields.
 */
import { cancelProblems, type CancelSettings } from "./cancels";
import { introProblems, type IntroSettings } from "./intro";
import { kioskProblems, type KioskSettings } from "./kiosk";
import { productProblems, type ProductSettings } from "./products";
import type { SettingsProblem } from "./settings-problem";
import { twoStepProblems, type TwoStepSettings } from "./two-step";

export interface GeneralDocumentSections {
  readonly intro: IntroSettings;
  readonly kiosk: KioskSettings;
  readonly cancels: CancelSettings;
  readonly products: ProductSettings;
  readonly twoStep: TwoStepSettings;
}

export type GeneralDocumentSection = keyof GeneralDocumentSections;

/** Each section's checker, by its key in the file. */
export const SECTION_PROBLEMS: Readonly<
  Record<GeneralDocumentSection, (value: unknown, prefix: string) => SettingsProblem[]>
> = {
  intro: introProblems,
  kiosk: kioskProblems,
  cancels: cancelProblems,
  products: productProblems,
  twoStep: twoStepProblems,
};

export const GENERAL_DOCUMENT_SECTIONS = Object.keys(SECTION_PROBLEMS) as GeneralDocumentSection[];

/**
 * The problems of a whole `settings/general.json` document's editor sections, each named by
 * `prefix` + its JSON pointer (`/file/kiosk/languages/0` for an upload). Sections that are absent
 * are fine (their defaults apply); other keys are the contract's business.
 */
export function generalDocumentProblems(document: unknown, prefix = ""): SettingsProblem[] {
  if (typeof document !== "object" || document === null || Array.isArray(document)) return [];
  const record = document as Record<string, unknown>;
  return GENERAL_DOCUMENT_SECTIONS.flatMap((section) =>
    Object.hasOwn(record, section)
      ? SECTION_PROBLEMS[section](record[section], `${prefix}/${section}`)
      : [],
  );
}

/** A section of a read document, or `fallback` when it is absent or broken. */
export function readSection<S extends GeneralDocumentSection>(
  document: unknown,
  section: S,
  fallback: GeneralDocumentSections[S],
): GeneralDocumentSections[S] {
  if (typeof document !== "object" || document === null) return fallback;
  const value = (document as Record<string, unknown>)[section];
  if (value === undefined) return fallback;
  return SECTION_PROBLEMS[section](value, "").length === 0
    ? (value as GeneralDocumentSections[S])
    : fallback;
}
