import { SIZES } from "../../theme/sizes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Avatar, type AvatarProps } from "./Avatar";
import { AVATAR_IMAGES, BROKEN_IMAGE } from "./avatar.fixtures";

const KINDS = [
  { kind: "user", name: "Jane Cooper", src: AVATAR_IMAGES.user },
  { kind: "team", name: "North Shore team", src: AVATAR_IMAGES.team },
  { kind: "campaign", name: "Spring appeal 2026", src: AVATAR_IMAGES.campaign },
] as const;

const meta = {
  title: "Display/Avatar",
  component: Avatar,
  args: { name: "Jane Cooper", kind: "user", src: AVATAR_IMAGES.user, size: "lg" },
  argTypes: {
    kind: { control: "inline-radio", options: ["user", "team", "campaign"] },
    status: { control: "inline-radio", options: [undefined, "loading", "loaded", "invalid"] },
    size: { control: "inline-radio", options: SIZES },
    presence: { control: "inline-radio", options: [undefined, "online", "offline"] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three kinds side by side, each with its own name and picture. */
function EachKind(args: AvatarProps) {
  return (
    <div className="flex items-center gap-4">
      {KINDS.map((subject) => (
        <Avatar key={subject.kind} {...args} {...subject} />
      ))}
    </div>
  );
}

export const Loaded: Story = {
  args: { status: "loaded" },
  render: EachKind,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { name } of KINDS) {
      const image = canvas.getByRole("img", { name });
      await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    }
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  render: EachKind,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Jane Cooper" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The machine says `invalid` (no id, fetch failed): user, shield and layers icons. */
export const Invalid: Story = {
  args: { status: "invalid" },
  render: EachKind,
};

/** The picture arrived but cannot be decoded: the avatar falls back by itself and reports it. */
export const BrokenImage: Story = {
  args: { status: "loaded", onImageError: fn() },
  render: (args) => (
    <div className="flex items-center gap-4">
      {KINDS.map((subject) => (
        <Avatar key={subject.kind} {...args} {...subject} src={BROKEN_IMAGE} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledTimes(KINDS.length));
    const canvas = within(canvasElement);
    for (const { name } of KINDS) {
      await expect(canvas.getByRole("img", { name }).tagName).toBe("SPAN");
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {KINDS.map((subject) => (
        <div key={subject.kind} className="flex items-end gap-3">
          {SIZES.map((size) => (
            <Avatar key={size} {...args} {...subject} size={size} />
          ))}
          {SIZES.map((size) => (
            <Avatar key={size} {...args} {...subject} status="invalid" size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithProfileLink: Story = {
  args: { href: "#/user/p9f8e7", linkLabel: "Open Jane Cooper's profile" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Open Jane Cooper's profile" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The console passes its router's link; the avatar hands it the classes and the picture. */
export const WithRouterLink: Story = {
  args: {
    kind: "team",
    name: "North Shore team",
    src: AVATAR_IMAGES.team,
    renderLink: ({ className, children, ...rest }) => (
      <a {...rest} href="#/team/t1t2t3" className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "North Shore team" });
    await expect(link).toHaveAttribute("href", "#/team/t1t2t3");
  },
};

export const Presence: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(["online", "offline"] as const).map((presence) => (
        <div key={presence} className="flex items-end gap-3">
          {SIZES.map((size) => (
            <Avatar key={size} {...args} size={size} presence={presence} />
          ))}
          <Avatar {...args} status="invalid" presence={presence} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Online")).toHaveLength(SIZES.length + 1);
    await expect(canvas.getAllByText("Offline")).toHaveLength(SIZES.length + 1);
  },
};
