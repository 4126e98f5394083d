/**
 * The local fundraising platform of the e2e run (`startProviderServer`, decision 0038): the
 * global setup starts it and points the server at it; tests put donations in over HTTP.
 */
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    gfmpProvider: string;
  }
}

/** Makes the platform answer these donations for a fundraiser (a campaign id). */
export async function setDonations(
  fundraiser: string,
  donations: readonly object[],
): Promise<void> {
  const answer = await fetch(
    `${inject("gfmpProvider")}/control/fundraisers/${encodeURIComponent(fundraiser)}`,
    { method: "PUT", body: JSON.stringify(donations) },
  );
  if (answer.status !== 204) throw new Error(`setDonations: HTTP ${answer.status}`);
}
