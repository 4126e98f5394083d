import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FileDropZone } from "./FileDropZone";

const meta = {
  title: "People/Bulk import/FileDropZone",
  component: FileDropZone,
  tags: ["autodocs"],
  args: { onFile: fn(), onPaste: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Drop a file here" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Choose a file…" })).toBeEnabled();
  },
};

export const FileChosen: Story = { args: { fileName: "new-reps-november.xlsx" } };

export const Reading: Story = { args: { fileName: "new-reps-november.xlsx", busy: true } };

export const WithError: Story = {
  args: { fileName: "empty.csv", error: "The file has a header row but no users under it." },
};

export const Paste: Story = {
  args: {
    defaultMode: "paste",
    pasteText: "username,email,first name,last name\njdoe,jane.doe@example.org,Jane,Doe",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Use this text" }));
    await expect(args.onPaste).toHaveBeenCalledWith(
      "username,email,first name,last name\njdoe,jane.doe@example.org,Jane,Doe",
    );
  },
};

export const SpanishLabels: Story = {
  args: {
    labels: {
      title: "Suelte un archivo aquí",
      description: "CSV o Excel (.xlsx), con los nombres de las columnas en la primera fila.",
      browse: "Elegir un archivo…",
      fileInput: "Archivo para importar",
      pasteInstead: "Pegar texto",
    },
  },
};
