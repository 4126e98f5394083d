/**
 * Feedback rows as the contract's `Feedback`, and who sees which: root and admin all feedback, a
 * manager the feedback of the users of their teams (decision 0006) and their own, every other
 * role only their own (feedback is a note to the product team, not something colleagues read).
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { DataScope, Principal } from "../../../auth/index.js";
import type { Database } from "../../../db/index.js";

export type FeedbackBody = Schema<"Feedback">;

type FeedbackEb = ExpressionBuilder<Database & { f: Database["feedback"] }, "f">;

/** The rows of `feedback as f` the caller may see. */
export function feedbackVisible(
  principal: Principal,
  scope: DataScope,
): (eb: FeedbackEb) => Expression<SqlBool> {
  const self = principal.player.id;
  return (eb) => {
    switch (principal.player.role) {
      case "root":
      case "admin":
        return eb.lit(true);
      case "manager": {
        const teams = scope.teams ?? [];
        return eb.or([
          eb("f.author", "=", self),
          ...(teams.length === 0
            ? []
            : [
                eb.exists(
                  eb
                    .selectFrom("players as p")
                    .select("p.id")
                    .whereRef("p.id", "=", "f.author")
                    .where("p.team", "in", [...teams]),
                ),
              ]),
        ]);
      }
      default:
        return eb("f.author", "=", self);
    }
  };
}

export interface FeedbackRow {
  readonly id: string;
  readonly text: string;
  readonly author: string;
  readonly author_name: string;
  readonly url: string | null;
  readonly created: Date;
}

export const FEEDBACK_COLUMNS = [
  "f.id",
  "f.text",
  "f.author",
  "f.author_name",
  "f.url",
  "f.created",
] as const;

export function toFeedback(row: FeedbackRow): FeedbackBody {
  return {
    id: row.id,
    text: row.text,
    AuthorID: row.author,
    AuthorName: row.author_name,
    Created: row.created.toISOString(),
    ...(row.url === null ? {} : { url: row.url }),
  };
}

/** The feedback table with its alias, for the handlers' queries. */
export function fromFeedback(db: Kysely<Database>) {
  return db.selectFrom("feedback as f");
}
