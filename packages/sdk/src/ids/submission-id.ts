/** A submission id: 6 to 8 lowercase hexadecimal characters (decision 0003). */
export const SUBMISSION_ID_PATTERN = /^[0-9a-f]{6,8}$/;

export function isSubmissionId(id: unknown): id is string {
  return typeof id === "string" && SUBMISSION_ID_PATTERN.test(id);
}

/**
 * A search term read as a submission id (spec §2, §5): trimmed and lowercased, then 6 to 8 hex
 * characters; `null` when it is not one.
 */
export function toSubmissionId(term: string): string | null {
  const id = term.trim().toLowerCase();
  return isSubmissionId(id) ? id : null;
}
