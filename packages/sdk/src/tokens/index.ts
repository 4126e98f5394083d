export { parseToken, isTokenValid } from "./token";
export type {
  ParseTokenOptions,
  ParseTokenResult,
  SessionTokenPayload,
  TokenInvalidReason,
  TokenValidityOptions,
} from "./token";
export { basicAuthHeader } from "./basic-auth";
export { AUTH_REASONS, isChallengeOver } from "./auth-reasons";
export type { AuthReason } from "./auth-reasons";
