import { SIZES } from "../../theme/sizes";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SIZE_PX } from "../../theme/sizes";
import { Avatar } from "./Avatar";
import { AVATAR_IMAGES, BROKEN_IMAGE } from "./avatar.fixtures";

const root = (name: string) => {
  const element = screen.getByRole("img", { name }).closest("[data-slot=avatar]");
  if (!(element instanceof HTMLElement)) throw new Error(`no avatar named ${name}`);
  return element;
};

const fallbackIcon = (name: string) =>
  root(name).querySelector("svg[data-icon]")?.getAttribute("data-icon");

describe("Avatar", () => {
  it("shows the picture named by `name`", async () => {
    render(<Avatar name="Jane Cooper" src={AVATAR_IMAGES.user} />);
    const image = screen.getByRole("img", { name: "Jane Cooper" });
    expect(image.tagName).toBe("IMG");
    await waitFor(() => {
      expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    });
    expect(root("Jane Cooper").getAttribute("data-state")).toBe("loaded");
  });

  it("falls back to the kind's icon when the image fails, and reports it once", async () => {
    const cases = [
      ["user", "user"],
      ["team", "shield"],
      ["campaign", "layers"],
    ] as const;
    for (const [kind, icon] of cases) {
      const onImageError = vi.fn();
      const { unmount } = render(
        <Avatar name={`A ${kind}`} kind={kind} src={BROKEN_IMAGE} onImageError={onImageError} />,
      );
      await waitFor(() => {
        expect(onImageError).toHaveBeenCalledTimes(1);
      });
      const picture = screen.getByRole("img", { name: `A ${kind}` });
      expect(picture.tagName).toBe("SPAN");
      expect(fallbackIcon(`A ${kind}`)).toBe(icon);
      expect(root(`A ${kind}`).getAttribute("data-state")).toBe("invalid");
      unmount();
    }
  });

  it("tries a new picture after a failed one", async () => {
    const { rerender } = render(<Avatar name="Jane" src={BROKEN_IMAGE} />);
    await waitFor(() => {
      expect(fallbackIcon("Jane")).toBe("user");
    });
    rerender(<Avatar name="Jane" src={AVATAR_IMAGES.user} />);
    expect(screen.getByRole("img", { name: "Jane" }).tagName).toBe("IMG");
  });

  it("follows the machine: `invalid` shows the icon even with a picture, `loading` a busy placeholder", () => {
    const { rerender } = render(
      <Avatar name="North" kind="team" src={AVATAR_IMAGES.team} status="invalid" />,
    );
    expect(fallbackIcon("North")).toBe("shield");
    rerender(<Avatar name="North" kind="team" src={null} status="loading" />);
    const placeholder = screen.getByRole("img", { name: "North" });
    expect(placeholder.getAttribute("aria-busy")).toBe("true");
    expect(fallbackIcon("North")).toBeUndefined();
    expect(root("North").getAttribute("data-state")).toBe("loading");
  });

  it("shows the icon when there is no picture", () => {
    render(<Avatar name="Spring appeal" kind="campaign" />);
    expect(fallbackIcon("Spring appeal")).toBe("layers");
  });

  it("takes its width and height from the shared size scale, with an icon half as wide", () => {
    render(
      <>
        {SIZES.map((size) => (
          <Avatar key={size} name={`Avatar ${size}`} size={size} status="invalid" />
        ))}
      </>,
    );
    for (const size of SIZES) {
      const picture = screen.getByRole("img", { name: `Avatar ${size}` });
      const { width, height } = picture.getBoundingClientRect();
      expect([size, width, height]).toEqual([size, SIZE_PX[size], SIZE_PX[size]]);
      const icon = picture.querySelector("svg");
      expect([size, icon?.getBoundingClientRect().width]).toEqual([size, SIZE_PX[size] / 2]);
    }
  });

  it("links to the profile, named by the name or by `linkLabel`, reachable with Tab", async () => {
    const { rerender } = render(<Avatar name="Jane Cooper" href="/user/p9f8e7" />);
    const link = screen.getByRole("link", { name: "Jane Cooper" });
    expect(link.getAttribute("href")).toBe("/user/p9f8e7");
    await userEvent.tab();
    expect(document.activeElement).toBe(link);

    rerender(<Avatar name="Jane Cooper" href="/user/p9f8e7" linkLabel="Open Jane's profile" />);
    expect(screen.getByRole("link", { name: "Open Jane's profile" })).toBe(link);
  });

  it("renders the link through `renderLink` for the console's router", () => {
    const renderLink = vi.fn((props: { className: string; children: ReactNode; href?: string }) => (
      <a className={props.className} href={`#${props.href ?? ""}`}>
        {props.children}
      </a>
    ));
    render(<Avatar name="North" kind="team" href="/team/t1" renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: "/team/t1" }));
    const link = screen.getByRole("link", { name: "North" });
    expect(link.getAttribute("href")).toBe("#/team/t1");
  });

  it("has no link without `href` or `renderLink`", () => {
    render(<Avatar name="Jane" />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says online or offline in words beside the dot, in the console's language", () => {
    const { rerender } = render(<Avatar name="Jane" presence="online" href="/user/1" />);
    const dot = root("Jane").querySelector("[data-slot=avatar-presence]");
    expect(dot?.textContent).toBe("Online");
    expect(dot?.getAttribute("data-presence")).toBe("online");
    // The dot is not part of the link's name.
    expect(screen.getByRole("link", { name: "Jane" })).toBeTruthy();

    rerender(<Avatar name="Jane" presence="offline" labels={{ offline: "Hors ligne" }} />);
    expect(root("Jane").querySelector("[data-slot=avatar-presence]")?.textContent).toBe(
      "Hors ligne",
    );
    rerender(<Avatar name="Jane" />);
    expect(root("Jane").querySelector("[data-slot=avatar-presence]")).toBeNull();
  });
});
