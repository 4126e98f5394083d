/** Blocks, preview and test sending over HTTP on PGlite. */
import type { Schema } from "@canvass/sdk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  enableEmailFeatures,
  expectProblem,
  sessionsByRole,
  setFeature,
  type DemoRole,
} from "./test-support.js";

type Block = Schema<"EmailBlock">;
type BlockList = Schema<"EmailBlockList">;
type Template = Schema<"EmailTemplate">;
type Rendered = Schema<"EmailRendered">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let template: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 20 });
  as = await sessionsByRole(api);
  await enableEmailFeatures(api);
  const made = await api.call<Template>("createEmailTemplate", {
    as: as.admin,
    body: { name: "Thank you", subject: "Thanks" },
  });
  template = made.body.id;
}, 180_000);
afterAll(() => api.close());

async function createBlock(body: Record<string, unknown>, session = as.admin) {
  return api.call<Block>("createEmailBlock", { as: session, body });
}

async function addVersion(body: Record<string, unknown>) {
  return api.call<Schema<"EmailTemplateVersion">>("createEmailTemplateVersion", {
    as: as.admin,
    path: { id: template },
    body,
  });
}

describe("blocks", () => {
  it("creates per locale, refuses a taken name in the locale, lists where each is used", async () => {
    const en = await createBlock({
      name: "footer",
      kind: "footer",
      locale: "en",
      content: "<p>Bye {{ FirstName }}</p>",
    });
    expect(en.status, JSON.stringify(en.body)).toBe(201);
    expect(en.body).toMatchObject({ name: "footer", locale: "en", usedBy: [] });
    const fr = await createBlock({
      name: "footer",
      kind: "footer",
      locale: "fr",
      content: "<p>Au revoir {{ FirstName }}</p>",
    });
    expect(fr.status).toBe(201);
    expectProblem(
      await createBlock({ name: "footer", kind: "legal", locale: "en", content: "x" }),
      409,
      "/name",
    );
    expectProblem(
      await createBlock({ name: "Bad Name", kind: "footer", locale: "en", content: "x" }),
      422,
      "/name",
    );
    await addVersion({ subject: "Hi", html: '<p>Hi</p>{% include "footer" %}', locale: "de" });
    const list = await api.call<BlockList>("listEmailBlocks", {
      as: as.admin,
      query: { q: "foot" },
    });
    expect(list.status).toBe(200);
    const byLocale = Object.fromEntries(list.body.Result.map((b) => [b.locale, b.usedBy]));
    expect(byLocale.en).toEqual([{ template, name: "Thank you", v: 1 }]);
    expect(byLocale.fr).toEqual([]);
    const onlyFr = await api.call<BlockList>("listEmailBlocks", {
      as: as.admin,
      query: { locale: "fr", q: "footer" },
    });
    expect(onlyFr.body.Result.map((b) => b.id)).toEqual([fr.body.id]);
  });

  it("refuses deleting or renaming a used block (409 listing where), edits content, deletes an unused one", async () => {
    const list = await api.call<BlockList>("listEmailBlocks", { as: as.admin });
    const en = list.body.Result.find((b) => b.locale === "en" && b.name === "footer");
    const fr = list.body.Result.find((b) => b.locale === "fr" && b.name === "footer");
    if (en === undefined || fr === undefined) throw new Error("blocks missing");
    const refused = await api.call<{ detail: string }>("deleteEmailBlock", {
      as: as.admin,
      path: { id: en.id },
    });
    expectProblem(refused, 409, "/id");
    expect(refused.body.detail).toContain("Thank you v1");
    expectProblem(
      await api.call("updateEmailBlock", {
        as: as.admin,
        path: { id: en.id },
        body: { name: "footer2" },
      }),
      409,
    );
    const edited = await api.call<Block>("updateEmailBlock", {
      as: as.admin,
      path: { id: en.id },
      body: { content: "<p>Goodbye {{ FirstName }}</p>" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe("<p>Goodbye {{ FirstName }}</p>");
    expect((await api.call("deleteEmailBlock", { as: as.admin, path: { id: fr.id } })).status).toBe(
      204,
    );
    expectProblem(await api.call("deleteEmailBlock", { as: as.admin, path: { id: fr.id } }), 404);
  });

  it("needs ManageEmailBlocks: emailManagement is enough, other roles are refused", async () => {
    await setFeature(api, "emailManagementTemplates", false);
    try {
      expect((await api.call("listEmailBlocks", { as: as.admin })).status).toBe(200);
    } finally {
      await setFeature(api, "emailManagementTemplates", true);
    }
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(await api.call("listEmailBlocks", { as: as[role] }), 403);
      expectProblem(
        await createBlock({ name: "x", kind: "other", locale: "en", content: "x" }, as[role]),
        403,
      );
    }
  });
});

describe("preview and test", () => {
  it("renders a submission's fields escaped, the block in the version's locale, and reports unknowns", async () => {
    const account = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "first_name"])
      .where("first_name", "is not", null)
      .limit(1)
      .executeTakeFirstOrThrow();
    await api.handle.db
      .updateTable("accounts")
      .set({ first_name: "<b>Zed</b>" })
      .where("id", "=", account.id)
      .execute();
    const preview = await api.call<Rendered>("previewEmailTemplateVersion", {
      as: as.admin,
      path: { id: template, v: 1 },
      body: {
        submission: account.id,
        html: '<p>Dear {{ FirstName }} of {{ campaign.title }} {{ Nickname }}</p>{% include "footer" %}{% include "nope" %}',
      },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.html).toContain("Dear &lt;b&gt;Zed&lt;/b&gt; of ");
    expect(preview.body.html).toContain("Goodbye &lt;b&gt;Zed&lt;/b&gt;");
    expect(preview.body.html).not.toContain("<b>Zed</b>");
    expect(preview.body.text).toContain("Dear <b>Zed</b>");
    expect(preview.body.problems).toEqual(
      expect.arrayContaining([
        { kind: "unknownVariable", name: "Nickname", part: "html" },
        { kind: "unknownBlock", name: "nope", part: "html" },
      ]),
    );
    const sample = await api.call<Rendered>("previewEmailTemplateVersion", {
      as: as.admin,
      path: { id: template, v: 1 },
      body: {},
    });
    expect(sample.body.html).toContain("Goodbye Ada");
    expectProblem(
      await api.call("previewEmailTemplateVersion", {
        as: as.admin,
        path: { id: template, v: 1 },
        body: { submission: "ffffff0" },
      }),
      404,
    );
  });

  it("sends a test to the outbox, and refuses a version with a syntax error naming the part", async () => {
    const before = await api.handle.db
      .selectFrom("outbox")
      .select(sql<string>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    const sent = await api.call<Schema<"EmailTestSent">>("sendEmailTemplateTest", {
      as: as.admin,
      path: { id: template, v: 1 },
      body: { to: "tester@example.org" },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body.subject).toBe("[Test] Hi");
    const mail = await api.handle.db
      .selectFrom("outbox")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: "tester@example.org", subject: "[Test] Hi" });
    // Sent through the one pipeline: the messages log has it, with its template.
    const logged = await api.handle.db
      .selectFrom("email_messages")
      .selectAll()
      .where("id", "=", String(mail.message))
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ template: template, version: 1 });
    expect(mail.body).toContain("Goodbye Ada");
    const broken = await addVersion({ subject: "Oops {{ FirstName", html: "<p>x</p>" });
    const refused = await api.call("sendEmailTemplateTest", {
      as: as.admin,
      path: { id: template, v: broken.body.v },
      body: { to: "tester@example.org" },
    });
    expectProblem(refused, 422, "/subject");
    const after = await api.handle.db
      .selectFrom("outbox")
      .select(sql<string>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expectProblem(
      await api.call("sendEmailTemplateTest", {
        as: as.manager,
        path: { id: template, v: 1 },
        body: { to: "tester@example.org" },
      }),
      403,
    );
    expectProblem(
      await api.call("sendEmailTemplateTest", {
        as: as.admin,
        path: { id: template, v: 1 },
        body: { to: "not an address" },
      }),
      422,
    );
  });
});
