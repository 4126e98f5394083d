/** Authentication and authorization: tokens, the caller (principal), features and guards. */
export { TOKEN_LIFETIME_SECONDS, createTokenService, revokeSessions } from "./token-service.js";
export type { IssuedToken, TokenClaims, TokenService, VerifiedToken } from "./token-service.js";
export { createAuthenticator, parseBasicAuth } from "./principal.js";
export type { Authenticator, Principal } from "./principal.js";
export { FEATURES_CACHE_MS, createFeatureSource } from "./features.js";
export type { FeatureSource } from "./features.js";
export {
  holds,
  principalOf,
  requireDeclaredResource,
  requireNamed,
  requirePermission,
  requireResource,
  requireRule,
} from "./guard.js";
export { clientCampaigns, dataScope, inScope, teamSubtree, visibleRoles } from "./scope.js";
export type { DataScope } from "./scope.js";
