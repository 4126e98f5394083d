/**
 * Submissions (accounts) over the last 18 months, with their cancels, chats and change history.
 * Rows are drawn in JS from the seeded stream and written in batches, one JSON parameter per
 * batch (`INSERT … SELECT … FROM json_to_recordset($1)`): one statement per few thousand rows,
 * no per-row round trips and no rows decoded back. On PGlite this beat 52 `unnest` arrays.
 */
import { currencyForCountry } from "@canvass/sdk/money";
import { CompiledQuery } from "kysely";
import type { SeedContext, SeededCampaign, SeededPlayer, SeededTeam } from "./context.js";
import { DAY_MS, insertColumns } from "./context.js";
import type { City, Country } from "./data.js";
import {
  BANKS,
  CANCEL_REASONS,
  CARD_TYPES,
  CHAT_MESSAGES,
  COUNTRIES,
  EMAIL_DOMAINS,
  FAILURE_REASONS,
  FIRST_NAMES,
  IBAN_COUNTRIES,
  LAST_NAMES,
  SOURCE_CODES,
  STREETS,
} from "./data.js";
import { mix32 } from "./prng.js";
import type { Prng } from "./prng.js";

/** The period the submissions span. */
export const SEED_DAYS = 548;

/** The boolean flag columns, in bit order of the `flags` array. */
const FLAG_COLUMNS = [
  "duplicates",
  "duplicates_cc",
  "meta_cc_scanned",
  "meta_cc_tapped",
  "meta_changed_address",
  "meta_changed_email",
  "meta_address_validated",
  "meta_billing_address_validated",
  "meta_email_validated",
  "meta_id_scanned",
  "meta_otp_email_sent",
  "meta_otp_sms_sent",
  "transcribed",
] as const;
type Flag = (typeof FLAG_COLUMNS)[number];
const FLAG_BIT = new Map<Flag, number>(FLAG_COLUMNS.map((name, index) => [name, 1 << index]));

/** The record's columns: [column, JSON record type, SQL expression over `u.<column>`]. */
const COLUMNS: readonly (readonly [string, string, string?])[] = [
  ["id", "text"],
  ["campaign", "text"],
  ["team", "text"],
  ["player", "text"],
  ["name", "text"],
  ["received", "float8", "to_timestamp(u.received)"],
  ["processed", "float8", "to_timestamp(u.processed)"],
  ["transaction_processed", "float8", "to_timestamp(u.transaction_processed)"],
  ["created", "float8", "to_timestamp(u.created)"],
  ["updated", "float8", "to_timestamp(u.updated)"],
  ["amount", "numeric"],
  ["currency", "text"],
  ["frequency", "text"],
  ["status", "text"],
  ["reason", "text"],
  ["title", "text"],
  ["first_name", "text"],
  ["last_name", "text"],
  ["gender", "text"],
  ["address1", "text"],
  ["address2", "text"],
  ["city", "text"],
  ["region", "text"],
  ["zip", "text"],
  ["country", "text"],
  ["email", "text"],
  ["phone", "text"],
  ["mobile_phone", "text"],
  ["transaction_id", "text"],
  ["payment_status", "text"],
  ["card_type", "text"],
  ["card_last4", "text"],
  ["card_expiry", "text"],
  ["bank_name", "text"],
  ["bank_account_last4", "text"],
  ["iban", "text"],
  ["swift", "text"],
  ["transaction_error_reason", "text"],
  ["transaction_response", "text"],
  ["meta_sub_attempts", "int4"],
  ["meta_fail_reasons", "json", "ARRAY(SELECT json_array_elements_text(u.meta_fail_reasons))"],
  ["payment_address1", "text"],
  ["payment_city", "text"],
  ["payment_region", "text"],
  ["payment_zip", "text"],
  ["payment_country", "text"],
  ["dob", "text", "u.dob::date"],
  ["last_import_date", "float8", "to_timestamp(u.last_import_date)"],
  ["last_recurring_payment_date", "float8", "to_timestamp(u.last_recurring_payment_date)"],
  ["cancel_date", "float8", "to_timestamp(u.cancel_date)"],
  ["extra", "jsonb"],
  ["flags", "int4"],
];

const INSERT_ACCOUNTS = (() => {
  const targets = [
    ...COLUMNS.filter(([name]) => name !== "flags").map(([name]) => name),
    ...FLAG_COLUMNS,
  ];
  const values = [
    ...COLUMNS.filter(([name]) => name !== "flags").map(([name, , expr]) => expr ?? `u.${name}`),
    ...FLAG_COLUMNS.map((name) => `(u.flags & ${FLAG_BIT.get(name) ?? 0}) <> 0`),
  ];
  const record = COLUMNS.map(([name, type]) => `${name} ${type}`).join(", ");
  return (
    `INSERT INTO accounts (${targets.join(", ")}) SELECT ${values.join(", ")} ` +
    `FROM json_to_recordset($1::json) AS u(${record})`
  );
})();

type Value = string | number | string[] | Record<string, string> | null;
type Row = Record<string, Value>;

/** A submission row, with the fields the other tables read typed. */
interface AccountRow extends Row {
  id: string;
  received: number;
  amount: number;
  email: string | null;
  payment_status: string;
  reason: string | null;
  cancel_date: number | null;
}

/** Where a submission can come from: a campaign, a team on it and (unless self-serve) a player. */
interface Slot {
  readonly campaign: SeededCampaign;
  readonly team: SeededTeam;
  readonly player: SeededPlayer | null;
}

interface Donor {
  readonly first: string;
  readonly last: string;
  readonly gender: "F" | "M";
  readonly email: string | null;
  readonly phone: string;
}

/** Rows of the other tables that hang on the submissions of one batch. */
interface Extras {
  readonly cancels: Row[];
  readonly chats: Row[];
  readonly history: Row[];
}

export interface AccountSeedResult {
  readonly accounts: number;
  readonly cancels: number;
  readonly chats: number;
  readonly history: number;
}

/** The 8-hex-digit id of the `index`-th submission: a bijection, so never a repeat. */
export function submissionId(seed: number, index: number): string {
  return mix32((index + Math.imul(seed, 0x9e3779b1)) >>> 0)
    .toString(16)
    .padStart(8, "0");
}

function slots(ctx: SeedContext): { slot: Slot; weight: number }[] {
  const result: { slot: Slot; weight: number }[] = [];
  for (const campaign of ctx.campaigns) {
    const entries: Slot[] = [];
    for (const member of campaign.teams) {
      const players = ctx.players.filter(
        (player) =>
          player.team.id === member.id && (player.role === "rep" || player.role === "callcenter"),
      );
      if (campaign.type === "self-serve" || players.length === 0) {
        entries.push({ campaign, team: member, player: null });
      } else {
        for (const player of players) entries.push({ campaign, team: member, player });
      }
    }
    for (const slot of entries) result.push({ slot, weight: campaign.weight / entries.length });
  }
  return result;
}

export async function seedAccounts(
  ctx: SeedContext,
  count: number,
  options: { batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<AccountSeedResult> {
  const batchSize = options.batchSize ?? 5_000;
  const prng = ctx.prng.fork("accounts");
  const weightedSlots = slots(ctx).map(({ slot, weight }) => [slot, weight] as const);
  const authors = ctx.players.filter(
    (player) => player.role === "admin" || player.role === "manager",
  );
  const recentDonors: Donor[] = [];
  const totals = { accounts: 0, cancels: 0, chats: 0, history: 0 };
  for (let start = 0; start < count; start += batchSize) {
    const rows: AccountRow[] = [];
    const extras: Extras = { cancels: [], chats: [], history: [] };
    const end = Math.min(count, start + batchSize);
    for (let index = start; index < end; index += 1) {
      const slot = prng.weighted(weightedSlots);
      const row = account(ctx, prng, index, slot, recentDonors);
      rows.push(row);
      addExtras(ctx, prng, row, slot, authors, extras);
    }
    await insertAccounts(ctx, rows);
    for (const row of rows) ctx.ids.reserve(row.id, "account");
    await insertExtras(ctx, extras);
    await ctx.ids.flush(ctx.db);
    totals.accounts += rows.length;
    totals.cancels += extras.cancels.length;
    totals.chats += extras.chats.length;
    totals.history += extras.history.length;
    options.onProgress?.(end);
  }
  return totals;
}

async function insertAccounts(ctx: SeedContext, rows: readonly Row[]): Promise<void> {
  await ctx.db.executeQuery(CompiledQuery.raw(INSERT_ACCOUNTS, [JSON.stringify(rows)]));
}

/** One submission. */
function account(
  ctx: SeedContext,
  prng: Prng,
  index: number,
  slot: Slot,
  recentDonors: Donor[],
): AccountRow {
  const { campaign, team, player } = slot;
  const countryCode = prng.pick(team.countries);
  const country = countryOf(countryCode);
  const place = prng.pick(country.cities);
  const duplicate = recentDonors.length > 0 && prng.chance(0.02);
  const donor = duplicate ? prng.pick(recentDonors) : newDonor(prng, country);
  if (!duplicate) {
    recentDonors.push(donor);
    if (recentDonors.length > 200) recentDonors.shift();
  }
  const received = receivedAt(ctx.now, prng, country);
  const ageDays = (ctx.now.getTime() - received * 1000) / DAY_MS;
  const frequency = prng.weighted(
    campaign.type === "self-serve"
      ? [
          ["once", 60],
          ["monthly", 30],
          ["quarterly", 3],
          ["yearly", 7],
        ]
      : [
          ["once", 15],
          ["monthly", 70],
          ["quarterly", 5],
          ["yearly", 10],
        ],
  );
  const currency = currencyForCountry(countryCode);
  const amount = pledge(prng, frequency, country.amountScale);
  const byCard = campaign.type === "self-serve" || prng.chance(0.7);
  let paymentStatus = prng.weighted([
    ["approved", 84],
    ["pending", ageDays < 2 ? 40 : 3],
    ["declined", 7],
    ["failed", 6],
  ]);
  const failReasons: string[] = [];
  if (paymentStatus === "declined" || paymentStatus === "failed") {
    for (let attempt = prng.int(1, 3); attempt > 0; attempt -= 1) {
      failReasons.push(prng.pick(FAILURE_REASONS));
    }
  } else if (paymentStatus === "approved" && prng.chance(0.08)) {
    failReasons.push(prng.pick(FAILURE_REASONS));
  }
  const processed = paymentStatus === "pending" ? null : received + prng.int(20, 600);
  const transactionProcessed = processed === null ? null : processed - prng.int(1, 15);
  const flags = new Set<Flag>();
  const inPerson = campaign.type === "in-person";
  if (duplicate) flags.add("duplicates");
  if (byCard && prng.chance(0.01)) flags.add("duplicates_cc");
  if (byCard && inPerson && prng.chance(0.4)) flags.add("meta_cc_scanned");
  if (byCard && inPerson && prng.chance(0.25)) flags.add("meta_cc_tapped");
  if (prng.chance(0.03)) flags.add("meta_changed_address");
  if (prng.chance(0.02)) flags.add("meta_changed_email");
  if (prng.chance(0.85)) flags.add("meta_address_validated");
  if (byCard && prng.chance(0.7)) flags.add("meta_billing_address_validated");
  if (donor.email !== null && prng.chance(0.8)) flags.add("meta_email_validated");
  if (inPerson && prng.chance(0.1)) flags.add("meta_id_scanned");
  if (prng.chance(0.3)) flags.add("meta_otp_email_sent");
  if (prng.chance(0.2)) flags.add("meta_otp_sms_sent");
  if (campaign.type === "voip" && prng.chance(0.6)) flags.add("transcribed");
  const recurring = frequency !== "once";
  const cancelled = recurring && paymentStatus === "approved" && ageDays > 20 && prng.chance(0.06);
  let cancelDate: number | null = null;
  let status = paymentStatus === "approved" ? (recurring ? "active" : "complete") : "incomplete";
  let reason: string | null = null;
  if (cancelled) {
    cancelDate = received + prng.int(7, Math.max(8, Math.floor(ageDays) - 1)) * 86_400;
    status = "cancelled";
    reason = prng.pick(CANCEL_REASONS);
    if (prng.chance(0.12)) paymentStatus = "refunded";
  }
  const billingElsewhere = byCard && prng.chance(0.12);
  const billing = billingElsewhere ? prng.pick(country.cities) : null;
  const draw = (min: number, max: number): number => prng.int(min, max);
  const bankCountry = IBAN_COUNTRIES.has(countryCode);
  const dobYear = prng.int(1940, 2006);
  const row: AccountRow = {
    id: submissionId(ctx.prng.seed, index),
    campaign: campaign.id,
    team: team.id,
    player: player?.id ?? null,
    name: `${donor.first} ${donor.last}`,
    received,
    processed,
    transaction_processed: transactionProcessed,
    created: received - prng.int(5, 900),
    updated: cancelDate ?? processed ?? received,
    amount,
    currency,
    frequency,
    status,
    reason,
    title: prng.chance(0.6) ? titleFor(prng, donor.gender) : null,
    first_name: donor.first,
    last_name: donor.last,
    gender: prng.chance(0.7) ? (donor.gender === "F" ? "Female" : "Male") : null,
    address1: `${prng.int(1, 9999)} ${prng.pick(STREETS)}`,
    address2: prng.chance(0.1) ? `Apt ${prng.int(1, 400)}` : null,
    city: titleCaseCity(place),
    region: place.region.toUpperCase(),
    zip: country.zip(draw),
    country: countryCode,
    email: donor.email,
    phone: donor.phone,
    mobile_phone: prng.chance(0.6) ? phoneNumber(prng, country) : null,
    transaction_id: processed === null ? null : `txn_${prng.hex(16)}`,
    payment_status: paymentStatus,
    card_type: byCard ? prng.weighted(CARD_TYPES) : null,
    card_last4: byCard ? String(prng.int(0, 9999)).padStart(4, "0") : null,
    card_expiry: byCard
      ? `${String(prng.int(1, 12)).padStart(2, "0")}/${String(prng.int(26, 31))}`
      : null,
    bank_name: byCard ? null : prng.pick(BANKS[countryCode] ?? ["First Example Bank"]),
    bank_account_last4: byCard || bankCountry ? null : String(prng.int(0, 9999)).padStart(4, "0"),
    iban:
      !byCard && bankCountry
        ? `${countryCode}${prng.int(10, 99)}${"*".repeat(14)}${prng.int(1000, 9999)}`
        : null,
    swift: !byCard && bankCountry ? `EXMP${countryCode}${prng.pick(["2L", "PP", "MM"])}` : null,
    transaction_error_reason:
      paymentStatus === "declined" || paymentStatus === "failed"
        ? (failReasons.at(-1) ?? null)
        : null,
    transaction_response:
      processed === null
        ? null
        : JSON.stringify(
            paymentStatus === "approved" || paymentStatus === "refunded"
              ? { code: "00", message: "Approved" }
              : { code: "05", message: failReasons.at(-1) ?? "Declined" },
          ),
    meta_sub_attempts:
      processed === null ? 0 : failReasons.length + (paymentStatus === "approved" ? 1 : 0),
    meta_fail_reasons: failReasons,
    payment_address1: billing === null ? null : `${prng.int(1, 9999)} ${prng.pick(STREETS)}`,
    payment_city: billing === null ? null : titleCaseCity(billing),
    payment_region: billing === null ? null : billing.region.toUpperCase(),
    payment_zip: billing === null ? null : country.zip(draw),
    payment_country: billing === null ? null : countryCode,
    dob: prng.chance(0.55)
      ? `${dobYear}-${String(prng.int(1, 12)).padStart(2, "0")}-${String(prng.int(1, 28)).padStart(2, "0")}`
      : null,
    last_import_date: prng.chance(0.03) ? received + prng.int(1, 20) * 86_400 : null,
    last_recurring_payment_date:
      recurring && status === "active" ? lastInstalment(ctx.now, received, frequency) : null,
    cancel_date: cancelDate,
    extra: prng.chance(0.5) ? { SourceCode: prng.pick(SOURCE_CODES) } : {},
    flags: [...flags].reduce((bits, flag) => bits | (FLAG_BIT.get(flag) ?? 0), 0),
  };
  clampToNow(ctx.now, row);
  return row;
}

function addExtras(
  ctx: SeedContext,
  prng: Prng,
  row: AccountRow,
  slot: Slot,
  authors: readonly SeededPlayer[],
  extras: Extras,
): void {
  const nowSeconds = ctx.now.getTime() / 1000;
  const received = row.received;
  if (row.cancel_date !== null) {
    const type =
      row.payment_status === "refunded" ? "refund" : prng.chance(0.1) ? "chargeback" : "cancel";
    extras.cancels.push({
      id: ctx.ids.next("cancel"),
      account: row.id,
      type,
      reason: row.reason,
      amount: row.amount,
      campaign: slot.campaign.id,
      team: slot.team.id,
      player: slot.player?.id ?? null,
      cancel_date: row.cancel_date,
      created: Math.min(nowSeconds - 60, row.cancel_date - prng.int(0, 3) * 86_400 + 3_600),
    });
  }
  if (prng.chance(0.02)) {
    const created = received + prng.int(60, 7_200);
    extras.chats.push({
      id: ctx.ids.next("chat"),
      account: row.id,
      player: slot.player?.id ?? null,
      team: slot.team.id,
      campaign: slot.campaign.id,
      channel: prng.weighted([
        ["sms", 50],
        ["email", 30],
        ["web", 10],
        ["whatsapp", 10],
      ]),
      last_message: prng.pick(CHAT_MESSAGES),
      messages: prng.int(1, 14),
      created: Math.min(created, nowSeconds - 120),
      updated: Math.min(created + prng.int(60, 3 * 86_400), nowSeconds - 60),
    });
  }
  if (authors.length > 0 && prng.chance(0.01)) {
    const author = prng.pick(authors);
    const email = row.email !== null && prng.chance(0.5) ? row.email : null;
    const oldAmount = row.amount;
    extras.history.push({
      id: ctx.ids.next("history"),
      target: row.id,
      target_type: "account",
      author: author.id,
      author_name: `${author.firstname} ${author.lastname}`,
      action: "update",
      changes: JSON.stringify(
        email !== null
          ? [{ field: "Email", from: `old.${email}`, to: email }]
          : [{ field: "Amount", from: Math.max(1, oldAmount - 5), to: oldAmount }],
      ),
      reason: email !== null ? "Donor called to correct the email." : "Donor raised the amount.",
      created: Math.min(received + prng.int(1, 30) * 86_400, nowSeconds - 60),
    });
  }
}

async function insertExtras(ctx: SeedContext, extras: Extras): Promise<void> {
  const column = (rows: readonly Row[], name: string): Value[] =>
    rows.map((row) => row[name] ?? null);
  if (extras.cancels.length > 0) {
    await insertColumns(ctx.db, "cancels", [
      ["id", "text", column(extras.cancels, "id")],
      ["account", "text", column(extras.cancels, "account")],
      ["type", "text", column(extras.cancels, "type")],
      ["reason", "text", column(extras.cancels, "reason")],
      ["amount", "numeric", column(extras.cancels, "amount")],
      ["campaign", "text", column(extras.cancels, "campaign")],
      ["team", "text", column(extras.cancels, "team")],
      ["player", "text", column(extras.cancels, "player")],
      ["cancel_date", "timestamptz", toIso(column(extras.cancels, "cancel_date"))],
      ["created", "timestamptz", toIso(column(extras.cancels, "created"))],
      ["updated", "timestamptz", toIso(column(extras.cancels, "created"))],
    ]);
  }
  if (extras.chats.length > 0) {
    await insertColumns(ctx.db, "chats", [
      ["id", "text", column(extras.chats, "id")],
      ["account", "text", column(extras.chats, "account")],
      ["player", "text", column(extras.chats, "player")],
      ["team", "text", column(extras.chats, "team")],
      ["campaign", "text", column(extras.chats, "campaign")],
      ["channel", "text", column(extras.chats, "channel")],
      ["last_message", "text", column(extras.chats, "last_message")],
      ["messages", "int4", column(extras.chats, "messages")],
      ["created", "timestamptz", toIso(column(extras.chats, "created"))],
      ["updated", "timestamptz", toIso(column(extras.chats, "updated"))],
    ]);
  }
  if (extras.history.length > 0) {
    await insertColumns(ctx.db, "history", [
      ["id", "text", column(extras.history, "id")],
      ["target", "text", column(extras.history, "target")],
      ["target_type", "text", column(extras.history, "target_type")],
      ["author", "text", column(extras.history, "author")],
      ["author_name", "text", column(extras.history, "author_name")],
      ["action", "text", column(extras.history, "action")],
      ["changes", "jsonb", column(extras.history, "changes")],
      ["reason", "text", column(extras.history, "reason")],
      ["created", "timestamptz", toIso(column(extras.history, "created"))],
      ["updated", "timestamptz", toIso(column(extras.history, "created"))],
    ]);
  }
}

/** Epoch seconds to ISO strings (nulls kept). */
export function toIso(values: readonly Value[]): (string | null)[] {
  return values.map((value) =>
    value === null ? null : new Date(Number(value) * 1000).toISOString(),
  );
}

function countryOf(code: string): Country {
  const country = COUNTRIES[code] ?? COUNTRIES.US;
  if (country === undefined) throw new Error(`seed: unknown country ${code}`);
  return country;
}

function newDonor(prng: Prng, country: Country): Donor {
  const person = prng.pick(FIRST_NAMES);
  const last = prng.pick(LAST_NAMES);
  const local = `${person.name}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
  const email = prng.chance(0.96)
    ? `${local}${prng.chance(0.5) ? String(prng.int(1, 999)) : ""}@${prng.pick(EMAIL_DOMAINS)}`
    : null;
  return {
    first: person.name,
    last,
    gender: person.gender,
    email,
    phone: phoneNumber(prng, country),
  };
}

function phoneNumber(prng: Prng, country: Country): string {
  return `${country.phonePrefix} ${prng.int(200, 999)} ${prng.int(100, 999)} ${prng.int(1000, 9999)}`;
}

function titleFor(prng: Prng, gender: "F" | "M"): string {
  if (prng.chance(0.08)) return prng.pick(["Dr", "Mx"]);
  return gender === "F" ? prng.pick(["Ms", "Mrs"]) : "Mr";
}

function titleCaseCity(place: City): string {
  return place.city.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** A pledge in local currency units, rounded like a real ask. */
function pledge(prng: Prng, frequency: string, scale: number): number {
  const base =
    frequency === "monthly"
      ? prng.pick([10, 12, 15, 20, 25, 30, 35, 40, 50])
      : frequency === "quarterly"
        ? prng.pick([30, 45, 60, 90])
        : frequency === "yearly"
          ? prng.pick([120, 180, 240, 365, 500])
          : prng.pick([20, 25, 50, 75, 100, 150, 250, 500, 1000]);
  return scale === 1 ? base : Math.round(base * scale);
}

/**
 * When a submission came in, as epoch seconds: more recent days weigh more, and the time of
 * day is daytime in the country (09:00 to 21:00 local).
 */
function receivedAt(now: Date, prng: Prng, country: Country): number {
  const day = Math.floor(Math.pow(prng.next(), 1.3) * SEED_DAYS);
  const midnight =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - day * DAY_MS;
  const localSeconds = prng.int(9 * 3600, 21 * 3600 - 1);
  const seconds = midnight / 1000 + localSeconds - country.utcOffset * 3600;
  return Math.min(seconds, now.getTime() / 1000 - prng.int(60, 3600));
}

function lastInstalment(now: Date, received: number, frequency: string): number | null {
  const stepDays = frequency === "monthly" ? 30 : frequency === "quarterly" ? 91 : 365;
  const ageDays = Math.floor((now.getTime() / 1000 - received) / 86_400);
  if (ageDays < stepDays) return null;
  return received + Math.floor(ageDays / stepDays) * stepDays * 86_400;
}

/** No date after `now`. */
function clampToNow(now: Date, row: Row): void {
  const limit = now.getTime() / 1000 - 30;
  for (const key of [
    "processed",
    "transaction_processed",
    "updated",
    "cancel_date",
    "last_import_date",
  ]) {
    const value = row[key];
    if (typeof value === "number" && value > limit) row[key] = limit;
  }
}
