/**
 * The demo custom reports (issue 21, decision 0046): new rows only, no submissions. Approved
 * totals by campaign and team, sign-ups per week of Received with the cancel rate, and the
 * winter campaign's share by payment status.
 */
import { toJson } from "../schema.js";
import type { SeedContext } from "./context.js";

export async function seedReports(ctx: SeedContext): Promise<number> {
  const winter = ctx.campaigns.find((c) => c.key === "winter")?.id;
  const reports = [
    {
      description: "Approved totals by campaign and team",
      query: {
        groupBy: ["CampaignName", "TeamName"],
        metrics: [
          { field: "*", fn: "count", label: "Sign-ups" },
          { field: "Amount", fn: "sum", label: "Total" },
          { field: "Amount", fn: "avg", label: "Average gift" },
        ],
        filters: { PaymentStatus: "approved" },
      },
    },
    {
      description: "Weekly sign-ups and cancel rate",
      query: {
        groupBy: ["Received:week"],
        metrics: [
          { field: "*", fn: "count", label: "Sign-ups" },
          { field: "*", fn: "cancelRate", label: "Cancel rate" },
        ],
        submissions: { timezone: "America/Los_Angeles" },
      },
    },
    {
      description: "Winter appeal by payment status",
      query: {
        groupBy: ["PaymentStatus"],
        metrics: [
          { field: "*", fn: "count", label: "Sign-ups" },
          { field: "*", fn: "share", label: "Share" },
        ],
        ...(winter === undefined ? {} : { submissions: { Campaign: [winter] } }),
      },
    },
  ];
  const admin = ctx.players.find((player) => player.role === "admin")?.id ?? null;
  await ctx.db
    .insertInto("custom_reports")
    .values(
      reports.map((report) => ({
        id: ctx.ids.next("customreport"),
        description: report.description,
        query: toJson(report.query),
        created_by: admin,
        created: ctx.now,
        updated: ctx.now,
      })),
    )
    .execute();
  return reports.length;
}
