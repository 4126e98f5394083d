export { parseToken, isTokenValid } from "./token";
export type {
  ParseTokenOptions,
  ParseTokenResult,
  SessionTokenPayload,
  TokenInvalidReason,
  TokenValidityOptions,
} from "./token";
export { basicAuthHeader } from "./basic-auth";
export { encodeBase64Utf8, decodeBase64UrlUtf8 } from "./base64";
export { AUTH_REASONS, isChallengeOver } from "./auth-reasons";
export type { AuthReason } from "./auth-reasons";
