import { describe, expect, it } from "vitest";
import { uploadName } from "./upload-name";

const PATTERN = /^[A-Za-z0-9][A-Za-z0-9._ ()-]*\.(csv|xlsx)$/;

describe("uploadName", () => {
  it("keeps a name the contract accepts", () => {
    expect(uploadName("donors (2).xlsx")).toBe("donors (2).xlsx");
  });

  it("replaces refused characters and fixes the start and the extension's case", () => {
    expect(uploadName("Dons été 2024.CSV")).toBe("Dons -t- 2024.csv");
    expect(uploadName("_list.csv")).toBe("import_list.csv");
    for (const name of ["é.xlsx", "a/b\\c.csv", ".csv", "x"]) {
      expect(uploadName(name)).toMatch(PATTERN);
    }
  });
});
