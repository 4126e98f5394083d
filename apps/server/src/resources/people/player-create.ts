/**
 * `PUT /players/`: creates a user. CreateUser (admin or manager, not `nocreateplayers`), a role
 * strictly below the caller's, a team in the caller's scope, a unique username and e-mail
 * address; the password is stored as an argon2id hash. Metadata needs the optional-fields
 * permission (`user.metadata` feature) and must suit the optional fields the portal settings
 * define (422 `/metadata/<key>`).
 */
import { principalOf, requirePermission } from "../../auth/index.js";
import {
  hashPassword,
  isForeignKeyViolation,
  isUniqueViolation,
  newShortId,
  toJson,
} from "../../db/index.js";
import { unprocessable, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { PLAYER_COLUMNS, toPlayer } from "../player-row.js";
import { requireValidMetadata } from "./metadata-fields.js";
import {
  duplicateLogin,
  requireAssignableRole,
  requireUniqueLogin,
  requireUsableTeam,
  uniqueIndexField,
} from "./player-rules.js";
import { rejectNulInBody } from "./text-input.js";

export function createPlayer(deps: ServerDeps): OperationHandler<"createPlayer"> {
  return async ({ body, ...context }) => {
    const principal = principalOf(context);
    requirePermission(principal, "CreateUser");
    rejectNulInBody(body);
    requireAssignableRole(principal, body.role, deps.log);
    const metadata = body.metadata ?? {};
    if (Object.keys(metadata).length > 0) requirePermission(principal, "EditUserOptionalFields");
    if (body.metadata !== undefined) {
      await requireValidMetadata(deps.db, "user", metadata, deps.log);
    }
    // Cheap checks first, so a refused request costs no password hash; the transaction below
    // relies on the unique indexes and the foreign key for anything that changed meanwhile.
    await requireUsableTeam(deps.db, principal, body.team);
    await requireUniqueLogin(deps.db, body);
    const passwordHash = await hashPassword(body.password);
    const now = deps.now();
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        const id = await newShortId(trx, "player");
        const inserted = await trx
          .insertInto("players")
          .values({
            id,
            firstname: body.firstname,
            lastname: body.lastname,
            username: body.username,
            email: body.email,
            role: body.role,
            team: body.team,
            status: body.status,
            metadata: toJson(metadata),
            password_hash: passwordHash,
            created: now,
            updated: now,
          })
          .returning(PLAYER_COLUMNS)
          .executeTakeFirstOrThrow();
        await recordHistory(
          trx,
          principal,
          {
            target: id,
            targetType: "player",
            action: "create",
            changes: [
              { field: "username", to: body.username },
              { field: "role", to: body.role },
              { field: "team", to: body.team },
            ],
          },
          now,
        );
        return inserted;
      });
      return { status: 201, body: toPlayer(row, now) };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw duplicateLogin([uniqueIndexField((error as { constraint?: unknown }).constraint)]);
      }
      if (isForeignKeyViolation(error)) {
        throw unprocessable("The team no longer exists.", [
          { field: "/team", message: `There is no team ${body.team}.`, code: "team" },
        ]);
      }
      throw error;
    }
  };
}
