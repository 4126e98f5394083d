/**
 * `uploadIncomingAccounts` (`POST /accounts/incoming/`, issue 23, decision 0038): devices and
 * partner systems send a multipart `file` holding one submission (a JSON object) or a batch (a
 * JSON array). The file is checked whole with the SDK's rules (`checkIncomingFile`: the same
 * value rules as the lookup's editor) and written in one transaction, or not at all: any bad
 * field is a 422 naming it (`/file/3/Email`), an unreadable file a 415.
 *
 * Idempotent by submission id: each submission carries the id its device made (`ID`), and an id
 * already stored for the same campaign counts as received without being written again, so the
 * SDK's retry after a lost answer (a 5XX) never makes a second submission.
 */
import { checkIncomingFile, type IncomingProblem } from "@canvass/sdk/integrations";
import { principalOf, requireResource } from "../../auth/index.js";
import { dataScope, inScope } from "../../auth/scope.js";
import { unprocessable, unsupportedMediaType, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { forbiddenKeyPointer, utf8Text } from "../platform/assets/file-checks.js";
import { readFilePart } from "../platform/assets/upload-reading.js";
import { writeIncomingSubmissions } from "./incoming-writes.js";

function parseFile(bytes: Uint8Array): unknown {
  const text = utf8Text(bytes);
  if (text === undefined) throw unsupportedMediaType("The file is not UTF-8 text.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unsupportedMediaType("The file is not valid JSON.");
  }
  const forbidden = forbiddenKeyPointer(value);
  if (forbidden !== undefined) {
    throw unprocessable("The file holds a reserved key.", [
      { field: `/file${forbidden}`, message: "is a reserved key", code: "forbidden-key" },
    ]);
  }
  return value;
}

function refuse(problems: readonly IncomingProblem[]): never {
  throw unprocessable(
    `The file was not accepted: ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was written.`,
    problems.map(({ field, message, code }) => ({ field, message, code })),
  );
}

export function incomingHandlers(deps: ServerDeps): HandlerMap {
  return {
    uploadIncomingAccounts: async (ctx) => {
      const principal = principalOf(ctx);
      requireResource(principal, "accounts", "create");
      const part = await readFilePart(ctx.body, ctx.request.headers["content-type"]);
      const checked = checkIncomingFile(parseFile(part.bytes));
      if (!checked.ok) refuse(checked.problems);
      const scope = await dataScope(deps.db, principal);
      const outOfScope = checked.submissions.flatMap((submission, index) =>
        inScope(scope, { campaign: submission.Campaign })
          ? []
          : [{ index, field: "Campaign", message: "is not a campaign you can add to" }],
      );
      if (outOfScope.length > 0) {
        refuse(
          outOfScope.map(({ index, field, message }) => ({
            field: checked.submissions.length === 1 ? `/file/${field}` : `/file/${index}/${field}`,
            message,
            code: "campaign",
          })),
        );
      }
      const ids = await writeIncomingSubmissions(deps, principal, checked.submissions);
      return { status: 202, body: { received: checked.submissions.length, ids } };
    },
  };
}
