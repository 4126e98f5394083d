/**
 * The ids of a submission lookup (`/lookup/{ids}`): read from the address or a pasted list,
 * lower-cased (spec §2: "the id is lowercased"), split on commas, semicolons and white space,
 * without repeats. Text that is no submission id (6 to 8 hexadecimal characters, the contract's
 * `SubmissionId`) is kept apart so the screen can name it without dropping the others.
 */
import { limitPattern, schemaLimits } from "../contract/limits";

/** The most ids one lookup opens (the contract's `SubmissionIdCsv`: at most 1000). */
export const LOOKUP_MAX_IDS = 1000;

const SUBMISSION_ID = limitPattern(schemaLimits.AccountCore.ID) ?? /^[0-9a-f]{6,8}$/u;

export interface LookupIds {
  /** Well-formed submission ids, lower-cased, in the order given, at most `LOOKUP_MAX_IDS`. */
  readonly ids: readonly string[];
  /** Pieces that are no submission id, as typed (trimmed). */
  readonly invalid: readonly string[];
}

export function isSubmissionId(text: string): boolean {
  return SUBMISSION_ID.test(text);
}

export function parseLookupIds(text: string): LookupIds {
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const piece of text.split(/[\s,;]+/u)) {
    if (piece === "") continue;
    const id = piece.toLowerCase();
    if (!isSubmissionId(id)) {
      if (!invalid.includes(piece)) invalid.push(piece);
    } else if (!ids.includes(id) && ids.length < LOOKUP_MAX_IDS) ids.push(id);
  }
  return { ids, invalid };
}
