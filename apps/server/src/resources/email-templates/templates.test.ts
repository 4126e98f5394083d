/** Templates and versions over HTTP on PGlite: the calls, their rules and their refusals. */
import type { Schema } from "@canvass/sdk/contract";
import { taskSettingsForTemplate } from "@canvass/sdk/email-templates";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  enableEmailFeatures,
  expectProblem,
  sessionsByRole,
  setFeature,
  setTeamRestrictions,
  type DemoRole,
} from "./test-support.js";

type Template = Schema<"EmailTemplate">;
type TemplateList = Schema<"EmailTemplateList">;
type Version = Schema<"EmailTemplateVersion">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  await enableEmailFeatures(api);
}, 180_000);
afterAll(() => api.close());

async function count(table: "email_templates" | "email_template_versions"): Promise<number> {
  const row = await api.handle.db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function createTemplate(name: string, session = as.admin) {
  return api.call<Template>("createEmailTemplate", {
    as: session,
    body: { name, subject: "Thanks {{ FirstName }}" },
  });
}

async function addVersion(id: string, body: Record<string, unknown>) {
  return api.call<Version>("createEmailTemplateVersion", { as: as.admin, path: { id }, body });
}

describe("templates", () => {
  it("creates without versions, then the first version activates itself with its author", async () => {
    const made = await createTemplate("  Welcome ");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: "Welcome", activeVersion: null, versions: [] });
    const v1 = await addVersion(made.body.id, {
      subject: "Welcome {{ FirstName }}",
      html: "<p>Hi</p>",
      preheader: "Glad you joined",
      locale: "fr",
    });
    expect(v1.status).toBe(201);
    expect(v1.body).toMatchObject({
      v: 1,
      active: true,
      locale: "fr",
      preheader: "Glad you joined",
    });
    expect(v1.body.author?.id).toBe(as.admin.player);
    const v2 = await addVersion(made.body.id, { subject: "Welcome v2", html: "<p>Hi 2</p>" });
    expect(v2.body).toMatchObject({ v: 2, active: false, locale: "en" });
    const template = await api.call<Template>("getEmailTemplate", {
      as: as.admin,
      path: { id: made.body.id },
    });
    expect(template.body.activeVersion).toBe(1);
    expect(template.body.subject).toBe("Welcome {{ FirstName }}");
    expect(template.body.versions.map((v) => [v.v, v.active])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(template.body.versions[0]?.author?.name).toMatch(/\S/);
  });

  it("refuses a taken name in any case with 409 naming /name, a blank one with 422, and writes nothing", async () => {
    await createTemplate("Receipt");
    const before = await count("email_templates");
    expectProblem(await createTemplate("RECEIPT"), 409, "/name");
    expectProblem(await createTemplate("   "), 422, "/name");
    expectProblem(
      await api.call("createEmailTemplate", { as: as.admin, body: { name: "X" } }),
      422,
    );
    expect(await count("email_templates")).toBe(before);
  });

  it("lists with paging, search and the active version", async () => {
    const all = await api.call<TemplateList>("listEmailTemplates", {
      as: as.admin,
      query: { PageSize: 10 },
    });
    expect(all.status).toBe(200);
    expect(all.body.Count).toBe(await count("email_templates"));
    const names = all.body.Result.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    const found = await api.call<TemplateList>("listEmailTemplates", {
      as: as.admin,
      query: { q: "welc" },
    });
    expect(found.body.Result.map((t) => t.name)).toEqual(["Welcome"]);
    expect(found.body.Result[0]?.activeVersion).toBe(1);
    const second = await api.call<TemplateList>("listEmailTemplates", {
      as: as.admin,
      query: { PageSize: 10, Page: 2 },
    });
    expect(second.body.Result.map((t) => t.name)).toEqual(names.slice(10, 20));
  });

  it("renames (409 when taken) and clones with every version and the active one", async () => {
    const made = await createTemplate("Reminder");
    await addVersion(made.body.id, { subject: "R1", html: "<p>1</p>" });
    await addVersion(made.body.id, { subject: "R2", html: "<p>2</p>" });
    await api.call("activateEmailTemplateVersion", {
      as: as.admin,
      path: { id: made.body.id, v: 2 },
    });
    const renamed = await api.call<Template>("renameEmailTemplate", {
      as: as.admin,
      path: { id: made.body.id },
      body: { name: "Payment reminder" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Payment reminder");
    expectProblem(
      await api.call("renameEmailTemplate", {
        as: as.admin,
        path: { id: made.body.id },
        body: { name: "welcome" },
      }),
      409,
      "/name",
    );
    const clone = await api.call<Template>("cloneEmailTemplate", {
      as: as.admin,
      path: { id: made.body.id },
      body: { name: "Payment reminder (FR)" },
    });
    expect(clone.status).toBe(201);
    expect(clone.body.id).not.toBe(made.body.id);
    expect(clone.body).toMatchObject({ activeVersion: 2, subject: "R2" });
    expect(clone.body.versions.map((v) => v.v)).toEqual([1, 2]);
    const cloned = await api.call<Version>("getEmailTemplateVersion", {
      as: as.admin,
      path: { id: clone.body.id, v: 1 },
    });
    expect(cloned.body.html).toBe("<p>1</p>");
    expectProblem(
      await api.call("cloneEmailTemplate", {
        as: as.admin,
        path: { id: "nosuch" },
        body: { name: "Ghost" },
      }),
      404,
    );
  });

  it("refuses deleting a template a campaign task sends, naming the campaign, then deletes it once unused", async () => {
    const made = await createTemplate("Sign-up receipt");
    await addVersion(made.body.id, { subject: "Receipt", html: "<p>Thanks</p>" });
    const winter = await campaignId(api, "Winter Appeal");
    const campaign = await api.handle.db
      .selectFrom("campaigns")
      .select("raw_processes")
      .where("id", "=", winter)
      .executeTakeFirstOrThrow();
    const tasks = campaign.raw_processes;
    await api.handle.db
      .updateTable("campaigns")
      .set({
        raw_processes: toJson([
          ...tasks,
          { type: "sendReceiptMail", settings: taskSettingsForTemplate(made.body.id) },
        ]),
      })
      .where("id", "=", winter)
      .execute();
    const refused = await api.call<{ detail: string }>("deleteEmailTemplate", {
      as: as.admin,
      path: { id: made.body.id },
    });
    expectProblem(refused, 409, "/id");
    expect(refused.body.detail).toContain("Winter Appeal");
    expect(refused.body.detail).toContain("sendReceiptMail");
    expect(await count("email_template_versions")).toBeGreaterThan(0);
    await api.handle.db
      .updateTable("campaigns")
      .set({ raw_processes: toJson(tasks) })
      .where("id", "=", winter)
      .execute();
    const deleted = await api.call("deleteEmailTemplate", {
      as: as.admin,
      path: { id: made.body.id },
    });
    expect(deleted.status).toBe(204);
    expectProblem(
      await api.call("getEmailTemplate", { as: as.admin, path: { id: made.body.id } }),
      404,
    );
    const left = await api.handle.db
      .selectFrom("email_template_versions")
      .select("v")
      .where("template", "=", made.body.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("versions", () => {
  it("edits given fields, keeps one active, refuses deleting the active one, never reuses a number", async () => {
    const made = await createTemplate("Versions");
    const id = made.body.id;
    await addVersion(id, { subject: "One", html: "<p>1</p>" });
    await addVersion(id, { subject: "Two", html: "<p>2</p>", text: "Two" });
    const edited = await api.call<Version>("updateEmailTemplateVersion", {
      as: as.admin,
      path: { id, v: 2 },
      body: { subject: "Two!", blocks: [{ kind: "heading", content: "Hello" }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ subject: "Two!", html: "<p>2</p>", text: "Two" });
    expect(edited.body.blocks).toEqual([{ kind: "heading", content: "Hello" }]);
    expectProblem(
      await api.call("deleteEmailTemplateVersion", { as: as.admin, path: { id, v: 1 } }),
      409,
      "/v",
    );
    const activated = await api.call<Template>("activateEmailTemplateVersion", {
      as: as.admin,
      path: { id, v: 2 },
    });
    expect(activated.body.activeVersion).toBe(2);
    expect(activated.body.subject).toBe("Two!");
    expect(activated.body.versions.filter((v) => v.active).map((v) => v.v)).toEqual([2]);
    const again = await api.call<Template>("activateEmailTemplateVersion", {
      as: as.admin,
      path: { id, v: 2 },
    });
    expect(again.body.activeVersion).toBe(2);
    expect(
      (await api.call("deleteEmailTemplateVersion", { as: as.admin, path: { id, v: 1 } })).status,
    ).toBe(204);
    const v3 = await addVersion(id, { subject: "Three", html: "<p>3</p>" });
    expect(v3.body.v).toBe(3);
    expectProblem(
      await api.call("getEmailTemplateVersion", { as: as.admin, path: { id, v: 1 } }),
      404,
    );
    expectProblem(
      await api.call("activateEmailTemplateVersion", { as: as.admin, path: { id, v: 9 } }),
      404,
    );
    expectProblem(
      await api.call("updateEmailTemplateVersion", { as: as.admin, path: { id, v: 2 }, body: {} }),
      422,
    );
  });
});

describe("permissions", () => {
  it.each(["manager", "client", "callcenter", "rep"] as const)(
    "refuses %s with 403 and writes nothing",
    async (role) => {
      const before = await count("email_templates");
      expectProblem(await createTemplate("Nope", as[role]), 403);
      expectProblem(await api.call("listEmailTemplates", { as: as[role] }), 403);
      expect(await count("email_templates")).toBe(before);
    },
  );

  it("lets root manage, and refuses without the features or under nomanageemails", async () => {
    expect((await api.call("listEmailTemplates", { as: as.root })).status).toBe(200);
    await setFeature(api, "emailManagementTemplates", false);
    try {
      const answer = await api.call<{ detail: string }>("listEmailTemplates", { as: as.admin });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("emailManagementTemplates");
    } finally {
      await setFeature(api, "emailManagementTemplates", true);
    }
    await setTeamRestrictions(api, "admin", ["nomanageemails"]);
    try {
      const answer = await api.call<{ detail: string }>("listEmailTemplates", { as: as.admin });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("nomanageemails");
    } finally {
      await setTeamRestrictions(api, "admin", []);
    }
  });
});
