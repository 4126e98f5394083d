import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import {
  EmailPreview,
  type EmailPreviewDevice,
  type EmailPreviewProps,
  type EmailPreviewScheme,
} from "./EmailPreview";

const MESSAGE = `<!doctype html><html><head><style>body{margin:0;font-family:Helvetica,Arial,sans-serif}</style></head>
<body style="background:#f4f4f5"><div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px">
<h1 style="color:#0b5394;font-size:24px">Thank you, Ada!</h1>
<p style="color:#1f2933;font-size:16px;line-height:1.5">Your gift of 25.00 to the Winter Appeal keeps a family warm this winter.</p>
<p style="color:#52606d;font-size:12px">Canvass Charity · 1 Main Street · Unsubscribe</p></div></body></html>`;

function Stateful(props: EmailPreviewProps) {
  const [device, setDevice] = useState<EmailPreviewDevice>(props.device);
  const [scheme, setScheme] = useState<EmailPreviewScheme>(props.scheme);
  return (
    <EmailPreview
      {...props}
      device={device}
      scheme={scheme}
      onDeviceChange={setDevice}
      onSchemeChange={setScheme}
    />
  );
}

const meta = {
  title: "Email/EmailPreview",
  component: EmailPreview,
  render: (args) => <Stateful {...args} />,
  args: {
    label: "Preview of version 2",
    html: MESSAGE,
    device: "desktop",
    scheme: "light",
    height: 320,
    labels: { desktop: "Desktop", phone: "Phone", light: "Light", dark: "Dark" },
    onDeviceChange: () => undefined,
    onSchemeChange: () => undefined,
  },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle("Preview of version 2");
    await expect(frame.getAttribute("sandbox")).toBe("");
  },
};

export const Phone: Story = { args: { device: "phone" } };

export const PhoneDark: Story = { args: { device: "phone", scheme: "dark" } };
