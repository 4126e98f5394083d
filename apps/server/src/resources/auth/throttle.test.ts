import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_ERROR_HEADER } from "@canvass/sdk/client";
import { AUTH_REASONS } from "@canvass/sdk/tokens";
import { DEMO_TOTP_SECRET } from "../../db/seed/plan.js";
import { startTestApi, TEST_NOW, type TestApi } from "../../testing/api-harness.js";
import { buildApiServer } from "../../api-server.js";
import { testContract } from "../../http/test-server.js";
import {
  ADDRESS_BACKOFF_CAP_SECONDS,
  ADDRESS_FREE_FAILURES,
  addressWaitSeconds,
  PAIR_BACKOFF_CAP_SECONDS,
  PAIR_FREE_FAILURES,
  pairWaitSeconds,
} from "./throttle.js";
import { clearAttempts, codeAt, later, type Problem } from "./test-support.js";

describe("the back-off rules", () => {
  const now = TEST_NOW;
  it("lets a (username, address) fail five times, then waits 30 s after the latest, doubling, capped at 15 min", () => {
    expect(pairWaitSeconds(PAIR_FREE_FAILURES - 1, now, now)).toBe(0);
    expect(pairWaitSeconds(5, now, now)).toBe(30);
    expect(pairWaitSeconds(6, now, now)).toBe(60);
    expect(pairWaitSeconds(7, now, now)).toBe(120);
    expect(pairWaitSeconds(10, now, now)).toBe(PAIR_BACKOFF_CAP_SECONDS);
    expect(pairWaitSeconds(500, now, now)).toBe(PAIR_BACKOFF_CAP_SECONDS);
    expect(pairWaitSeconds(5, later(now, -20), now)).toBe(10);
    expect(pairWaitSeconds(5, later(now, -31), now)).toBe(0);
  });

  it("lets an address fail twenty times, then waits 5 s after the latest, doubling, capped at 5 min", () => {
    expect(addressWaitSeconds(ADDRESS_FREE_FAILURES - 1, now, now)).toBe(0);
    expect(addressWaitSeconds(ADDRESS_FREE_FAILURES, now, now)).toBe(5);
    expect(addressWaitSeconds(ADDRESS_FREE_FAILURES + 1, now, now)).toBe(10);
    expect(addressWaitSeconds(ADDRESS_FREE_FAILURES + 50, now, now)).toBe(
      ADDRESS_BACKOFF_CAP_SECONDS,
    );
    expect(addressWaitSeconds(ADDRESS_FREE_FAILURES, later(now, -3), now)).toBe(2);
  });
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
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

describe("per (username, address) throttling", () => {
  it("answers 429 with Retry-After after five failures from the address that failed", async () => {
    await fail("manager", PAIR_FREE_FAILURES);
    const refused = await signIn("manager", "canvass-manager-demo");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.body.detail).toContain("30 seconds");
  });

  it("backs off exponentially and never locks out for good", async () => {
    await fail("manager", PAIR_FREE_FAILURES);
    api.setNow(later(TEST_NOW, 30));
    expect((await signIn("manager", "wrong-again")).status).toBe(401);
    const second = await signIn("manager", "canvass-manager-demo");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("60");
    api.setNow(later(TEST_NOW, 90));
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(200);
  });

  it("caps the wait at fifteen minutes", async () => {
    const key = "pair:manager@127.0.0.1";
    await api.handle.db
      .insertInto("auth_attempts")
      .values(Array.from({ length: 19 }, () => ({ key, success: false, at: TEST_NOW })))
      .execute();
    const refused = await signIn("manager", "canvass-manager-demo");
    expect(refused.headers.get("retry-after")).toBe(String(PAIR_BACKOFF_CAP_SECONDS));
    api.setNow(later(TEST_NOW, PAIR_BACKOFF_CAP_SECONDS));
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(200);
  });

  it("is per username: another user still signs in from that address", async () => {
    await fail("manager", PAIR_FREE_FAILURES);
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(429);
    expect((await signIn("rep", "canvass-rep-demo")).status).toBe(200);
  });

  it("lets the right password through from an address that has not failed (no malicious lockout)", async () => {
    // An attacker at 203.0.113.7 fails 40 times for root; root signs in from elsewhere.
    await api.handle.db
      .insertInto("auth_attempts")
      .values(
        Array.from({ length: 40 }, () => [
          { key: "pair:root@203.0.113.7", success: false, at: TEST_NOW },
          { key: "ip:203.0.113.7", success: false, at: TEST_NOW },
        ]).flat(),
      )
      .execute();
    expect((await signIn("root", "canvass-root-demo")).status).toBe(200);
  });

  it("throttles an unknown username exactly like a real one", async () => {
    await fail("manager", PAIR_FREE_FAILURES);
    await fail("ghost.user", PAIR_FREE_FAILURES);
    const real = await signIn("manager", "whatever");
    const ghost = await signIn("GHOST.user", "whatever");
    expect(ghost.status).toBe(429);
    expect(ghost.headers.get("retry-after")).toBe(real.headers.get("retry-after"));
    expect(ghost.body).toEqual(real.body);
  });

  it("clears the streak on a complete sign-in", async () => {
    await fail("manager", PAIR_FREE_FAILURES - 1);
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(200);
    await fail("manager", PAIR_FREE_FAILURES);
    expect((await signIn("manager", "canvass-manager-demo")).status).toBe(429);
  });

  it("counts wrong second-step codes toward the (username, address)", async () => {
    const first = await api.call<{ challenge: string }>("signIn", {
      body: { username: "admin2fa", password: "canvass-admin-demo" },
    });
    for (let code = 0; code < PAIR_FREE_FAILURES; code += 1) {
      const answer = await api.call("verifyTwoFactor", {
        body: { challenge: first.body.challenge, code: `00000${code}` },
      });
      expect(answer.status).toBe(401);
    }
    // The challenge's five tries are used up: that is final, so it says so rather than "wait".
    const spent = await api.call("verifyTwoFactor", {
      body: { challenge: first.body.challenge, code: codeAt(DEMO_TOTP_SECRET, api.deps.now()) },
    });
    expect(spent.status).toBe(401);
    expect(spent.headers.get(AUTH_ERROR_HEADER)).toBe(AUTH_REASONS.tooManyTries);
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
  async function spray(): Promise<void> {
    for (let attempt = 0; attempt < ADDRESS_FREE_FAILURES; attempt += 1) {
      expect((await signIn(`spray.${attempt}`, "password1")).status).toBe(401);
    }
  }

  it("delays an address after 20 failures across usernames, progressively, never for good", async () => {
    await spray();
    const refused = await signIn("rep", "canvass-rep-demo");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    api.setNow(later(TEST_NOW, 2));
    expect((await signIn("rep", "canvass-rep-demo")).headers.get("retry-after")).toBe("3");
    api.setNow(later(TEST_NOW, 5));
    expect((await signIn("spray.more", "password1")).status).toBe(401);
    expect((await signIn("rep", "canvass-rep-demo")).headers.get("retry-after")).toBe("10");
    api.setNow(later(TEST_NOW, 15));
    expect((await signIn("rep", "canvass-rep-demo")).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    for (let attempt = 0; attempt < ADDRESS_FREE_FAILURES + 5; attempt += 1) {
      await api.signIn("rep");
    }
    expect((await signIn("rep", "canvass-rep-demo")).status).toBe(200);
  });

  it("also refuses second steps and password-reset requests from a throttled address", async () => {
    await spray();
    const twoFactor = await api.call("verifyTwoFactor", {
      body: { challenge: "bm90LWEtcmVhbC1jaGFsbGVuZ2U", code: "123456" },
    });
    expect(twoFactor.status).toBe(429);
    const reset = await api.call("requestPasswordReset", { body: { username: "rep" } });
    expect(reset.status).toBe(429);
    expect(reset.headers.get("retry-after")).toBe("5");
  });
});

describe("the client address", () => {
  it("ignores X-Forwarded-For without a trusted proxy (a spoofed header escapes nothing)", async () => {
    for (let attempt = 0; attempt < PAIR_FREE_FAILURES; attempt += 1) {
      const answer = await api.call("signIn", {
        body: { username: "manager", password: `wrong-${attempt}` },
        headers: { "x-forwarded-for": `198.51.100.${attempt}` },
      });
      expect(answer.status).toBe(401);
    }
    const refused = await api.call("signIn", {
      body: { username: "manager", password: "canvass-manager-demo" },
      headers: { "x-forwarded-for": "198.51.100.99" },
    });
    expect(refused.status).toBe(429);
  });

  it("reads X-Forwarded-For behind a configured trusted proxy (CANVASS_TRUST_PROXY)", async () => {
    const proxied = buildApiServer({
      contract: await testContract(),
      deps: api.deps,
      trustProxy: "127.0.0.1",
    });
    const base = await proxied.listen({ port: 0, host: "127.0.0.1" });
    try {
      const post = (password: string, client: string) =>
        fetch(`${base}/api/users/auth/`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          body: JSON.stringify({ username: "manager", password }),
        });
      for (let attempt = 0; attempt < PAIR_FREE_FAILURES; attempt += 1) {
        expect((await post(`wrong-${attempt}`, "203.0.113.5")).status).toBe(401);
      }
      expect((await post("canvass-manager-demo", "203.0.113.5")).status).toBe(429);
      expect((await post("canvass-manager-demo", "198.51.100.20")).status).toBe(200);
      const keys = await api.handle.db.selectFrom("auth_attempts").select("key").execute();
      expect(new Set(keys.map((row) => row.key))).toEqual(
        new Set(["ip:203.0.113.5", "pair:manager@203.0.113.5"]),
      );
    } finally {
      await proxied.close();
    }
  });
});
