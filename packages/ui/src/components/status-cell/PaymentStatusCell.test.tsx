import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { PaymentStatusCell } from "./PaymentStatusCell";

describe("PaymentStatusCell", () => {
  it("shows a failed payment's reason in a tooltip that describes the pill", async () => {
    render(<PaymentStatusCell status="failed" label="Échoué" reason="Card expired" />);
    const pill = screen.getByRole("button", { name: "Échoué" });
    expect(pill.querySelector("[data-slot=status-pill]")?.getAttribute("data-tone")).toBe("danger");
    await userEvent.tab();
    expect(document.activeElement).toBe(pill);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("Card expired");
    expect(pill.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(await axeViolations()).toEqual([]);
  });

  it("is a plain pill without a reason, or when the payment did not fail", async () => {
    render(
      <>
        <PaymentStatusCell status="approved" label="Approved" reason="ignored" />
        <PaymentStatusCell status="failed" label="Failed" reason={null} />
        <PaymentStatusCell status="mystery" label="Mystery" />
      </>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    const tones = [...document.querySelectorAll("[data-slot=status-pill]")].map((pill) =>
      pill.getAttribute("data-tone"),
    );
    expect(tones).toEqual(["success", "danger", "neutral"]);
    expect(await axeViolations()).toEqual([]);
  });
});
