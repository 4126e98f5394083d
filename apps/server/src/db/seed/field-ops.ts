/**
 * The field lists' demo data (issue 22), new rows only: the messages of every seeded chat (the
 * conversation `/chats` opens), and a few chats active in the last hours so that the chats list,
 * which defaults to the last day, is never empty. Runs after the submissions and their chats.
 */
import { sql } from "kysely";
import type { SeedContext } from "./context.js";
import { insertColumns } from "./context.js";

const DONOR_LINES = [
  "Hi, I signed up this morning with your fundraiser.",
  "Can I change the day my gift is taken?",
  "I did not get the receipt email.",
  "Could you update my address?",
  "I would like to give a bit more each month.",
  "Is my gift tax-deductible?",
];
const PLAYER_LINES = [
  "Thanks for your support! Happy to help.",
  "Of course: which day suits you best?",
  "I have sent it again, please check your spam folder.",
  "Done, your details are updated.",
  "Thank you, that makes a real difference.",
];

/** Recent chats added so the last day always has some (with their messages below). */
const RECENT_CHATS = 4;

interface ChatRow {
  readonly id: string;
  readonly last_message: string | null;
  readonly messages: number;
  readonly created: Date;
  readonly updated: Date;
}

async function addRecentChats(ctx: SeedContext): Promise<number> {
  const prng = ctx.prng.fork("field-ops:chats");
  const { rows } = await sql<{
    id: string;
    player: string | null;
    team: string | null;
    campaign: string | null;
  }>`SELECT id, player, team, campaign FROM accounts
     WHERE player IS NOT NULL ORDER BY received DESC, id DESC LIMIT ${RECENT_CHATS}`.execute(
    ctx.db,
  );
  const now = ctx.now.getTime();
  const chats = rows.map((account, index) => {
    const updated = new Date(now - (index + 1) * 47 * 60_000);
    return {
      id: ctx.ids.next("chat"),
      account: account.id,
      player: account.player,
      team: account.team,
      campaign: account.campaign,
      channel: (["sms", "email", "web", "whatsapp"] as const)[index % 4] ?? "sms",
      last_message: prng.pick(PLAYER_LINES),
      messages: 3 + index,
      created: new Date(updated.getTime() - 3 * 3_600_000),
      updated,
    };
  });
  if (chats.length > 0) await ctx.db.insertInto("chats").values(chats).execute();
  return chats.length;
}

/** The messages of each chat: alternating donor and player, the last one the chat's. */
async function addMessages(ctx: SeedContext): Promise<number> {
  const prng = ctx.prng.fork("field-ops:messages");
  const chats = await ctx.db
    .selectFrom("chats")
    .select(["id", "last_message", "messages", "created", "updated"])
    .orderBy("id")
    .execute();
  const id: string[] = [];
  const chat: string[] = [];
  const author: string[] = [];
  const body: string[] = [];
  const sent: string[] = [];
  for (const row of chats as ChatRow[]) {
    const count = Math.max(1, Math.min(row.messages, 14));
    const start = row.created.getTime();
    const span = Math.max(0, row.updated.getTime() - start);
    for (let index = 0; index < count; index += 1) {
      const last = index === count - 1;
      // The last message is the player's answer the chat row shows; before it, turns alternate.
      const byDonor = (count - 1 - index) % 2 === 1;
      id.push(ctx.ids.next("chatMessage"));
      chat.push(row.id);
      author.push(byDonor ? "donor" : "player");
      body.push(
        last && row.last_message !== null
          ? row.last_message
          : prng.pick(byDonor ? DONOR_LINES : PLAYER_LINES),
      );
      sent.push(
        new Date(start + (count === 1 ? span : (span * index) / (count - 1))).toISOString(),
      );
    }
  }
  await insertColumns(ctx.db, "chat_messages", [
    ["id", "text", id],
    ["chat", "text", chat],
    ["author", "text", author],
    ["body", "text", body],
    ["sent", "timestamptz", sent],
  ]);
  return id.length;
}

/** Recent chats, then every chat's messages; the rows added, by table. */
export async function seedFieldOps(
  ctx: SeedContext,
): Promise<{ readonly chats: number; readonly chatMessages: number }> {
  const chats = await addRecentChats(ctx);
  const chatMessages = await addMessages(ctx);
  return { chats, chatMessages };
}
