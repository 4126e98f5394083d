import { describe, expect, it } from "vitest";
import { fullName, locationLabel, titleCase, trimSingleInput } from "./names";

describe("fullName", () => {
  it("trims and joins with one space, skipping missing parts", () => {
    expect(fullName({ firstname: "  Jane ", lastname: " Doe  " })).toBe("Jane Doe");
    expect(fullName({ firstname: "Jane" })).toBe("Jane");
    expect(fullName({ firstname: "  ", lastname: "Doe" })).toBe("Doe");
    expect(fullName({ firstname: null, lastname: null })).toBe("");
  });
});

describe("locationLabel", () => {
  it("labels the contract's example activity", () => {
    expect(locationLabel({ city: "vancouver", region: "bc", country_iso2: "ca" })).toBe(
      "Vancouver, BC, CA",
    );
  });

  it("title-cases multi-word and hyphenated cities", () => {
    expect(locationLabel({ city: "NEW YORK", region: "ny", country_iso2: "us" })).toBe(
      "New York, NY, US",
    );
    expect(titleCase("saint-jean-sur-richelieu")).toBe("Saint-Jean-Sur-Richelieu");
    expect(titleCase("st. john's")).toBe("St. John's");
    expect(titleCase("évry")).toBe("Évry");
  });

  it("skips empty parts", () => {
    expect(locationLabel({ city: "", region: "on", country_iso2: "ca" })).toBe("ON, CA");
    expect(locationLabel({ country_iso2: "gb" })).toBe("GB");
    expect(locationLabel({})).toBe("");
  });
});

describe("trimSingleInput", () => {
  it("trims on save", () => {
    expect(trimSingleInput("  new title \n")).toBe("new title");
  });
});
