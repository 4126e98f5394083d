import { BULK_FIELDS, fieldOfHeader, guessBulkMapping } from "@canvass/sdk/bulk";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { describe, expect, it } from "vitest";
import type { Messages } from "../../i18n/messages";

const bundles = import.meta.glob<{ messages: Messages }>("../../i18n/messages/bulk/*.ts", {
  eager: true,
});

describe("the field names of every locale", () => {
  it("are headers the mapping guess recognises (they head the template)", () => {
    expect(Object.keys(bundles)).toHaveLength(SUPPORTED_LOCALES.length);
    for (const [file, { messages }] of Object.entries(bundles)) {
      const headers = BULK_FIELDS.map((field) => messages[`bulk.field.${field}`] ?? "");
      for (const [index, header] of headers.entries()) {
        expect(fieldOfHeader(header), `${file}: ${header}`).toBe(BULK_FIELDS[index]);
      }
      expect(guessBulkMapping(headers)).toEqual(
        Object.fromEntries(BULK_FIELDS.map((field, index) => [field, index])),
      );
    }
  });
});
