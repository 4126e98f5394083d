import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  countRows,
  expectProblem,
  sessionsByRole,
  settle,
  setFeature,
  type DemoRole,
} from "./test-support.js";

type OptionList = Schema<"OptionalFieldOptionList">;
type Option = Schema<"OptionalFieldOption">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let street: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  street = await campaignId(api, "Street Fundraising Spring");
}, 180_000);
afterAll(() => api.close());

describe("GET /accounts/optfields/", () => {
  it.each(["root", "admin", "manager", "callcenter", "rep"] as const)(
    "lists every option for %s",
    async (role) => {
      const answer = await api.call<OptionList>("listOptionalFieldOptions", { as: as[role] });
      expect(answer.status).toBe(200);
      expect(answer.body.Count).toBe(3);
      expect(answer.body.Result).toContainEqual(
        expect.objectContaining({ field: "Gender", campaigns: [street] }),
      );
      expect(answer.body.Result).toContainEqual(
        expect.objectContaining({ field: "Title", campaigns: "default" }),
      );
    },
  );

  it("shows a client user the default options and those of their campaigns only", async () => {
    await settle(api);
    const answer = await api.call<OptionList>("listOptionalFieldOptions", { as: as.client });
    expect(answer.body.Count).toBe(2);
    expect(answer.body.Result.every((option) => option.campaigns === "default")).toBe(true);
    const again = await api.call("listOptionalFieldOptions", {
      as: as.client,
      headers: { "if-modified-since": answer.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("POST /accounts/optfields/", () => {
  let created: Option;

  it("creates an option (201) and replaces one by id (200)", async () => {
    const answer = await api.call<Option>("saveOptionalFieldOption", {
      as: as.admin,
      body: { field: "Title", options: ["Dr", "Prof"], campaigns: [winter, water] },
    });
    expect(answer.status).toBe(201);
    created = answer.body;
    expect(created).toMatchObject({
      field: "Title",
      options: ["Dr", "Prof"],
      campaigns: [winter, water],
    });
    const replaced = await api.call<Option>("saveOptionalFieldOption", {
      as: as.root,
      body: { id: created.id, field: "Title", options: ["Dr"], campaigns: [winter] },
    });
    expect(replaced.status).toBe(200);
    const trimmed = await api.call<Option>("saveOptionalFieldOption", {
      as: as.admin,
      body: { id: created.id, field: "Title", options: [" Dr "], campaigns: [winter] },
    });
    expect(trimmed.body.options).toEqual(["Dr"]);
    expect(replaced.body).toEqual({
      id: created.id,
      field: "Title",
      options: ["Dr"],
      campaigns: [winter],
    });
    const list = await api.call<OptionList>("listOptionalFieldOptions", { as: as.admin });
    expect(list.body.Result).toContainEqual(replaced.body);
  });

  it("refuses overlaps (409), unknown campaigns (422) and unknown ids (404), writing nothing", async () => {
    const before = await countRows(api, "optional_field_options");
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Gender", options: ["F", "M"], campaigns: "default" },
      }),
      409,
      "/campaigns",
    );
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Gender", options: ["F", "M"], campaigns: [water, street] },
      }),
      409,
    );
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Gender", options: ["F"], campaigns: [water, "zzzzzz"] },
      }),
      422,
      "/campaigns/1",
    );
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { id: "nope00", field: "Gender", options: ["F"], campaigns: [water] },
      }),
      404,
    );
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Gender", options: ["F", "F"], campaigns: [water] },
      }),
      422,
      "/options",
    );
    // The SDK's rule: the same choice in another case, and a blank one, named by place.
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Gender", options: ["F", "f"], campaigns: [water] },
      }),
      422,
      "/options/1",
    );
    expectProblem(
      await api.call("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Gender", options: ["F", "  "], campaigns: [water] },
      }),
      422,
      "/options/1",
    );
    expect(await countRows(api, "optional_field_options")).toBe(before);
    // Its own campaigns do not conflict with itself.
    const same = await api.call("saveOptionalFieldOption", {
      as: as.admin,
      body: { id: created.id, field: "Title", options: ["Dr", "Sir"], campaigns: [winter] },
    });
    expect(same.status).toBe(200);
  });

  it("is refused for other roles and when the host hides field options", async () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(
        await api.call("saveOptionalFieldOption", {
          as: as[role],
          body: { field: "Title", options: ["Dr"], campaigns: [water] },
        }),
        403,
      );
    }
    await setFeature(api, "hide_field_opts", true);
    try {
      const answer = await api.call<{ detail: string }>("saveOptionalFieldOption", {
        as: as.admin,
        body: { field: "Title", options: ["Dr"], campaigns: [water] },
      });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("hide_field_opts");
    } finally {
      await setFeature(api, "hide_field_opts", false);
    }
  });

  it("deletes an option named by field and id", async () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(
        await api.call("deleteOptionalFieldOption", {
          as: as[role],
          path: { field: "Title", id: created.id },
        }),
        403,
      );
    }
    expectProblem(
      await api.call("deleteOptionalFieldOption", {
        as: as.admin,
        path: { field: "Gender", id: created.id },
      }),
      404,
    );
    const answer = await api.call("deleteOptionalFieldOption", {
      as: as.admin,
      path: { field: "Title", id: created.id },
    });
    expect(answer.status).toBe(204);
    const list = await api.call<OptionList>("listOptionalFieldOptions", { as: as.admin });
    expect(list.body.Result.map((option) => option.id)).not.toContain(created.id);
  });
});
