/**
 * Client rows as the contract's `Client` (with the ids of its assigned campaigns, aggregated in
 * SQL), and the 409 of a taken name.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../../db/index.js";
import { conflict, notFound } from "../../http/index.js";

export type Client = Schema<"Client">;

export interface ClientRow {
  id: string;
  name: string;
  restrictions: string[];
  created: Date;
  campaigns: string[];
}

/** The clients with their campaign ids; filter, sort and page it further. */
export function selectClients(db: Kysely<Database>) {
  return db.selectFrom("clients as k").select([
    "k.id",
    "k.name",
    "k.restrictions",
    "k.created",
    sql<string[]>`coalesce(
        (SELECT array_agg(cc.campaign ORDER BY cc.campaign) FROM client_campaigns cc WHERE cc.client = k.id),
        '{}'::text[])`.as("campaigns"),
  ]);
}

/** One client by id, or a 404. */
export async function requireClient(db: Kysely<Database>, id: string): Promise<ClientRow> {
  const row = await selectClients(db).where("k.id", "=", id).executeTakeFirst();
  if (row === undefined) throw notFound(`No client ${id}.`);
  return row;
}

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    restrictions: row.restrictions as Schema<"RestrictionFlag">[],
    campaigns: row.campaigns,
    Created: row.created.toISOString(),
  };
}

/** 409 when another client has this name (compared without case, as the unique index does). */
export async function requireFreeClientName(
  db: Kysely<Database>,
  name: string,
  except?: string,
): Promise<void> {
  let query = db
    .selectFrom("clients")
    .select("id")
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (except !== undefined) query = query.where("id", "!=", except);
  if ((await query.executeTakeFirst()) !== undefined) throw clientNameTaken(name);
}

export function clientNameTaken(name: string) {
  return conflict(`A client named "${name}" already exists.`, [
    { field: "/name", message: "is already used by another client", code: "duplicate" },
  ]);
}
