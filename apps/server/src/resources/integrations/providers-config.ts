/**
 * The configured providers (decision 0038), from the environment: `CANVASS_GOFUNDME_URL` (the
 * export API's base) and `CANVASS_GOFUNDME_TOKEN` (its bearer token). A provider without
 * configuration, like an unknown name, answers 404 to `runExternalService` (the campaign is not
 * connected): a configuration gap is not an outage to retry.
 */
import { goFundMeProvider } from "./gofundme-provider.js";
import type { DonationProvider } from "./provider.js";

/** Every provider the server knows an adapter for. */
export const KNOWN_PROVIDERS: readonly string[] = ["gofundme"];

export function providersFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ReadonlyMap<string, DonationProvider> {
  const providers = new Map<string, DonationProvider>();
  const url = env.CANVASS_GOFUNDME_URL;
  if (url !== undefined && url !== "") {
    providers.set("gofundme", goFundMeProvider({ url, token: env.CANVASS_GOFUNDME_TOKEN ?? "" }));
  }
  return providers;
}
