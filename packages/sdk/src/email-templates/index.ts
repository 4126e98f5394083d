/**
 * `@canvass/sdk/email-templates`: the rules of e-mail templates, versions and blocks
 * (decision 0039), shared by the server and the console.
 */
export {
  CAMPAIGN_VARIABLES,
  EMAIL_VARIABLES,
  SAMPLE_VARIABLES,
  SUBMISSION_VARIABLES,
  isKnownVariable,
} from "./variables";
export {
  BLOCK_NAME_PATTERN,
  FALLBACK_BLOCK_LOCALE,
  blockLocaleFor,
  blockNamesIn,
  blockTag,
} from "./blocks";
export { taskSettingsForTemplate, templateOfTaskSettings } from "./campaign-tasks";
export { activeAfterCreate, nextVersionNumber, versionDeleteProblem } from "./versions";
export type { VersionState } from "./versions";
