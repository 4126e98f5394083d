export { shortId, SHORT_ID_LENGTH, SHORT_ID_MAX_ATTEMPTS } from "./short-id";
export type {
  IsIdUsed,
  RandomUuid,
  ShortIdOptions,
  ShortIdResult,
  UniqueShortIdOptions,
} from "./short-id";
