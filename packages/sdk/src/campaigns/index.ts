export {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_DEFAULT_FIELDS,
  CAMPAIGN_TYPES,
  isCampaignType,
  withCampaignDefaults,
} from "./campaign-defaults";
export type { CampaignSettingsValues, CampaignType } from "./campaign-defaults";
export {
  CAMPAIGN_TITLE_MAX_LENGTH,
  CAMPAIGN_TITLE_MESSAGES,
  campaignTitleKey,
  campaignTitleProblem,
  normalizeCampaignTitle,
} from "./campaign-title";
export type { CampaignTitleProblem } from "./campaign-title";
export {
  TITLE_ARTICLES,
  TITLE_ARTICLE_PATTERN,
  TITLE_BLANKS,
  sortByTitleKey,
  titleSortKey,
} from "./title-order";
export { RECENT_SUBMISSION_DAYS, recentSubmissionsView } from "./recent-submissions";
