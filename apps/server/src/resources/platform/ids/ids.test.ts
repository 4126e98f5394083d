/** `checkIdExists` and `getIdType` (HEAD) over HTTP, per role and data scope. */
import { ENTITY_TYPE_HEADER } from "@canvass/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import { campaignId, playerId, sessionsByRole, teamId, type DemoRole } from "../test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
/** A submission of the demo rep, in an Acme campaign. */
let ownAccount: string;
/** A submission of a London rep, in a campaign Acme does not have. */
let foreignAccount: string;
let water: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 30 });
  as = await sessionsByRole(api);
  const winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  const toronto = await teamId(api, "Toronto Downtown");
  const london = await teamId(api, "London Central");
  const londoner = await api.handle.db
    .selectFrom("players")
    .select("id")
    .where("team", "=", london)
    .executeTakeFirstOrThrow();
  const [first, second] = await api.handle.db
    .selectFrom("accounts")
    .select("id")
    .orderBy("id")
    .limit(2)
    .execute();
  if (first === undefined || second === undefined) throw new Error("no seeded submissions");
  ownAccount = first.id;
  foreignAccount = second.id;
  await api.handle.db
    .updateTable("accounts")
    .set({ player: await playerId(api, "rep"), team: toronto, campaign: winter })
    .where("id", "=", ownAccount)
    .execute();
  await api.handle.db
    .updateTable("accounts")
    .set({ player: londoner.id, team: london, campaign: water })
    .where("id", "=", foreignAccount)
    .execute();
}, 180_000);

afterAll(() => api.close());

async function exists(session: ApiSession, id: string) {
  const answer = await api.call<{ id: string; exists: boolean; type?: string }>("checkIdExists", {
    as: session,
    path: { id },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function headType(session: ApiSession | undefined, id: string) {
  const answer = await api.call("getIdType", { as: session, path: { id } });
  return { status: answer.status, type: answer.headers.get(ENTITY_TYPE_HEADER) };
}

describe("checkIdExists", () => {
  it("tells a used submission id with its type to whoever may view it", async () => {
    expect(await exists(as.root, ownAccount)).toEqual({
      id: ownAccount,
      exists: true,
      type: "account",
    });
    expect(await exists(as.rep, ownAccount)).toEqual({
      id: ownAccount,
      exists: true,
      type: "account",
    });
    expect(await exists(as.manager, ownAccount)).toMatchObject({ type: "account" });
    expect(await exists(as.client, ownAccount)).toMatchObject({ type: "account" });
  });

  it("says exists without the type to callers outside the scope", async () => {
    expect(await exists(as.rep, foreignAccount)).toEqual({ id: foreignAccount, exists: true });
    expect(await exists(as.manager, foreignAccount)).toEqual({ id: foreignAccount, exists: true });
    expect(await exists(as.client, foreignAccount)).toEqual({ id: foreignAccount, exists: true });
  });

  it("answers exists false for an unused id", async () => {
    expect(await exists(as.admin, "fedcba98")).toEqual({ id: "fedcba98", exists: false });
  });

  it("names players and campaigns, and never the types outside the contract", async () => {
    // Short ids are cut from a UUID, so every seeded id is also a well-formed lookup id.
    const rep = await playerId(api, "rep");
    expect(await exists(as.manager, rep)).toEqual({ id: rep, exists: true, type: "player" });
    expect(await exists(as.client, water)).toEqual({ id: water, exists: true });
    expect(await exists(as.rep, water)).toEqual({ id: water, exists: true, type: "campaign" });
    const feedback = await api.handle.db
      .selectFrom("feedback")
      .select("id")
      .executeTakeFirstOrThrow();
    expect(await exists(as.root, feedback.id)).toEqual({ id: feedback.id, exists: true });
  });

  it("answers 400 for an id that is not 6 to 8 lowercase hex characters, 401 anonymous", async () => {
    const bad = await api.call("checkIdExists", { as: as.admin, path: { id: "XYZ123" } });
    expect(bad.status).toBe(400);
    const anonymous = await api.call("checkIdExists", { path: { id: ownAccount } });
    expect(anonymous.status).toBe(401);
  });
});

describe("getIdType (HEAD)", () => {
  it("answers 200 with X-Entity-Type and no body for each visible type", async () => {
    const cases: [string, string][] = [
      [ownAccount, "account"],
      [await playerId(api, "rep"), "player"],
      [await teamId(api, "Toronto Downtown"), "team"],
      [water, "campaign"],
    ];
    for (const [id, type] of cases) {
      expect(await headType(as.root, id), id).toEqual({ status: 200, type });
    }
    const client = await api.handle.db.selectFrom("clients").select("id").executeTakeFirstOrThrow();
    expect(await headType(as.admin, client.id)).toEqual({ status: 200, type: "client" });
  });

  it("answers 404 for an id outside the caller's scope or permission, and an unknown id", async () => {
    expect(await headType(as.rep, foreignAccount)).toEqual({ status: 404, type: null });
    expect(await headType(as.client, water)).toEqual({ status: 404, type: null });
    expect(await headType(as.admin, await playerId(api, "root"))).toEqual({
      status: 404,
      type: null,
    });
    const client = await api.handle.db.selectFrom("clients").select("id").executeTakeFirstOrThrow();
    expect(await headType(as.manager, client.id)).toEqual({ status: 404, type: null });
    expect(await headType(as.root, "nosuch")).toEqual({ status: 404, type: null });
  });

  it("answers 401 without a token and 400 for a malformed id", async () => {
    expect((await headType(undefined, ownAccount)).status).toBe(401);
    expect((await headType(as.admin, "not valid!")).status).toBe(400);
  });
});
