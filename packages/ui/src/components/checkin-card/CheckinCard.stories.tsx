import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CheckinCard } from "./CheckinCard";
import { CHECKIN_PICTURE, GEOFENCE_LABELS } from "./checkin-card.fixtures";

const meta = {
  title: "Display/CheckinCard",
  component: CheckinCard,
  tags: ["autodocs"],
  args: {
    name: "Sam Field",
    team: "Downtown",
    campaign: "Winter Appeal",
    time: "Nov 26, 2026, 9:02 AM",
    location: "Toronto, ON, CA",
    pictureUrl: CHECKIN_PICTURE,
    pictureAlt: "Picture taken by Sam Field at check-in",
    geofence: "inside",
    geofenceLabels: GEOFENCE_LABELS,
  },
} satisfies Meta<typeof CheckinCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: /Picture taken by Sam Field/ })).toBeVisible();
  },
};

/** With a picture outside the territory, and without a picture nor a check: the visual snapshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <CheckinCard {...args} geofence="outside" />
      <CheckinCard
        {...args}
        name="Ana Ruiz"
        pictureUrl={undefined}
        team={undefined}
        geofence="unknown"
      />
    </div>
  ),
};
