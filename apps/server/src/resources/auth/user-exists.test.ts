import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../testing/api-harness.js";
import { playerRow } from "./test-support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());

describe("checkUserExists", () => {
  it("answers both flags, case-insensitively, across the whole organisation", async () => {
    const manager = await api.signIn("manager");
    const elsewhere = await playerRow(api, "manager.eu");
    const cases: [Record<string, string>, { username: boolean; email: boolean }][] = [
      [{ username: "MANAGER.eu" }, { username: true, email: false }],
      [{ email: elsewhere.email.toUpperCase() }, { username: false, email: true }],
      [
        { username: "new.person", email: "new.person@example.org" },
        { username: false, email: false },
      ],
      [
        { username: "rep", email: "new.person@example.org" },
        { username: true, email: false },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await api.call("checkUserExists", { as: manager, body });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(expected);
    }
  });

  it.each(["root", "admin", "manager", "callcenter", "rep"])(
    "is open to %s (may create or edit users)",
    async (role) => {
      const session = await api.signIn(role);
      const answer = await api.call("checkUserExists", {
        as: session,
        body: { username: "admin" },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ username: true, email: false });
    },
  );

  it("refuses a client user (403): no players:create or players:update", async () => {
    const client = await api.signIn("client");
    const answer = await api.call("checkUserExists", { as: client, body: { username: "admin" } });
    expect(answer.status).toBe(403);
  });

  it("refuses a manager whose team is restricted from creating and editing users", async () => {
    const row = await playerRow(api, "manager.eu");
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["nocreateplayers", "noupdateplayers"] })
      .where("id", "=", row.team)
      .execute();
    try {
      const session = await api.signIn("manager.eu", "canvass-manager-demo");
      const answer = await api.call("checkUserExists", {
        as: session,
        body: { username: "admin" },
      });
      expect(answer.status).toBe(403);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", row.team)
        .execute();
    }
  });

  it("answers 422 for an empty body or a malformed e-mail, and 401 without a token", async () => {
    const admin = await api.signIn("admin");
    expect((await api.call("checkUserExists", { as: admin, body: {} })).status).toBe(422);
    expect(
      (await api.call("checkUserExists", { as: admin, body: { email: "not-an-email" } })).status,
    ).toBe(422);
    expect((await api.call("checkUserExists", { body: { username: "admin" } })).status).toBe(401);
  });
});
