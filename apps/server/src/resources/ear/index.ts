/**
 * The digital ear (issue 25, decision 0042): the queue of submissions with recordings, the QA
 * checklist and reviews (designed calls), and `requestTranscription` as a `transcription` job
 * per recording against the provider adapter. Registers the `transcription` job kind.
 */
import { principalOf, requireRule } from "../../auth/index.js";
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { readChecklist, saveChecklist } from "./checklist.js";
import { readReview, saveReview } from "./qa-reviews.js";
import { earQueue } from "./queue-query.js";
import {
  queueTranscriptions,
  TRANSCRIPTION_KIND,
  transcriptionHandler,
  type TranscriptionJobResult,
  type TranscriptionPayload,
} from "./transcription-job.js";
import type { TranscriptionProvider } from "./transcription-provider.js";

export type { TranscriptionProvider } from "./transcription-provider.js";
export { whisperHttpProvider } from "./transcription-provider.js";

export function earHandlers(deps: ServerDeps, provider?: TranscriptionProvider): HandlerMap {
  if (!deps.queue.kinds.includes(TRANSCRIPTION_KIND)) {
    deps.queue.register<TranscriptionPayload, TranscriptionJobResult>(
      TRANSCRIPTION_KIND,
      transcriptionHandler(deps, provider),
      { maxAttempts: 2 },
    );
  }
  return {
    listEarQueue: async ({ principal, query }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get", "ViewDigitalEar");
      return { status: 200, body: await earQueue(deps.db, caller, query) };
    },
    getQaChecklist: async ({ principal }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get", "ViewDigitalEar");
      return { status: 200, body: { items: await readChecklist(deps.db) } };
    },
    saveQaChecklist: async ({ principal, body }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "update", "ViewDigitalEar");
      return { status: 200, body: { items: await saveChecklist(deps.db, body.items, deps.now()) } };
    },
    getQaReview: async ({ principal, params }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get");
      return { status: 200, body: await readReview(deps.db, caller, params.id) };
    },
    saveQaReview: async ({ principal, params, body }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "update", "ViewDigitalEar");
      return { status: 200, body: await saveReview(deps.db, caller, deps.now(), params.id, body) };
    },
    requestTranscription: async ({ principal, params, query }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "update", "RequestTranscription");
      const ids = params.ids.split(",");
      const answer = await queueTranscriptions(
        deps,
        caller,
        ids,
        params.lang,
        query.LanguageDetection === true,
      );
      return { status: 202, body: answer };
    },
  };
}
