import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmailPreview, previewDocument } from "./EmailPreview";

const labels = { desktop: "Desktop", phone: "Phone", light: "Light", dark: "Dark" };

describe("EmailPreview", () => {
  it("shows the message in a frame sandboxed without scripts, at the device's width", async () => {
    const onDevice = vi.fn();
    const onScheme = vi.fn();
    render(
      <EmailPreview
        label="Preview"
        html="<html><head></head><body><p>Hello</p><script>parent.x=1</script></body></html>"
        device="phone"
        scheme="light"
        labels={labels}
        onDeviceChange={onDevice}
        onSchemeChange={onScheme}
      />,
    );
    const frame = screen.getByTitle("Preview");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.style.width).toBe("375px");
    expect(frame.getAttribute("srcdoc")).toContain('<meta name="color-scheme" content="light">');
    expect(screen.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Desktop" }));
    await userEvent.click(screen.getByRole("button", { name: "Dark" }));
    expect(onDevice).toHaveBeenCalledWith("desktop");
    expect(onScheme).toHaveBeenCalledWith("dark");
  });

  it("darkens a message by inversion in dark, inside its head", () => {
    const dark = previewDocument("<html><head><title>x</title></head><body></body></html>", "dark");
    expect(dark).toMatch(
      /^<html><head><meta name="color-scheme" content="dark"><style>html\{filter:invert/,
    );
    expect(previewDocument("<p>x</p>", "light")).toBe(
      '<meta name="color-scheme" content="light"><p>x</p>',
    );
  });
});
