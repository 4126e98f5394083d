import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DnsRecordTable } from "./DnsRecordTable";

const DKIM =
  "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdgcKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbcmwIDAQAB";

const meta = {
  title: "Email/DnsRecordTable",
  component: DnsRecordTable,
  args: {
    labels: {
      caption: "DNS records to publish",
      type: "Type",
      name: "Name",
      value: "Value to publish",
      status: "Status",
      statuses: { found: "Found", missing: "Missing", wrong: "Wrong", pending: "Not checked" },
      foundInstead: (values: string) => `Found instead: ${values}`,
    },
    records: [
      {
        type: "TXT",
        name: "mail.example.org",
        value: "v=spf1 include:spf.relay.example.net ~all",
        status: "found",
      },
      { type: "TXT", name: "canvass._domainkey.mail.example.org", value: DKIM, status: "missing" },
      {
        type: "TXT",
        name: "_dmarc.mail.example.org",
        value: "v=DMARC1; p=none",
        status: "wrong",
        found: ["v=DMARC1 p=reject"],
      },
      {
        type: "CNAME",
        name: "bounces.mail.example.org",
        value: "return.relay.example.net",
        status: "pending",
      },
    ],
  },
} satisfies Meta<typeof DnsRecordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One record of each status; the wrong one says what was found instead. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "DNS records to publish" })).toBeVisible();
    await expect(canvas.getByText("Found instead: v=DMARC1 p=reject")).toBeVisible();
    await expect(canvas.getByText("Not checked")).toBeVisible();
  },
};

/** Every record found: a validated domain. */
export const AllFound: Story = {
  args: {
    records: meta.args.records.map((record) => ({ ...record, status: "found" as const })),
  },
};
