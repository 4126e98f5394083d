import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Avatar } from "../avatar/Avatar";
import { AvatarPicker } from "./AvatarPicker";

const image = (name: string, type: string, bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type });

const preview = <Avatar name="Jane Doe" size="xl2" />;

describe("AvatarPicker", () => {
  it("hands over a chosen PNG, JPEG or WebP picture", async () => {
    const onFile = vi.fn();
    render(<AvatarPicker preview={preview} hasPicture={false} onFile={onFile} />);
    expect(screen.getByRole("group", { name: "Picture" })).toBeTruthy();
    await userEvent.upload(screen.getByLabelText("Picture file"), image("me.jpg", "image/jpeg"));
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe("me.jpg");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses another type, and a file over the limit, saying why", async () => {
    const onFile = vi.fn();
    render(
      <AvatarPicker preview={preview} hasPicture={false} onFile={onFile} maxBytes={1024 * 1024} />,
    );
    const input = screen.getByLabelText("Picture file");
    await userEvent.upload(input, image("notes.txt", "text/plain"), { applyAccept: false });
    expect(screen.getByRole("alert").textContent).toBe(
      "notes.txt is not a picture: choose a PNG, JPEG or WebP image.",
    );
    await userEvent.upload(input, image("huge.png", "image/png", 1024 * 1024 + 1));
    expect(screen.getByRole("alert").textContent).toBe(
      "huge.png is too large: choose an image of at most 1 MB.",
    );
    expect(onFile).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("says Change and offers Remove once there is a picture", async () => {
    const onRemove = vi.fn();
    const { rerender } = render(
      <AvatarPicker preview={preview} hasPicture={false} onFile={vi.fn()} onRemove={onRemove} />,
    );
    expect(screen.getByRole("button", { name: "Upload a picture…" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove picture" })).toBeNull();
    rerender(<AvatarPicker preview={preview} hasPicture onFile={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByRole("button", { name: "Change picture…" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove picture" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("takes a dropped picture and marks the group while dragging", async () => {
    const onFile = vi.fn();
    render(<AvatarPicker preview={preview} hasPicture={false} onFile={onFile} />);
    const group = screen.getByRole("group", { name: "Picture" });
    group.dispatchEvent(new DragEvent("dragenter", { bubbles: true }));
    await vi.waitFor(() => {
      expect(group.getAttribute("data-state")).toBe("dragging");
    });
    const data = new DataTransfer();
    data.items.add(image("dropped.webp", "image/webp"));
    group.dispatchEvent(new DragEvent("drop", { bubbles: true, dataTransfer: data }));
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe("dropped.webp");
    await vi.waitFor(() => {
      expect(group.getAttribute("data-state")).toBe("idle");
    });
  });

  it("keeps both buttons waiting while busy, and offers a retry with the error", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <AvatarPicker
        preview={preview}
        hasPicture
        onFile={vi.fn()}
        onRemove={vi.fn()}
        busy="upload"
      />,
    );
    expect(screen.getByRole("button", { name: "Change picture…" }).getAttribute("aria-busy")).toBe(
      "true",
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Remove picture" }).disabled).toBe(
      true,
    );
    rerender(
      <AvatarPicker
        preview={preview}
        hasPicture
        onFile={vi.fn()}
        onRetry={onRetry}
        error="The connection was lost."
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("The connection was lost.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
