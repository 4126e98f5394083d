import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronRight, Pencil } from "lucide-react";
import { expect, within } from "storybook/test";
import { AVATAR_IMAGES } from "../avatar/avatar.fixtures";
import { Avatar } from "../avatar/Avatar";
import { StatusPill } from "../badge/StatusPill";
import { Badge } from "../badge/Badge";
import { Button } from "../button/Button";

import { PageHeader } from "./PageHeader";

/** A stand-in breadcrumb (the console passes its own). */
function Breadcrumb({ items }: { readonly items: readonly string[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex items-center gap-1">
        {items.map((item, index) => (
          <li key={item} className="flex items-center gap-1">
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-fg">
                {item}
              </span>
            ) : (
              <>
                <a href={`#/${item.toLowerCase()}`} className="hover:text-fg hover:underline">
                  {item}
                </a>
                <ChevronRight size={14} aria-hidden="true" />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const meta = {
  title: "Display/PageHeader",
  component: PageHeader,
  args: { title: "Campaigns" },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Campaigns" }),
    ).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    description: "Every fundraising campaign of your organisation.",
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button>New campaign</Button>
      </>
    ),
  },
};

/** An edit page: breadcrumb, the subject's avatar, its status and actions. */
export const Full: Story = {
  args: {
    title: "Spring appeal 2026",
    breadcrumb: <Breadcrumb items={["Campaigns", "Spring appeal 2026"]} />,
    description: "Door-to-door, 14 teams, ends 30.06.2026.",
    avatar: (
      <Avatar kind="campaign" name="Spring appeal 2026" src={AVATAR_IMAGES.campaign} size="xl" />
    ),
    meta: (
      <>
        <StatusPill tone="success">Active</StatusPill>
        <Badge tone="info">Monthly</Badge>
      </>
    ),
    actions: (
      <Button variant="secondary" icon={<Pencil size={16} />}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Breadcrumb" })).toBeInTheDocument();
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Spring appeal 2026" }),
    ).toBeVisible();
  },
};

/** Narrow screens: the actions wrap under the title. */
export const Narrow: Story = {
  args: { ...Full.args },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
};
