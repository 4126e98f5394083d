/**
 * The values of a message's variables (decision 0039, `@canvass/sdk/email-templates`): a
 * submission's fields by their contract names and its campaign under `campaign`, or the SDK's
 * sample values when no submission is chosen. A submission outside the caller's scope is a 404,
 * like one that does not exist.
 */
import { SAMPLE_VARIABLES } from "@canvass/sdk/email-templates";
import type { Kysely } from "kysely";
import { dataScope, inScope, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";

function text(value: string | null): string {
  return value ?? "";
}

export async function messageVariables(
  db: Kysely<Database>,
  principal: Principal,
  submission: string | undefined,
): Promise<Readonly<Record<string, unknown>>> {
  if (submission === undefined) return SAMPLE_VARIABLES;
  const row = await db
    .selectFrom("accounts as a")
    .innerJoin("campaigns as c", "c.id", "a.campaign")
    .select([
      "a.id",
      "a.team",
      "a.player",
      "a.campaign",
      "a.title",
      "a.first_name",
      "a.last_name",
      "a.email",
      "a.phone",
      "a.mobile_phone",
      "a.address1",
      "a.address2",
      "a.city",
      "a.region",
      "a.zip",
      "a.country",
      "a.amount",
      "a.frequency",
      "a.status",
      "a.received",
      "c.title as campaign_title",
      "c.type as campaign_type",
    ])
    .where("a.id", "=", submission)
    .executeTakeFirst();
  if (row === undefined || !inScope(await dataScope(db, principal), row)) {
    throw notFound(`No submission ${submission}.`);
  }
  return {
    ID: row.id,
    Title: text(row.title),
    FirstName: text(row.first_name),
    LastName: text(row.last_name),
    Email: text(row.email),
    Phone: text(row.phone),
    Mobile: text(row.mobile_phone),
    Address: [row.address1, row.address2].filter((part) => part !== null && part !== "").join(", "),
    City: text(row.city),
    State: text(row.region),
    Zip: text(row.zip),
    Country: text(row.country),
    Amount: row.amount === null ? "" : row.amount.toFixed(2),
    Frequency: text(row.frequency),
    Status: text(row.status),
    Received: new Date(row.received).toISOString(),
    campaign: { id: row.campaign, title: row.campaign_title, type: row.campaign_type },
  };
}
