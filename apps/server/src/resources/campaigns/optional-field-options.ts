/**
 * Optional field options (the choices of optional submission fields, per campaign or `default`):
 * `GET`/`POST /accounts/optfields/` and `DELETE /accounts/optfields/{field}/{id}/`. Everyone with
 * `accounts:get` reads them (a client user only the default ones and those of their campaigns);
 * saving and deleting need `ManageFieldOptions` (admin only, not when `hide_field_opts`). A field
 * has at most one `default` option and at most one option per campaign.
 */
import {
  FIELD_OPTION_MESSAGES,
  fieldOptionProblems,
  normalizeFieldOption,
} from "@canvass/sdk/admin";
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely, type SqlBool } from "kysely";
import { clientCampaigns, principalOf, requireRule } from "../../auth/index.js";
import { newShortId, type Database } from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { isClientScoped } from "./access.js";
import { lockRow, requireExisting } from "./checks.js";
import { freshness } from "./lists.js";

type OptionalFieldOption = Schema<"OptionalFieldOption">;

interface OptionRow {
  id: string;
  field: string;
  options: string[];
  campaigns: string[] | null;
}

function toOption(row: OptionRow): OptionalFieldOption {
  return {
    id: row.id,
    field: row.field,
    options: row.options,
    campaigns: row.campaigns ?? "default",
  };
}

/**
 * What a client user sees of an option: default options whole, the others only with the
 * campaigns assigned to their client (and not at all when none is).
 */
function forClient(row: OptionRow, visible: ReadonlySet<string>): OptionRow | undefined {
  if (row.campaigns === null) return row;
  const campaigns = row.campaigns.filter((campaign) => visible.has(campaign));
  return campaigns.length === 0 ? undefined : { ...row, campaigns };
}

/**
 * 409 when another option of the field already covers one of these campaigns (or is also the
 * `default` one). Runs under a per-field transaction lock, so two saves cannot both pass.
 */
async function requireUncovered(
  db: Kysely<Database>,
  field: string,
  campaigns: readonly string[] | null,
  except: string | undefined,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`optional_field_options:${field}`}))`.execute(
    db,
  );
  const covers =
    campaigns === null
      ? sql<SqlBool>`campaigns IS NULL`
      : sql<SqlBool>`campaigns && ${sql.val([...campaigns])}::text[]`;
  let query = db
    .selectFrom("optional_field_options")
    .select(["id", "campaigns"])
    .where("field", "=", field)
    .where(covers);
  if (except !== undefined) query = query.where("id", "!=", except);
  const other = await query.executeTakeFirst();
  if (other === undefined) return;
  const shared =
    campaigns === null
      ? "default"
      : (other.campaigns ?? []).filter((campaign) => campaigns.includes(campaign)).join(", ");
  throw conflict(`Option ${other.id} already sets the choices of ${field} for ${shared}.`, [
    { field: "/campaigns", message: `overlaps option ${other.id}`, code: "duplicate" },
  ]);
}

export function optionalFieldOptionHandlers(deps: ServerDeps): HandlerMap {
  return {
    listOptionalFieldOptions: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "accounts", "get");
      const clientScoped = isClientScoped(principal);
      const fresh = await freshness(
        deps.db,
        clientScoped ? ["optional_field_options", "client_campaigns"] : ["optional_field_options"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const rows = await deps.db
        .selectFrom("optional_field_options")
        .select(["id", "field", "options", "campaigns"])
        .orderBy("field")
        .orderBy("id")
        .execute();
      let visible: OptionRow[] = rows;
      if (clientScoped) {
        const mine = new Set(await clientCampaigns(deps.db, principal.player.client));
        visible = rows.flatMap((row) => forClient(row, mine) ?? []);
      }
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: visible.map(toOption), Count: visible.length },
      };
    },

    saveOptionalFieldOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "fieldoptions", "create", "ManageFieldOptions");
      const { id, field } = ctx.body;
      const { options } = normalizeFieldOption(ctx.body);
      // The overlap is checked below, under the field's lock (a 409, as the contract lists).
      const problems = fieldOptionProblems({ ...ctx.body, options }).filter(
        (problem) => problem.problem !== "overlaps",
      );
      if (problems.length > 0) {
        throw unprocessable(
          "The option has invalid fields.",
          problems.map((problem) => ({
            field: `/${problem.field}`,
            message: FIELD_OPTION_MESSAGES[problem.problem],
            code: problem.problem,
          })),
        );
      }
      const campaigns = ctx.body.campaigns === "default" ? null : ctx.body.campaigns;
      const saved = await deps.db.transaction().execute(async (trx) => {
        if (id !== undefined) {
          await lockRow(trx, "optional_field_options", id, "optional field option");
        }
        if (campaigns !== null) await requireExisting(trx, "campaigns", campaigns, "/campaigns");
        await requireUncovered(trx, field, campaigns, id);
        if (id !== undefined) {
          await trx
            .updateTable("optional_field_options")
            .set({ field, options, campaigns })
            .where("id", "=", id)
            .execute();
          return { id, created: false };
        }
        const created = await newShortId(trx, "optionalFieldOption");
        const now = deps.now();
        await trx
          .insertInto("optional_field_options")
          .values({ id: created, field, options, campaigns, created: now, updated: now })
          .execute();
        return { id: created, created: true };
      });
      const body = toOption({ id: saved.id, field, options, campaigns });
      return saved.created ? { status: 201, body } : { status: 200, body };
    },

    deleteOptionalFieldOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "fieldoptions", "delete", "ManageFieldOptions");
      const { field, id } = ctx.params;
      const deleted = await deps.db
        .deleteFrom("optional_field_options")
        .where("id", "=", id)
        .where("field", "=", field)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) {
        throw notFound(`No optional field option ${id} for ${field}.`);
      }
      return { status: 204 };
    },
  };
}
