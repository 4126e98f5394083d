import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Avatar } from "../avatar/Avatar";
import { AVATAR_IMAGES } from "../avatar/avatar.fixtures";
import { AvatarPicker } from "./AvatarPicker";

const meta = {
  title: "People/AvatarPicker",
  component: AvatarPicker,
  tags: ["autodocs"],
  args: {
    preview: <Avatar name="Jane Doe" size="xl2" />,
    hasPicture: false,
    onFile: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the fallback icon and one button. */
export const NoPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Picture" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Upload a picture…" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Remove picture" })).toBeNull();
  },
};

export const WithPicture: Story = {
  args: {
    hasPicture: true,
    preview: <Avatar name="Jane Doe" size="xl2" src={AVATAR_IMAGES.user} status="loaded" />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove picture" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A team's picture, which may also be an SVG. */
export const TeamPicture: Story = {
  args: {
    preview: <Avatar name="West Coast Field" kind="team" size="xl2" />,
    accept: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
    labels: { hint: "PNG, JPEG, WebP or SVG. Drop an image on the picture, or choose one." },
  },
};

export const Uploading: Story = {
  args: {
    hasPicture: true,
    busy: "upload",
    preview: <Avatar name="Jane Doe" size="xl2" status="loading" />,
  },
};

export const Failed: Story = {
  args: { error: "The picture could not be sent: the connection was lost." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("the connection was lost");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
