/** Issue 17 item 6: `POST /log/events/` is open, so it is rate-limited by address and capped in size. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, TEST_NOW, type TestApi } from "../../../testing/api-harness.js";
import { USAGE_EVENTS_PER_MINUTE, USAGE_EVENTS_PER_SECOND } from "./usage-events.js";

let api: TestApi;
const lines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ accounts: 0, seed: false });
  const log = api.deps.log;
  Object.assign(api.deps, {
    log: (fields: Record<string, unknown>, message: string) => {
      lines.push(message);
      log(fields, message);
    },
  });
}, 180_000);

afterAll(() => api.close());

const EVENT = {
  category: "page",
  action: "ViewSubList",
  client: "demo",
  platform: "MacIntel",
  app: { name: "canvass-console", version: "0.1.0" },
  time: "2026-11-21T09:30:00.000Z",
};

const post = (body: unknown) =>
  fetch(`${api.base}/log/events/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("usage events", () => {
  it("answers 429 to a burst of 300 events from one address, logging only the accepted ones", async () => {
    lines.length = 0;
    const statuses = await Promise.all(
      Array.from({ length: 300 }, () => post(EVENT).then((response) => response.status)),
    );
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBe(USAGE_EVENTS_PER_SECOND);
    expect(statuses.filter((status) => status === 429).length).toBe(300 - accepted);
    expect(lines.filter((line) => line === "usage event").length).toBe(accepted);
  });

  it("lets at most the per-minute number through in a minute, then again in the next", async () => {
    const start = new Date(TEST_NOW.getTime() + 10 * 60_000);
    let accepted = 0;
    for (let second = 0; second < 59; second += 1) {
      api.setNow(new Date(start.getTime() + second * 1000));
      for (let event = 0; event < USAGE_EVENTS_PER_SECOND; event += 1) {
        if ((await post(EVENT)).status === 202) accepted += 1;
      }
    }
    expect(accepted).toBe(USAGE_EVENTS_PER_MINUTE);
    api.setNow(new Date(start.getTime() + 61_000));
    expect((await post(EVENT)).status).toBe(202);
    api.setNow(TEST_NOW);
  });

  it("refuses a body over 4 KiB with 413", async () => {
    api.setNow(new Date(TEST_NOW.getTime() + 30 * 60_000));
    const response = await post({ ...EVENT, label: "x".repeat(5000) });
    expect(response.status).toBe(413);
    const problem = (await response.json()) as { detail: string };
    expect(problem.detail).toContain("4 KiB");
    api.setNow(TEST_NOW);
  });
});
