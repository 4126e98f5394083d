import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, TEST_NOW, type TestApi } from "../../testing/api-harness.js";
import type { LogLine } from "../../services.js";
import { RESET_COOLDOWN_SECONDS, RESET_LIFETIME_SECONDS, RESET_SUBJECT } from "./password-reset.js";
import { tokenDigest } from "./secrets.js";
import { ADDRESS_FREE_FAILURES } from "./throttle.js";
import {
  clearAttempts,
  expectFieldError,
  later,
  playerInTeam,
  playerRow,
  sessionWorks,
} from "./test-support.js";

let api: TestApi;
const logged: { fields: Record<string, unknown>; message: string }[] = [];
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  const log: LogLine = (fields, message) => logged.push({ fields, message });
  // The handlers read `deps.log` per call: capture the outbox's log lines.
  Object.assign(api.deps, { log });
}, 180_000);
afterAll(() => api.close());
beforeEach(async () => {
  await clearAttempts(api);
  logged.length = 0;
});
afterEach(() => {
  api.setNow(TEST_NOW);
});

/** Each test starts at its own instant, past the previous test's cooldown. */
let clock = TEST_NOW;
function nextInstant(): Date {
  clock = later(clock, 2 * RESET_COOLDOWN_SECONDS);
  api.setNow(clock);
  return clock;
}

const outbox = () => api.handle.db.selectFrom("outbox").selectAll().orderBy("id").execute();

/** Asks for a reset and waits for the work done after the answer (the outbox job). */
async function requestReset(username: string) {
  const answer = await api.call("requestPasswordReset", { body: { username } });
  await api.deps.jobs.idle();
  return answer;
}

/** Asks for a reset and reads the token from the mail in the outbox. */
async function resetToken(username: string): Promise<string> {
  const before = (await outbox()).length;
  expect((await requestReset(username)).status).toBe(202);
  const mails = await outbox();
  expect(mails).toHaveLength(before + 1);
  const match = /\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? "");
  if (match?.[1] === undefined) throw new Error("no token in the mail");
  return match[1];
}

const complete = (token: string, password: string) =>
  api.call("completePasswordReset", { body: { token, password } });

describe("requestPasswordReset", () => {
  it("queues a mail with a single-use link for an active user, storing only a digest", async () => {
    const now = nextInstant();
    const row = await playerRow(api, "manager");
    const before = (await outbox()).length;
    const answer = await requestReset("Manager");
    expect(answer.status).toBe(202);
    expect(answer.body).toBeUndefined();
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({ to_address: row.email, subject: RESET_SUBJECT });
    const token = /\/reset_password\?token=([A-Za-z0-9_-]{43})\b/.exec(mail?.body ?? "")?.[1];
    expect(token).toBeDefined();
    const resets = await api.handle.db
      .selectFrom("password_resets")
      .selectAll()
      .where("player", "=", row.id)
      .execute();
    expect(resets.map((reset) => reset.token_hash)).toContain(tokenDigest(token ?? ""));
    expect(resets.map((reset) => reset.token_hash)).not.toContain(token);
    const stored = resets.find((reset) => reset.token_hash === tokenDigest(token ?? ""));
    expect(stored?.expires_at).toEqual(later(now, RESET_LIFETIME_SECONDS));
    // One log line, without the token.
    expect(logged).toEqual([
      {
        fields: {
          to: row.email,
          subject: RESET_SUBJECT,
          messageId: mail?.message,
          outboxId: Number(mail?.id),
        },
        message: "mail queued",
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain(token);
    // The messages log holds the same mail, delivered by the outbox transport (decision 0040).
    const logRow = await api.handle.db
      .selectFrom("email_messages")
      .selectAll()
      .where("id", "=", mail?.message ?? "")
      .executeTakeFirstOrThrow();
    expect(logRow).toMatchObject({
      to_address: row.email,
      subject: RESET_SUBJECT,
      text_body: mail?.body,
      status: "sent",
      transport: "outbox",
    });
  });

  it("answers before it looks the user up: the mail is written by a job after the 202", async () => {
    nextInstant();
    const before = (await outbox()).length;
    // With the players table out of reach, the lookup fails — after the answer was sent.
    await sql`ALTER TABLE players RENAME TO players_away`.execute(api.handle.db);
    let answer;
    try {
      answer = await api.call("requestPasswordReset", { body: { username: "manager" } });
      await api.deps.jobs.idle();
    } finally {
      await sql`ALTER TABLE players_away RENAME TO players`.execute(api.handle.db);
    }
    expect(answer.status).toBe(202);
    expect(logged.map((line) => line.message)).toEqual(["job failed"]);
    expect(await outbox()).toHaveLength(before);
    // The same request with the table back: the job writes the mail.
    logged.length = 0;
    nextInstant();
    const known = await api.call("requestPasswordReset", { body: { username: "manager" } });
    expect(known.status).toBe(202);
    await api.deps.jobs.idle();
    expect(await outbox()).toHaveLength(before + 1);
  });

  it("answers 202 for an unknown username, writing nothing", async () => {
    nextInstant();
    const before = await outbox();
    const answer = await requestReset("nobody.here");
    expect(answer.status).toBe(202);
    expect(await outbox()).toEqual(before);
    expect(logged).toEqual([]);
  });

  it("answers 202 for an inactive user, writing nothing", async () => {
    nextInstant();
    const row = await playerInTeam(api, "Paris Rive Gauche", "rep");
    await api.handle.db
      .updateTable("players")
      .set({ status: 0 })
      .where("id", "=", row.id)
      .execute();
    try {
      const before = await outbox();
      expect((await requestReset(row.username)).status).toBe(202);
      expect(await outbox()).toEqual(before);
    } finally {
      await api.handle.db
        .updateTable("players")
        .set({ status: 1 })
        .where("id", "=", row.id)
        .execute();
    }
  });

  it("sends no second mail within a minute of the last, but does after", async () => {
    const now = nextInstant();
    await resetToken("callcenter");
    const before = await outbox();
    api.setNow(later(now, RESET_COOLDOWN_SECONDS - 1));
    expect((await requestReset("callcenter")).status).toBe(202);
    expect(await outbox()).toEqual(before);
    api.setNow(later(now, RESET_COOLDOWN_SECONDS + 1));
    await resetToken("callcenter");
  });

  it("answers 422 for an empty username", async () => {
    expectFieldError(
      await api.call("requestPasswordReset", { body: { username: "" } }),
      "/username",
    );
  });
});

describe("completePasswordReset", () => {
  it("sets the password, uses the token up and revokes every session", async () => {
    nextInstant();
    const session = await api.signIn("rep");
    const token = await resetToken("rep");
    const answer = await complete(token, "a brand new secret");
    expect(answer.status).toBe(204);
    expect(await sessionWorks(api, session)).toBe(false);
    const old = await api.call("signIn", {
      body: { username: "rep", password: "canvass-rep-demo" },
    });
    expect(old.status).toBe(401);
    await api.signIn("rep", "a brand new secret");

    const again = await complete(token, "yet another secret");
    expectFieldError(again, "/token");
  });

  it("uses up every open reset of the user", async () => {
    const now = nextInstant();
    const first = await resetToken("client");
    api.setNow(later(now, RESET_COOLDOWN_SECONDS + 1));
    const second = await resetToken("client");
    expect((await complete(second, "client new secret")).status).toBe(204);
    expectFieldError(await complete(first, "client other secret"), "/token");
  });

  it("refuses an expired token (after an hour), writing nothing", async () => {
    const now = nextInstant();
    const token = await resetToken("callcenter");
    const before = await playerRow(api, "callcenter");
    api.setNow(later(now, RESET_LIFETIME_SECONDS + 1));
    expectFieldError(await complete(token, "too late secret"), "/token");
    expect((await playerRow(api, "callcenter")).password_hash).toBe(before.password_hash);
  });

  it("refuses an unknown token", async () => {
    nextInstant();
    const answer = await complete("bm90LWEtcmVhbC1yZXNldC10b2tlbg", "whatever secret");
    expectFieldError(answer, "/token");
  });

  it("refuses a weak password (422 naming /password), leaving the token usable", async () => {
    nextInstant();
    const token = await resetToken("manager");
    expectFieldError(await complete(token, "short"), "/password");
    expect((await complete(token, "manager new secret")).status).toBe(204);
  });

  it("counts failures toward the address throttle (429 with Retry-After)", async () => {
    nextInstant();
    for (let attempt = 0; attempt < ADDRESS_FREE_FAILURES; attempt += 1) {
      expect((await complete(`unknown-token-number-${attempt}`, "whatever secret")).status).toBe(
        422,
      );
    }
    const refused = await complete("unknown-token-number-31", "whatever secret");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
