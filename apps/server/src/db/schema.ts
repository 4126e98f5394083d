/**
 * The typed tables for Kysely, matching the migrations in `migrations/`.
 *
 * Columns are snake_case; the HTTP layer maps them to the contract's names (`received` →
 * `Received`, `meta_cc_scanned` → `Meta_ccScanned`, ...). Value types are the same on both
 * drivers (see `connect.ts`): `timestamptz` → `Date`, `numeric` and `bigint` → `number`,
 * `date` → `"YYYY-MM-DD"` string, `bytea` → `Uint8Array`, `text[]` → `string[]`, `jsonb` →
 * the parsed value. Write `jsonb` columns as JSON text (`toJson(value)`): the `pg` driver
 * would turn a JS array into a PostgreSQL array literal, not JSON.
 */
import type { ColumnType, Generated, GeneratedAlways } from "kysely";

/** A `timestamptz` column: read as `Date`, written as `Date` or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `timestamptz` column with a default (`now()`). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable `timestamptz` column. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A `numeric` column, read as a number. */
export type Numeric = ColumnType<number, number | string, number | string>;
/** A nullable `numeric` column. */
export type NullableNumeric = ColumnType<
  number | null,
  number | string | null | undefined,
  number | string | null
>;
/** A `jsonb` column with a default: read parsed, written as JSON text. */
export type Json<T> = ColumnType<T, string | undefined, string>;
/** A nullable `jsonb` column. */
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** A `text[]` column with a default (`'{}'`). */
export type TextArray = ColumnType<string[], readonly string[] | undefined, readonly string[]>;
/** A column with a default value. */
export type Defaulted<T> = Generated<T>;
/** A nullable column that may be left out of inserts. */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** JSON values as stored in `jsonb` columns. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = Record<string, JsonValue>;

export type RoleName = "root" | "admin" | "manager" | "client" | "callcenter" | "rep";
export type CampaignTypeName = "in-person" | "self-serve" | "voip";

/** Every entity id with its type: the global id space of `HEAD /ids/{id}/`. */
export interface IdsTable {
  id: string;
  type: string;
  created: GeneratedTimestamp;
}

/** When each table last changed (statement triggers): `Last-Modified` of lists. */
export interface TableChangesTable {
  name: string;
  modified: Timestamp;
}

export interface TeamsTable {
  id: string;
  title: string;
  parent: string | null;
  role: RoleName;
  permissions: TextArray;
  restrictions: TextArray;
  metadata: Json<JsonObject>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface ClientsTable {
  id: string;
  name: string;
  restrictions: TextArray;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface PlayersTable {
  id: string;
  firstname: string;
  lastname: string;
  /** `firstname || ' ' || lastname`, kept by the database. */
  full_name: GeneratedAlways<string>;
  username: string;
  email: string;
  role: RoleName;
  team: string;
  /** The client a client-role user belongs to. */
  client: Nullable<string>;
  /** 1 active, 0 inactive. */
  status: Defaulted<number>;
  metadata: Json<JsonObject>;
  password_hash: string;
  totp_secret: Nullable<string>;
  totp_enabled: Defaulted<boolean>;
  /** The last TOTP time step accepted (each code is usable once). */
  totp_last_step: Nullable<number>;
  /** Tokens issued before this instant are revoked (password or 2FA change). */
  tokens_valid_after: NullableTimestamp;
  /** Lower-cased names, username and e-mail for the trigram search. */
  search_text: GeneratedAlways<string>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
  last_seen: NullableTimestamp;
}

export interface SessionsTable {
  jti: string;
  player: string;
  created: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuthAttemptsTable {
  id: Generated<number>;
  /** What is throttled: `user:<lower username>` or `ip:<address>`. */
  key: string;
  success: Defaulted<boolean>;
  at: GeneratedTimestamp;
}

export interface TwoFactorChallengesTable {
  id: string;
  player: string;
  attempts: Defaulted<number>;
  created: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  player: string;
  code_hash: string;
  created: GeneratedTimestamp;
  used_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  player: string;
  created: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Mail the server would send: written here (and logged) instead. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created: GeneratedTimestamp;
  /** The message of the messages log this row delivers (migration 0058); null before 0058. */
  message: Nullable<string>;
}

/** E-mail templates (decision 0039). */
export interface EmailTemplatesTable {
  id: string;
  name: string;
  subject: string;
  description: string | null;
  active_version: number | null;
  next_version: Defaulted<number>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** A content block of a version, as built in the editor (the contract's `EmailContentBlock`). */
export interface EmailContentBlockRow {
  kind: string;
  content?: string;
  settings?: Record<string, unknown>;
}

/** The numbered versions of an e-mail template. */
export interface EmailTemplateVersionsTable {
  template: string;
  v: number;
  subject: string;
  preheader: Defaulted<string>;
  locale: Defaulted<string>;
  html: string;
  text: string | null;
  blocks: Json<EmailContentBlockRow[]>;
  author: string | null;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** Reusable e-mail blocks (header, footer, signature, legal text), one per name and locale. */
export interface EmailBlocksTable {
  id: string;
  name: string;
  kind: string;
  locale: string;
  content: string;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface CampaignTask {
  type: string;
  settings: string;
}

export interface CampaignsTable {
  id: string;
  title: string;
  type: Defaulted<CampaignTypeName>;
  attempts: Defaulted<number>;
  timeout: Defaulted<number>;
  submit_mode: Defaulted<string>;
  block_screenshot: Defaulted<boolean>;
  checkin_length: Defaulted<number>;
  range: Defaulted<string>;
  picture: Defaulted<boolean>;
  raw_processes: Json<CampaignTask[]>;
  /** The campaign's settings (`include=all`), keyed by settings group. */
  settings: Json<JsonObject>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface TeamCampaignsTable {
  team: string;
  campaign: string;
  created: GeneratedTimestamp;
}

export interface ClientCampaignsTable {
  client: string;
  campaign: string;
  created: GeneratedTimestamp;
}

export interface CampaignOptionsTable {
  id: string;
  campaign: string;
  field: string;
  rule: string;
  value: NullableJson<string | number | boolean>;
  description: Nullable<string>;
  /** The exclusion's period, days inclusive (0080); NULL: open on that side. */
  active_from: Nullable<string>;
  active_to: Nullable<string>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface TeamCampaignOptionsTable {
  option: string;
  campaign: string;
  team: string;
  created: GeneratedTimestamp;
}

export interface OptionalFieldOptionsTable {
  id: string;
  field: string;
  options: TextArray;
  /** The campaigns the options apply to; `null` means `default`. */
  campaigns: Nullable<string[]>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** Submissions. */
export interface AccountsTable {
  id: string;
  campaign: string;
  team: Nullable<string>;
  player: Nullable<string>;
  name: Nullable<string>;
  received: Timestamp;
  processed: NullableTimestamp;
  transaction_processed: NullableTimestamp;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
  // contact (uppercase editable fields)
  amount: NullableNumeric;
  currency: Defaulted<string>;
  frequency: Nullable<string>;
  status: Nullable<string>;
  reason: Nullable<string>;
  title: Nullable<string>;
  first_name: Nullable<string>;
  last_name: Nullable<string>;
  gender: Nullable<string>;
  address1: Nullable<string>;
  address2: Nullable<string>;
  city: Nullable<string>;
  region: Nullable<string>;
  zip: Nullable<string>;
  country: Nullable<string>;
  email: Nullable<string>;
  phone: Nullable<string>;
  mobile_phone: Nullable<string>;
  // payment
  transaction_id: Nullable<string>;
  payment_status: Nullable<string>;
  card_type: Nullable<string>;
  card_last4: Nullable<string>;
  card_expiry: Nullable<string>;
  bank_name: Nullable<string>;
  bank_account_last4: Nullable<string>;
  iban: Nullable<string>;
  swift: Nullable<string>;
  transaction_error_reason: Nullable<string>;
  transaction_response: Nullable<string>;
  meta_sub_attempts: Defaulted<number>;
  meta_fail_reasons: TextArray;
  payment_address1: Nullable<string>;
  payment_address2: Nullable<string>;
  payment_city: Nullable<string>;
  payment_region: Nullable<string>;
  payment_zip: Nullable<string>;
  payment_country: Nullable<string>;
  // flags
  duplicates: Defaulted<boolean>;
  duplicates_cc: Defaulted<boolean>;
  meta_cc_scanned: Defaulted<boolean>;
  meta_cc_tapped: Defaulted<boolean>;
  meta_changed_address: Defaulted<boolean>;
  meta_changed_email: Defaulted<boolean>;
  meta_address_validated: Defaulted<boolean>;
  meta_billing_address_validated: Defaulted<boolean>;
  meta_email_validated: Defaulted<boolean>;
  meta_id_scanned: Defaulted<boolean>;
  meta_otp_email_sent: Defaulted<boolean>;
  meta_otp_sms_sent: Defaulted<boolean>;
  transcribed: Defaulted<boolean>;
  // dates
  dob: Nullable<string>;
  last_import_date: NullableTimestamp;
  last_recurring_payment_date: NullableTimestamp;
  cancel_date: NullableTimestamp;
  /** Configured fields that have no column, by their API name. */
  extra: Json<JsonObject>;
  /** First name, last name and e-mail joined, for the trigram search (`ILIKE`). */
  name_search: GeneratedAlways<string>;
}

/** The campaign tasks of a submission and how each last ran (resend). */
export interface AccountTasksTable {
  account: string;
  task: string;
  status: Defaulted<string>;
  last_sent: NullableTimestamp;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface CancelsTable {
  id: string;
  account: string;
  type: string;
  reason: Nullable<string>;
  amount: NullableNumeric;
  campaign: Nullable<string>;
  team: Nullable<string>;
  player: Nullable<string>;
  cancel_date: NullableTimestamp;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface CheckinsTable {
  id: string;
  player: string;
  team: Nullable<string>;
  campaign: Nullable<string>;
  lat: Nullable<number>;
  lng: Nullable<number>;
  city: Nullable<string>;
  region: Nullable<string>;
  country_iso2: Nullable<string>;
  picture: Nullable<Uint8Array>;
  picture_type: Nullable<string>;
  /** Planned shift length in hours. */
  length: NullableNumeric;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
  /** Inside or outside the campaign's territory (migration 0045); NULL: nothing to check. */
  geofence: Generated<"inside" | "outside" | null>;
  /** When `geofence` was worked out; NULL: due. */
  geofence_at: Generated<Date | null>;
}

/** Per campaign, the territory version its check-ins' flags were worked out against (0045). */
export interface CheckinGeofenceRunsTable {
  campaign: string;
  territory_modified: Date | null;
}

/** A message of a chat (migration 0046). */
export interface ChatMessagesTable {
  id: string;
  chat: string;
  author: "donor" | "player";
  body: string;
  sent: GeneratedTimestamp;
}

export interface ChatsTable {
  id: string;
  account: Nullable<string>;
  player: Nullable<string>;
  team: Nullable<string>;
  campaign: Nullable<string>;
  channel: string;
  last_message: Nullable<string>;
  messages: Defaulted<number>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface ActivitiesTable {
  id: string;
  player: string;
  type: string;
  city: Nullable<string>;
  region: Nullable<string>;
  country_iso2: Nullable<string>;
  lat: Nullable<number>;
  lng: Nullable<number>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface HistoryChange {
  field: string;
  from?: JsonValue;
  to?: JsonValue;
}

export interface HistoryTable {
  id: string;
  target: string;
  target_type: string;
  author: string;
  author_name: string;
  action: string;
  changes: Json<HistoryChange[]>;
  /** The reason of a submission change request. */
  reason: Nullable<string>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface FeedbackTable {
  id: string;
  text: string;
  author: string;
  author_name: string;
  url: Nullable<string>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface PreferencesTable {
  player: string;
  data: Json<JsonObject>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

export interface SettingsTable {
  key: string;
  data: Json<JsonObject>;
  modified: GeneratedTimestamp;
}

export interface AssetsTable {
  /** Relative to the assets base, no leading slash (`assets/players/p1a2b3/player.png`). */
  path: string;
  content_type: string;
  bytes: Uint8Array;
  size: GeneratedAlways<number>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface Database {
  ids: IdsTable;
  table_changes: TableChangesTable;
  teams: TeamsTable;
  clients: ClientsTable;
  players: PlayersTable;
  sessions: SessionsTable;
  auth_attempts: AuthAttemptsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  email_templates: EmailTemplatesTable;
  email_template_versions: EmailTemplateVersionsTable;
  email_blocks: EmailBlocksTable;
  campaigns: CampaignsTable;
  team_campaigns: TeamCampaignsTable;
  client_campaigns: ClientCampaignsTable;
  campaign_options: CampaignOptionsTable;
  team_campaign_options: TeamCampaignOptionsTable;
  optional_field_options: OptionalFieldOptionsTable;
  accounts: AccountsTable;
  account_tasks: AccountTasksTable;
  cancels: CancelsTable;
  checkins: CheckinsTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  checkin_geofence_runs: CheckinGeofenceRunsTable;
  checkins_inside_territory: CheckinsTable;
  checkins_outside_territory: CheckinsTable;
  activities: ActivitiesTable;
  history: HistoryTable;
  feedback: FeedbackTable;
  preferences: PreferencesTable;
  settings: SettingsTable;
  assets: AssetsTable;
  job_runs: JobRunsTable;
  exports: ExportsTable;
  export_options: ExportOptionsTable;
  export_runs: ExportRunsTable;
  export_marks: ExportMarksTable;
  source_codes: SourceCodesTable;
  dash_pages: DashPagesTable;
  batch_edit_rows: BatchEditRowsTable;
  integration_batches: IntegrationBatchesTable;
  integration_batch_rows: IntegrationBatchRowsTable;
  integration_donations: IntegrationDonationsTable;
  email_domains: EmailDomainsTable;
  email_messages: EmailMessagesTable;
  email_bounces: EmailBouncesTable;
  imports: ImportsTable;
  qa_reviews: QaReviewsTable;
  dashboard_rollup: DashboardRollupTable;
  custom_reports: CustomReportsTable;
}

/** The report of a batch-edit job, one row per submission (decision 0041). */
export interface BatchEditRowsTable {
  job: string;
  account: string;
  seq: number;
  outcome: "changed" | "unchanged" | "failed";
  message: Generated<string>;
}

/** Export definitions (decision 0035). */
export interface ExportsTable {
  id: string;
  description: string;
  campaigns: ColumnType<string[], string[] | undefined, string[]>;
  fields: Json<unknown>;
  format: string;
  delivery: Json<unknown>;
  sftp_password: string | null;
  created_by: string | null;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** Export instances: filters and an optional schedule (decision 0035). */
export interface ExportOptionsTable {
  id: string;
  export: string;
  description: string;
  filters: Json<unknown>;
  schedule: NullableJson<unknown>;
  created_by: string | null;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
  /** The scheduled instant the schedule last fired for (decision 0043). */
  last_fired: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** "Mark as exported" (decision 0051). */
  mark_exported: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The submissions a run of a "mark as exported" instance wrote (decision 0051). */
export interface ExportMarksTable {
  option: string;
  account: string;
  run: string;
}

/** The delivery log: one row per export run (decision 0035). */
export interface ExportRunsTable {
  id: string;
  export: string | null;
  option: string | null;
  owner: string | null;
  definition: Json<unknown>;
  filters: Json<unknown>;
  format: string;
  destination: string;
  status: Generated<"queued" | "running" | "done" | "failed" | "cancelled">;
  file: string | null;
  rows: number | null;
  bytes: number | null;
  message: string | null;
  started: GeneratedTimestamp;
  finished: NullableTimestamp;
  expires: NullableTimestamp;
}

/** A job of the queue as the API sees it (decision 0024; pg-boss has the scheduling state). */
export interface JobRunsTable {
  id: string;
  kind: string;
  owner: string | null;
  payload: Json<unknown>;
  status: "queued" | "running" | "done" | "failed" | "cancelled";
  singleton_key: string | null;
  progress_done: Generated<number>;
  progress_total: number | null;
  result: NullableJson<unknown>;
  error: string | null;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  start_after: NullableTimestamp;
  created: GeneratedTimestamp;
  started: NullableTimestamp;
  finished: NullableTimestamp;
  heartbeat: NullableTimestamp;
  updated: GeneratedTimestamp;
}

/** JSON text for a `jsonb` column (both drivers accept it; see the module comment). */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** A source code of a campaign (migration 0036, decision 0034); days are "YYYY-MM-DD". */
export interface SourceCodesTable {
  id: string;
  name: string;
  code: string;
  campaign: string;
  description: Nullable<string>;
  active_from: Nullable<string>;
  active_to: Nullable<string>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** A dashboard page (migration 0037, decision 0034); `ord` is the contract's `order`. */
export interface DashPagesTable {
  id: string;
  title: string;
  type: Defaulted<string>;
  titles: Json<Record<string, string>>;
  panels: TextArray;
  filters: Json<JsonObject>;
  widgets: Json<unknown[]>;
  roles: TextArray;
  ord: Defaulted<number>;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** Fundraising-platform batches (decision 0038). */
export interface IntegrationBatchesTable {
  id: string;
  provider: string;
  campaign: string;
  owner: string | null;
  status: "running" | "done" | "failed";
  received: Generated<number>;
  created_rows: Generated<number>;
  existing_rows: Generated<number>;
  failed_rows: Generated<number>;
  error: string | null;
  runs: Generated<number>;
  started: Timestamp;
  finished: NullableTimestamp;
  completed: NullableTimestamp;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** What each row of a batch became (decision 0038). */
export interface IntegrationBatchRowsTable {
  batch: string;
  row_number: number;
  external_id: string | null;
  account: string | null;
  status: "created" | "existing" | "failed";
  problems: Json<unknown>;
  data: Json<unknown>;
}

/** The submission each provider donation made (decision 0038). */
export interface IntegrationDonationsTable {
  provider: string;
  external_id: string;
  account: string;
  batch: string | null;
  created: GeneratedTimestamp;
}

/** One DNS record check of a sender domain (migration 0058, decision 0040). */
export interface EmailDomainCheck {
  purpose?: string;
  type: string;
  name: string;
  value: string;
  status: string;
  found: string[];
}

/** A sender domain (migration 0058); `dkim_private_key` is encrypted (`mail/key-box.ts`). */
export interface EmailDomainsTable {
  id: string;
  domain: string;
  status: Defaulted<string>;
  dkim_selector: string;
  dkim_public_key: string;
  dkim_private_key: string;
  checks: Json<EmailDomainCheck[]>;
  created: GeneratedTimestamp;
  validated: NullableTimestamp;
  updated: GeneratedTimestamp;
}

/** The messages log: every mail sent, whatever the transport (migration 0058). */
export interface EmailMessagesTable {
  id: string;
  idempotency_key: Nullable<string>;
  to_address: string;
  from_address: string;
  from_domain: Nullable<string>;
  subject: string;
  html: Nullable<string>;
  text_body: string;
  template: Nullable<string>;
  version: Nullable<number>;
  account: Nullable<string>;
  campaign: Nullable<string>;
  transport: string;
  status: Defaulted<string>;
  attempts: Defaulted<number>;
  error: Nullable<string>;
  smtp_id: Nullable<string>;
  /** The `mail-send` job that delivers it; null while no job is queued for it. */
  job_id: Nullable<string>;
  created: GeneratedTimestamp;
  sent: NullableTimestamp;
  updated: GeneratedTimestamp;
  /** When a delivery report said it was delivered (migration 0078). */
  delivered: NullableTimestamp;
  /** When the tracking pixel was first loaded (migration 0078). */
  opened: NullableTimestamp;
  /** The tracking pixel's token; null when the message is not tracked (migration 0078). */
  open_token: Nullable<string>;
}

/** A bounce (migration 0058); a `hard` one blocks the address. */
export interface EmailBouncesTable {
  id: string;
  email: string;
  type: string;
  reason: Nullable<string>;
  message: Nullable<string>;
  created: GeneratedTimestamp;
  /** `webhook` or `dsn` (a delivery report received over SMTP; migration 0078). */
  source: Defaulted<string>;
  /** The DSN's enhanced status code (`5.1.1`), when it came from one. */
  status_code: Nullable<string>;
}

/** Uploaded import files and their last run (decision 0037). */
export interface ImportsTable {
  id: string;
  player: string;
  file: string;
  bytes: Uint8Array;
  sha256: string;
  header: Json<string[]>;
  sheets: Json<string[]>;
  page: string | null;
  rows: number;
  status: Generated<"uploaded" | "processing" | "completed" | "failed">;
  column_map: NullableJson<unknown>;
  campaigns: ColumnType<string[], string[] | undefined, string[]>;
  job: string | null;
  result: NullableJson<unknown>;
  uploaded: Date;
  updated: GeneratedTimestamp;
}

/** The digital ear's latest QA review of a submission (decision 0042). */
export interface QaReviewsTable {
  account: string;
  status: "reviewed" | "flagged";
  score: number;
  answers: Json<Record<string, boolean>>;
  checklist: Json<{ id: string; label: string; weight: number }[]>;
  comment: string;
  reviewer: string;
  reviewer_name: string;
  reviewed: GeneratedTimestamp;
}

/** The subs dashboard's rollup, kept by triggers on `accounts` (migration 0072, decision 0050). */
export interface DashboardRollupTable {
  kind: "received" | "processed";
  at: Date;
  campaign: string;
  team: string;
  dim: "hour" | "currency" | "frequency" | "status" | "reason" | "player" | "cohort";
  value: string;
  signups: string;
  amount_sum: string;
  amount_count: string;
  cancelled: string;
}

/** Saved custom reports (decision 0046). */
export interface CustomReportsTable {
  id: string;
  description: string;
  query: Json<unknown>;
  created_by: string | null;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}
