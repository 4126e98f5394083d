/**
 * The handlers of the single-submission operations (change request, reassign, delete, task
 * resend), the check-in picture and the history: permission first, then the work.
 */
import { principalOf, requireNamed, requireRule } from "../../auth/index.js";
import { conditional, notFound, tablesModified, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { saveAccountChanges } from "./account-changes.js";
import { checkinPicture } from "./checkin-picture.js";
import { deleteAccount } from "./delete-account.js";
import { historyPage } from "./history-list.js";
import { readListPage } from "../lists/index.js";
import { reassignAccount } from "./reassign-account.js";
import {
  queueResend,
  RESEND_TASK_KIND,
  resendTaskHandler,
  resendTasks,
  type ResendPayload,
} from "./resend-tasks.js";

export function writeHandlers(deps: ServerDeps): HandlerMap {
  if (!deps.queue.kinds.includes(RESEND_TASK_KIND)) {
    deps.queue.register<ResendPayload, { status: "sent" | "failed" }>(
      RESEND_TASK_KIND,
      resendTaskHandler(deps),
      { maxAttempts: 2 },
    );
  }
  return {
    saveAccountChanges: async ({ principal, body }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "update", "EditSubmissions");
      const warn = (message: string) => {
        deps.log({ setting: "accountValidators" }, message);
      };
      const saved = await saveAccountChanges(deps.db, caller, deps.now(), body, warn);
      return { status: 200, body: saved };
    },
    reassignAccount: async ({ principal, params, query, reply }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "update", "ReassignSubmissions");
      const json = await reassignAccount(deps.db, caller, deps.now(), params.id, query.playerId);
      return reply.code(200).type("application/json; charset=utf-8").send(json);
    },
    deleteAccount: async ({ principal, params }) => {
      const caller = principalOf({ principal });
      requireNamed(caller, "DeleteSubmissions");
      await deleteAccount(deps.db, caller, deps.now(), params.id);
      return { status: 204 };
    },
    listResendTasks: async ({ principal, params, headers }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get");
      const modified = await tablesModified(deps.db, ["account_tasks", "campaigns", "accounts"]);
      const cache = conditional(headers["If-Modified-Since"], modified);
      const tasks = await resendTasks(deps.db, caller, params.id);
      if (tasks === undefined) throw notFound(`There is no submission ${params.id}.`);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return { status: 200, body: { Result: tasks, Count: tasks.length }, headers: cache.headers };
    },
    resendAccountTask: async ({ principal, params }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "update", "ResendSubmissionTasks");
      await queueResend(deps, caller, params.id, params.task);
      return { status: 202, body: { ok: true } };
    },
    listHistory: async (ctx) => {
      const { principal, query, headers, reply } = ctx;
      const caller = principalOf({ principal });
      requireRule(caller, "history", "get");
      const window = readListPage(ctx);
      const cache = conditional(
        headers["If-Modified-Since"],
        await tablesModified(deps.db, ["history"]),
      );
      reply.headers(cache.headers);
      if (cache.notModified) return reply.code(304).send();
      const json = await historyPage(deps.db, caller, query, window);
      return reply.code(200).type("application/json; charset=utf-8").send(json);
    },
    getCheckinPicture: async ({ principal, params, headers }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "checkins", "get", "ViewCheckinsList");
      const picture = await checkinPicture(deps.db, caller, params.id);
      const cache = conditional(headers["If-Modified-Since"], picture.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return {
        status: 200,
        body: picture.bytes,
        contentType: picture.contentType,
        headers: cache.headers,
      };
    },
  };
}
