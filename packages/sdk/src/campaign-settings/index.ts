export type { SettingsProblem } from "./settings-problem";
export {
  CAMPAIGN_CHECKIN_DEFAULTS,
  CHECKIN_RANGES,
  campaignCheckinProblems,
  campaignGeneralProblems,
} from "./campaign-record";
export type { CampaignCheckinValues, CampaignGeneralValues } from "./campaign-record";
export { DEFAULT_INTRO, INTRO_MAX_LENGTH, introHtml, introProblems } from "./intro";
export type { IntroSettings } from "./intro";
export {
  DEFAULT_KIOSK,
  KIOSK_ATTRACT_FILES,
  KIOSK_ATTRACT_IMAGES,
  KIOSK_IDLE_RESET_SECONDS,
  kioskProblems,
} from "./kiosk";
export type { KioskAttractImage, KioskSettings } from "./kiosk";
export { CANCEL_REASON_LIMITS, DEFAULT_CANCELS, cancelProblems } from "./cancels";
export type { CancelSettings } from "./cancels";
export {
  DEFAULT_PRODUCTS,
  FREQUENCY_UNITS,
  PRODUCT_LIMITS,
  frequencyDays,
  productProblems,
  withCountryCurrency,
} from "./products";
export type { FrequencyUnit, ProductFrequency, ProductSettings } from "./products";
export {
  DEFAULT_TWO_STEP,
  TWO_STEP_CODE_LENGTH,
  TWO_STEP_EXPIRY_MINUTES,
  twoStepEnabled,
  twoStepProblems,
} from "./two-step";
export type { TwoStepSettings } from "./two-step";
export {
  GENERAL_DOCUMENT_SECTIONS,
  SECTION_PROBLEMS,
  generalDocumentProblems,
  readSection,
} from "./general-document";
export type { GeneralDocumentSection, GeneralDocumentSections } from "./general-document";
export {
  EMPTY_TERRITORY,
  TERRITORY_LIMITS,
  geometryProblems,
  ringProblem,
  territoryDocumentProblems,
} from "./territory";
export type {
  TerritoryDocument,
  TerritoryFeature,
  TerritoryGeometry,
  TerritoryRing,
} from "./territory";
export {
  geometryRings,
  importTerritory,
  largestRing,
  simplifyGeometry,
  simplifyTerritory,
  territoryDocumentOf,
} from "./territory-shape";
export type { TerritoryImport } from "./territory-shape";
export {
  EMPTY_FORM,
  FORM_FIELD_TYPES,
  FORM_INPUT_TYPES,
  FORM_VERSION,
  formFieldLabel,
  formSections,
  moveFormField,
  readFormDocument,
} from "./form-document";
export type { FormDocument, FormField, FormFieldType, FormOption } from "./form-document";
export {
  FORM_MAX_FIELDS,
  FORM_MAX_OPTIONS,
  VALIDATOR_NAME_PATTERN,
  formFieldProblems,
  formProblems,
} from "./form-problems";
export { campaignTaskProblems } from "./tasks";
export type { CampaignTaskValues } from "./tasks";
