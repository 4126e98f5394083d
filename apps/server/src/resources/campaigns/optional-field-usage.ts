/**
 * `GET /accounts/optfields/usage/` (designed for issue 20, decision 0045): the values stored in one
 * submission field and how many submissions hold each, most used first (at most 500), so the field
 * option editor shows which choices are in use before one is renamed or removed. Admin only
 * (ManageFieldOptions, not when `hide_field_opts`).
 */
import { sql, type RawBuilder } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import { unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";

const MAX_VALUES = 500;

/** The field's value as text over `accounts r`, or `undefined` when it holds no choices. */
function valueOf(field: string): RawBuilder<string> | undefined {
  const listed = ACCOUNT_LIST.fields.get(field);
  if (listed !== undefined) {
    // Built from the server's own constants (never from the request): safe as raw SQL.
    return listed.kind === "text" && listed.join === undefined
      ? sql<string>`${sql.raw(listed.sql)}`
      : undefined;
  }
  // A configured field without a column (one an organisation added): kept in `extra`.
  return sql<string>`r.extra ->> ${field}`;
}

export function optionalFieldUsageHandlers(deps: ServerDeps): HandlerMap {
  return {
    getOptionalFieldUsage: async (ctx) => {
      requireRule(principalOf(ctx), "fieldoptions", "get", "ManageFieldOptions");
      const { field } = ctx.query;
      const campaigns = (ctx.query.Campaign ?? "").split(",").filter((id) => id !== "");
      const value = valueOf(field);
      if (value === undefined) {
        throw unprocessable(`${field} does not hold text choices.`, [
          { field: "field", message: "is not a field with choices", code: "notChoices" },
        ]);
      }
      const inCampaigns =
        campaigns.length === 0
          ? sql`TRUE`
          : sql`r.campaign = ANY(${sql.val([...campaigns])}::text[])`;
      const rows = await sql<{ value: string; count: string }>`
        SELECT ${value} AS value, count(*) AS count FROM accounts r
        WHERE ${value} IS NOT NULL AND ${value} <> '' AND ${inCampaigns}
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${MAX_VALUES}`.execute(deps.db);
      const Result = rows.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
      return { status: 200, body: { Result, Count: Result.length } };
    },
  };
}
