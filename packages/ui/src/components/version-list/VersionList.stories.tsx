import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { VersionList } from "./VersionList";

const meta = {
  title: "Email/VersionList",
  component: VersionList,
  args: {
    labels: {
      list: "Versions",
      version: (v: number) => `Version ${String(v)}`,
      active: "Active",
      activate: "Activate",
      open: "Open",
      delete: "Delete",
      unknownAuthor: "Former user",
    },
    current: 2,
    onOpen: fn(),
    onActivate: fn(),
    onDelete: fn(),
    versions: [
      {
        v: 1,
        subject: "Thank you!",
        locale: "en",
        author: "Sam Admin",
        created: "1 Sept 2026",
        active: false,
      },
      {
        v: 2,
        subject: "Thank you for your gift, {{ FirstName }}",
        locale: "en",
        author: "Sam Admin",
        created: "5 Oct 2026",
        active: true,
      },
      {
        v: 3,
        subject: "Merci pour votre don, {{ FirstName }}",
        locale: "fr",
        created: "20 Nov 2026",
        active: false,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VersionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Versions" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(list).queryByRole("button", { name: "Delete Version 2" })).toBeNull();
  },
};

export const Busy: Story = { args: { busy: true } };
