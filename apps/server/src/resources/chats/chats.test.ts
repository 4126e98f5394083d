/**
 * `GET /query/chats/` and `GET /chats/{id}/messages/` (issue 22): filters, scope per role, the
 * seeded conversation, and refusals.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, type DemoRole } from "../accounts/test-support.js";

type ChatList = Schema<"ChatList">;
type ChatMessageList = Schema<"ChatMessageList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 1500 });
  as = await demoSessions(api);
}, 120_000);

afterAll(async () => {
  await api.close();
});

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM chats r
    WHERE ${condition}`.execute(api.handle.db);
  return rows[0]?.n ?? -1;
}

describe("queryChats", () => {
  it("lists every chat for an admin, latest message first, with the total", async () => {
    const answer = await api.call<ChatList>("queryChats", {
      as: as.admin,
      query: { PageSize: 10 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(await countWhere(sql`TRUE`));
    expect(answer.body.Count).toBeGreaterThan(4);
    const updated = answer.body.Result.map((chat) => chat.Updated ?? "");
    expect(updated).toEqual([...updated].sort().reverse());
    expect(answer.body.Result[0]).toMatchObject({
      Channel: expect.stringMatching(/^(sms|email|web|whatsapp)$/) as unknown,
      Messages: expect.any(Number) as unknown,
      LastMessage: expect.any(String) as unknown,
    });
  });

  it("filters by campaign and by the range of the latest message", async () => {
    const { rows } = await sql<{ campaign: string }>`SELECT campaign FROM chats
      WHERE campaign IS NOT NULL GROUP BY campaign ORDER BY count(*) DESC LIMIT 1`.execute(
      api.handle.db,
    );
    const campaign = rows[0]?.campaign ?? "";
    const byCampaign = await api.call<ChatList>("queryChats", {
      as: as.admin,
      query: { Campaign: campaign, PageSize: 500 },
    });
    expect(byCampaign.body.Count).toBe(await countWhere(sql`r.campaign = ${campaign}`));
    // The seed's clock: its recent chats are the newest rows.
    const { rows: newest } = await sql<{ at: Date }>`SELECT max(updated) AS at FROM chats`.execute(
      api.handle.db,
    );
    const after = new Date((newest[0]?.at.getTime() ?? 0) - 86_400_000).toISOString();
    const lastDay = await api.call<ChatList>("queryChats", {
      as: as.admin,
      query: { After: after, PageSize: 500 },
    });
    expect(lastDay.body.Count).toBe(await countWhere(sql`r.updated >= ${after}::timestamptz`));
    expect(lastDay.body.Count).toBeGreaterThanOrEqual(4);
    for (const chat of lastDay.body.Result) expect((chat.Updated ?? "") >= after).toBe(true);
  });

  it("refuses the roles without the chats permission (only root and admin hold it)", async () => {
    for (const role of ["manager", "rep", "callcenter"] as const) {
      const answer = await api.call("queryChats", { as: as[role], query: { PageSize: 10 } });
      expect(answer.status, role).toBe(403);
    }
    const root = await api.call<ChatList>("queryChats", { as: as.root, query: { PageSize: 10 } });
    expect(root.body.Count).toBe(await countWhere(sql`TRUE`));
  });

  it("refuses clients (403) and bad filters (400 naming the field)", async () => {
    const client = await api.call("queryChats", { as: as.client });
    expect(client.status).toBe(403);
    const bad = await api.call("queryChats", {
      as: as.admin,
      query: { Sort: "LastMessage" },
      unchecked: true,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Sort");
  });
});

describe("listChatMessages", () => {
  it("reads a chat and its messages oldest first, the last one the chat's last message", async () => {
    const list = await api.call<ChatList>("queryChats", { as: as.admin, query: { PageSize: 1 } });
    const chat = list.body.Result[0];
    expect(chat).toBeDefined();
    const answer = await api.call<ChatMessageList>("listChatMessages", {
      as: as.admin,
      path: { id: chat?.ID ?? "" },
    });
    expect(answer.status).toBe(200);
    const instants = (value: Record<string, unknown> | undefined) => ({
      ...value,
      Created: Date.parse(String(value?.Created)),
      Updated: Date.parse(String(value?.Updated)),
    });
    expect(instants(answer.body.Chat)).toEqual(instants(chat));
    const stored = await api.handle.db
      .selectFrom("chat_messages")
      .select("id")
      .where("chat", "=", chat?.ID ?? "")
      .execute();
    expect(answer.body.Messages).toHaveLength(stored.length);
    expect(stored.length).toBeGreaterThan(0);
    const sent = answer.body.Messages.map((message) => message.Sent);
    expect(sent).toEqual([...sent].sort());
    expect(answer.body.Messages.at(-1)?.Body).toBe(chat?.LastMessage);
    expect(new Set(answer.body.Messages.map((message) => message.Author))).toEqual(
      new Set(stored.length > 1 ? ["donor", "player"] : ["player"]),
    );
  });

  it("is a 404 for an unknown chat and a 403 without the chats permission", async () => {
    const { rows } = await sql<{ id: string }>`SELECT id FROM chats LIMIT 1`.execute(api.handle.db);
    const known = rows[0]?.id ?? "";
    const missing = await api.call("listChatMessages", { as: as.admin, path: { id: "zzzzzz" } });
    expect(missing.status).toBe(404);
    for (const role of ["client", "manager", "rep"] as const) {
      const answer = await api.call("listChatMessages", { as: as[role], path: { id: known } });
      expect(answer.status, role).toBe(403);
    }
  });
});
