import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_CHECKIN_DEFAULTS,
  DEFAULT_CANCELS,
  DEFAULT_INTRO,
  DEFAULT_KIOSK,
  DEFAULT_PRODUCTS,
  DEFAULT_TWO_STEP,
  campaignCheckinProblems,
  campaignGeneralProblems,
  cancelProblems,
  frequencyDays,
  generalDocumentProblems,
  introHtml,
  introProblems,
  kioskProblems,
  productProblems,
  readSection,
  twoStepProblems,
  withCountryCurrency,
} from "./index";

const fields = (problems: readonly { field: string }[]) => problems.map((p) => p.field);
const codes = (problems: readonly { code: string }[]) => problems.map((p) => p.code);

const GENERAL = {
  title: "Winter Appeal",
  type: "in-person",
  attempts: 3,
  timeout: 5,
  submitMode: "default",
  blockScreenshot: false,
} as const;

describe("campaign record settings (the contract's CampaignUpdate limits)", () => {
  it("accepts the spec's defaults and the contract's types", () => {
    expect(campaignGeneralProblems(GENERAL)).toEqual([]);
    expect(campaignCheckinProblems(CAMPAIGN_CHECKIN_DEFAULTS)).toEqual([]);
  });

  it("names each field that breaks a contract limit", () => {
    const problems = campaignGeneralProblems({
      ...GENERAL,
      title: "   ",
      attempts: 0,
      timeout: 10001,
      submitMode: "two words",
    });
    expect(fields(problems)).toEqual(["/title", "/attempts", "/timeout", "/submitMode"]);
    expect(codes(problems)).toEqual(["required", "minimum", "maximum", "pattern"]);
    expect(fields(campaignGeneralProblems({ ...GENERAL, attempts: 2.5 }))).toEqual(["/attempts"]);
    expect(
      fields(campaignCheckinProblems({ checkinLength: Number.NaN, range: "H", picture: true })),
    ).toEqual(["/checkinLength", "/range"]);
  });
});

describe("settings/general.json sections", () => {
  it("accepts every default", () => {
    expect(
      generalDocumentProblems({
        intro: DEFAULT_INTRO,
        kiosk: DEFAULT_KIOSK,
        cancels: DEFAULT_CANCELS,
        products: DEFAULT_PRODUCTS,
        twoStep: DEFAULT_TWO_STEP,
      }),
    ).toEqual([]);
  });

  it("intro: at most 5000 characters, shown as escaped markdown-lite", () => {
    expect(fields(introProblems("x"))).toEqual(["/intro"]);
    expect(fields(introProblems({ text: "a".repeat(5001) }))).toEqual(["/intro/text"]);
    expect(introHtml({ text: "# Hi\n**bold** <script>" })).toBe(
      "<h1>Hi</h1>\n<p><strong>bold</strong> &lt;script&gt;</p>",
    );
  });

  it("kiosk: idle reset 10–3600 s, a known attract image, supported languages once each", () => {
    const problems = kioskProblems({
      idleResetSeconds: 5,
      attractImage: "poster",
      languages: ["en-CA", "xx-XX", "en-CA"],
    });
    expect(fields(problems)).toEqual([
      "/kiosk/idleResetSeconds",
      "/kiosk/attractImage",
      "/kiosk/languages/1",
      "/kiosk/languages/2",
    ]);
    expect(codes(problems)).toEqual(["minimum", "enum", "enum", "duplicate"]);
    expect(codes(kioskProblems({ ...DEFAULT_KIOSK, languages: [] }))).toEqual(["required"]);
  });

  it("cancels: non-empty reasons, each once whatever its case", () => {
    const problems = cancelProblems({
      reasons: ["Moved away", " ", "moved AWAY", "x".repeat(121)],
    });
    expect(fields(problems)).toEqual([
      "/cancels/reasons/1",
      "/cancels/reasons/2",
      "/cancels/reasons/3",
    ]);
    expect(codes(problems)).toEqual(["required", "duplicate", "maxLength"]);
    expect(
      codes(cancelProblems({ reasons: Array.from({ length: 51 }, (_, i) => `r${i}`) })),
    ).toEqual(["maxItems"]);
  });

  it("products: currency from the country, amounts with two decimals, frequencies in days", () => {
    expect(withCountryCurrency({ ...DEFAULT_PRODUCTS, country: "gb" })).toMatchObject({
      country: "GB",
      currency: "GBP",
    });
    expect(frequencyDays({ every: 2, unit: "month" })).toBe(60);
    expect(frequencyDays({ every: 1, unit: "year" })).toBe(365);
    expect(frequencyDays({ every: 1, unit: "once" })).toBe(0);
    const problems = productProblems({
      country: "FR",
      currency: "USD",
      amounts: [10, 0, 5.555, 10],
      frequencies: [
        { every: 30, unit: "day" },
        { every: 1, unit: "month" },
        { every: 0, unit: "week" },
      ],
    });
    expect(fields(problems)).toEqual([
      "/products/currency",
      "/products/amounts/1",
      "/products/amounts/2",
      "/products/amounts/3",
      "/products/frequencies/1",
      "/products/frequencies/2/unit",
      "/products/frequencies/2/every",
    ]);
    expect(codes(problems)).toEqual([
      "mismatch",
      "minimum",
      "format",
      "duplicate",
      "duplicate",
      "enum",
      "minimum",
    ]);
    expect(codes(productProblems({ ...DEFAULT_PRODUCTS, amounts: [] }))).toEqual(["required"]);
  });

  it("twoStep: code length 4–10 digits, expiry 1–60 minutes", () => {
    expect(
      fields(twoStepProblems({ email: "yes", sms: true, codeLength: 3, expiryMinutes: 61 })),
    ).toEqual(["/twoStep/email", "/twoStep/codeLength", "/twoStep/expiryMinutes"]);
  });

  it("names problems under a prefix, ignores absent sections and unknown keys", () => {
    expect(generalDocumentProblems({ type: "voip", custom: 1 }, "/file")).toEqual([]);
    expect(
      fields(
        generalDocumentProblems({ twoStep: { ...DEFAULT_TWO_STEP, codeLength: 11 } }, "/file"),
      ),
    ).toEqual(["/file/twoStep/codeLength"]);
    expect(generalDocumentProblems([1])).toEqual([]);
  });

  it("reads a section back, falling back on its default when absent or broken", () => {
    const kiosk = { ...DEFAULT_KIOSK, idleResetSeconds: 120 };
    expect(readSection({ kiosk }, "kiosk", DEFAULT_KIOSK)).toEqual(kiosk);
    expect(readSection({}, "kiosk", DEFAULT_KIOSK)).toBe(DEFAULT_KIOSK);
    expect(readSection({ kiosk: { idleResetSeconds: "x" } }, "kiosk", DEFAULT_KIOSK)).toBe(
      DEFAULT_KIOSK,
    );
    expect(readSection(undefined, "kiosk", DEFAULT_KIOSK)).toBe(DEFAULT_KIOSK);
  });
});
