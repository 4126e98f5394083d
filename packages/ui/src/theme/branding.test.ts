import { describe, expect, it } from "vitest";

import { brandingVariables } from "./branding";

describe("brandingVariables", () => {
  it("maps the host's colours and logo to the CSS variables the components read", () => {
    expect(
      brandingVariables({
        primaryColor: " #0f766e ",
        onPrimaryColor: "white",
        logoUrl: "/assets/logo.svg",
      }),
    ).toEqual({
      "--cv-primary": "#0f766e",
      "--cv-on-primary": "white",
      "--cv-logo": 'url("/assets/logo.svg")',
    });
  });

  it("drops values that could escape their declaration, and empty ones", () => {
    expect(
      brandingVariables({
        primaryColor: "red; background: url(x)",
        onPrimaryColor: "  ",
        logoUrl: "a\\b",
      }),
    ).toEqual({});
    expect(brandingVariables({ primaryColor: "red /* x */" })).toEqual({});
  });

  it("quotes the logo address so parentheses and spaces stay inside the url()", () => {
    expect(brandingVariables({ logoUrl: "/logo (1).png" })["--cv-logo"]).toBe(
      'url("/logo (1).png")',
    );
  });
});
