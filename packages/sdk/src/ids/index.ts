export { shortId, SHORT_ID_LENGTH } from "./short-id";
export type {
  IsIdUsed,
  RandomUuid,
  ShortIdOptions,
  ShortIdResult,
  UniqueShortIdOptions,
} from "./short-id";
