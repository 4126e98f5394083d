/**
 * Writes checked incoming submissions (decision 0038) in one transaction: an id already stored
 * for the same campaign is received again without a write (idempotent retries); an id stored for
 * another campaign, or held by another entity, and a campaign that does not exist refuse the
 * whole file (422 naming the field). New submissions get their columns (and configured fields
 * without a column in `extra`), the caller's team and player, and a `create` history entry.
 */
import type { IncomingSubmission } from "@canvass/sdk/integrations";
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import { toJson, type Database, type JsonValue } from "../../db/index.js";
import { unprocessable } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { ACCOUNT_COLUMNS } from "./account-fields.js";

export interface IncomingOwner {
  readonly team: string | null;
  readonly player: string | null;
}

interface Refusal {
  readonly index: number;
  readonly field: string;
  readonly message: string;
  readonly code: string;
}

/** The `accounts` row of a new submission. */
export function accountRow(submission: IncomingSubmission, owner: IncomingOwner, now: Date) {
  const columns: Record<string, unknown> = {};
  const extra: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(submission.values)) {
    const column = ACCOUNT_COLUMNS.get(name);
    if (column === undefined) extra[name] = value;
    else if (name !== "Campaign" && name !== "ID") columns[column.column] = value;
  }
  const first = submission.values.FirstName;
  const last = submission.values.LastName;
  const name =
    typeof columns.name === "string"
      ? columns.name
      : [first, last].filter((part) => typeof part === "string" && part !== "").join(" ") || null;
  return {
    ...columns,
    id: submission.ID,
    campaign: submission.Campaign,
    team: owner.team,
    player: owner.player,
    name,
    received: now,
    extra: toJson(extra),
  } as never;
}

/**
 * Inserts the submissions that are not stored yet; answers which were created. Throws the
 * refusals (as a 422) when any id or campaign is unusable: the caller's transaction rolls back.
 */
export async function insertIncoming(
  trx: Kysely<Database>,
  submissions: readonly IncomingSubmission[],
  owner: IncomingOwner,
  now: Date,
  pointer: (index: number, field: string) => string,
): Promise<Set<string>> {
  const ids = submissions.map((submission) => submission.ID);
  const campaigns = [...new Set(submissions.map((submission) => submission.Campaign))];
  const known = new Set(
    (await trx.selectFrom("campaigns").select("id").where("id", "in", campaigns).execute()).map(
      (row) => row.id,
    ),
  );
  const refusals: Refusal[] = [];
  const storedCampaign = async () =>
    new Map(
      (
        await trx.selectFrom("accounts").select(["id", "campaign"]).where("id", "in", ids).execute()
      ).map((row) => [row.id, row.campaign]),
    );
  let stored = await storedCampaign();
  submissions.forEach((submission, index) => {
    if (!known.has(submission.Campaign)) {
      refusals.push({ index, field: "Campaign", message: "is not a campaign", code: "campaign" });
    }
    const campaign = stored.get(submission.ID);
    if (campaign !== undefined && campaign !== submission.Campaign) {
      refusals.push({
        index,
        field: "ID",
        message: "is already used by a submission of another campaign",
        code: "taken",
      });
    }
  });
  refuseAny(refusals, pointer);
  const fresh = submissions.filter((submission) => !stored.has(submission.ID));
  if (fresh.length === 0) return new Set();
  const registered = new Set(
    (
      await trx
        .insertInto("ids")
        .values(fresh.map((submission) => ({ id: submission.ID, type: "account" })))
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .execute()
    ).map((row) => row.id),
  );
  // An id another upload registered meanwhile (a concurrent retry) is stored by now.
  if (registered.size < fresh.length) stored = await storedCampaign();
  submissions.forEach((submission, index) => {
    if (registered.has(submission.ID) || !fresh.includes(submission)) return;
    if (stored.get(submission.ID) === submission.Campaign) return;
    refusals.push({ index, field: "ID", message: "is already in use", code: "taken" });
  });
  refuseAny(refusals, pointer);
  const rows = fresh
    .filter((submission) => registered.has(submission.ID))
    .map((submission) => accountRow(submission, owner, now));
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto("accounts")
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return registered;
}

function refuseAny(
  refusals: readonly Refusal[],
  pointer: (index: number, field: string) => string,
): void {
  if (refusals.length === 0) return;
  throw unprocessable(
    `The file was not accepted: ${refusals.length} problem${refusals.length === 1 ? "" : "s"}; nothing was written.`,
    refusals.map(({ index, field, message, code }) => ({
      field: pointer(index, field),
      message,
      code,
    })),
  );
}

/** The write of `uploadIncomingAccounts`: every id of the file, in its order. */
export async function writeIncomingSubmissions(
  deps: ServerDeps,
  principal: Principal,
  submissions: readonly IncomingSubmission[],
): Promise<string[]> {
  const single = submissions.length === 1;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const created = await insertIncoming(
      trx,
      submissions,
      { team: principal.player.team, player: principal.player.id },
      now,
      (index, field) => (single ? `/file/${field}` : `/file/${index}/${field}`),
    );
    await recordHistory(
      trx,
      principal,
      submissions
        .filter((submission) => created.has(submission.ID))
        .map((submission) => ({
          target: submission.ID,
          targetType: "account" as const,
          action: "create" as const,
          changes: Object.entries(submission.values).map(([field, to]) => ({ field, to })),
          reason: "Incoming submission file",
        })),
      now,
    );
  });
  return submissions.map((submission) => submission.ID);
}
