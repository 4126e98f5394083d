/** The global search's custom-report section: `Description` contains the term, or the id is it. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { containsPattern } from "../lists/index.js";

export function searchCustomReports(
  db: Kysely<Database>,
  input: { readonly term: string; readonly limit: number },
): Promise<{ ID: string; Description: string }[]> {
  return db
    .selectFrom("custom_reports")
    .select(["id as ID", "description as Description"])
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["description"]), "like", containsPattern(input.term)),
        eb("id", "=", input.term),
      ]),
    )
    .orderBy("description")
    .orderBy("id")
    .limit(input.limit)
    .execute();
}
