/**
 * Deterministic demo data: the same seed (and `now`) gives the same ids and rows. Runs on an
 * empty, migrated database, in one transaction (a failed seed leaves the database empty).
 */
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";
import { toJson } from "../schema.js";
import { seedAccounts } from "./accounts.js";
import { seedAdminPages } from "./admin-pages.js";
import { seedEmailMessages } from "./email-messages.js";
import { seedEmailTemplates } from "./email-templates.js";
import {
  avatarAssets,
  seedAccountTasks,
  seedActivities,
  seedCheckins,
  seedEntityHistory,
  seedFeedback,
} from "./activity.js";
import { rebuildDashboardRollup } from "../migrations/0082_dashboard_rollup_compact.js";
import { seedCampaigns } from "./campaigns.js";
import { seedExtraPlayers } from "./extra-players.js";
import { seedFieldOps } from "./field-ops.js";
import { seedImports } from "./imports.js";
import { TEAM_METADATA_FIELDS, USER_METADATA_FIELDS } from "./metadata-fields.js";
import { IdAllocator, withIndexesDeferred } from "./context.js";
import type { SeedContext } from "./context.js";
import { seedClients, seedPlayers, seedTeams } from "./people.js";
import type { DemoLogin } from "./people.js";
import { Prng } from "./prng.js";
import { seedRecordings } from "./recordings.js";
import { seedReports } from "./reports.js";
import { seedRichSubmissions, type RichSubmission } from "./rich-submissions.js";
import { seedSubmissionPositions } from "./submission-positions.js";

export type { DemoLogin } from "./people.js";
export { demoLogins } from "./people.js";
export { CAMPAIGN_DEFAULTS } from "./campaigns.js";
export { demoPassword } from "./plan.js";
export { findRichSubmissions, RICH_SUBMISSION_DONORS } from "./rich-submissions.js";
export type { RichSubmission } from "./rich-submissions.js";

export const DEFAULT_SEED = 20_261_121;
export const DEFAULT_ACCOUNTS = 100_000;

export interface SeedOptions {
  /** Submissions to create (default 100 000). */
  readonly accounts?: number;
  /** The random seed (same seed and `now`, same data). */
  readonly seed?: number;
  /** The end of the demo period (default: the current time). */
  readonly now?: Date;
  /**
   * Extra field users (reps and call-centre agents) for scale work, on top of the demo's named
   * and generated users (default 0). They share their role's demo password.
   */
  readonly players?: number;
  /** Submissions per INSERT statement (default 5 000). */
  readonly batchSize?: number;
  /**
   * Feature switches of the client settings, over the demo's (`DEMO_FEATURES`): e.g.
   * `{ hide_dash_pages: false }` for a server that shows the dashboard pages screen.
   */
  readonly features?: Readonly<Record<string, boolean>>;
  /** Progress lines (for the CLI). */
  readonly log?: (message: string) => void;
}

export interface SeedResult {
  /** One sign-in per role (plus one with 2FA), to print at start. */
  readonly logins: DemoLogin[];
  /** Rows created, by table. */
  readonly counts: Record<string, number>;
  /** Milliseconds per step. */
  readonly timings: Record<string, number>;
  /** The submissions with every lookup tab filled (`rich-submissions.ts`). */
  readonly richSubmissions: readonly RichSubmission[];
}

/** Tables the seed fills: the database counts as empty when none of these has a row. */
const CONTENT_TABLES = ["teams", "players", "campaigns", "accounts"] as const;

/** Whether the database holds no data yet (seed on first start). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as("one"))
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) return false;
  }
  return true;
}

/** The tables the seed loads in bulk. */
const BULK_TABLES = [
  "ids",
  "players",
  "accounts",
  "cancels",
  "checkins",
  "chats",
  "activities",
  "history",
] as const;

/** Every application table (not the migration bookkeeping). */
const ALL_TABLES: readonly (keyof Database)[] = [
  "ids",
  "table_changes",
  "teams",
  "clients",
  "players",
  "sessions",
  "auth_attempts",
  "two_factor_challenges",
  "recovery_codes",
  "password_resets",
  "outbox",
  "campaigns",
  "team_campaigns",
  "client_campaigns",
  "campaign_options",
  "team_campaign_options",
  "optional_field_options",
  "accounts",
  "account_tasks",
  "cancels",
  "checkins",
  "chats",
  "activities",
  "history",
  "feedback",
  "preferences",
  "settings",
  "assets",
  "source_codes",
  "dash_pages",
  "email_domains",
  "email_messages",
  "email_bounces",
  "email_templates",
  "email_template_versions",
  "email_blocks",
  "qa_reviews",
  "custom_reports",
];

/** Deletes every row of every application table (`npm run seed -- --reset`). */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  await sql`TRUNCATE ${sql.join(ALL_TABLES.map((table) => sql.table(table)))} RESTART IDENTITY CASCADE`.execute(
    db,
  );
}

export async function seedDemo(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS;
  if (!Number.isInteger(accounts) || accounts < 0) {
    throw new RangeError(`seedDemo: accounts must be a whole number, got ${accounts}`);
  }
  const extraPlayers = options.players ?? 0;
  if (!Number.isInteger(extraPlayers) || extraPlayers < 0) {
    throw new RangeError(`seedDemo: players must be a whole number, got ${extraPlayers}`);
  }
  const log = options.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - start);
    log(`seed: ${name} in ${timings[name]} ms`);
    return result;
  };
  const result = await db.transaction().execute(async (trx) => {
    if (!(await isEmpty(trx))) throw new Error("seedDemo: the database is not empty");
    const prng = new Prng(options.seed ?? DEFAULT_SEED);
    const ctx: SeedContext = {
      db: trx,
      prng,
      ids: new IdAllocator(prng.fork("ids")),
      now: options.now ?? new Date(),
      teams: new Map(),
      players: [],
      campaigns: [],
      clients: new Map(),
    };
    const logins = await step("people", async () => {
      await seedTeams(ctx);
      await seedClients(ctx);
      return seedPlayers(ctx);
    });
    await step("campaigns", () => seedCampaigns(ctx));
    await ctx.ids.flush(trx);
    const seeded = await step("accounts", () =>
      withIndexesDeferred(trx, "accounts", () =>
        seedAccounts(ctx, accounts, {
          ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
          onProgress: (done) => {
            if (done % 100_000 === 0 && done < accounts) log(`seed: ${done} submissions`);
          },
        }),
      ),
    );
    // The rollup's triggers updated its rows once per batch in this one transaction, leaving
    // every old version behind; a rebuild writes it compact (migration 0082, decision 0063).
    await step("dashboard rollup", () => rebuildDashboardRollup(trx));
    Object.assign(counts, seeded);
    counts.checkins = await step("checkins", () =>
      seedCheckins(ctx, clamp(Math.round(accounts / 8), 60, 60_000)),
    );
    counts.activities = await step("activities", () =>
      seedActivities(ctx, clamp(Math.round(accounts / 20), 400, 40_000)),
    );
    counts.history = (counts.history ?? 0) + (await step("history", () => seedEntityHistory(ctx)));
    counts.feedback = await step("feedback", () => seedFeedback(ctx));
    counts.accountTasks = await step("tasks", () => seedAccountTasks(ctx));
    const richSubmissions = await step("rich submissions", () => seedRichSubmissions(ctx));
    counts.richSubmissions = richSubmissions.length;
    counts.submissionPositions = await step("submission positions", () =>
      seedSubmissionPositions(ctx, richSubmissions),
    );
    await step("settings", () => seedSettings(ctx, options.features));
    // Last, so that the demo data before it is the same with or without extra users.
    counts.extraPlayers =
      extraPlayers === 0
        ? 0
        : await step("extra players", () => seedExtraPlayers(ctx, extraPlayers));
    // Last of all: its ids come after every other row's, so the rest stays as it was.
    const fieldOps = await step("field ops", () => seedFieldOps(ctx));
    counts.chats = (counts.chats ?? 0) + fieldOps.chats;
    counts.chatMessages = fieldOps.chatMessages;
    counts.adminPages = await step("admin pages", () => seedAdminPages(ctx));
    counts.emailTemplates = await step("email templates", () => seedEmailTemplates(ctx));
    counts.recordings = await step("recordings", () => seedRecordings(ctx));
    await step("earlier uploads", () => seedImports(ctx));
    counts.customReports = await step("custom reports", () => seedReports(ctx));
    // After every other step, so the ids before it stay as they were.
    counts.emailMessages = await step("email messages", () =>
      seedEmailMessages(ctx, richSubmissions),
    );
    await ctx.ids.flush(trx);
    counts.teams = ctx.teams.size;
    counts.players = ctx.players.length + extraPlayers;
    counts.campaigns = ctx.campaigns.length;
    counts.clients = ctx.clients.size;
    counts.ids = ctx.ids.size;
    return { logins, counts, timings, richSubmissions };
  });
  await step("vacuum", () => vacuumAnalyze(db));
  return result;
}

/** The demo's feature switches (the client settings' `features`). */
const DEMO_FEATURES: Readonly<Record<string, boolean>> = {
  messageTracking: true,
  clientManagement: true,
  emailManagement: true,
  emailManagementTemplates: true,
  transcription: true,
  hide_batch_edit: false,
  hide_source_codes: false,
  hide_field_opts: false,
  hide_overrides: false,
  hide_dash_pages: true,
};

/** The client settings, the portal settings file and the pictures. */
async function seedSettings(
  ctx: SeedContext,
  overrides: Readonly<Record<string, boolean>> = {},
): Promise<void> {
  const features = { ...DEMO_FEATURES, ...overrides };
  await ctx.db
    .insertInto("settings")
    .values({
      key: "client",
      data: toJson({
        opts: {
          languages: { default: "en-CA", allowed: [...SUPPORTED_LOCALES] },
        },
        features,
        user: { hide_location: false, metadata: true },
        team: { metadata: true },
      }),
      modified: ctx.now,
    })
    .execute();
  const portal = {
    version: "0.0.1",
    modified: ctx.now.toISOString(),
    options: {
      messageTracking: true,
      clientManagement: true,
      transcription: true,
      hide_dash_pages: features.hide_dash_pages ?? true,
      user: { hide_location: false, metadata: USER_METADATA_FIELDS },
      team: { metadata: TEAM_METADATA_FIELDS },
      // No `homepage`: one page for every role would hide the per-role homes (spec §2).
      firstDayOfWeek: 1,
      dashboardType: "subs",
      mapCenter: { lat: 42.8, lng: -98.67 },
    },
  };
  await ctx.db
    .insertInto("assets")
    .values([
      {
        path: "assets/settings/portal.json",
        content_type: "application/json",
        bytes: new TextEncoder().encode(JSON.stringify(portal, null, 2)),
        modified: ctx.now,
      },
      ...avatarAssets(ctx).map((asset) => ({ ...asset, modified: ctx.now })),
    ])
    .execute();
}

/**
 * Planner statistics and the visibility map for the bulk-loaded tables (outside a transaction,
 * as VACUUM requires). Without the visibility map, counts cannot use index-only scans; PGlite
 * has no autovacuum, so nothing else would set it.
 */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  for (const table of BULK_TABLES) {
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
