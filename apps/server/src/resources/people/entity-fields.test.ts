import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { fieldLabel } from "./entity-fields.js";
import { sessionsFor } from "./test-support.js";

interface Field {
  readonly name: string;
  readonly type: string;
  readonly label: string;
  readonly group: string;
  readonly editable: boolean;
}

const USERS = ["admin", "manager", "client", "rep"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
}, 180_000);
afterAll(() => api.close());

async function fields(session: ApiSession, type: string) {
  return api.call<Field[]>("listEntityFields", { as: session, path: { type } });
}

describe("listEntityFields", () => {
  it("lists the player fields from the contract's Player schema", async () => {
    const answer = await fields(as.admin, "players");
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.map((field) => [field.name, field]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        "id",
        "firstname",
        "lastname",
        "full_name",
        "email",
        "role",
        "status",
        "Created",
        "lastSeen",
      ]),
    );
    expect(byName.has("metadata")).toBe(false);
    expect(byName.get("firstname")).toEqual({
      name: "firstname",
      type: "string",
      label: "Firstname",
      group: "other",
      editable: true,
    });
    expect(byName.get("full_name")).toMatchObject({ label: "Full name", editable: false });
    expect(byName.get("Created")).toEqual({
      name: "Created",
      type: "date",
      label: "Created",
      group: "date",
      editable: false,
    });
    expect(byName.get("status")).toMatchObject({ type: "number", editable: true });
    expect(byName.get("online")).toMatchObject({ type: "boolean", group: "boolean" });
  });

  it("marks fields editable only for callers who may edit the entity", async () => {
    const manager = await fields(as.manager, "campaigns");
    expect(manager.status).toBe(200);
    expect(manager.body.find((field) => field.name === "title")?.editable).toBe(false);
    const admin = await fields(as.admin, "campaigns");
    expect(admin.body.find((field) => field.name === "title")?.editable).toBe(true);
    expect(admin.body.find((field) => field.name === "teams")).toMatchObject({
      type: "string",
      editable: false,
    });
    const teams = await fields(as.client, "teams");
    expect(teams.body.every((field) => !field.editable)).toBe(true);
  });

  it("describes cancels with the SDK's field groups", async () => {
    const answer = await fields(as.admin, "cancels");
    const amount = answer.body.find((field) => field.name === "Amount");
    expect(amount).toEqual({
      name: "Amount",
      type: "number",
      label: "Amount",
      group: "uppercase",
      editable: false,
    });
    expect(answer.body.find((field) => field.name === "AccountID")?.label).toBe("Account ID");
  });

  it.each([
    ["client", "cancels"],
    ["client", "checkins"],
    ["rep", "chats"],
    ["manager", "cancels"],
  ] as const)("answers 403 to %s for %s", async (caller, type) => {
    expect((await fields(as[caller], type)).status).toBe(403);
  });

  it("answers 400 for a type the contract does not list", async () => {
    const answer = await api.call("listEntityFields", { as: as.admin, path: { type: "leads" } });
    expect(answer.status).toBe(400);
  });

  it("answers 304 when nothing changed", async () => {
    const first = await fields(as.rep, "teams");
    const stamp = first.headers.get("last-modified") ?? "";
    const again = await api.call("listEntityFields", {
      as: as.rep,
      path: { type: "teams" },
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });

  it("labels field names", () => {
    expect(fieldLabel("lastSeen")).toBe("Last seen");
    expect(fieldLabel("country_iso2")).toBe("Country iso2");
    expect(fieldLabel("HasPicture")).toBe("Has picture");
  });
});
