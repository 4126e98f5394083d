/**
 * The chats area (issue 22): `GET /query/chats/` on the shared list engine of the accounts area
 * (same filters as cancels, scope per role) and the read-only conversation
 * `GET /chats/{id}/messages/`. Both need ViewChatsList (not clients).
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { conditional, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { answerList } from "../accounts/list-handler.js";
import { PooledPreparedStatements } from "../accounts/pooled-statements.js";
import { PreparedStatements } from "../accounts/prepared-statements.js";
import { CountCache, refuseUndeclaredParameters } from "../lists/index.js";
import { CHAT_LIST } from "./chat-fields.js";
import { chatConversation } from "./chat-messages.js";

const NOTHING_HIDDEN = new Set<never>();

export function chatsHandlers(deps: ServerDeps): HandlerMap {
  const context = {
    db: deps.db,
    now: deps.now,
    counts: new CountCache(),
    statements:
      deps.driver === "pglite"
        ? new PreparedStatements(deps.db)
        : new PooledPreparedStatements(deps.db),
  };
  return {
    queryChats: (ctx) => {
      const { principal, query, headers, reply } = ctx;
      const caller = principalOf({ principal });
      requireRule(caller, "chats", "get", "ViewChatsList");
      refuseUndeclaredParameters(ctx);
      return answerList(
        context,
        CHAT_LIST,
        { principal: caller, query, ifModifiedSince: headers["If-Modified-Since"], reply },
        NOTHING_HIDDEN,
      );
    },
    listChatMessages: async ({ principal, params, headers }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "chats", "get", "ViewChatsList");
      const conversation = await chatConversation(deps.db, caller, params.id);
      const cache = conditional(headers["If-Modified-Since"], conversation.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return { status: 200, body: conversation.body, headers: cache.headers };
    },
  };
}
