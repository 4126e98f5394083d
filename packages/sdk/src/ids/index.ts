export { shortId, SHORT_ID_LENGTH } from "./short-id";
export type {
  IsIdUsed,
  RandomUuid,
  ShortIdOptions,
  ShortIdResult,
  UniqueShortIdOptions,
} from "./short-id";
export { isSubmissionId, toSubmissionId, SUBMISSION_ID_PATTERN } from "./submission-id";
