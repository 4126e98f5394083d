import type { CanvassClient } from "@canvass/sdk/client";
import { fromPromise } from "xstate";
import type {
  AccountRecord,
  CheckValuesInput,
  CheckValuesOutput,
  FieldProblem,
  LoadAccountsInput,
  LoadAccountsOutput,
  SaveChangesInput,
  SaveChangesOutput,
} from "./lookup.types";

/**
 * The lookup's calls on an SDK client: `lookupMachine.provide({ actors: createLookupActors(client) })`.
 * `loadAccounts` reads the submissions by id (`GET /query/accounts/?ID=`; an id the answer lacks
 * is unknown or not the operator's); `checkValues` asks `validations/email` about a changed
 * e-mail; `saveChanges` sends the change request and answers the SDK's result (409 and 422 are
 * outcomes, not errors). A read takes the actor's signal; the save takes none (its answer is
 * always awaited, within the contract's 600 s).
 */
export function createLookupActors(client: CanvassClient) {
  return {
    loadAccounts: fromPromise<LoadAccountsOutput, LoadAccountsInput>(async ({ input, signal }) => {
      if (input.ids.length === 0) return { accounts: [] };
      const result = await client.call("queryAccounts", {
        params: { query: { ID: input.ids.join(","), PageSize: input.ids.length } },
        signal,
      });
      if (!result.ok) throw result.error;
      return { accounts: result.data.Accounts as unknown as AccountRecord[] };
    }),
    checkValues: fromPromise<CheckValuesOutput, CheckValuesInput>(async ({ input, signal }) => {
      const problems: Record<string, FieldProblem> = {};
      for (const change of input.changes) {
        if (change.Field !== "Email" || typeof change.Value !== "string") continue;
        const result = await client.call("validateEmail", {
          params: { query: { email: change.Value } },
          signal,
        });
        if (!result.ok) throw result.error;
        if (!result.data.valid) {
          problems.Email = { kind: "message", message: result.data.reason ?? "" };
        }
      }
      return problems;
    }),
    saveChanges: fromPromise<SaveChangesOutput, SaveChangesInput>(({ input }) =>
      client.call("saveAccountChanges", {
        body: {
          Reason: input.Reason,
          Changes: input.Changes.map((change) => ({ ...change })),
        },
      }),
    ),
  };
}
