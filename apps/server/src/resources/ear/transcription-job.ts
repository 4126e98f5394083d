/**
 * `requestTranscription` (`GET /transcribe/{ids}/{lang}/`, decision 0042): one job of kind
 * `transcription` per submission on the queue (decision 0024), singleton per submission. The
 * job reads the recording, sends it to the provider, then in one transaction stores
 * `transcription.txt` (the text, one segment a line when there are segments) and
 * `transcription.json` (language and segments with timestamps), sets `Transcribed` and writes a
 * `transcribe` history entry. A failed attempt writes nothing.
 */
import {
  TRANSCRIPT_TEXT_FILE,
  TRANSCRIPT_TIMESTAMPS_FILE,
  transcriptText,
  type TranscriptTimestamps,
} from "@canvass/sdk/ear";
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import type { JobContext, JobRecord } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { principalOfPlayer } from "../exports/run-principal.js";
import { accountInScope } from "./qa-reviews.js";
import { recordingOf } from "./queue-query.js";
import { providerFromEnv, type TranscriptionProvider } from "./transcription-provider.js";

export const TRANSCRIPTION_KIND = "transcription";

export interface TranscriptionPayload {
  readonly account: string;
  readonly language: string;
  readonly detectLanguage: boolean;
}

export interface TranscriptionJobResult {
  readonly account: string;
  readonly language: string | null;
  readonly segments: number;
  readonly characters: number;
}

/** Queues a job per submission after checking each is in scope and has a recording (else 404). */
export async function queueTranscriptions(
  deps: ServerDeps,
  principal: Principal,
  ids: readonly string[],
  language: string,
  detectLanguage: boolean,
): Promise<{ queued: string[]; jobs: { account: string; jobId: string }[] }> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    if (!(await accountInScope(deps.db, principal, id)))
      throw notFound(`There is no submission ${id}.`);
    if ((await recordingOf(deps.db, id)) === undefined)
      throw notFound(`Submission ${id} has no recording.`);
  }
  const jobs: { account: string; jobId: string }[] = [];
  for (const id of unique) {
    const job = await deps.queue.enqueue(
      TRANSCRIPTION_KIND,
      { account: id, language, detectLanguage },
      { owner: principal.player.id, singletonKey: id },
    );
    jobs.push({ account: id, jobId: job.id });
  }
  return { queued: unique, jobs };
}

async function writeAsset(
  trx: Kysely<Database>,
  path: string,
  contentType: string,
  text: string,
  now: Date,
): Promise<void> {
  const bytes = new TextEncoder().encode(text);
  await trx
    .insertInto("assets")
    .values({ path, content_type: contentType, bytes, modified: now })
    .onConflict((conflict) =>
      conflict.column("path").doUpdateSet({ content_type: contentType, bytes, modified: now }),
    )
    .execute();
}

/** The job handler; `provider` defaults to the one configured in the environment. */
export function transcriptionHandler(deps: ServerDeps, provider?: TranscriptionProvider) {
  return async (
    job: JobRecord<TranscriptionPayload>,
    ctx: JobContext,
  ): Promise<TranscriptionJobResult> => {
    const { account, language, detectLanguage } = job.payload;
    const using = provider ?? providerFromEnv();
    if (using === undefined)
      throw new Error("No transcription provider is configured (CANVASS_TRANSCRIPTION_URL).");
    const owner = job.owner === null ? undefined : await principalOfPlayer(deps, job.owner);
    if (owner === undefined) throw new Error("The user who asked for it no longer exists.");
    const recording = await recordingOf(deps.db, account);
    if (recording === undefined) throw new Error(`Submission ${account} has no recording.`);
    ctx.progress(0, 1);
    const result = await using.transcribe({
      audio: recording.bytes,
      fileName: recording.file.split("/").pop() ?? "recording.wav",
      contentType: recording.contentType,
      language,
      detectLanguage,
      signal: ctx.signal,
    });
    if (ctx.signal.aborted) throw new Error("cancelled");
    const text = result.segments.length > 0 ? transcriptText(result.segments) : `${result.text}\n`;
    const timestamps: TranscriptTimestamps = {
      language: result.language,
      segments: result.segments,
    };
    const now = deps.now();
    const folder = `assets/accounts/${account}/`;
    await deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("accounts")
        .select("transcribed")
        .where("id", "=", account)
        .forUpdate()
        .executeTakeFirst();
      if (before === undefined) throw new Error(`Submission ${account} no longer exists.`);
      await writeAsset(
        trx,
        `${folder}${TRANSCRIPT_TEXT_FILE}`,
        "text/plain; charset=utf-8",
        text,
        now,
      );
      await writeAsset(
        trx,
        `${folder}${TRANSCRIPT_TIMESTAMPS_FILE}`,
        "application/json",
        JSON.stringify(timestamps),
        now,
      );
      await trx
        .updateTable("accounts")
        .set({ transcribed: true })
        .where("id", "=", account)
        .execute();
      await recordHistory(
        trx,
        owner,
        {
          target: account,
          targetType: "account",
          action: "transcribe",
          changes: [
            { field: "Transcribed", from: before.transcribed, to: true },
            { field: "Language", to: result.language ?? language },
          ],
        },
        now,
      );
    });
    ctx.progress(1, 1);
    return {
      account,
      language: result.language,
      segments: result.segments.length,
      characters: text.length,
    };
  };
}
