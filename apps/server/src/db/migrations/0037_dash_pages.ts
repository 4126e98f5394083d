/**
 * Dashboard pages (decision 0034): a titled set of dashboard panels (and report-query widgets)
 * of one dashboard type, shown to some roles, in an order per type. `ord` is the contract's
 * `order`; the handlers keep it 0..n-1 per type. A title is unique per type without regard to
 * case (the SDK's `dashPageKey`); the unique index catches the races the check cannot.
 */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE dash_pages (
       id text COLLATE "C" PRIMARY KEY,
       title text NOT NULL,
       type text NOT NULL DEFAULT 'subs',
       titles jsonb NOT NULL DEFAULT '{}'::jsonb,
       panels text[] NOT NULL DEFAULT '{}',
       filters jsonb NOT NULL DEFAULT '{}'::jsonb,
       widgets jsonb NOT NULL DEFAULT '[]'::jsonb,
       roles text[] NOT NULL DEFAULT '{}',
       ord integer NOT NULL DEFAULT 0,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX dash_pages_type_title ON dash_pages (type, lower(title))`,
    `CREATE INDEX dash_pages_type_ord ON dash_pages (type, ord, id)`,
    ...entityTriggers("dash_pages"),
  ]);
}
