import { HttpError, NetworkError, type Problem } from "@canvass/sdk/client";
import { TEAM_CYCLE_MESSAGE } from "@canvass/sdk/teams";
import { describe, expect, it } from "vitest";
import { moveFailureMessage } from "./move-failure";

const problem = (extra: Partial<Problem>): Problem => ({
  type: "https://canvass.dev/problems/validation",
  title: "Your request has invalid fields",
  status: 422,
  ...extra,
});

describe("moveFailureMessage", () => {
  it("gives the server's message for /parent first", () => {
    const error = new HttpError(
      422,
      problem({
        errors: [
          { field: "/title", message: "is taken" },
          { field: "/parent", message: TEAM_CYCLE_MESSAGE },
        ],
      }),
      "updateTeam",
    );
    expect(moveFailureMessage(error)).toBe(TEAM_CYCLE_MESSAGE);
  });

  it("falls back to another field's message, then the detail", () => {
    expect(
      moveFailureMessage(
        new HttpError(409, problem({ errors: [{ field: "/title", message: "is taken" }] })),
      ),
    ).toBe("is taken");
    expect(moveFailureMessage(new HttpError(403, problem({ detail: "Not your team." })))).toBe(
      "Not your team.",
    );
  });

  it("says nothing when the server said nothing usable", () => {
    expect(moveFailureMessage(new HttpError(500, undefined))).toBeUndefined();
    expect(moveFailureMessage(new HttpError(422, problem({ detail: "  " })))).toBeUndefined();
    expect(moveFailureMessage(new NetworkError("offline", "updateTeam"))).toBeUndefined();
  });
});
