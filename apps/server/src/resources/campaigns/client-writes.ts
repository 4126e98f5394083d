/**
 * Creating (`POST /clients/`), changing (`PUT /clients/{id}/`) and deleting clients, and removing
 * campaign assignments. Needs the `EditClients` permission (root and admin, the
 * `clientManagement` feature, no `nomanageclients` flag) plus the verb in the base table.
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { isUniqueViolation, newShortId } from "../../db/index.js";
import { notFound, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { distinct, lockRow, requireExisting } from "./checks.js";
import { clientNameTaken, requireClient, requireFreeClientName, toClient } from "./client-rows.js";

export function clientWriteHandlers(deps: ServerDeps): HandlerMap {
  /** Assigns campaigns to a client, keeping the assignments it already has. */
  const assign = async (
    trx: ServerDeps["db"],
    client: string,
    campaigns: readonly string[],
  ): Promise<void> => {
    const ids = distinct(campaigns);
    if (ids.length === 0) return;
    await trx
      .insertInto("client_campaigns")
      .values(ids.map((campaign) => ({ client, campaign, created: deps.now() })))
      .onConflict((conflict) => conflict.columns(["client", "campaign"]).doNothing())
      .execute();
  };

  return {
    createClient: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "create", "EditClients");
      const { name, restrictions = [], campaigns = [] } = ctx.body;
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          await requireFreeClientName(trx, name);
          await requireExisting(trx, "campaigns", campaigns, "/campaigns");
          const id = await newShortId(trx, "client");
          const now = deps.now();
          await trx
            .insertInto("clients")
            .values({ id, name, restrictions, created: now, updated: now })
            .execute();
          await assign(trx, id, campaigns);
          return requireClient(trx, id);
        });
        return { status: 201, body: toClient(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw clientNameTaken(name);
        throw error;
      }
    },

    updateClient: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "update", "EditClients");
      const { id } = ctx.params;
      const { name, restrictions, campaigns = [] } = ctx.body;
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          await lockRow(trx, "clients", id, "client");
          if (name !== undefined) await requireFreeClientName(trx, name, id);
          await requireExisting(trx, "campaigns", campaigns, "/campaigns");
          await trx
            .updateTable("clients")
            .set({
              ...(name === undefined ? {} : { name }),
              ...(restrictions === undefined ? {} : { restrictions }),
              // Always written, so a change of assignments alone also stamps the client.
              updated: deps.now(),
            })
            .where("id", "=", id)
            .execute();
          await assign(trx, id, campaigns);
          return requireClient(trx, id);
        });
        return { status: 200, body: toClient(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw clientNameTaken(name ?? "");
        throw error;
      }
    },

    deleteClient: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "delete", "EditClients");
      const { id } = ctx.params;
      // Assignments go with it (ON DELETE CASCADE); its users keep their accounts without a
      // client, so they see no campaign until they are given another one.
      const deleted = await deps.db.deleteFrom("clients").where("id", "=", id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(`No client ${id}.`);
      return { status: 204 };
    },

    deleteClientAssignments: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "update", "EditClients");
      const { id } = ctx.params;
      const campaigns = distinct(ctx.query.campaign_ids.split(","));
      await deps.db.transaction().execute(async (trx) => {
        await lockRow(trx, "clients", id, "client");
        await trx
          .deleteFrom("client_campaigns")
          .where("client", "=", id)
          .where("campaign", "in", campaigns)
          .execute();
      });
      return { status: 204 };
    },
  };
}
