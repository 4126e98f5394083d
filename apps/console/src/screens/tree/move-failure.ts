/**
 * Why a move was refused, in the server's words: the message of its `/parent` field error (a
 * cycle, a parent out of scope), else any field message, else the problem's detail. `undefined`
 * when the server said nothing usable (a network failure, a timeout, a bare 500): the screen
 * then words it by kind.
 */
import { isHttpError, type ClientError } from "@canvass/sdk/client";

export function moveFailureMessage(error: ClientError): string | undefined {
  if (!isHttpError(error) || error.problem === undefined) return undefined;
  const fields = error.problem.errors ?? [];
  const parent = fields.find((field) => field.field === "/parent");
  const message = parent?.message ?? fields[0]?.message ?? error.problem.detail;
  return message === undefined || message.trim() === "" ? undefined : message;
}
