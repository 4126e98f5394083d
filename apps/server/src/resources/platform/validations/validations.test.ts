/** `validateEmail` and `validatePolygonSearch` over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import { sessionFor } from "../test-support.js";

let api: TestApi;
let rep: ApiSession;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  rep = await sessionFor(api, "rep");
}, 180_000);

afterAll(() => api.close());

describe("validateEmail", () => {
  it("answers the verdict for any signed-in role, trimmed", async () => {
    const answer = await api.call("validateEmail", {
      as: rep,
      query: { email: " jane.doe@example.org " },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: "jane.doe@example.org", valid: true });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 200 valid false with a reason for a malformed address", async () => {
    const answer = await api.call("validateEmail", { as: rep, query: { email: "not an address" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: false, reason: expect.any(String) as unknown });
  });

  it("answers 400 for a missing or over-long parameter, 401 without a token", async () => {
    expect((await api.call("validateEmail", { as: rep })).status).toBe(400);
    const long = `${"a".repeat(250)}@example.org`;
    expect((await api.call("validateEmail", { as: rep, query: { email: long } })).status).toBe(400);
    expect((await api.call("validateEmail", { query: { email: "a@b.org" } })).status).toBe(401);
  });
});

describe("validatePolygonSearch", () => {
  const polygon = JSON.stringify({
    type: "Polygon",
    coordinates: [
      [
        [-98.7, 42.8],
        [-98.6, 42.8],
        [-98.6, 42.9],
        [-98.7, 42.8],
      ],
    ],
  });

  it("answers valid with the number of points", async () => {
    const answer = await api.call("validatePolygonSearch", { as: rep, query: { polygon } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ valid: true, points: 4 });
  });

  it("answers valid false with a reason for a shape that cannot be searched", async () => {
    const open = JSON.stringify({
      type: "Polygon",
      coordinates: [
        [
          [-98.7, 42.8],
          [-98.6, 42.8],
          [-98.6, 42.9],
          [-98.5, 42.8],
        ],
      ],
    });
    const answer = await api.call("validatePolygonSearch", { as: rep, query: { polygon: open } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: false,
      points: 4,
      reason: expect.stringMatching(/closed/) as unknown,
    });
    const garbage = await api.call("validatePolygonSearch", { as: rep, query: { polygon: "{]" } });
    expect(garbage.body).toMatchObject({ valid: false, points: 0 });
  });

  it("answers 400 without the parameter, 401 without a token", async () => {
    expect((await api.call("validatePolygonSearch", { as: rep })).status).toBe(400);
    expect((await api.call("validatePolygonSearch", { query: { polygon } })).status).toBe(401);
  });
});
