/** The database layer: connection, schema types, migrations, ids, passwords and demo data. */
export { DEFAULT_PGLITE_DIR, openDatabase, resolveTarget } from "./connect.js";
export type {
  CopyTo,
  DatabaseHandle,
  DriverName,
  OpenDatabaseOptions,
  RawResult,
} from "./connect.js";
export { createPGliteDialect, PGlitePool } from "./pglite-dialect.js";
export { MIGRATIONS, migrateToLatest, migrationProvider } from "./migrations/index.js";
export type { MigrateOptions } from "./migrations/index.js";
export { IdSpaceExhaustedError, idType, newShortId, newShortIds, registerId } from "./ids.js";
export type { NewShortIdOptions } from "./ids.js";
export {
  ARGON2_OPTIONS,
  dummyPasswordHash,
  HASH_CONCURRENCY,
  hashPassword,
  hashPasswords,
  needsRehash,
  unusablePasswordHash,
  verifyDummyPassword,
  verifyPassword,
  warmUpPasswords,
} from "./passwords.js";
export { prepareDatabase } from "./setup.js";
export type { PrepareDatabaseOptions, PreparedDatabase } from "./setup.js";
export {
  CAMPAIGN_DEFAULTS,
  DEFAULT_ACCOUNTS,
  DEFAULT_SEED,
  demoLogins,
  demoPassword,
  findRichSubmissions,
  isEmpty,
  RICH_SUBMISSION_DONORS,
  resetDatabase,
  seedDemo,
  vacuumAnalyze,
} from "./seed/index.js";
export type { DemoLogin, RichSubmission, SeedOptions, SeedResult } from "./seed/index.js";
export { toJson } from "./schema.js";
export type * from "./schema.js";
export { deleteEntityAssets } from "./entity-assets.js";
export { isForeignKeyViolation, isTransactionConflict, isUniqueViolation } from "./errors.js";
export { CONFLICT_ATTEMPTS, retryOnConflict } from "./conflict-retry.js";
export type { AssetKind } from "./entity-assets.js";
