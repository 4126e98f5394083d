import { describe, expect, it } from "vitest";
import { toFormData } from "./form-data";

describe("toFormData", () => {
  it("sends blobs as files and the rest as text", async () => {
    const form = toFormData({
      file: new File(["{}"], "subs.json", { type: "application/json" }),
      note: "hello",
      meta: { a: 1 },
      skipped: undefined,
    });
    const file = form.get("file");
    expect(file).toBeInstanceOf(File);
    expect(file instanceof File ? [file.name, await file.text()] : []).toEqual(["subs.json", "{}"]);
    expect(form.get("note")).toBe("hello");
    expect(form.get("meta")).toBe('{"a":1}');
    expect(form.has("skipped")).toBe(false);
  });
});
