/**
 * `POST /users/exists/` (checkUserExists): whether a username or e-mail address is taken, for
 * the user create and edit forms. Usernames and addresses are unique across the whole
 * organisation, so the answer is global, not limited to the caller's scope; the call is gated
 * to operators who may create or edit users (the SDK's CreateUser or EditUser, so the
 * `nocreateplayers`/`noupdateplayers` flags count) so it is not an open oracle. One query.
 */
import { sql, type RawBuilder } from "kysely";
import { holds, principalOf } from "../../auth/index.js";
import { forbidden, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

/** Whether a player has this value in the column, compared case-insensitively (unique indexes). */
function taken(column: "username" | "email", value: string | undefined): RawBuilder<boolean> {
  if (value === undefined) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from players where lower(${sql.ref(column)}) = lower(${value}))`;
}

export function checkUserExists(deps: ServerDeps): OperationHandler<"checkUserExists"> {
  return async (context) => {
    const principal = principalOf(context);
    if (!holds(principal, "CreateUser") && !holds(principal, "EditUser")) {
      throw forbidden("You need the CreateUser or EditUser permission to check usernames.");
    }
    const { username, email } = context.body;
    const row = await deps.db
      .selectNoFrom([taken("username", username).as("username"), taken("email", email).as("email")])
      .executeTakeFirstOrThrow();
    return { status: 200, body: { username: row.username, email: row.email } };
  };
}
