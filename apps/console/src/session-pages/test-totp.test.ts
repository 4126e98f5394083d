import { describe, expect, it } from "vitest";
import { currentStep, totpCode, wrongCode } from "./test-totp";

describe("totpCode (test support)", () => {
  it("matches the RFC 6238 SHA-1 test vectors", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8 digits there; 6 here.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCode(secret, Math.floor(59 / 30))).toBe("287082");
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe("081804");
    expect(totpCode(secret, Math.floor(20000000000 / 30))).toBe("353130");
  });

  it("finds a code outside the accepted steps", () => {
    const secret = "JBSWY3DPEHPK3PXPCANVASSDEMO2FAAA";
    const now = 1_800_000_000_000;
    const step = currentStep(now);
    const code = wrongCode(secret, now);
    expect([step - 1, step, step + 1].map((s) => totpCode(secret, s))).not.toContain(code);
  });
});
