/**
 * The route objects the console's router gets (issue #17 item 25): every leaf route has
 * something to render — a screen (lazy), a redirect (an empty element, its loader leaves) or the
 * 404 page — so react-router never warns "Matched leaf route … does not have an element or
 * Component" on `/user/{id}/edit`, `/team/{id}/edit` or `/user/me`.
 */
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Runtime } from "../app/runtime";
import { DEFAULT_CLIENT_SETTINGS } from "../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import { createServices } from "../services/services";
import { settledSessionActor } from "../testing/session-fixtures";
import { buildRoutes } from "./build-routes";

async function signedOutRuntime(): Promise<Runtime> {
  const config = DEFAULT_HOST_CONFIG;
  const services = createServices(config, {
    tokens: { read: () => null, write: () => null, clear: () => undefined },
  });
  const session = await settledSessionActor(null);
  return { config, settings: DEFAULT_CLIENT_SETTINGS, services, session } as unknown as Runtime;
}

const renders = (route: RouteObject): boolean =>
  route.element !== undefined || route.Component !== undefined || route.lazy !== undefined;

describe("buildRoutes", () => {
  it("gives every leaf route something to render", async () => {
    const routes = buildRoutes(await signedOutRuntime());
    const leaves = routes.flatMap((route) => route.children ?? []);
    expect(leaves.length).toBeGreaterThan(50);
    expect(leaves.filter((route) => !renders(route)).map((route) => route.path)).toEqual([]);
  });

  it.each(["/user/p1a2b3/edit", "/team/a1b2c3/edit", "/user/me"])(
    "matches %s to a route that renders",
    async (path) => {
      const matches = matchRoutes(buildRoutes(await signedOutRuntime()), path) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.path).not.toBe("*");
      expect(leaf !== undefined && renders(leaf)).toBe(true);
    },
  );
});
