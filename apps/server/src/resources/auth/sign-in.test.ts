import { hash } from "@node-rs/argon2";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { needsRehash } from "../../db/index.js";
import { TOKEN_LIFETIME_SECONDS } from "../../auth/index.js";
import { startTestApi, TEST_NOW, type TestApi } from "../../testing/api-harness.js";
import { AUTH_REASONS } from "./auth-errors.js";
import { CHALLENGE_LIFETIME_SECONDS } from "./challenges.js";
import { clearAttempts, later, playerRow, sessionWorks, type Problem } from "./test-support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());
beforeEach(() => clearAttempts(api));
afterEach(() => {
  api.setNow(TEST_NOW);
});

interface SignedIn {
  status: "signedIn";
  token: string;
  claims: { exp: number; team: string; player: string; role: string };
  expiresAt: string;
  player: string;
  team: string;
  role: string;
  username: string;
  firstname: string;
  lastname: string;
}

const sessionCount = async (player: string) =>
  (
    await api.handle.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("player", "=", player)
      .executeTakeFirstOrThrow()
  ).n;

describe("signIn", () => {
  it.each(["root", "admin", "manager", "client", "callcenter", "rep"])(
    "signs %s in with the demo password and answers the profile basics",
    async (username) => {
      const row = await playerRow(api, username);
      const answer = await api.call<SignedIn>("signIn", {
        body: { username, password: `canvass-${row.role}-demo` },
      });
      expect(answer.status).toBe(200);
      const exp = Math.floor(TEST_NOW.getTime() / 1000) + TOKEN_LIFETIME_SECONDS;
      expect(answer.body).toMatchObject({
        status: "signedIn",
        claims: { exp, team: row.team, player: row.id, role: row.role },
        expiresAt: new Date(exp * 1000).toISOString(),
        player: row.id,
        team: row.team,
        role: row.role,
        username,
      });
      expect(answer.body.token.split(".")).toHaveLength(3);
      const claims = await api.deps.tokens.verify(answer.body.token);
      expect(claims?.player).toBe(row.id);
    },
  );

  it("issues a token that works for later calls", async () => {
    const session = await api.signIn("manager");
    expect(await sessionWorks(api, session)).toBe(true);
  });

  it("compares the username case-insensitively", async () => {
    const answer = await api.call<SignedIn>("signIn", {
      body: { username: "MaNaGeR", password: "canvass-manager-demo" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.username).toBe("manager");
  });

  it("answers a wrong password and an unknown username identically", async () => {
    const wrong = await api.call<Problem>("signIn", {
      body: { username: "admin", password: "not-the-password" },
    });
    const unknown = await api.call<Problem>("signIn", {
      body: { username: "no.such.user", password: "not-the-password" },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-auth-error")).toBe(AUTH_REASONS.invalidCredentials);
      expect(answer.body.detail).toBe(AUTH_REASONS.invalidCredentials);
    }
    expect(unknown.body).toEqual(wrong.body);
    const headerNames = (answer: typeof wrong) =>
      [...answer.headers.keys()].filter((name) => name !== "date").sort();
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
    for (const name of headerNames(wrong)) {
      expect(unknown.headers.get(name), name).toBe(wrong.headers.get(name));
    }
  });

  it("takes about as long for an unknown username as for a wrong password", async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await api.call("signIn", { body: { username, password: "not-the-password" } });
      return performance.now() - start;
    };
    const fastest = async (username: string) => {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) times.push(await time(username));
      return Math.min(...times);
    };
    await time("admin");
    const wrong = await fastest("admin");
    const unknown = await fastest("ghost.user");
    // Both run one argon2id verification (tens of milliseconds); without the dummy hash the
    // unknown user would answer in about a millisecond. The wide margin keeps a loaded machine
    // from failing it; the fastest of five runs filters out pauses.
    expect(unknown).toBeGreaterThan(wrong / 8);
  });

  it("answers an inactive account with its own reason, only when the password is right", async () => {
    const row = await playerRow(api, "callcenter");
    const sessionsBefore = await sessionCount(row.id);
    await api.handle.db
      .updateTable("players")
      .set({ status: 0 })
      .where("id", "=", row.id)
      .execute();
    try {
      const right = await api.call<Problem>("signIn", {
        body: { username: "callcenter", password: "canvass-callcenter-demo" },
      });
      expect(right.status).toBe(401);
      expect(right.headers.get("x-auth-error")).toBe(AUTH_REASONS.inactive);
      const wrong = await api.call("signIn", {
        body: { username: "callcenter", password: "wrong-password" },
      });
      expect(wrong.headers.get("x-auth-error")).toBe(AUTH_REASONS.invalidCredentials);
      expect(await sessionCount(row.id)).toBe(sessionsBefore);
    } finally {
      await api.handle.db
        .updateTable("players")
        .set({ status: 1 })
        .where("id", "=", row.id)
        .execute();
    }
  });

  it("moves a hash made with older argon2id parameters to today's, on a right password only", async () => {
    const row = await playerRow(api, "manager");
    const older = await hash("canvass-manager-demo", {
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    const storedHash = async () => (await playerRow(api, "manager")).password_hash;
    await api.handle.db
      .updateTable("players")
      .set({ password_hash: older })
      .where("id", "=", row.id)
      .execute();
    try {
      const wrong = await api.call("signIn", {
        body: { username: "manager", password: "wrong-password" },
      });
      expect(wrong.status).toBe(401);
      expect(await storedHash()).toBe(older);

      const right = await api.call("signIn", {
        body: { username: "manager", password: "canvass-manager-demo" },
      });
      expect(right.status).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
      expect(needsRehash(upgraded)).toBe(false);
      const again = await api.call("signIn", {
        body: { username: "manager", password: "canvass-manager-demo" },
      });
      expect(again.status).toBe(200);
      expect(await storedHash()).toBe(upgraded);
    } finally {
      await api.handle.db
        .updateTable("players")
        .set({ password_hash: row.password_hash })
        .where("id", "=", row.id)
        .execute();
    }
  });

  it("asks users with two-factor sign-in for a second step, without a session yet", async () => {
    const row = await playerRow(api, "admin2fa");
    const answer = await api.call<{
      status: string;
      secondStep: string;
      challenge: string;
      expiresAt: string;
    }>("signIn", { body: { username: "admin2fa", password: "canvass-admin-demo" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "secondStepRequired",
      secondStep: "code",
      expiresAt: later(TEST_NOW, CHALLENGE_LIFETIME_SECONDS).toISOString(),
    });
    expect(answer.body.challenge.length).toBeGreaterThanOrEqual(32);
    expect(answer.body).not.toHaveProperty("token");
    expect(await sessionCount(row.id)).toBe(0);
    const stored = await api.handle.db
      .selectFrom("two_factor_challenges")
      .select("id")
      .where("player", "=", row.id)
      .execute();
    expect(stored.map((challenge) => challenge.id)).not.toContain(answer.body.challenge);
  });

  it("refuses a wrong password of a two-factor user before any second step", async () => {
    const answer = await api.call("signIn", {
      body: { username: "admin2fa", password: "wrong-password" },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("x-auth-error")).toBe(AUTH_REASONS.invalidCredentials);
  });

  it.each([
    ["no password", { username: "admin" }, "/password"],
    ["an empty username", { username: "", password: "x" }, "/username"],
    ["an unknown field", { username: "admin", password: "x", remember: true }, "/remember"],
  ])("answers 422 for %s", async (_, body, field) => {
    const answer = await api.call<Problem>("signIn", { body });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body.errors)).toContain(
      field === "/password" ? "password" : field.slice(1),
    );
  });
});

describe("signOut", () => {
  it("revokes the calling session only; its token then answers 401", async () => {
    const first = await api.signIn("rep");
    const second = await api.signIn("rep");
    const answer = await api.call("signOut", { as: first });
    expect(answer.status).toBe(204);
    expect(await sessionWorks(api, first)).toBe(false);
    expect(await sessionWorks(api, second)).toBe(true);
    const again = await api.call("signOut", { as: first });
    expect(again.status).toBe(401);
  });

  it("needs a token", async () => {
    const answer = await api.call("signOut");
    expect(answer.status).toBe(401);
  });
});
