import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_TOTP_SECRET } from "../../db/seed/plan.js";
import { startTestApi, TEST_NOW, type TestApi } from "../../testing/api-harness.js";
import { AUTH_REASONS } from "./auth-errors.js";
import { CHALLENGE_LIFETIME_SECONDS, CHALLENGE_MAX_TRIES } from "./challenges.js";
import { clearAttempts, codeAt, later, playerRow, sessionWorks } from "./test-support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());
beforeEach(() => clearAttempts(api));
afterEach(() => {
  api.setNow(TEST_NOW);
});

/** Each test signs in at its own instant (steps are usable once per user). */
let clock = TEST_NOW;
function nextStep(): Date {
  clock = later(clock, 90);
  api.setNow(clock);
  return clock;
}

async function challengeFor(username: string, password = "canvass-admin-demo"): Promise<string> {
  const answer = await api.call<{ status: string; challenge: string }>("signIn", {
    body: { username, password },
  });
  expect(answer.body.status).toBe("secondStepRequired");
  return answer.body.challenge;
}

const verify = (challenge: string, code: string) =>
  api.call<{ status: string; token: string; player: string; username: string }>("verifyTwoFactor", {
    body: { challenge, code },
  });

describe("verifyTwoFactor with a TOTP code", () => {
  it("signs in with the code of the current step", async () => {
    const now = nextStep();
    const row = await playerRow(api, "admin2fa");
    const challenge = await challengeFor("admin2fa");
    const answer = await verify(challenge, codeAt(DEMO_TOTP_SECRET, now));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "signedIn", player: row.id, username: "admin2fa" });
    const claims = await api.deps.tokens.verify(answer.body.token);
    expect(claims?.player).toBe(row.id);
  });

  it("accepts the previous and the next step, not two steps away", async () => {
    const now = nextStep();
    const challenge = await challengeFor("admin2fa");
    expect((await verify(challenge, codeAt(DEMO_TOTP_SECRET, later(now, -60)))).status).toBe(401);
    expect((await verify(challenge, codeAt(DEMO_TOTP_SECRET, later(now, 60)))).status).toBe(401);
    expect((await verify(challenge, codeAt(DEMO_TOTP_SECRET, later(now, -30)))).status).toBe(200);
    const next = await challengeFor("admin2fa");
    expect((await verify(next, codeAt(DEMO_TOTP_SECRET, later(now, 30)))).status).toBe(200);
  });

  it("refuses a code used before, and an older one, but takes the next step's", async () => {
    const now = nextStep();
    const code = codeAt(DEMO_TOTP_SECRET, now);
    expect((await verify(await challengeFor("admin2fa"), code)).status).toBe(200);
    const reuse = await verify(await challengeFor("admin2fa"), code);
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get("x-auth-error")).toBe(AUTH_REASONS.codeUsed);
    const older = await verify(
      await challengeFor("admin2fa"),
      codeAt(DEMO_TOTP_SECRET, later(now, -30)),
    );
    expect(older.status).toBe(401);
    api.setNow(later(now, 30));
    const fresh = await verify(
      await challengeFor("admin2fa"),
      codeAt(DEMO_TOTP_SECRET, later(now, 30)),
    );
    expect(fresh.status).toBe(200);
  });

  it("answers a wrong code with Invalid code", async () => {
    nextStep();
    const answer = await verify(await challengeFor("admin2fa"), "000000");
    expect(answer.status).toBe(401);
    expect(answer.headers.get("x-auth-error")).toBe(AUTH_REASONS.invalidCode);
  });

  it("allows five tries per challenge; the sixth is refused even with the right code", async () => {
    const now = nextStep();
    const challenge = await challengeFor("admin2fa");
    for (let attempt = 1; attempt < CHALLENGE_MAX_TRIES; attempt += 1) {
      expect((await verify(challenge, "111111")).status).toBe(401);
    }
    const fifth = await verify(challenge, codeAt(DEMO_TOTP_SECRET, now));
    expect(fifth.status).toBe(200);

    const spent = await challengeFor("admin2fa");
    for (let attempt = 0; attempt < CHALLENGE_MAX_TRIES; attempt += 1) {
      expect((await verify(spent, "222222")).headers.get("x-auth-error")).toBe(
        AUTH_REASONS.invalidCode,
      );
    }
    api.setNow(later(now, 30));
    const sixth = await verify(spent, codeAt(DEMO_TOTP_SECRET, later(now, 30)));
    expect(sixth.status).toBe(401);
    expect(sixth.headers.get("x-auth-error")).toBe(AUTH_REASONS.tooManyTries);
  });

  it("uses the challenge up", async () => {
    const now = nextStep();
    const challenge = await challengeFor("admin2fa");
    expect((await verify(challenge, codeAt(DEMO_TOTP_SECRET, now))).status).toBe(200);
    api.setNow(later(now, 30));
    const again = await verify(challenge, codeAt(DEMO_TOTP_SECRET, later(now, 30)));
    expect(again.status).toBe(401);
    expect(again.headers.get("x-auth-error")).toBe(AUTH_REASONS.challengeExpired);
  });

  it("signs in once when the same code is sent twice at the same time", async () => {
    const now = nextStep();
    const challenge = await challengeFor("admin2fa");
    const code = codeAt(DEMO_TOTP_SECRET, now);
    const answers = await Promise.all([verify(challenge, code), verify(challenge, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("refuses an expired challenge after five minutes", async () => {
    const now = nextStep();
    const challenge = await challengeFor("admin2fa");
    const expired = later(now, CHALLENGE_LIFETIME_SECONDS + 1);
    api.setNow(expired);
    const answer = await verify(challenge, codeAt(DEMO_TOTP_SECRET, expired));
    expect(answer.status).toBe(401);
    expect(answer.headers.get("x-auth-error")).toBe(AUTH_REASONS.challengeExpired);
  });

  it("refuses an unknown challenge like an expired one", async () => {
    nextStep();
    const answer = await verify("bm90LWEtcmVhbC1jaGFsbGVuZ2U", "123456");
    expect(answer.status).toBe(401);
    expect(answer.headers.get("x-auth-error")).toBe(AUTH_REASONS.challengeExpired);
  });

  it("refuses an account deactivated between the two steps", async () => {
    const now = nextStep();
    const row = await playerRow(api, "admin2fa");
    const challenge = await challengeFor("admin2fa");
    await api.handle.db
      .updateTable("players")
      .set({ status: 0 })
      .where("id", "=", row.id)
      .execute();
    try {
      const answer = await verify(challenge, codeAt(DEMO_TOTP_SECRET, now));
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-auth-error")).toBe(AUTH_REASONS.inactive);
    } finally {
      await api.handle.db
        .updateTable("players")
        .set({ status: 1 })
        .where("id", "=", row.id)
        .execute();
    }
  });

  it("answers 422 for a malformed code", async () => {
    const answer = await api.call("verifyTwoFactor", {
      body: { challenge: "abc", code: "12ab56" },
    });
    expect(answer.status).toBe(422);
  });
});

describe("verifyTwoFactor with a recovery code", () => {
  it("takes each recovery code once, in place of a TOTP code", async () => {
    nextStep();
    const session = await api.signIn("rep");
    const setting = await api.call<{ secret: string; recoveryCodes: string[] }>(
      "setPlayerTwoFactor",
      { as: session, path: { id: session.player }, body: { enabled: true } },
    );
    expect(setting.status).toBe(200);
    const [first, second] = setting.body.recoveryCodes;
    if (first === undefined || second === undefined) throw new Error("no recovery codes");

    const signedIn = await verify(await challengeFor("rep", "canvass-rep-demo"), first);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.player).toBe(session.player);

    const reused = await verify(await challengeFor("rep", "canvass-rep-demo"), first);
    expect(reused.status).toBe(401);
    expect(reused.headers.get("x-auth-error")).toBe(AUTH_REASONS.invalidCode);
    const other = await verify(await challengeFor("rep", "canvass-rep-demo"), second);
    expect(other.status).toBe(200);
    const used = await api.handle.db
      .selectFrom("recovery_codes")
      .select("used_at")
      .where("player", "=", session.player)
      .where("used_at", "is not", null)
      .execute();
    expect(used).toHaveLength(2);
    expect(await sessionWorks(api, session)).toBe(true);
  });

  it("refuses a seven-digit code and an unknown eight-digit code", async () => {
    nextStep();
    const challenge = await challengeFor("admin2fa");
    expect((await verify(challenge, "1234567")).headers.get("x-auth-error")).toBe(
      AUTH_REASONS.invalidCode,
    );
    expect((await verify(challenge, "12345678")).headers.get("x-auth-error")).toBe(
      AUTH_REASONS.invalidCode,
    );
  });
});
