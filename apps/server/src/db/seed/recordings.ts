/**
 * The digital ear's demo recordings (issue 25, decision 0042): eight more submissions (with a
 * fundraiser and no stored files yet, past the 100 newest) get a short generated recording
 * (`recording.wav`: four "sentences" of tones, 4 s, 8 kHz mono, about 32 KB); the first five
 * also get a transcription (`transcription.txt` and its timestamps `transcription.json`, one
 * segment per sentence) and `Transcribed`; the other three wait to be transcribed. New rows
 * only, apart from `Transcribed` on the five; no ids are allocated, so nothing else moves.
 */
import { sql } from "kysely";
import type { SeedContext } from "./context.js";
import { monoWav, WAV_RATE } from "./wav.js";

export const SEEDED_RECORDINGS = 8;
export const SEEDED_TRANSCRIPTIONS = 5;
/**
 * The newest submissions are left as they were: other tests pick "the newest submission
 * without a recording" (the lookup's empty recording tab) among them.
 */
const SKIP_NEWEST = 100;

/** Each sentence: a pitch (Hz) for 0.8 s then 0.2 s of silence. */
const PITCHES = [330, 392, 440, 523];

/** A mono 8-bit WAV of `PITCHES.length` one-second "sentences". */
export function sentencesWav(shift = 0): Uint8Array {
  return monoWav(WAV_RATE * PITCHES.length, (i) => {
    const sentence = Math.floor(i / WAV_RATE);
    const within = (i % WAV_RATE) / WAV_RATE;
    const hz = (PITCHES[sentence] ?? 440) + shift;
    const envelope = within < 0.8 ? Math.min(1, within * 20, (0.8 - within) * 20) : 0;
    return (50 / 127) * envelope * Math.sin((2 * Math.PI * hz * i) / WAV_RATE);
  });
}

function sentences(donor: string, amount: number): string[] {
  return [
    `Hello ${donor}, I'm calling on behalf of Clean Water Relief.`,
    "I'm a paid fundraiser for the charity; may I tell you about our monthly programme?",
    `So that's ${amount} dollars a month, starting next week. Is that right?`,
    "Thank you so much, you'll receive a receipt by e-mail.",
  ];
}

export async function seedRecordings(ctx: SeedContext): Promise<number> {
  const rows = await sql<{ id: string; first_name: string | null; amount: string | number | null }>`
    SELECT r.id, r.first_name, r.amount FROM accounts r
    WHERE r.player IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM assets a WHERE a.path LIKE 'assets/accounts/' || r.id || '/%')
    ORDER BY r.received DESC, r.id DESC
    LIMIT ${SEEDED_RECORDINGS} OFFSET ${SKIP_NEWEST}`.execute(ctx.db);
  const encoder = new TextEncoder();
  const assets: { path: string; content_type: string; bytes: Uint8Array; modified: Date }[] = [];
  const transcribed: string[] = [];
  rows.rows.forEach((row, index) => {
    const folder = `assets/accounts/${row.id}/`;
    assets.push({
      path: `${folder}recording.wav`,
      content_type: "audio/wav",
      bytes: sentencesWav(index * 7),
      modified: ctx.now,
    });
    if (index >= SEEDED_TRANSCRIPTIONS) return;
    const lines = sentences(row.first_name ?? "there", Math.round(Number(row.amount ?? 20)));
    const segments = lines.map((text, at) => ({ start: at, end: at + 0.8, text }));
    assets.push(
      {
        path: `${folder}transcription.txt`,
        content_type: "text/plain; charset=utf-8",
        bytes: encoder.encode(`${lines.join("\n")}\n`),
        modified: ctx.now,
      },
      {
        path: `${folder}transcription.json`,
        content_type: "application/json",
        bytes: encoder.encode(JSON.stringify({ language: "en", segments })),
        modified: ctx.now,
      },
    );
    transcribed.push(row.id);
  });
  if (assets.length > 0) await ctx.db.insertInto("assets").values(assets).execute();
  if (transcribed.length > 0)
    await ctx.db
      .updateTable("accounts")
      .set({ transcribed: true })
      .where("id", "in", transcribed)
      .execute();
  return rows.rows.length;
}
