/**
 * The `integration-batch` job kind (decision 0038): reads the campaign's donations from the
 * provider, checks each with the SDK's submission rules (`incomingRowProblems`), and writes in
 * one transaction the new submissions, the donation → submission links and what each row became;
 * a donation linked by an earlier run is `existing`, never a second submission. A provider that
 * cannot be read fails the batch with its error (nothing written); the batch can run again.
 */
import { randomBytes } from "node:crypto";
import { incomingRowProblems, type IncomingSubmission } from "@canvass/sdk/integrations";
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import { toJson, type Database } from "../../db/index.js";
import type { JobHandler } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { insertIncoming } from "../accounts/incoming-writes.js";
import { recordHistory } from "../history-entries.js";
import { ProviderError, type DonationProvider } from "./provider.js";

export const BATCH_KIND = "integration-batch";

export interface BatchPayload {
  readonly batch: string;
  readonly provider: string;
  readonly campaign: string;
  readonly options: Readonly<Record<string, unknown>>;
}

export interface BatchResult {
  readonly received: number;
  readonly created: number;
  readonly existing: number;
  readonly failed: number;
}

interface RowOutcome {
  readonly externalId: string | null;
  readonly account: string | null;
  readonly status: "created" | "existing" | "failed";
  readonly problems: readonly { field: string; message: string; code: string }[];
  readonly data: Readonly<Record<string, unknown>>;
}

const newAccountId = () => randomBytes(4).toString("hex");

/** The batch's owner as the author of the submissions' history. */
async function authorOf(
  db: Kysely<Database>,
  owner: string | null,
): Promise<Principal | undefined> {
  if (owner === null) return undefined;
  const row = await db
    .selectFrom("players")
    .select(["id", "username"])
    .where("id", "=", owner)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : ({ player: { id: row.id, username: row.username } } as Principal);
}

export async function failBatch(db: Kysely<Database>, batch: string, error: string, now: Date) {
  await db
    .updateTable("integration_batches")
    .set({ status: "failed", error: error.slice(0, 2000), finished: now })
    .where("id", "=", batch)
    .execute();
}

export function batchRunHandler(
  deps: ServerDeps,
  providers: ReadonlyMap<string, DonationProvider>,
): JobHandler<BatchPayload, BatchResult> {
  return async (job, ctx) => {
    const { batch, provider: name, campaign, options } = job.payload;
    const provider = providers.get(name);
    if (provider === undefined) {
      await failBatch(deps.db, batch, `The provider ${name} is not configured.`, deps.now());
      return { received: 0, created: 0, existing: 0, failed: 0 };
    }
    let donations;
    try {
      donations = await provider.fetchDonations({ campaign, options, signal: ctx.signal });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await failBatch(deps.db, batch, error.message, deps.now());
      return { received: 0, created: 0, existing: 0, failed: 0 };
    }
    ctx.progress(0, donations.length);
    const now = deps.now();
    const owner =
      (
        await deps.db
          .selectFrom("integration_batches")
          .select("owner")
          .where("id", "=", batch)
          .executeTakeFirst()
      )?.owner ?? null;
    const author = await authorOf(deps.db, owner);
    const result = await deps.db.transaction().execute(async (trx) => {
      const ids = donations.map((donation) => donation.externalId).filter((id) => id !== "");
      const linked = new Map(
        ids.length === 0
          ? []
          : (
              await trx
                .selectFrom("integration_donations")
                .select(["external_id", "account"])
                .where("provider", "=", name)
                .where("external_id", "in", ids)
                .execute()
            ).map((row) => [row.external_id, row.account]),
      );
      const seen = new Set<string>();
      const outcomes: RowOutcome[] = [];
      const fresh: { submission: IncomingSubmission; externalId: string }[] = [];
      for (const donation of donations) {
        const data = { ...donation.values };
        const externalId = donation.externalId === "" ? null : donation.externalId;
        const existing = externalId === null ? undefined : linked.get(externalId);
        if (externalId !== null && existing !== undefined) {
          outcomes.push({ externalId, account: existing, status: "existing", problems: [], data });
          continue;
        }
        const problems = incomingRowProblems(
          { ID: "000000", Campaign: campaign, ...donation.values },
          undefined,
        ).map((problem) => ({ ...problem, field: problem.field.replace(/^\/file/, "") }));
        if (externalId === null) {
          problems.unshift({ field: "/id", code: "required", message: "is required" });
        } else if (seen.has(externalId)) {
          problems.unshift({
            field: "/id",
            code: "duplicate",
            message: "is sent twice by the provider",
          });
        }
        if (problems.length > 0 || externalId === null) {
          outcomes.push({ externalId, account: null, status: "failed", problems, data });
          continue;
        }
        seen.add(externalId);
        const submission: IncomingSubmission = {
          ID: newAccountId(),
          Campaign: campaign,
          values: donation.values,
        };
        fresh.push({ submission, externalId });
        outcomes.push({
          externalId,
          account: submission.ID,
          status: "created",
          problems: [],
          data,
        });
      }
      if (fresh.length > 0) {
        await insertIncoming(
          trx,
          fresh.map((row) => row.submission),
          { team: null, player: null },
          now,
          (index, field) => `/donations/${index}/${field}`,
        );
        await trx
          .insertInto("integration_donations")
          .values(
            fresh.map((row) => ({
              provider: name,
              external_id: row.externalId,
              account: row.submission.ID,
              batch,
            })),
          )
          .execute();
        if (author !== undefined) {
          await recordHistory(
            trx,
            author,
            fresh.map((row) => ({
              target: row.submission.ID,
              targetType: "account" as const,
              action: "create" as const,
              changes: Object.entries(row.submission.values).map(([field, to]) => ({ field, to })),
              reason: `${name} batch ${batch}`,
            })),
            now,
          );
        }
      }
      await trx.deleteFrom("integration_batch_rows").where("batch", "=", batch).execute();
      if (outcomes.length > 0) {
        await trx
          .insertInto("integration_batch_rows")
          .values(
            outcomes.map((outcome, index) => ({
              batch,
              row_number: index + 1,
              external_id: outcome.externalId,
              account: outcome.account,
              status: outcome.status,
              problems: toJson(outcome.problems),
              data: toJson(outcome.data),
            })),
          )
          .execute();
      }
      const count = (status: RowOutcome["status"]) =>
        outcomes.filter((o) => o.status === status).length;
      const totals = {
        received: outcomes.length,
        created: count("created"),
        existing: count("existing"),
        failed: count("failed"),
      };
      await trx
        .updateTable("integration_batches")
        .set({
          status: "done",
          error: null,
          received: totals.received,
          created_rows: totals.created,
          existing_rows: totals.existing,
          failed_rows: totals.failed,
          finished: deps.now(),
        })
        .where("id", "=", batch)
        .execute();
      return totals;
    });
    ctx.progress(donations.length, donations.length);
    return result;
  };
}
