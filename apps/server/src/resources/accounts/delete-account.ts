/**
 * `DELETE /accounts/remove/{id}/`: deletes a submission with its tasks, cancellations (cascade)
 * and asset files, and frees its id; chats keep their text but lose the link. Root team only
 * (DeleteSubmissions); the deletion stays in the history as a `delete` entry.
 */
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import { recordHistory } from "../history-entries.js";

export async function deleteAccount(
  db: Kysely<Database>,
  principal: Principal,
  now: Date,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("accounts").where("id", "=", id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound(`There is no submission ${id}.`);
    await trx.deleteFrom("assets").where("path", "like", `assets/accounts/${id}/%`).execute();
    await trx.deleteFrom("ids").where("id", "=", id).execute();
    await recordHistory(
      trx,
      principal,
      { target: id, targetType: "account", action: "delete", changes: [] },
      now,
    );
  });
}
