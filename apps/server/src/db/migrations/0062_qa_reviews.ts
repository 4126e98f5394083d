/**
 * The digital ear's QA reviews (issue 25, decision 0042): the latest review of a submission's
 * recording (answers per checklist item, the score the SDK's `qaScore` gave, comment, status,
 * reviewer). Every save is also written to the submission's history (`review`). The checklist
 * itself lives in `settings` under `qa-checklist`.
 */
import type { Kysely } from "kysely";
import { changeTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE qa_reviews (
       account text COLLATE "C" PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
       status text NOT NULL CHECK (status IN ('reviewed', 'flagged')),
       score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
       answers jsonb NOT NULL,
       checklist jsonb NOT NULL,
       comment text NOT NULL DEFAULT '',
       reviewer text COLLATE "C" NOT NULL,
       reviewer_name text NOT NULL,
       reviewed timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX qa_reviews_status ON qa_reviews (status)`,
    ...changeTriggers("qa_reviews"),
  ]);
}
