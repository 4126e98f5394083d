import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/index.js";
import { openTestDatabase } from "../../db/testing.js";
import { PORTAL_SETTINGS_PATH } from "../platform/assets/asset-files.js";
import { deleteAsset, writeAsset } from "../platform/assets/asset-store.js";
import { loadMetadataFields, metadataErrors } from "./metadata-fields.js";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
}, 180_000);
afterAll(() => handle.close());
beforeEach(async () => {
  await deleteAsset(handle.db, PORTAL_SETTINGS_PATH);
});

const writeSettings = (text: string) =>
  writeAsset(handle.db, PORTAL_SETTINGS_PATH, "application/json", new TextEncoder().encode(text));

describe("loadMetadataFields", () => {
  it("gives no fields when the host has no portal settings file", async () => {
    expect(await loadMetadataFields(handle.db, "user")).toEqual([]);
    expect(await loadMetadataFields(handle.db, "team")).toEqual([]);
  });

  it("gives no fields when the file is not a JSON object", async () => {
    await writeSettings("[not json");
    expect(await loadMetadataFields(handle.db, "user")).toEqual([]);
    await writeSettings("[]");
    expect(await loadMetadataFields(handle.db, "team")).toEqual([]);
  });

  it("reads the kind's fields from the options, logging a malformed definition", async () => {
    await writeSettings(
      JSON.stringify({
        version: "1",
        options: {
          user: { metadata: [{ key: "badge", label: "Badge", type: "boolean" }, { key: 1 }] },
          team: { metadata: [{ key: "region", label: "Region", type: "choice", options: ["N"] }] },
        },
      }),
    );
    const lines: string[] = [];
    const user = await loadMetadataFields(handle.db, "user", (_fields, message) => {
      lines.push(message);
    });
    expect(user.map((field) => [field.key, field.type])).toEqual([["badge", "boolean"]]);
    expect(lines).toHaveLength(1);
    const team = await loadMetadataFields(handle.db, "team");
    expect(team.map((field) => field.options)).toEqual([["N"]]);
  });
});

describe("metadataErrors", () => {
  it("names each bad configured key as /metadata/<key> and leaves other keys free", async () => {
    await writeSettings(
      JSON.stringify({
        options: {
          user: {
            metadata: [
              { key: "start", label: "Start", type: "date" },
              { key: "code", label: "Code", type: "text", required: true },
            ],
          },
        },
      }),
    );
    const fields = await loadMetadataFields(handle.db, "user");
    expect(metadataErrors(fields, { start: "2026-02-30", other: [1, 2] })).toEqual([
      { field: "/metadata/start", message: "Must be a date, YYYY-MM-DD.", code: "notDate" },
      { field: "/metadata/code", message: "Required.", code: "required" },
    ]);
    expect(metadataErrors(fields, { start: "2026-03-02", code: "A1", other: null })).toEqual([]);
  });
});
