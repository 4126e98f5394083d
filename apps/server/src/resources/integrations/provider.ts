/**
 * The provider adapter interface of the fundraising-platform integrations (decision 0038): a
 * provider reads a campaign's donations from the platform and answers them as submission field
 * values; the batch run (`batch-run.ts`) checks and writes them. Adding a platform is a new
 * adapter registered in `providers-config.ts`, nothing else.
 */

/** One donation as submission fields (`FirstName`, `Amount`, …), with the provider's id. */
export interface ProviderDonation {
  readonly externalId: string;
  readonly values: Readonly<Record<string, string | number | null>>;
}

export interface ProviderRequest {
  /** The Canvass campaign the batch is for. */
  readonly campaign: string;
  /** The run's options (`IntegrationSyncOptions`), e.g. `fundraiser`. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly signal: AbortSignal;
}

export interface DonationProvider {
  readonly name: string;
  fetchDonations(request: ProviderRequest): Promise<readonly ProviderDonation[]>;
}

/** The platform could not be read, or answered something unusable: the batch fails with it. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}
