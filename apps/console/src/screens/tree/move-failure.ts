/**
 * Why a move was refused, in the reader's words chosen by the problem's code: the code of its
 * `/parent` field error (a cycle, a parent out of scope), else of any field, else the status's
 * message; never the server's English text. `undefined` when the server said nothing usable (a
 * network failure, a timeout, a 5xx): the screen then words it by kind.
 */
import { isHttpError, type ClientError } from "@canvass/sdk/client";
import type { Translate } from "../../i18n/use-t";
import { problemCodeText, statusProblemText } from "../../patterns/form/problem-words";

export function moveFailureMessage(error: ClientError, t: Translate): string | undefined {
  if (!isHttpError(error) || error.status >= 500) return undefined;
  const fields = error.problem?.errors ?? [];
  const parent = fields.find((field) => field.field === "/parent");
  const byCode = [parent, ...fields]
    .map((field) => (field === undefined ? undefined : problemCodeText(t, field.code)))
    .find((text) => text !== undefined);
  return byCode ?? statusProblemText(t, error.status);
}
