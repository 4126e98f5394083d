import type { ImportHistoryEntry } from "@canvass/machines";
import { withImportColumn, type ImportColumnMapping } from "@canvass/sdk/imports";
import { describe, expect, it } from "vitest";
import { applyMappingEvents, savedMappingFor } from "./saved-mapping";

const HEADER = ["Mail", "Surname", "Post code"];
const SAVED: ImportColumnMapping[] = [
  { importedKey: "Mail", supportedKey: "Email", acceptedFormat: "email" },
  { importedKey: "Surname", supportedKey: "LastName", acceptedFormat: "text" },
  { importedKey: "Post code", supportedKey: "Zip", acceptedFormat: "text" },
];

const entry = (file: string, campaigns: string[], columnMap: ImportColumnMapping[]) =>
  ({
    file,
    campaigns,
    columnMap,
    user: "p1",
    uploaded: "2026-11-01T00:00:00Z",
    status: "completed",
  }) as ImportHistoryEntry;

describe("savedMappingFor", () => {
  const entries = [
    entry("other.csv", ["c2"], [{ importedKey: "Mail", supportedKey: "Email" }]),
    entry("wide.csv", ["c1"], [...SAVED, { importedKey: "Phone", supportedKey: "Phone" }]),
    entry("fits.csv", ["c1"], SAVED),
  ];

  it("offers the newest map used with a chosen campaign whose columns are all in the header", () => {
    expect(savedMappingFor(entries, ["c1"], HEADER, [])).toEqual({ file: "fits.csv", map: SAVED });
  });

  it("offers nothing for other campaigns or when the map shown is the saved one", () => {
    expect(savedMappingFor(entries, ["c3"], HEADER, [])).toBeUndefined();
    expect(savedMappingFor(entries, ["c1"], HEADER, [...SAVED].reverse())).toBeUndefined();
  });
});

describe("applyMappingEvents", () => {
  it("turns the shown map into the saved one through import.map events", () => {
    const shown: ImportColumnMapping[] = [
      { importedKey: "Mail", supportedKey: "Email", acceptedFormat: "email" },
      { importedKey: "Post code", supportedKey: "Region", acceptedFormat: "text" },
    ];
    let map: ImportColumnMapping[] = shown;
    for (const event of applyMappingEvents(shown, SAVED)) {
      if (event.type === "import.map")
        map = withImportColumn(map, event.key, event.column, event.format);
    }
    expect(new Set(map.map((m) => JSON.stringify(m)))).toEqual(
      new Set(SAVED.map((m) => JSON.stringify(m))),
    );
  });
});
