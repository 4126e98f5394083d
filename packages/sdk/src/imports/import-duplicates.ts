/**
 * Likely duplicates (decision 0037). Two submissions are likely the same donor when, after
 * normalising, they have the same e-mail (trimmed, lower case), or the same phone (its last nine
 * digits, at least seven digits written: "+44 7700 900123" is "07700 900123"), or the same name
 * and postcode (first and last name folded — case, accents, punctuation — and the postcode in
 * upper case without spaces). Rows are compared with the existing submissions of the target
 * campaigns and with the earlier rows of the file; the first rule that matches is the reason.
 */
import { foldHeader } from "../bulk/mapping";
import type { ImportValue } from "./import-formats";

export type DuplicateReason = "email" | "phone" | "namePostcode";
export type DuplicateAction = "skip" | "update" | "import";
export const DUPLICATE_REASONS: readonly DuplicateReason[] = ["email", "phone", "namePostcode"];
export const DUPLICATE_ACTIONS: readonly DuplicateAction[] = ["skip", "update", "import"];

type Values = Readonly<Record<string, ImportValue | undefined>>;

const text = (value: ImportValue | undefined): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

export function normalEmail(value: ImportValue | undefined): string | undefined {
  const email = text(value).trim().toLowerCase();
  return email === "" ? undefined : email;
}

/** The last nine digits of a phone with at least seven. */
export function normalPhone(value: ImportValue | undefined): string | undefined {
  const digits = text(value).replace(/\D/g, "");
  return digits.length < 7 ? undefined : digits.slice(-9);
}

export function normalPostcode(value: ImportValue | undefined): string | undefined {
  const code = text(value)
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toUpperCase();
  return code === "" ? undefined : code;
}

export function normalName(
  first: ImportValue | undefined,
  last: ImportValue | undefined,
): string | undefined {
  const a = foldHeader(text(first));
  const b = foldHeader(text(last));
  // Joined, not a template: a flat string, which a plan keeps for each row (decision 0093).
  return a === "" || b === "" ? undefined : [a, b].join("|");
}

/** A record's normalised keys, by the rule each serves. */
export type DuplicateKeys = Partial<Record<DuplicateReason, string>>;

/** The normalised keys of a record (a row's values, or an existing submission's fields). */
export function duplicateKeys(values: Values): DuplicateKeys {
  const email = normalEmail(values.Email);
  const phone = normalPhone(values.Phone) ?? normalPhone(values.MobilePhone);
  const name = normalName(values.FirstName, values.LastName);
  const postcode = normalPostcode(values.Zip);
  return {
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(name === undefined || postcode === undefined
      ? {}
      : { namePostcode: [name, postcode].join("|") }),
  };
}

/**
 * What the database is asked for the existing submissions a file's rows may repeat: their
 * e-mails, phones, and the postcodes of their name + postcode keys (a name or a postcode holds
 * no "|", so the postcode is what follows the last one).
 */
export function duplicateLookups(rows: Iterable<DuplicateKeys>): {
  emails: Set<string>;
  phones: Set<string>;
  postcodes: Set<string>;
} {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const postcodes = new Set<string>();
  for (const { email, phone, namePostcode } of rows) {
    if (email !== undefined) emails.add(email);
    if (phone !== undefined) phones.add(phone);
    if (namePostcode !== undefined)
      postcodes.add(namePostcode.slice(namePostcode.lastIndexOf("|") + 1));
  }
  return { emails, phones, postcodes };
}

export interface DuplicateMatch {
  readonly row: number;
  readonly reason: DuplicateReason;
  /** The existing submission matched. */
  readonly account?: string;
  /** The earlier row of the file matched. */
  readonly otherRow?: number;
}

/** An index of records by their keys, answering the first record that matches. */
export class DuplicateIndex<T> {
  private readonly maps = new Map<DuplicateReason, Map<string, T>>(
    DUPLICATE_REASONS.map((reason) => [reason, new Map<string, T>()]),
  );

  add(values: Values, item: T): void {
    this.addKeys(duplicateKeys(values), item);
  }

  addKeys(keys: DuplicateKeys, item: T): void {
    for (const reason of DUPLICATE_REASONS) {
      const key = keys[reason];
      const map = this.maps.get(reason);
      if (key !== undefined && map !== undefined && !map.has(key)) map.set(key, item);
    }
  }

  match(values: Values): { readonly reason: DuplicateReason; readonly item: T } | undefined {
    return this.matchKeys(duplicateKeys(values));
  }

  matchKeys(
    keys: DuplicateKeys,
  ): { readonly reason: DuplicateReason; readonly item: T } | undefined {
    for (const reason of DUPLICATE_REASONS) {
      const key = keys[reason];
      const item = key === undefined ? undefined : this.maps.get(reason)?.get(key);
      if (item !== undefined) return { reason, item };
    }
    return undefined;
  }
}

/**
 * The duplicates among valid rows (in file order, by their keys): a match with an existing
 * submission wins over one with an earlier row. Every row's keys join the file's index (a key
 * already there keeps its first row).
 */
export function findDuplicates(
  rows: readonly (DuplicateKeys & { readonly row: number })[],
  existing: DuplicateIndex<string>,
): DuplicateMatch[] {
  const earlier = new DuplicateIndex<number>();
  const found: DuplicateMatch[] = [];
  for (const keys of rows) {
    const { row } = keys;
    const old = existing.matchKeys(keys);
    if (old !== undefined) {
      found.push({ row, reason: old.reason, account: old.item });
    } else {
      const twin = earlier.matchKeys(keys);
      if (twin !== undefined) found.push({ row, reason: twin.reason, otherRow: twin.item });
    }
    earlier.addKeys(keys, row);
  }
  return found;
}

export interface DuplicateChoices {
  readonly action?: DuplicateAction;
  readonly rows?: Readonly<Record<string, DuplicateAction>>;
}

/** What happens to a duplicate: its row's choice, else the general one, else skip. Updating
 * needs an existing submission: a duplicate of another row that chose `update` is skipped. */
export function duplicateAction(
  match: DuplicateMatch,
  choices: DuplicateChoices = {},
): DuplicateAction {
  const chosen = choices.rows?.[String(match.row)] ?? choices.action ?? "skip";
  return chosen === "update" && match.account === undefined ? "skip" : chosen;
}
