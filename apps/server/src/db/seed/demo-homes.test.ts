/**
 * The demo data shows the spec's start pages (§2) and what the console can offer (issue #17 item
 * 27), read over HTTP as the console reads it: no demo login, nor its team, carries a start page
 * of its own and the portal settings set none for every role, so each role lands on its own home;
 * one named user that is not a demo login keeps a metadata `homepage` to show the override; all
 * eight locales are allowed; e-mail management is on.
 */
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../testing/api-harness.js";
import { sessionFor } from "../../testing/lookups.js";

interface Metadata {
  metadata?: Record<string, unknown>;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());

describe("demo start pages", () => {
  it("gives no demo login a start page of its own or of its team", async () => {
    expect(api.logins.length).toBeGreaterThanOrEqual(6);
    for (const login of api.logins) {
      const session = await sessionFor(api, login.username);
      const player = await api.call<Metadata>("getPlayer", {
        as: session,
        path: { id: session.player },
      });
      const team = await api.call<Metadata>("getTeam", { as: session, path: { id: session.team } });
      expect(player.status).toBe(200);
      expect(team.status).toBe(200);
      expect(player.body.metadata?.homepage, login.username).toBeUndefined();
      expect(team.body.metadata?.homepage, `${login.username}'s team`).toBeUndefined();
    }
  });

  it("sets no one start page for every role in the portal settings", async () => {
    const portal = await api.call<{ options: Record<string, unknown> }>("getPortalSettings");
    expect(portal.status).toBe(200);
    expect(portal.body.options).not.toHaveProperty("homepage");
  });

  it("keeps one named user with a start page of their own, to show the override", async () => {
    const root = await sessionFor(api, "root");
    const eu = await sessionFor(api, "manager.eu");
    const player = await api.call<Metadata>("getPlayer", { as: root, path: { id: eu.player } });
    expect(player.body.metadata?.homepage).toBe("/tree");
    expect(api.logins.map((login) => login.username)).not.toContain("manager.eu");
  });
});

describe("demo client settings", () => {
  it("allows all eight locales and turns e-mail management on", async () => {
    const settings = await api.call<{
      opts: { languages: { allowed: string[] } };
      features: Record<string, unknown>;
    }>("getClientSettings");
    expect(settings.status).toBe(200);
    expect([...settings.body.opts.languages.allowed].sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(settings.body.features.emailManagement).toBe(true);
  });
});
