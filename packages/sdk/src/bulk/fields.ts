/**
 * The fields of a bulk user creation, in the order a screen lists them. They are the properties
 * of the contract's `PlayerBulkRow` a file can fill (`status` stays the server's default).
 */
export const BULK_FIELDS = [
  "username",
  "email",
  "firstname",
  "lastname",
  "role",
  "team",
  "password",
] as const;

export type BulkField = (typeof BULK_FIELDS)[number];

/**
 * Fields every row needs. `role` and `team` may instead come from the screen's defaults;
 * `password` may be left out (the user is then sent a password-reset e-mail).
 */
export const BULK_REQUIRED_FIELDS: readonly BulkField[] = [
  "username",
  "email",
  "firstname",
  "lastname",
  "role",
  "team",
];

/** Fields a screen's defaults can fill for rows without them. */
export const BULK_DEFAULTABLE_FIELDS: readonly BulkField[] = ["role", "team"];

const FIELD_SET: ReadonlySet<string> = new Set<string>(BULK_FIELDS);

export function isBulkField(value: unknown): value is BulkField {
  return typeof value === "string" && FIELD_SET.has(value);
}
