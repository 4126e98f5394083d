import { encodeBase64Utf8 } from "./base64";

/**
 * The Authorization header of every call (decision 0003):
 * `Basic base64(utf8(playerId + ":" + token))`. Uses TextEncoder + btoa, so it runs unchanged in
 * Node and browsers.
 */
export function basicAuthHeader(playerId: string, token: string): string {
  return `Basic ${encodeBase64Utf8(`${playerId}:${token}`)}`;
}
