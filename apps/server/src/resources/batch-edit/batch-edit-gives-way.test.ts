/**
 * A batch edit's chunks give way to the API on PGlite (decision 0088): with a request in hand
 * (and a longest wait of a minute) no chunk is written; once the request is answered the job
 * runs. On PostgreSQL the chunks do not wait.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, idOf, type DemoRole } from "../accounts/test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 200, foregroundMaxWaitMs: 60_000 });
  as = await demoSessions(api);
}, 120_000);

afterAll(async () => {
  await api.close();
});

async function rowsOf(job: string): Promise<number> {
  const rows = await api.handle.db
    .selectFrom("batch_edit_rows")
    .select("account")
    .where("job", "=", job)
    .execute();
  return rows.length;
}

describe("a batch edit beside the API", () => {
  it("writes a chunk on PGlite only once the requests in hand are answered", async () => {
    const team = await idOf(api, "teams", "title", "Paris Rive Gauche");
    // A request in hand from before the job exists: the API answers; jobs wait.
    const endRequest = api.deps.foreground.enter();
    const answer = await api.call<{ id: string }>("startBatchEdit", {
      as: as.admin,
      body: {
        Reason: "Moved offices",
        Filters: { Team: team },
        Set: [{ Field: "City", Value: "Quietville" }],
      },
    });
    expect(answer.status).toBe(202);
    const job = answer.body.id;
    if (api.deps.driver === "pglite") {
      // The worker has taken the job, and holds it before its first chunk.
      await expect
        .poll(async () => (await api.deps.queue.get(job))?.status, { timeout: 30_000 })
        .toBe("running");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await rowsOf(job)).toBe(0);
    } else {
      await api.deps.queue.waitUntilFinished(job, 60_000);
    }
    endRequest();
    const finished = await api.deps.queue.waitUntilFinished(job, 60_000);
    expect(finished.status).toBe("done");
    const changed = (finished.result as { Changed: number }).Changed;
    expect(changed).toBeGreaterThan(0);
    expect(await rowsOf(job)).toBe(changed);
  });
});
