import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ColumnMapper, type ColumnMapperField, type ColumnMapperProps } from "./ColumnMapper";

const FIELDS: ColumnMapperField[] = [
  { id: "username", label: "Username", required: true },
  { id: "email", label: "Email", required: true },
  { id: "firstname", label: "First name", required: true },
  { id: "lastname", label: "Last name", required: true },
  { id: "role", label: "Role", unmappedHint: "Rows without a role get the default role (rep)." },
  { id: "team", label: "Team", unmappedHint: "Rows without a team get the default team." },
  { id: "password", label: "Password", unmappedHint: "Users get an e-mail to set a password." },
];
const COLUMNS = ["Usuario", "Correo", "Nombre", "Apellido", "Teléfono"];
const SAMPLE = ["mlopez", "maria.lopez@example.org", "María", "López", "+51 1 555 0100"];

/** The mapper with its mapping in state, as the console keeps it. */
function Stateful(props: ColumnMapperProps) {
  const [mapping, setMapping] = useState(props.mapping);
  return (
    <ColumnMapper
      {...props}
      mapping={mapping}
      onMappingChange={(field, column) => {
        props.onMappingChange(field, column);
        setMapping((previous) => ({ ...previous, [field]: column }));
      }}
    />
  );
}

const meta = {
  title: "People/Bulk import/ColumnMapper",
  component: ColumnMapper,
  tags: ["autodocs"],
  args: {
    fields: FIELDS,
    columns: COLUMNS,
    sample: SAMPLE,
    mapping: { username: 0, email: 1, firstname: 2, lastname: 3 },
    onMappingChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColumnMapper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything required found by the guess; role, team and password from defaults. */
export const Guessed: Story = {};

export const MissingRequired: Story = {
  args: { mapping: { username: 0, firstname: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("combobox", { name: "Email (required)" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await userEvent.selectOptions(email, "Correo");
    await expect(args.onMappingChange).toHaveBeenCalledWith("email", 1);
    await expect(email).not.toHaveAttribute("aria-invalid");
  },
};

export const Disabled: Story = { args: { disabled: true } };
