import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { TextField } from "./TextField";

const frameOf = (input: HTMLElement): HTMLElement => {
  const frame = input.closest<HTMLElement>('[data-slot="input-frame"]');
  if (!frame) throw new Error("no input frame");
  return frame;
};

describe("TextField, text kinds", () => {
  it("emits the typed text and starts from defaultValue when uncontrolled", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Name" defaultValue="Ann" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).toHaveProperty("value", "Ann");
    await userEvent.type(input, "a");
    expect(onValueChange).toHaveBeenLastCalledWith("Anna");
    expect(input).toHaveProperty("value", "Anna");
  });

  it("shows the controlled value and only that", async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <TextField label="Name" value="Bo" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    await userEvent.type(input, "b");
    expect(onValueChange).toHaveBeenLastCalledWith("Bob");
    expect(input).toHaveProperty("value", "Bo");
    rerender(<TextField label="Name" value="Cy" onValueChange={onValueChange} />);
    expect(input).toHaveProperty("value", "Cy");
  });

  it("wires an error: red border, aria-invalid and the message as description", async () => {
    render(<TextField label="Email" kind="email" defaultValue="x@" error="Enter a valid email." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Enter a valid email.");
    expect(getComputedStyle(frameOf(input)).borderTopColor).toBe("rgb(220, 38, 38)");
    expect(await axeViolations()).toEqual([]);
  });

  it("while loading shows a spinner inside the field and is busy but editable", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Username" loading onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input.getAttribute("aria-busy")).toBe("true");
    expect(frameOf(input).querySelector('[data-slot="input-spinner"] svg')).not.toBeNull();
    await userEvent.type(input, "z");
    expect(onValueChange).toHaveBeenCalledWith("z");
  });

  it("clears with the clear button, shown only while there is text, and refocuses", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="City" clearable defaultValue="Bern" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "City" });
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onValueChange).toHaveBeenCalledWith("");
    expect(input).toHaveProperty("value", "");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
  });

  it("shows a password on request with a pressed toggle", async () => {
    render(<TextField label="Password" kind="password" defaultValue="s3cret" />);
    const input = screen.getByLabelText("Password");
    expect(input.getAttribute("type")).toBe("password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    await userEvent.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });

  it("sets the input theme on the field and takes the input colours from it", () => {
    render(<TextField label="Dark" theme="dark" />);
    const input = screen.getByRole("textbox", { name: "Dark" });
    const field = input.closest<HTMLElement>('[data-slot="form-field"]');
    expect(field?.getAttribute("data-input-theme")).toBe("dark");
    expect(getComputedStyle(frameOf(input)).backgroundColor).toBe("rgb(15, 23, 42)");
  });

  it("has the heights of the size scale", () => {
    render(
      <>
        <TextField label="Small" size="sm" />
        <TextField label="Medium" />
        <TextField label="Large" size="lg" />
      </>,
    );
    const height = (name: string) =>
      frameOf(screen.getByRole("textbox", { name })).getBoundingClientRect().height;
    expect([height("Small"), height("Medium"), height("Large")]).toEqual([32, 36, 40]);
  });
});

describe("TextField, number kind", () => {
  it("emits parsed numbers, and null when emptied", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Count" kind="number" onValueChange={onValueChange} />);
    const input = screen.getByRole("spinbutton", { name: "Count" });
    await userEvent.type(input, "-3.5");
    expect(onValueChange).toHaveBeenLastCalledWith(-3.5);
    expect(typeof onValueChange.mock.lastCall?.[0]).toBe("number");
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it("applies length, min and max only when above 0", () => {
    render(
      <>
        <TextField label="Limited" kind="number" length={4} min={1} max={500} />
        <TextField label="Zeros" kind="number" length={0} min={0} max={0} />
        <TextField label="Negative" kind="number" min={-10} max={10} />
      </>,
    );
    const attributes = (name: string) => {
      const input = screen.getByRole("spinbutton", { name });
      return ["maxlength", "min", "max"].map((attribute) => input.getAttribute(attribute));
    };
    expect(attributes("Limited")).toEqual(["4", "1", "500"]);
    expect(attributes("Zeros")).toEqual([null, null, null]);
    expect(attributes("Negative")).toEqual([null, null, "10"]);
  });

  it("refuses digits beyond the length, which browsers ignore on number inputs", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="PIN" kind="number" length={3} onValueChange={onValueChange} />);
    const input = screen.getByRole("spinbutton", { name: "PIN" });
    await userEvent.type(input, "12345");
    expect(input).toHaveProperty("value", "123");
    expect(onValueChange).toHaveBeenLastCalledWith(123);
  });

  it("shows a controlled number", () => {
    render(<TextField label="Age" kind="number" value={42} />);
    expect(screen.getByRole("spinbutton", { name: "Age" })).toHaveProperty("value", "42");
  });
});

describe("TextField, date mask", () => {
  it("inserts the dots while typing and emits the date once complete", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Birthday" kind="date-mask" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Birthday" });
    expect(input.getAttribute("placeholder")).toBe("dd.mm.yyyy");
    await userEvent.type(input, "120");
    expect(input).toHaveProperty("value", "12.0");
    await userEvent.type(input, "32");
    expect(input).toHaveProperty("value", "12.03.2");
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.type(input, "026");
    expect(input).toHaveProperty("value", "12.03.2026");
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect((onValueChange.mock.lastCall?.[0] as Date).toISOString()).toBe(
      "2026-03-12T00:00:00.000Z",
    );
    await userEvent.type(input, "9");
    expect(input).toHaveProperty("value", "12.03.2026");
    await userEvent.type(input, "{Backspace}");
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it("deletes the digit before a dot when backspacing over the dot", async () => {
    render(<TextField label="Start" kind="date-mask" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Start" });
    await userEvent.type(input, "1203");
    input.setSelectionRange(3, 3);
    await userEvent.keyboard("{Backspace}");
    expect(input.value).toBe("10.3");
    expect(input.selectionStart).toBe(1);
  });

  it("shows an error for an impossible date on blur, and drops it once the date is real", async () => {
    render(<TextField label="Due" kind="date-mask" />);
    const input = screen.getByRole("textbox", { name: "Due" });
    await userEvent.type(input, "31022026");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    await userEvent.tab();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Enter a real date as dd.mm.yyyy.");
    await userEvent.type(
      input,
      "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}",
    );
    await userEvent.type(input, "012026");
    expect(input).toHaveProperty("value", "31.01.2026");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("refuses years outside 1900–9999", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Old" kind="date-mask" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Old" }), "31121899");
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("shows a controlled date and follows its changes", () => {
    const { rerender } = render(
      <TextField label="Day" kind="date-mask" value={new Date("2026-02-03T00:00:00Z")} />,
    );
    const input = screen.getByRole("textbox", { name: "Day" });
    expect(input).toHaveProperty("value", "03.02.2026");
    rerender(<TextField label="Day" kind="date-mask" value={null} />);
    expect(input).toHaveProperty("value", "");
  });
});

describe("TextField, number mask", () => {
  it("reads a typed dot as the comma radix, emits numbers and formats on blur", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Amount" kind="number-mask" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await userEvent.type(input, "25.5");
    expect(input).toHaveProperty("value", "25,5");
    expect(onValueChange).toHaveBeenLastCalledWith(25.5);
    await userEvent.tab();
    expect(input).toHaveProperty("value", "25,50");
  });

  it("allows no more than 2 decimals", async () => {
    render(<TextField label="Price" kind="number-mask" />);
    const input = screen.getByRole("textbox", { name: "Price" });
    await userEvent.type(input, "1,2345");
    expect(input).toHaveProperty("value", "1,23");
  });

  it("blocks a minus sign unless the minimum is negative", async () => {
    const blocked = vi.fn();
    const allowed = vi.fn();
    render(
      <>
        <TextField label="Positive" kind="number-mask" min={0} onValueChange={blocked} />
        <TextField label="Signed" kind="number-mask" min={-100} onValueChange={allowed} />
      </>,
    );
    const positive = screen.getByRole("textbox", { name: "Positive" });
    await userEvent.type(positive, "-5");
    expect(positive).toHaveProperty("value", "5");
    expect(blocked).toHaveBeenLastCalledWith(5);
    const signed = screen.getByRole("textbox", { name: "Signed" });
    await userEvent.type(signed, "-5,25");
    expect(signed).toHaveProperty("value", "-5,25");
    expect(allowed).toHaveBeenLastCalledWith(-5.25);
  });

  it("gives null out of range and clamps on blur", async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Share" kind="number-mask" max={100} onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Share" });
    await userEvent.type(input, "150");
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    expect(input).toHaveProperty("value", "100,00");
    expect(onValueChange).toHaveBeenLastCalledWith(100);
  });

  it("works controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(12.5);
      return (
        <>
          <TextField label="Fee" kind="number-mask" value={value} onValueChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Fee" });
    expect(input).toHaveProperty("value", "12,50");
    await userEvent.clear(input);
    await userEvent.type(input, "7,");
    expect(input).toHaveProperty("value", "7,");
    expect(screen.getByRole("status").textContent).toBe("7");
  });
});
