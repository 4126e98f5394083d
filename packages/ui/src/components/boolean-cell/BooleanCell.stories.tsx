import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BooleanCell } from "./BooleanCell";

const meta = {
  title: "Data/BooleanCell",
  component: BooleanCell,
  tags: ["autodocs"],
  args: { value: true },
} satisfies Meta<typeof BooleanCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Yes")).toBeInTheDocument();
  },
};

export const No: Story = { args: { value: false } };

/** Every state, with translated words for screen readers. */
export const Catalog: Story = {
  render: () => (
    <table className="text-sm text-fg">
      <tbody>
        {(
          [
            ["Card scanned", true],
            ["Address validated", false],
            ["Duplicate", null],
          ] as const
        ).map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="pr-4 text-left font-normal">
              {label}
            </th>
            <td>
              <BooleanCell value={value} labels={{ yes: "Oui", no: "Non", unknown: "Inconnu" }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Oui")).toBeInTheDocument();
    await expect(canvas.getByText("Non")).toBeInTheDocument();
    await expect(canvas.getByText("Inconnu")).toBeInTheDocument();
  },
};
