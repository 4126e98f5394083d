/**
 * The GoFundMe adapter (decision 0038). It reads a fundraiser's donations export as JSON pages:
 * `GET {url}/fundraisers/{fundraiser}/donations?page=N` with `Authorization: Bearer {token}`,
 * answering `{ "donations": [...], "next_page": N | null }`; a donation is `{ id, amount,
 * currency, first_name, last_name, email, created_at, anonymous }`. The fundraiser is the run's
 * `fundraiser` option, else the campaign id. At most `MAX_PAGES` pages are read per run.
 */
import { ProviderError, type DonationProvider, type ProviderDonation } from "./provider.js";

export interface GoFundMeConfig {
  readonly url: string;
  readonly token: string;
  /** The fetch to use (defaults to the global one). */
  readonly fetch?: typeof fetch;
}

const MAX_PAGES = 200;
const PAGE_TIMEOUT_MS = 20_000;

interface RawDonation {
  readonly id?: unknown;
  readonly amount?: unknown;
  readonly currency?: unknown;
  readonly first_name?: unknown;
  readonly last_name?: unknown;
  readonly email?: unknown;
  readonly anonymous?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** A donation as submission fields; values of the wrong type are passed on for the rules to name. */
export function donationValues(raw: RawDonation): ProviderDonation["values"] {
  const anonymous = raw.anonymous === true;
  const amount =
    typeof raw.amount === "number"
      ? raw.amount
      : typeof raw.amount === "string" &&
          raw.amount.trim() !== "" &&
          !Number.isNaN(Number(raw.amount))
        ? Number(raw.amount)
        : (text(raw.amount) ?? null);
  return {
    FirstName: anonymous ? null : text(raw.first_name),
    LastName: anonymous ? null : text(raw.last_name),
    Email: anonymous ? null : text(raw.email),
    Amount: amount,
    Currency: typeof raw.currency === "string" ? raw.currency.toUpperCase() : null,
  };
}

export function goFundMeProvider(config: GoFundMeConfig): DonationProvider {
  const fetchFn = config.fetch ?? fetch;
  const base = config.url.replace(/\/+$/, "");
  return {
    name: "gofundme",
    async fetchDonations({ campaign, options, signal }) {
      const fundraiser = typeof options.fundraiser === "string" ? options.fundraiser : campaign;
      const donations: ProviderDonation[] = [];
      let page: number | null = 1;
      for (let read = 0; page !== null; read += 1) {
        if (read >= MAX_PAGES)
          throw new ProviderError(`More than ${MAX_PAGES} pages of donations.`);
        const url = `${base}/fundraisers/${encodeURIComponent(fundraiser)}/donations?page=${page}`;
        let response: Response;
        try {
          response = await fetchFn(url, {
            headers: { authorization: `Bearer ${config.token}`, accept: "application/json" },
            signal: AbortSignal.any([signal, AbortSignal.timeout(PAGE_TIMEOUT_MS)]),
          });
        } catch (error) {
          throw new ProviderError(`GoFundMe could not be reached: ${(error as Error).message}`);
        }
        if (!response.ok) {
          throw new ProviderError(`GoFundMe answered ${response.status} for page ${page}.`);
        }
        let body: { donations?: unknown; next_page?: unknown };
        try {
          body = (await response.json()) as typeof body;
        } catch {
          throw new ProviderError(`GoFundMe's page ${page} is not JSON.`);
        }
        if (!Array.isArray(body.donations)) {
          throw new ProviderError(`GoFundMe's page ${page} has no donations list.`);
        }
        for (const raw of body.donations as RawDonation[]) {
          const id = typeof raw.id === "string" || typeof raw.id === "number" ? String(raw.id) : "";
          donations.push({ externalId: id, values: donationValues(raw) });
        }
        page = typeof body.next_page === "number" ? body.next_page : null;
      }
      return donations;
    },
  };
}
