import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  clientId,
  countRows,
  expectProblem,
  sessionsByRole,
  settle,
  setFeature,
  setTeamRestrictions,
  type DemoRole,
} from "./test-support.js";

type Client = Schema<"Client">;
type ClientList = Schema<"ClientList">;
type AssignmentList = Schema<"ClientAssignmentList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let acme: string;
let globe: string;
let winter: string;
let water: string;
let online: string;
let phoneDrive: string;

const DENIED = ["manager", "client", "callcenter", "rep"] as const;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  acme = await clientId(api, "Acme Relief");
  globe = await clientId(api, "Globe Aid");
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  online = await campaignId(api, "Online Giving");
  phoneDrive = await campaignId(api, "Phone Drive");
}, 180_000);
afterAll(() => api.close());

describe("GET /clients/", () => {
  it("lists clients by name with their campaigns, 10 a page by default", async () => {
    const answer = await api.call<ClientList>("listClients", { as: as.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.Result.map((client) => client.name)).toEqual([
      "Acme Relief",
      "Globe Aid",
      "Northwind Foundation",
    ]);
    expect(answer.body.Count).toBe(3);
    const first = answer.body.Result[0];
    expect(first?.restrictions).toEqual(["nosubpay", "nosubdetails"]);
    expect(first?.campaigns.slice().sort()).toEqual([winter, online, phoneDrive].sort());

    for (let index = 0; index < 9; index += 1) {
      await api.call("createClient", { as: as.root, body: { name: `Partner ${index}` } });
    }
    const page = await api.call<ClientList>("listClients", { as: as.root });
    expect(page.body.Count).toBe(12);
    expect(page.body.Result).toHaveLength(10);
  });

  it("filters by name, sorts, and answers 304 while nothing changed", async () => {
    await settle(api);
    const found = await api.call<ClientList>("listClients", { as: as.admin, query: { q: "wind" } });
    expect(found.body.Result.map((client) => client.name)).toEqual(["Northwind Foundation"]);
    const sorted = await api.call<ClientList>("listClients", {
      as: as.admin,
      query: { Sort: "-name", PageSize: 2 },
    });
    expect(sorted.body.Result.map((client) => client.name)).toEqual(["Partner 8", "Partner 7"]);
    expectProblem(
      await api.call("listClients", { as: as.admin, query: { Sort: "restrictions" } }),
      400,
      "query.Sort",
    );
    const again = await api.call("listClients", {
      as: as.admin,
      query: { q: "wind" },
      headers: { "if-modified-since": found.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it.each(DENIED)("refuses %s (403)", async (role) => {
    expectProblem(await api.call("listClients", { as: as[role] }), 403);
  });

  it("is refused when the host turns client management off, or nomanageclients applies", async () => {
    await setFeature(api, "clientManagement", false);
    try {
      const answer = await api.call<{ detail: string }>("listClients", { as: as.admin });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("clientManagement");
      expectProblem(await api.call("getClient", { as: as.root, path: { id: acme } }), 403);
    } finally {
      await setFeature(api, "clientManagement", true);
    }
    await setTeamRestrictions(api, "admin", ["nomanageclients"]);
    try {
      const answer = await api.call<{ detail: string }>("listClients", { as: as.admin });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("nomanageclients");
      expectProblem(
        await api.call("createClient", { as: as.admin, body: { name: "Blocked" } }),
        403,
      );
    } finally {
      await setTeamRestrictions(api, "admin", []);
    }
    expect((await api.call("listClients", { as: as.admin })).status).toBe(200);
  });
});

describe("GET /clients/{id}/ and its assignments", () => {
  it("returns a client, 404 for an unknown one, 304 while nothing changed", async () => {
    await settle(api);
    const answer = await api.call<Client>("getClient", { as: as.admin, path: { id: globe } });
    expect(answer.body).toMatchObject({ id: globe, name: "Globe Aid", restrictions: [] });
    expect(answer.body.campaigns).toHaveLength(4);
    expectProblem(await api.call("getClient", { as: as.admin, path: { id: "nope00" } }), 404);
    const again = await api.call("getClient", {
      as: as.admin,
      path: { id: globe },
      headers: { "if-modified-since": answer.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
    expectProblem(await api.call("getClient", { as: as.client, path: { id: acme } }), 403);
  });

  it("lists the assignments with campaign titles", async () => {
    await settle(api);
    const answer = await api.call<AssignmentList>("listClientAssignments", {
      as: as.admin,
      path: { id: acme },
    });
    expect(answer.body.Count).toBe(3);
    expect(answer.body.Result.map((assignment) => assignment.title)).toEqual([
      "Online Giving",
      "Phone Drive",
      "Winter Appeal",
    ]);
    expect(answer.body.Result[0]).toMatchObject({ client: acme, campaign: online });
    expectProblem(
      await api.call("listClientAssignments", { as: as.admin, path: { id: "nope00" } }),
      404,
    );
    expectProblem(
      await api.call("listClientAssignments", { as: as.manager, path: { id: acme } }),
      403,
    );
    const again = await api.call("listClientAssignments", {
      as: as.admin,
      path: { id: acme },
      headers: { "if-modified-since": answer.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("POST /clients/", () => {
  it("creates a client with flags and first assignments", async () => {
    const answer = await api.call<Client>("createClient", {
      as: as.admin,
      body: { name: "Harbor Trust", restrictions: ["nosubpay"], campaigns: [water, water] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: "Harbor Trust",
      restrictions: ["nosubpay"],
      campaigns: [water],
    });
    const id = await api.handle.db
      .selectFrom("ids")
      .select("type")
      .where("id", "=", answer.body.id)
      .executeTakeFirstOrThrow();
    expect(id.type).toBe("client");
  });

  it("refuses a taken name (409), an unknown campaign or flag (422), writing nothing", async () => {
    const clients = await countRows(api, "clients");
    const assignments = await countRows(api, "client_campaigns");
    expectProblem(
      await api.call("createClient", { as: as.admin, body: { name: "ACME RELIEF" } }),
      409,
      "/name",
    );
    expectProblem(
      await api.call("createClient", {
        as: as.admin,
        body: { name: "Ghost Fund", campaigns: [winter, "zzzzzz"] },
      }),
      422,
      "/campaigns/1",
    );
    expectProblem(
      await api.call("createClient", {
        as: as.admin,
        body: { name: "Flagged", restrictions: ["nosuchflag"] },
      }),
      422,
      "/restrictions/0",
    );
    expect(await countRows(api, "clients")).toBe(clients);
    expect(await countRows(api, "client_campaigns")).toBe(assignments);
  });

  it.each(DENIED)("refuses %s (403)", async (role) => {
    expectProblem(
      await api.call("createClient", { as: as[role], body: { name: `By ${role}` } }),
      403,
    );
  });
});

describe("PUT /clients/{id}/", () => {
  it("renames, replaces flags and adds assignments, keeping the current ones", async () => {
    const answer = await api.call<Client>("updateClient", {
      as: as.admin,
      path: { id: acme },
      body: {
        name: "Acme Relief Fund",
        restrictions: ["nosubdetails"],
        campaigns: [water, winter],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe("Acme Relief Fund");
    expect(answer.body.restrictions).toEqual(["nosubdetails"]);
    expect(answer.body.campaigns.slice().sort()).toEqual(
      [winter, water, online, phoneDrive].sort(),
    );
    // The client's users now see the newly assigned campaign.
    const seen = await api.call<Schema<"CampaignList">>("listCampaigns", { as: as.client });
    expect(seen.body.Result.map((campaign) => campaign.id)).toContain(water);
  });

  it("refuses a taken name (409), an unknown campaign (422) and an unknown client (404)", async () => {
    expectProblem(
      await api.call("updateClient", {
        as: as.admin,
        path: { id: acme },
        body: { name: "globe aid" },
      }),
      409,
      "/name",
    );
    expectProblem(
      await api.call("updateClient", {
        as: as.admin,
        path: { id: acme },
        body: { name: "Renamed", campaigns: ["zzzzzz"] },
      }),
      422,
      "/campaigns/0",
    );
    const unchanged = await api.call<Client>("getClient", { as: as.admin, path: { id: acme } });
    expect(unchanged.body.name).toBe("Acme Relief Fund");
    expectProblem(
      await api.call("updateClient", { as: as.admin, path: { id: "nope00" }, body: { name: "X" } }),
      404,
    );
    expectProblem(
      await api.call("updateClient", { as: as.admin, path: { id: acme }, body: {} }),
      422,
    );
    for (const role of DENIED) {
      expectProblem(
        await api.call("updateClient", { as: as[role], path: { id: acme }, body: { name: "X" } }),
        403,
      );
    }
  });
});

describe("DELETE /clients/{id}/assignments/", () => {
  it("unassigns the listed campaigns, ignoring ones not assigned", async () => {
    const answer = await api.call("deleteClientAssignments", {
      as: as.admin,
      path: { id: acme },
      query: { campaign_ids: `${water},${globe},zzzzzz` },
    });
    expect(answer.status).toBe(204);
    const client = await api.call<Client>("getClient", { as: as.admin, path: { id: acme } });
    expect(client.body.campaigns).not.toContain(water);
    expect(client.body.campaigns).toContain(winter);
    expectProblem(await api.call("getCampaign", { as: as.client, path: { id: water } }), 404);
  });

  it("answers 404 for an unknown client and 403 for other roles", async () => {
    expectProblem(
      await api.call("deleteClientAssignments", {
        as: as.admin,
        path: { id: "nope00" },
        query: { campaign_ids: winter },
      }),
      404,
    );
    for (const role of DENIED) {
      expectProblem(
        await api.call("deleteClientAssignments", {
          as: as[role],
          path: { id: acme },
          query: { campaign_ids: winter },
        }),
        403,
      );
    }
    expectProblem(
      await api.call("deleteClientAssignments", {
        as: as.admin,
        path: { id: acme },
        query: { campaign_ids: "a,,b" },
      }),
      400,
      "query.campaign_ids",
    );
  });
});

describe("DELETE /clients/{id}/", () => {
  it("deletes the client and its assignments; its users keep their accounts", async () => {
    const northwind = await clientId(api, "Northwind Foundation");
    for (const role of DENIED) {
      expectProblem(await api.call("deleteClient", { as: as[role], path: { id: northwind } }), 403);
    }
    expect((await api.call("deleteClient", { as: as.admin, path: { id: northwind } })).status).toBe(
      204,
    );
    expectProblem(await api.call("getClient", { as: as.admin, path: { id: northwind } }), 404);
    expectProblem(await api.call("deleteClient", { as: as.admin, path: { id: northwind } }), 404);
    const links = await api.handle.db
      .selectFrom("client_campaigns")
      .select("campaign")
      .where("client", "=", northwind)
      .execute();
    expect(links).toEqual([]);
    const user = await api.handle.db
      .selectFrom("players")
      .select("client")
      .where("username", "=", "client.northwind")
      .executeTakeFirstOrThrow();
    expect(user.client).toBeNull();
  });
});
