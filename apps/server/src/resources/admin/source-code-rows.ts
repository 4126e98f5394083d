/** The `source_codes` rows as the contract's `SourceCode`, and the checks of a write. */
import type { Schema } from "@canvass/sdk/contract";
import { SOURCE_CODE_MESSAGES, sourceCodeProblems, type SourceCodeDraft } from "@canvass/sdk/admin";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, SourceCodesTable } from "../../db/index.js";
import { conflict, unprocessable } from "../../http/index.js";

export type SourceCode = Schema<"SourceCode">;

export const SOURCE_CODE_COLUMNS = [
  "id",
  "name",
  "code",
  "campaign",
  "description",
  "active_from",
  "active_to",
  "created",
] as const;

type Row = Pick<Selectable<SourceCodesTable>, (typeof SOURCE_CODE_COLUMNS)[number]>;

export function toSourceCode(row: Row): SourceCode {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    campaign: row.campaign,
    ...(row.description === null ? {} : { description: row.description }),
    ActiveFrom: row.active_from,
    ActiveTo: row.active_to,
    Created: new Date(row.created).toISOString(),
  };
}

/**
 * Checks a whole (merged) draft inside the write's transaction, under a per-campaign lock so
 * two saves cannot both pass the uniqueness check: 422 naming each bad field (the campaign must
 * exist), 409 naming `/code` when another code of the campaign has it. Nothing is written then.
 */
export async function requireValidSourceCode(
  trx: Kysely<Database>,
  draft: SourceCodeDraft,
  editingId?: string,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`source_codes:${draft.campaign}`}))`.execute(
    trx,
  );
  const others = await trx
    .selectFrom("source_codes")
    .select(["id", "code", "campaign"])
    .where("campaign", "=", draft.campaign)
    .execute();
  const problems = sourceCodeProblems(draft, others, editingId);
  const campaign = await trx
    .selectFrom("campaigns")
    .select("id")
    .where("id", "=", draft.campaign)
    .executeTakeFirst();
  const errors: { field: string; message: string; code: string }[] = problems
    .filter((problem) => problem.problem !== "duplicate")
    .map((problem) => ({
      field: `/${problem.field}`,
      message: SOURCE_CODE_MESSAGES[problem.problem],
      code: problem.problem,
    }));
  if (campaign === undefined && draft.campaign !== "") {
    errors.push({ field: "/campaign", message: "names no campaign", code: "unknown" });
  }
  if (errors.length > 0) throw unprocessable("The source code is not valid.", errors);
  if (problems.some((problem) => problem.problem === "duplicate")) {
    throw conflict(`The code ${draft.code} is already used in this campaign.`, [
      { field: "/code", message: SOURCE_CODE_MESSAGES.duplicate, code: "duplicate" },
    ]);
  }
}
