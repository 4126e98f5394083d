import { rowProblemsFromPointers } from "@canvass/sdk/bulk";
import { isHttpError, type CanvassClient } from "@canvass/sdk/client";
import { fromPromise } from "xstate";
import type {
  BulkCreateOutcome,
  BulkReport,
  CheckRowsInput,
  CreateRowsInput,
} from "./bulk-import.types";

/**
 * The bulk wizard's two calls on an SDK client:
 * `bulkImportMachine.provide({ actors: { ...createBulkImportActors(client), readSource } })`.
 * `checkRows` answers the server's report; `createRows` answers the report, or the rows'
 * problems when "all or nothing" is refused (a 422 whose field errors point at
 * `/rows/<index>/<field>`). Any other failure rejects with the SDK's `ClientError`, so the
 * machine offers a retry. Leaving the step aborts a check through its signal.
 */
export function createBulkImportActors(client: CanvassClient) {
  return {
    checkRows: fromPromise<BulkReport, CheckRowsInput>(async ({ input, signal }) => {
      const result = await client.call("checkPlayersBulk", {
        body: { rows: [...input.rows] },
        signal,
      });
      if (!result.ok) throw result.error;
      return result.data;
    }),
    createRows: fromPromise<BulkCreateOutcome, CreateRowsInput>(async ({ input }) => {
      // No signal: once sent, the creation's answer is always awaited (the step stays open).
      const result = await client.call("createPlayersBulk", {
        body: { rows: [...input.rows], mode: input.mode },
      });
      if (result.ok) return { kind: "created", report: result.data };
      const { error } = result;
      if (isHttpError(error) && error.status === 422) {
        const problems = rowProblemsFromPointers(error.problem?.errors ?? []);
        if (problems.length > 0) return { kind: "refused", problems };
      }
      throw error;
    }),
  };
}
