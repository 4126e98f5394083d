import { HttpError, NetworkError, TimeoutError, type Problem } from "@canvass/sdk/client";
import { TEAM_CYCLE_MESSAGE } from "@canvass/sdk/teams";
import { describe, expect, it } from "vitest";
import { moveFailureMessage } from "./move-failure";

const problem = (extra: Partial<Problem>): Problem => ({
  type: "https://canvass.dev/problems/validation",
  title: "Your request has invalid fields",
  status: 422,
  ...extra,
});

/** The message key itself, so the test sees which message was chosen. */
const t = (id: string) => `«${id}»`;

describe("moveFailureMessage", () => {
  it("words the /parent problem by its code first, never with the server's text", () => {
    const error = new HttpError(
      422,
      problem({
        errors: [
          { field: "/title", message: "is taken", code: "unique" },
          { field: "/parent", message: TEAM_CYCLE_MESSAGE, code: "parent" },
        ],
      }),
      "updateTeam",
    );
    expect(moveFailureMessage(error, t)).toBe("«problem.field.parent»");
  });

  it("falls back to another field's code, then the status", () => {
    expect(
      moveFailureMessage(
        new HttpError(
          409,
          problem({ errors: [{ field: "/title", message: "is taken", code: "unique" }] }),
        ),
        t,
      ),
    ).toBe("«problem.field.taken»");
    expect(moveFailureMessage(new HttpError(403, problem({ detail: "Not your team." })), t)).toBe(
      "«problem.forbidden»",
    );
    expect(
      moveFailureMessage(
        new HttpError(422, problem({ errors: [{ field: "/x", message: "odd", code: "new" }] })),
        t,
      ),
    ).toBe("«problem.other»");
  });

  it("says nothing when the server could not be reached or failed", () => {
    expect(moveFailureMessage(new HttpError(500, undefined), t)).toBeUndefined();
    expect(moveFailureMessage(new NetworkError("offline", "updateTeam"), t)).toBeUndefined();
    expect(moveFailureMessage(new TimeoutError("slow", "updateTeam"), t)).toBeUndefined();
  });
});
