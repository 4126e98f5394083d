/**
 * The API counts the requests it has in hand for the foreground gate (decision 0087): from a
 * request's arrival until its answer is handed over, whatever the answer, or until its client
 * goes away.
 */
import { request, type ClientRequest } from "node:http";
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

/** Waits (up to 10 s) until the gate counts `busy` requests; returns the count it saw last. */
async function busyBecomes(busy: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (api.deps.foreground.busy !== busy && Date.now() < deadline) await sleep(5);
  return api.deps.foreground.busy;
}

/** A sign-in whose body is sent in part: the request is in hand until the rest comes. */
function partialSignIn(
  length: number,
  first: string,
): {
  sent: ClientRequest;
  status: Promise<number>;
} {
  let sent: ClientRequest | undefined;
  const status = new Promise<number>((resolve, reject) => {
    sent = request(
      `${api.base}/users/auth/`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": length },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => {
          resolve(answer.statusCode ?? 0);
        });
      },
    );
    sent.on("error", reject);
    sent.write(first);
  });
  if (sent === undefined) throw new Error("no request");
  return { sent, status };
}

describe("the API and the foreground gate", () => {
  it("counts a request from its arrival until its answer, a problem answer too", async () => {
    expect(api.deps.foreground.busy).toBe(0);
    const body = JSON.stringify({ username: "nobody", password: "wrong password" });
    const { sent, status } = partialSignIn(body.length, body.slice(0, 5));
    expect(await busyBecomes(1)).toBe(1);
    sent.end(body.slice(5));
    expect(await status).toBeGreaterThanOrEqual(400);
    expect(await busyBecomes(0)).toBe(0);
    const missing = await fetch(`${api.base}/nothing-here/`);
    expect(missing.status).toBe(404);
    expect(await busyBecomes(0)).toBe(0);
  });

  it("stops counting a request whose client went away before the answer", async () => {
    const { sent, status } = partialSignIn(100, "{");
    status.catch(() => undefined);
    expect(await busyBecomes(1)).toBe(1);
    sent.destroy();
    expect(await busyBecomes(0)).toBe(0);
  });
});
