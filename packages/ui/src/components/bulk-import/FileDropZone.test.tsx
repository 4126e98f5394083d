import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { FileDropZone } from "./FileDropZone";

const csv = (name: string) => new File(["username,email\njdoe,j@example.org\n"], name);

function dropOn(target: Element, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(new DragEvent("dragover", { bubbles: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent("drop", { bubbles: true, dataTransfer: data }));
}

describe("FileDropZone", () => {
  it("hands over a chosen .csv or .xlsx file and shows the chosen name", async () => {
    const onFile = vi.fn();
    const { rerender } = render(<FileDropZone onFile={onFile} onPaste={vi.fn()} />);
    const input = screen.getByLabelText("File to import");
    await userEvent.upload(input, csv("people.CSV"));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe("people.CSV");
    rerender(<FileDropZone onFile={onFile} onPaste={vi.fn()} fileName="people.CSV" />);
    expect(screen.getByText("Chosen: people.CSV")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Drop a file here" })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses other file types with an alert saying why", async () => {
    const onFile = vi.fn();
    render(<FileDropZone onFile={onFile} onPaste={vi.fn()} />);
    const input = screen.getByLabelText("File to import");
    await userEvent.upload(input, csv("notes.txt"), { applyAccept: false });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(
      "notes.txt cannot be read: choose a .csv or .xlsx file.",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("takes a dropped file and marks the area while dragging", async () => {
    const onFile = vi.fn();
    render(<FileDropZone onFile={onFile} onPaste={vi.fn()} />);
    const area = screen.getByRole("group", { name: "Drop a file here" });
    area.dispatchEvent(new DragEvent("dragenter", { bubbles: true }));
    await vi.waitFor(() => {
      expect(area.getAttribute("data-state")).toBe("dragging");
    });
    dropOn(area, csv("dropped.xlsx"));
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe("dropped.xlsx");
    await vi.waitFor(() => {
      expect(area.getAttribute("data-state")).toBe("idle");
    });
  });

  it("opens the file picker from the keyboard through the browse button", async () => {
    render(<FileDropZone onFile={vi.fn()} onPaste={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>("File to import");
    const click = vi.spyOn(input, "click").mockImplementation(() => undefined);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose a file…" }));
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("switches to a paste box whose text is sent by the button, and back", async () => {
    const onPaste = vi.fn();
    function Controlled() {
      const [text, setText] = useState("");
      return (
        <FileDropZone
          onFile={vi.fn()}
          onPaste={onPaste}
          pasteText={text}
          onPasteTextChange={setText}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Paste text instead" }));
    const box = screen.getByRole("textbox", { name: "CSV text" });
    const use = screen.getByRole("button", { name: "Use this text" });
    expect(use).toHaveProperty("disabled", true);
    await userEvent.click(box);
    await userEvent.paste("username,email\namy,amy@example.org");
    expect(use).toHaveProperty("disabled", false);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(use);
    expect(onPaste).toHaveBeenCalledWith("username,email\namy,amy@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Upload a file instead" }));
    expect(screen.getByRole("button", { name: "Choose a file…" })).toBeTruthy();
    // The parent kept the text: back in paste mode it is still there.
    await userEvent.click(screen.getByRole("button", { name: "Paste text instead" }));
    expect(screen.getByRole("textbox", { name: "CSV text" })).toHaveProperty(
      "value",
      "username,email\namy,amy@example.org",
    );
  });

  it("announces the parent's error and waits while busy", () => {
    render(
      <FileDropZone
        onFile={vi.fn()}
        onPaste={vi.fn()}
        busy
        error="The file has no rows."
        labels={{ browse: "Datei wählen…" }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("The file has no rows.");
    expect(screen.getByRole("button", { name: "Datei wählen…" }).getAttribute("aria-busy")).toBe(
      "true",
    );
  });
});
