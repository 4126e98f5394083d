/**
 * A handful of "rich" submissions for the console's lookup tabs and their tests (issue #18):
 * each gets a named donor (`RICH_SUBMISSION_DONORS`, e-mail `<first>.<last>@example.org`, so
 * a test finds it with `q`), a signature, two pictures and their `assets.zip`, a recording
 * with its `transcription.txt` (`Transcribed`), tracked e-mails (`tracking/emails.json`), a
 * check-in of its fundraiser where it was signed, and change history; every other one a
 * failed payment with `TransactionErrorReason`, attempts and fail reasons. They are the
 * newest submission of the demo rep, of the demo call-centre agent, and of campaigns in seed
 * order (Winter Appeal first: Acme's client sees it), so every demo role has one in scope.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../schema.js";
import { toJson } from "../schema.js";
import type { SeedContext, SeededPlayer } from "./context.js";
import { COUNTRIES, FAILURE_REASONS } from "./data.js";
import { squarePng } from "./png.js";
import { toneWav } from "./wav.js";
import { storedZip } from "./zip.js";

/** The donors of the rich submissions, in the order they are chosen. */
export const RICH_SUBMISSION_DONORS: readonly (readonly [first: string, last: string])[] = [
  ["Ada", "Lovelace"],
  ["Grace", "Hopper"],
  ["Alan", "Turing"],
  ["Katherine", "Johnson"],
  ["Edsger", "Dijkstra"],
  ["Margaret", "Hamilton"],
];

export interface RichSubmission {
  readonly id: string;
  readonly campaign: string;
  readonly player: string | null;
  /** `First Last`. */
  readonly donor: string;
  readonly email: string;
  /** Whether its payment failed (with `TransactionErrorReason`). */
  readonly failedPayment: boolean;
}

interface Picked {
  readonly id: string;
  readonly campaign: string;
  readonly team: string | null;
  readonly player: string | null;
  readonly received: Date;
  readonly country: string | null;
  readonly city: string | null;
}

async function newestOf(
  ctx: SeedContext,
  where: { player?: string; campaign?: string },
  taken: ReadonlySet<string>,
): Promise<Picked | undefined> {
  let query = ctx.db
    .selectFrom("accounts")
    .select(["id", "campaign", "team", "player", "received", "country", "city"])
    .where("player", "is not", null)
    .orderBy("received", "desc")
    .orderBy("id", "desc")
    .limit(taken.size + 1);
  if (where.player !== undefined) query = query.where("player", "=", where.player);
  if (where.campaign !== undefined) query = query.where("campaign", "=", where.campaign);
  const rows = await query.execute();
  return rows.find((row) => !taken.has(row.id));
}

function transcription(donor: string, fundraiser: string): string {
  return [
    `Fundraiser (${fundraiser}): Hello, thank you for stopping for a moment.`,
    `Donor (${donor}): Happy to. What is it about?`,
    "Fundraiser: We fund clean water and emergency relief; a monthly gift keeps it going.",
    "Donor: All right, I'll give monthly. Please e-mail me the receipt.",
    "",
  ].join("\n");
}

export async function seedRichSubmissions(ctx: SeedContext): Promise<RichSubmission[]> {
  const admin = ctx.players.find((player) => player.username === "admin");
  if (admin === undefined) return [];
  const byUsername = (name: string): SeededPlayer | undefined =>
    ctx.players.find((player) => player.username === name);
  const taken = new Set<string>();
  const picks: Picked[] = [];
  const take = (row: Picked | undefined): void => {
    if (row !== undefined && picks.length < RICH_SUBMISSION_DONORS.length) {
      picks.push(row);
      taken.add(row.id);
    }
  };
  for (const username of ["rep", "callcenter"]) {
    const player = byUsername(username);
    if (player !== undefined) take(await newestOf(ctx, { player: player.id }, taken));
  }
  for (const campaign of ctx.campaigns) {
    if (picks.length >= RICH_SUBMISSION_DONORS.length) break;
    take(await newestOf(ctx, { campaign: campaign.id }, taken));
  }

  const prng = ctx.prng.fork("rich");
  const rich: RichSubmission[] = [];
  const assets: { path: string; content_type: string; bytes: Uint8Array; modified: Date }[] = [];
  const checkins: Record<string, unknown>[] = [];
  const history: Record<string, unknown>[] = [];
  for (const [index, pick] of picks.entries()) {
    const [first, last] = RICH_SUBMISSION_DONORS[index] ?? ["Ada", "Lovelace"];
    const donor = `${first} ${last}`;
    const email = `${first}.${last}@example.org`.toLowerCase();
    const failedPayment = index % 2 === 0;
    const reason = FAILURE_REASONS[index % FAILURE_REASONS.length] ?? "Card declined by issuer";
    await ctx.db
      .updateTable("accounts")
      .set({
        first_name: first,
        last_name: last,
        name: donor,
        email,
        transcribed: true,
        meta_email_validated: true,
        ...(failedPayment
          ? {
              payment_status: "failed",
              transaction_error_reason: reason,
              transaction_response: JSON.stringify({ code: "51", message: reason }),
              meta_sub_attempts: 3,
              meta_fail_reasons: sql<string[]>`ARRAY[${reason}, 'Do not honor', ${reason}]::text[]`,
            }
          : {}),
      })
      .where("id", "=", pick.id)
      .execute();
    const fundraiser = ctx.players.find((player) => player.id === pick.player);
    const folder = `assets/accounts/${pick.id}/`;
    const signature = squarePng("#1f2a44", 48);
    const pictures = [squarePng("#2f6fde", 64), squarePng("#2e9e5b", 64)];
    const file = (path: string, contentType: string, bytes: Uint8Array) =>
      assets.push({
        path: `${folder}${path}`,
        content_type: contentType,
        bytes,
        modified: ctx.now,
      });
    file("signature.png", "image/png", signature);
    file("pictures/1.png", "image/png", pictures[0] ?? signature);
    file("pictures/2.png", "image/png", pictures[1] ?? signature);
    file(
      "assets.zip",
      "application/zip",
      storedZip([
        { name: "signature.png", bytes: signature },
        { name: "pictures/1.png", bytes: pictures[0] ?? signature },
        { name: "pictures/2.png", bytes: pictures[1] ?? signature },
      ]),
    );
    file("recording.wav", "audio/wav", toneWav());
    file(
      "transcription.txt",
      "text/plain; charset=utf-8",
      new TextEncoder().encode(transcription(donor, fundraiser?.firstname ?? "Fundraiser")),
    );
    const sent = new Date(pick.received.getTime() + 5 * 60_000);
    const messageId = `<${pick.id}.receipt@canvass.example>`;
    const events = [
      { event: "sent", at: sent, messageId, subject: "Thank you for your gift", to: email },
      { event: "delivered", at: new Date(sent.getTime() + 20_000), messageId },
      { event: "opened", at: new Date(sent.getTime() + 3_600_000), messageId },
      { event: "clicked", at: new Date(sent.getTime() + 3_700_000), messageId },
    ].filter((event) => event.at.getTime() < ctx.now.getTime());
    file(
      "tracking/emails.json",
      "application/json",
      new TextEncoder().encode(
        JSON.stringify(events.map((event) => ({ ...event, at: event.at.toISOString() }))),
      ),
    );

    const country = COUNTRIES[pick.country ?? "US"] ?? COUNTRIES.US;
    const place =
      country?.cities.find((city) => city.city === pick.city?.toLowerCase()) ?? country?.cities[0];
    if (pick.player !== null && place !== undefined) {
      checkins.push({
        id: ctx.ids.next("checkin"),
        player: pick.player,
        team: pick.team,
        campaign: pick.campaign,
        lat: Math.round((place.lat + (prng.next() - 0.5) * 0.01) * 1e5) / 1e5,
        lng: Math.round((place.lng + (prng.next() - 0.5) * 0.01) * 1e5) / 1e5,
        city: place.city,
        region: place.region,
        country_iso2: (pick.country ?? "US").toLowerCase(),
        picture: squarePng("#c77d1a", 32),
        picture_type: "image/png",
        length: 4,
        created: new Date(pick.received.getTime() - 2 * 3_600_000),
      });
    }
    const edited = new Date(
      Math.min(pick.received.getTime() + 86_400_000, ctx.now.getTime() - 60_000),
    );
    history.push(
      {
        id: ctx.ids.next("history"),
        target: pick.id,
        target_type: "account",
        author: admin.id,
        author_name: `${admin.firstname} ${admin.lastname}`,
        action: "update",
        changes: toJson([
          { field: "Email", from: `${first.toLowerCase()}@example.org`, to: email },
          { field: "Amount", from: 20, to: 25 },
        ]),
        reason: "Donor called to correct the e-mail and raise the gift.",
        created: edited,
      },
      {
        id: ctx.ids.next("history"),
        target: pick.id,
        target_type: "account",
        author: admin.id,
        author_name: `${admin.firstname} ${admin.lastname}`,
        action: "update",
        changes: toJson([{ field: "Phone", to: "+1 416 555 0142" }]),
        reason: "Added the phone number the donor gave on the welcome call.",
        created: new Date(edited.getTime() + 30_000),
      },
    );
    rich.push({
      id: pick.id,
      campaign: pick.campaign,
      player: pick.player,
      donor,
      email,
      failedPayment,
    });
  }
  if (assets.length > 0) await ctx.db.insertInto("assets").values(assets).execute();
  if (checkins.length > 0)
    await ctx.db
      .insertInto("checkins")
      .values(checkins as never)
      .execute();
  if (history.length > 0)
    await ctx.db
      .insertInto("history")
      .values(history as never)
      .execute();
  return rich;
}

/**
 * The rich submissions of a seeded database, found again by their donors' e-mails (for tests
 * and the demo banner), in `RICH_SUBMISSION_DONORS` order.
 */
export async function findRichSubmissions(db: Kysely<Database>): Promise<RichSubmission[]> {
  const emails = RICH_SUBMISSION_DONORS.map(([first, last]) =>
    `${first}.${last}@example.org`.toLowerCase(),
  );
  const rows = await db
    .selectFrom("accounts")
    .select(["id", "campaign", "player", "name", "email", "payment_status"])
    .where("email", "in", emails)
    .execute();
  return emails.flatMap((email) => {
    const row = rows.find((candidate) => candidate.email === email);
    return row === undefined
      ? []
      : [
          {
            id: row.id,
            campaign: row.campaign,
            player: row.player,
            donor: row.name ?? "",
            email,
            failedPayment: row.payment_status === "failed",
          },
        ];
  });
}
