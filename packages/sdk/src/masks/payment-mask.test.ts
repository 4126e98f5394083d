import { describe, expect, it } from "vitest";
import { isMaskedPaymentField, maskPaymentValue } from "./payment-mask";

describe("maskPaymentValue", () => {
  it("shows only the last four characters of a listed field", () => {
    expect(maskPaymentValue("IBAN", "DE89 3704 0044 0532 0130 00")).toBe("•••• 3000");
    expect(maskPaymentValue("BankAccountNumber", "12345678")).toBe("•••• 5678");
    expect(maskPaymentValue("BankAccountLast4", "5678")).toBe("5678");
  });

  it("leaves other fields and configured lists alone", () => {
    expect(maskPaymentValue("CardType", "visa")).toBe("visa");
    expect(isMaskedPaymentField("SWIFT")).toBe(false);
    expect(maskPaymentValue("SWIFT", "DEUTDEFF", ["SWIFT"])).toBe("•••• DEFF");
    expect(maskPaymentValue("IBAN", "DE89370400440532013000", [])).toBe("DE89370400440532013000");
  });
});
