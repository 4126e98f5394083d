import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { BUILT_IN_FIELDS } from "./account-fields.catalogue.js";
import { describeFields } from "./account-fields.js";
import {
  campaignId,
  expectProblem,
  sessionsByRole,
  settle,
  type DemoRole,
} from "./test-support.js";

type Fields = Schema<"FieldDescriptionList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
}, 180_000);
afterAll(() => api.close());

const names = (fields: Fields) => fields.map((field) => field.name);

describe("describeFields", () => {
  it("applies the portal settings' additions and removals", () => {
    const fields = describeFields(
      {
        paymentFields: { add: ["GiftAidRef", "_secret"], remove: ["IBAN"] },
        uppercaseFields: { add: ["SourceCode"], remove: ["Gender"] },
      },
      [],
      true,
    );
    const byName = new Map(fields.map((field) => [field.name, field]));
    expect(byName.get("GiftAidRef")).toMatchObject({ group: "payment", editable: false });
    expect(byName.get("SourceCode")).toMatchObject({ group: "uppercase", editable: true });
    expect(byName.has("IBAN")).toBe(false);
    expect(byName.has("Gender")).toBe(false);
    expect(byName.has("_secret")).toBe(false);
    // LastImportDate is payment and date: removing it from payment keeps it as a date.
    const kept = describeFields({ paymentFields: { remove: ["LastImportDate"] } }, [], true);
    expect(kept.find((field) => field.name === "LastImportDate")?.group).toBe("date");
  });

  it("adds form fields once, typed from their input type, skipping malformed ones", () => {
    const fields = describeFields(
      {},
      [
        {
          fields: [
            { name: "Pledge", label: "Pledge", type: "number" },
            { name: "Email", label: "Mail", type: "email" },
            { name: "bad name", label: "x", type: "text" },
            { name: "_hidden", label: "x", type: "text" },
            "nonsense",
          ],
        },
        {
          fields: [
            { name: "Pledge", label: "Again", type: "text" },
            { name: "OptIn", type: "checkbox" },
          ],
        },
        "not a form",
      ],
      true,
    );
    expect(fields.filter((field) => field.name === "Pledge")).toEqual([
      { name: "Pledge", type: "number", label: "Pledge", group: "other", editable: false },
    ]);
    expect(fields.find((field) => field.name === "OptIn")).toMatchObject({
      type: "boolean",
      label: "Opt in",
    });
    expect(fields.find((field) => field.name === "Email")?.label).toBe("E-mail");
    expect(fields.length).toBe(BUILT_IN_FIELDS.length + 2);
  });
});

describe("GET /fields/accounts/", () => {
  it("lists the built-in fields with type, group and editability", async () => {
    const answer = await api.call<Fields>("listAccountFields", { as: as.admin });
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(BUILT_IN_FIELDS.map((field) => field.name));
    const byName = new Map(answer.body.map((field) => [field.name, field]));
    expect(byName.get("Amount")).toEqual({
      name: "Amount",
      type: "number",
      label: "Amount",
      group: "uppercase",
      editable: true,
    });
    expect(byName.get("Received")).toMatchObject({ type: "date", group: "date", editable: false });
    expect(byName.get("Meta_ccScanned")).toMatchObject({ type: "boolean", group: "boolean" });
    expect(byName.get("CardType")).toMatchObject({ group: "payment", editable: false });
    expect(byName.get("LastImportDate")?.group).toBe("payment");
    expect(byName.get("ID")).toMatchObject({ group: "other", editable: false });
  });

  it("leaves payment fields out for callers without ViewSubPayment", async () => {
    for (const role of ["rep", "client", "callcenter"] as const) {
      const answer = await api.call<Fields>("listAccountFields", { as: as[role] });
      expect(answer.status).toBe(200);
      expect(answer.body.some((field) => field.group === "payment")).toBe(false);
      expect(names(answer.body)).toContain("Amount");
    }
    const manager = await api.call<Fields>("listAccountFields", { as: as.manager });
    expect(names(manager.body)).toContain("CardType");
  });

  it("adds the fields of the campaigns' forms, for campaigns the caller sees", async () => {
    await api.handle.db
      .insertInto("assets")
      .values({
        path: `assets/campaigns/${water}/form.json`,
        content_type: "application/json",
        bytes: new TextEncoder().encode(
          JSON.stringify({ fields: [{ name: "SourceCode", label: "Source", type: "text" }] }),
        ),
      })
      .execute();
    const source = {
      name: "SourceCode",
      type: "string",
      label: "Source",
      group: "other",
      editable: false,
    };
    const water1 = await api.call<Fields>("listAccountFields", {
      as: as.admin,
      query: { Campaigns: water },
    });
    expect(water1.body).toContainEqual(source);
    const all = await api.call<Fields>("listAccountFields", { as: as.admin });
    expect(all.body).toContainEqual(source);
    const other = await api.call<Fields>("listAccountFields", {
      as: as.admin,
      query: { Campaigns: `${winter},zzzzzz` },
    });
    expect(names(other.body)).not.toContain("SourceCode");
    // Acme's client user does not see the water campaign, so not its form either.
    const client = await api.call<Fields>("listAccountFields", {
      as: as.client,
      query: { Campaigns: water },
    });
    expect(names(client.body)).not.toContain("SourceCode");
  });

  it("follows the portal settings' field changes", async () => {
    await api.handle.db
      .insertInto("assets")
      .values({
        path: "assets/settings/portal.json",
        content_type: "application/json",
        bytes: new TextEncoder().encode(
          JSON.stringify({
            options: {
              paymentFields: { add: ["GiftAidRef"], remove: ["IBAN"] },
              uppercaseFields: { add: ["SourceCode"] },
            },
          }),
        ),
      })
      .onConflict((conflict) =>
        conflict.column("path").doUpdateSet((eb) => ({ bytes: eb.ref("excluded.bytes") })),
      )
      .execute();
    const answer = await api.call<Fields>("listAccountFields", {
      as: as.admin,
      query: { Campaigns: water },
    });
    const byName = new Map(answer.body.map((field) => [field.name, field]));
    expect(byName.has("IBAN")).toBe(false);
    expect(byName.get("GiftAidRef")).toMatchObject({ group: "payment", type: "string" });
    expect(byName.get("SourceCode")).toMatchObject({ group: "uppercase", editable: true });
  });

  it("answers 304 while nothing changed, and 400 for a malformed campaign list", async () => {
    await settle(api);
    const first = await api.call("listAccountFields", { as: as.rep });
    const again = await api.call("listAccountFields", {
      as: as.rep,
      headers: { "if-modified-since": first.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
    expectProblem(
      await api.call("listAccountFields", { as: as.rep, query: { Campaigns: "a, b" } }),
      400,
      "query.Campaigns",
    );
  });
});
