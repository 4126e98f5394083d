/**
 * The API counts the requests it has in hand for the foreground gate (decision 0087): from a
 * request's arrival until its answer is handed over, whatever the answer.
 */
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing/api-harness.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});

afterAll(async () => {
  await api.close();
});

describe("the API and the foreground gate", () => {
  it("counts a request from its arrival until its answer, a problem answer too", async () => {
    expect(api.deps.foreground.busy).toBe(0);
    // A sign-in whose body has not all come yet: the request is in hand.
    const body = JSON.stringify({ username: "nobody", password: "wrong password" });
    const answered = new Promise<number>((resolve, reject) => {
      const sent = request(
        `${api.base}/users/auth/`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": body.length },
        },
        (answer) => {
          answer.resume();
          answer.on("end", () => {
            resolve(answer.statusCode ?? 0);
          });
        },
      );
      sent.on("error", reject);
      sent.write(body.slice(0, 5));
      void sleep(50).then(() => {
        expect(api.deps.foreground.busy).toBe(1);
        sent.end(body.slice(5));
      });
    });
    expect(await answered).toBeGreaterThanOrEqual(400);
    expect(api.deps.foreground.busy).toBe(0);
    const missing = await fetch(`${api.base}/nothing-here/`);
    expect(missing.status).toBe(404);
    expect(api.deps.foreground.busy).toBe(0);
  });

  it("stops counting a request whose client went away before the answer", async () => {
    await new Promise<void>((resolve) => {
      const sent = request(`${api.base}/users/auth/`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": 100 },
      });
      sent.on("error", () => {
        resolve();
      });
      sent.write("{");
      void sleep(50).then(() => {
        expect(api.deps.foreground.busy).toBe(1);
        sent.destroy();
        resolve();
      });
    });
    for (let tries = 0; tries < 50 && api.deps.foreground.busy !== 0; tries += 1) await sleep(10);
    expect(api.deps.foreground.busy).toBe(0);
  });
});
