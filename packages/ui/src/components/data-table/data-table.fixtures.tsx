// Sample rows for the stories and tests: deterministic (built from the index, no randomness).
import { formatMoney, formatNumber } from "@canvass/sdk/money";
import type { ColumnDef } from "@tanstack/react-table";
import type { DataTableColumnMeta } from "./column-meta";

export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly client: string;
  readonly status: "Active" | "Paused" | "Ended";
  readonly donors: number;
  readonly raised: number;
  /** ISO date, shown as is. */
  readonly start: string;
}

const NAMES = [
  "Spring appeal",
  "Winter warmth",
  "Clean water",
  "School meals",
  "Forest planting",
  "Night shelter",
  "Harbour rescue",
  "Library books",
  "Hospice care",
  "River cleanup",
  "Youth football",
  "Food bank",
] as const;
const CLIENTS = ["Red Maple Trust", "Northwind Aid", "Blue Harbour", "Cedar Fund"] as const;
const STATUSES = ["Active", "Paused", "Ended"] as const;

/** `count` campaigns; names repeat with a number after the first dozen. */
export function campaignRows(count: number): CampaignRow[] {
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / NAMES.length);
    return {
      id: `c-${String(index + 1).padStart(4, "0")}`,
      name: `${NAMES[index % NAMES.length] ?? ""}${round > 0 ? ` ${round + 1}` : ""}`,
      client: CLIENTS[(index * 7) % CLIENTS.length] ?? "",
      status: STATUSES[(index * 5) % STATUSES.length] ?? "Active",
      donors: ((index * 389) % 1900) + 12,
      raised: ((index * 7919) % 250_000) + 1250.5,
      start: `2024-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 27) + 1).padStart(2, "0")}`,
    };
  });
}

const end = { align: "end" } satisfies DataTableColumnMeta;

export const campaignColumns: ColumnDef<CampaignRow>[] = [
  { accessorKey: "name", header: "Campaign", size: 220 },
  { accessorKey: "client", header: "Client" },
  { accessorKey: "status", header: "Status", size: 110 },
  {
    accessorKey: "donors",
    header: "Donors",
    size: 110,
    meta: end,
    cell: ({ row }) => formatNumber(row.original.donors, "en-CA"),
  },
  {
    accessorKey: "raised",
    header: "Raised",
    size: 150,
    meta: end,
    cell: ({ row }) => formatMoney(row.original.raised, "CAD", "en-CA"),
  },
  { accessorKey: "start", header: "Start", size: 130, enableSorting: false },
];
