import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_TOTP_SECRET } from "../../db/seed/plan.js";
import { startTestApi, TEST_NOW, type TestApi } from "../../testing/api-harness.js";
import {
  accountWaitSeconds,
  ADDRESS_MAX_FAILURES,
  ADDRESS_WINDOW_SECONDS,
  addressWaitSeconds,
  BACKOFF_CAP_SECONDS,
} from "./throttle.js";
import { clearAttempts, codeAt, later, type Problem } from "./test-support.js";

describe("the back-off rules", () => {
  const now = TEST_NOW;
  it("lets ten failures through, then waits 30 s after the latest, doubling, capped at 15 min", () => {
    expect(accountWaitSeconds(9, now, now)).toBe(0);
    expect(accountWaitSeconds(10, now, now)).toBe(30);
    expect(accountWaitSeconds(11, now, now)).toBe(60);
    expect(accountWaitSeconds(12, now, now)).toBe(120);
    expect(accountWaitSeconds(15, now, now)).toBe(BACKOFF_CAP_SECONDS);
    expect(accountWaitSeconds(500, now, now)).toBe(BACKOFF_CAP_SECONDS);
    expect(accountWaitSeconds(10, later(now, -20), now)).toBe(10);
    expect(accountWaitSeconds(10, later(now, -31), now)).toBe(0);
  });

  it("lets an address fail 30 times a minute", () => {
    expect(addressWaitSeconds(ADDRESS_MAX_FAILURES - 1, now, now)).toBe(0);
    expect(addressWaitSeconds(ADDRESS_MAX_FAILURES, later(now, -45), now)).toBe(15);
  });
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 60_000);
afterAll(() => api.close());
beforeEach(() => clearAttempts(api));
afterEach(() => {
  api.setNow(TEST_NOW);
});

const signIn = (username: string, password: string) =>
  api.call<Problem & { status: number | string }>("signIn", { body: { username, password } });

async function fail(username: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await signIn(username, `wrong-${attempt}`)).status).toBe(401);
  }
}

describe("per-account throttling", () => {
  it("answers 429 with Retry-After after ten failures, even for the right password", async () => {
    await fail("manager", 10);
    const refused = await signIn("manager", "canvass-manager-demo");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.body.detail).toContain("30 seconds");
  });

  it("backs off exponentially and never locks out for good", async () => {
    await fail("manager", 10);
    api.setNow(later(TEST_NOW, 30));
    expect((await signIn("manager", "wrong-again")).status).toBe(401);
    const second = await signIn("manager", "canvass-manager-demo");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("60");
    api.setNow(later(TEST_NOW, 90));
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(200);
  });

  it("caps the wait at fifteen minutes", async () => {
    const key = "user:manager";
    await api.handle.db
      .insertInto("auth_attempts")
      .values(Array.from({ length: 40 }, () => ({ key, success: false, at: TEST_NOW })))
      .execute();
    const refused = await signIn("manager", "canvass-manager-demo");
    expect(refused.headers.get("retry-after")).toBe(String(BACKOFF_CAP_SECONDS));
    api.setNow(later(TEST_NOW, BACKOFF_CAP_SECONDS));
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(200);
  });

  it("is per account: another user still signs in", async () => {
    await fail("manager", 10);
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(429);
    expect((await signIn("rep", "canvass-rep-demo")).status).toBe(200);
  });

  it("throttles an unknown username exactly like a real one", async () => {
    await fail("manager", 10);
    await fail("ghost.user", 10);
    const real = await signIn("manager", "whatever");
    const ghost = await signIn("GHOST.user", "whatever");
    expect(ghost.status).toBe(429);
    expect(ghost.headers.get("retry-after")).toBe(real.headers.get("retry-after"));
    expect(ghost.body).toEqual(real.body);
  });

  it("clears the streak on a complete sign-in", async () => {
    await fail("manager", 9);
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(200);
    await fail("manager", 10);
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(429);
  });

  it("counts wrong second-step codes toward the account", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const first = await api.call<{ challenge: string }>("signIn", {
        body: { username: "admin2fa", password: "canvass-admin-demo" },
      });
      for (let code = 0; code < 5; code += 1) {
        const answer = await api.call("verifyTwoFactor", {
          body: { challenge: first.body.challenge, code: `00000${code}` },
        });
        expect(answer.status).toBe(401);
      }
    }
    const challenge = await api.call<{ challenge?: string; status: number | string }>("signIn", {
      body: { username: "admin2fa", password: "canvass-admin-demo" },
    });
    expect(challenge.status).toBe(429);
    api.setNow(later(TEST_NOW, 30));
    const fresh = await api.call<{ challenge: string }>("signIn", {
      body: { username: "admin2fa", password: "canvass-admin-demo" },
    });
    const ok = await api.call("verifyTwoFactor", {
      body: { challenge: fresh.body.challenge, code: codeAt(DEMO_TOTP_SECRET, api.deps.now()) },
    });
    expect(ok.status).toBe(200);
  });
});

describe("per-address throttling", () => {
  it("answers 429 after 30 failures a minute across usernames, until the minute has passed", async () => {
    for (let attempt = 0; attempt < ADDRESS_MAX_FAILURES; attempt += 1) {
      expect((await signIn(`spray.${attempt}`, "password1")).status).toBe(401);
    }
    const refused = await signIn("rep", "canvass-rep-demo");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(ADDRESS_WINDOW_SECONDS));
    api.setNow(later(TEST_NOW, 20));
    expect((await signIn("rep", "canvass-rep-demo")).headers.get("retry-after")).toBe("40");
    api.setNow(later(TEST_NOW, ADDRESS_WINDOW_SECONDS));
    expect((await signIn("rep", "canvass-rep-demo")).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    for (let attempt = 0; attempt < ADDRESS_MAX_FAILURES + 5; attempt += 1) {
      await api.signIn("rep");
    }
    expect((await signIn("rep", "canvass-rep-demo")).status).toBe(200);
  });

  it("also refuses second steps and password-reset requests from a throttled address", async () => {
    for (let attempt = 0; attempt < ADDRESS_MAX_FAILURES; attempt += 1) {
      await signIn(`spray.${attempt}`, "password1");
    }
    const twoFactor = await api.call("verifyTwoFactor", {
      body: { challenge: "bm90LWEtcmVhbC1jaGFsbGVuZ2U", code: "123456" },
    });
    expect(twoFactor.status).toBe(429);
    const reset = await api.call("requestPasswordReset", { body: { username: "rep" } });
    expect(reset.status).toBe(429);
    expect(reset.headers.get("retry-after")).toBe(String(ADDRESS_WINDOW_SECONDS));
  });
});
