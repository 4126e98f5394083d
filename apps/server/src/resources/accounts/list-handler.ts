/**
 * Answers a list operation from the engine: the caller's scope and visible fields, then the
 * page as JSON text (sent as is, `application/json`), or a 304.
 */
import type { FastifyReply } from "fastify";
import type { Principal } from "../../auth/index.js";
import { runList, type ListContext } from "./list-query.js";
import { readListRequest, type ListQueryInput } from "./list-params.js";
import type { ListSpec } from "./list-spec.js";
import { rowScope } from "./row-scope.js";
import type { HiddenGroups } from "./visibility.js";

export interface ListCall {
  readonly principal: Principal;
  readonly query: ListQueryInput;
  readonly ifModifiedSince: string | undefined;
  readonly reply: FastifyReply;
}

export async function answerList(
  context: ListContext,
  spec: ListSpec,
  call: ListCall,
  hidden: HiddenGroups,
): Promise<FastifyReply> {
  const request = readListRequest(spec, call.query, hidden);
  const scope = await rowScope(context.db, call.principal);
  const answer = await runList(context, spec, request, scope, call.ifModifiedSince);
  call.reply.headers(answer.headers);
  if (answer.notModified) return call.reply.code(304).send();
  return call.reply.code(200).type("application/json; charset=utf-8").send(answer.json);
}
