/** The files stored for one entity in the asset store (`assets/{kind}/{id}/…`). */
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export type AssetKind = "campaigns" | "teams" | "players" | "accounts";

/** Deletes every file of an entity; run it in the transaction that deletes the entity. */
export async function deleteEntityAssets(
  db: Kysely<Database>,
  kind: AssetKind,
  id: string,
): Promise<void> {
  // `0` sorts right after `/`: the range is exactly the paths under the entity's folder.
  await db
    .deleteFrom("assets")
    .where("path", ">=", `assets/${kind}/${id}/`)
    .where("path", "<", `assets/${kind}/${id}0`)
    .execute();
}
