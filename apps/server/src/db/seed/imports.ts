/**
 * Earlier uploads for /imports (issue 23, decisions 0037 and 0048): two CSV files the demo admin
 * uploaded with a saved mapping and campaign each, so "Earlier uploads" and "Use the saved
 * mapping" have something to show. Uploads only — no submission is written, no id allocated and
 * no random number drawn, so every other seeded row stays as it was.
 */
import { createHash } from "node:crypto";
import { toJson } from "../schema.js";
import { DAY_MS, type SeedContext } from "./context.js";

interface DemoUpload {
  readonly id: string;
  readonly file: string;
  readonly campaign: string;
  readonly lines: readonly string[];
  readonly map: readonly { importedKey: string; supportedKey: string; acceptedFormat?: string }[];
  readonly daysAgo: number;
}

const UPLOADS: readonly DemoUpload[] = [
  {
    id: "00000000-0000-4000-8000-000000000231",
    file: "winter-door-drop.csv",
    campaign: "winter",
    lines: [
      "First name,Last name,Email,Phone,Postcode,Amount,Date",
      "Maya,Lindqvist,maya.lindqvist@example.org,+44 7700 900311,EH1 1YZ,12,2026-10-02",
      "Tomas,Ferreira,tomas.ferreira@example.org,+44 7700 900312,G2 3BT,8,2026-10-03",
      "Aisha,Rahman,aisha.rahman@example.org,+44 7700 900313,M1 4AE,15,2026-10-03",
    ],
    map: [
      { importedKey: "First name", supportedKey: "FirstName" },
      { importedKey: "Last name", supportedKey: "LastName" },
      { importedKey: "Email", supportedKey: "Email" },
      { importedKey: "Phone", supportedKey: "Phone" },
      { importedKey: "Postcode", supportedKey: "Zip" },
      { importedKey: "Amount", supportedKey: "Amount", acceptedFormat: "number" },
      { importedKey: "Date", supportedKey: "Received", acceptedFormat: "date:YYYY-MM-DD" },
    ],
    daysAgo: 21,
  },
  {
    id: "00000000-0000-4000-8000-000000000232",
    file: "donaciones-agua.csv",
    campaign: "water",
    lines: [
      "Nombre;Apellido;Correo;Importe;Fecha",
      "Lucía;Quispe;lucia.quispe@example.org;20,00;05/11/2026",
      "Jorge;Mamani;jorge.mamani@example.org;35,50;06/11/2026",
    ],
    map: [
      { importedKey: "Nombre", supportedKey: "FirstName" },
      { importedKey: "Apellido", supportedKey: "LastName" },
      { importedKey: "Correo", supportedKey: "Email" },
      { importedKey: "Importe", supportedKey: "Amount", acceptedFormat: "number:comma" },
      { importedKey: "Fecha", supportedKey: "Received", acceptedFormat: "date:DD/MM/YYYY" },
    ],
    daysAgo: 6,
  },
];

/** The uploads whose admin and campaign exist in this seed; answers how many were written. */
export async function seedImports(ctx: SeedContext): Promise<number> {
  const admin = ctx.players.find((player) => player.role === "admin");
  if (admin === undefined) return 0;
  const rows = UPLOADS.flatMap((upload) => {
    const campaign = ctx.campaigns.find((c) => c.key === upload.campaign);
    if (campaign === undefined) return [];
    const bytes = new TextEncoder().encode(`${upload.lines.join("\r\n")}\r\n`);
    const header = (upload.lines[0] ?? "").split(upload.lines[0]?.includes(";") ? ";" : ",");
    return [
      {
        id: upload.id,
        player: admin.id,
        file: upload.file,
        bytes,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        header: toJson(header),
        sheets: toJson([]),
        page: null,
        rows: upload.lines.length - 1,
        column_map: toJson(upload.map),
        campaigns: [campaign.id],
        job: null,
        result: null,
        uploaded: new Date(ctx.now.getTime() - upload.daysAgo * DAY_MS),
      },
    ];
  });
  if (rows.length > 0) await ctx.db.insertInto("imports").values(rows).execute();
  return rows.length;
}
