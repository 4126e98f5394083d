import type { SubsExpandFilter, SubsExpandOutcome } from "@canvass/sdk/queries";

/** What a batch acts on: ids given (ticked rows), or a filter expanded into ids when it starts. */
export type BatchSource =
  | { readonly kind: "ids"; readonly ids: readonly string[] }
  | { readonly kind: "filter"; readonly query: SubsExpandFilter };

/** Calls at once while running, unless the input says otherwise. */
export const BATCH_CONCURRENCY = 4;

export interface BatchRunInput {
  readonly source: BatchSource;
  /**
   * Ask before running (a confirmation naming the count). Always asked for a filter (its count is
   * only known once expanded); for ids given, when the caller wants it (default: no).
   */
  readonly confirm?: boolean;
}

/** One id whose call failed, and why (the server's problem title or the error's message). */
export interface BatchFailure {
  readonly id: string;
  readonly reason: string;
}

/** Why the filter could not be expanded: more than the cap match, or a call failed. */
export type BatchExpandFailure =
  | { readonly kind: "tooMany"; readonly count: number; readonly cap: number }
  | { readonly kind: "error"; readonly message: string };

/** How one call ended (what the injected per-id call answers). */
export type BatchCallOutcome =
  { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface ExpandIdsInput {
  readonly query: SubsExpandFilter;
}

export interface RunIdsInput {
  readonly ids: readonly string[];
}

/** The injected expansion: pages the filter (the SDK's `expandSubsSelection`). */
export type BatchExpand = (
  query: SubsExpandFilter,
  onProgress: (gathered: number) => void,
  signal: AbortSignal,
) => Promise<SubsExpandOutcome>;

/** The injected call of the action for one id. */
export type BatchCall = (id: string) => Promise<BatchCallOutcome>;

export type BatchRunEvent =
  /** From `expandIds`: ids gathered so far. */
  | { readonly type: "batch.expand.progress"; readonly gathered: number }
  | { readonly type: "batch.expand.done"; readonly ids: readonly string[] }
  | { readonly type: "batch.expand.failed"; readonly failure: BatchExpandFailure }
  /** The operator confirms the count and the action. */
  | { readonly type: "batch.confirm" }
  /** Expanding or confirming: stop; running: start no new call (the calls under way end). */
  | { readonly type: "batch.cancel" }
  /** Expanding failed: try again. */
  | { readonly type: "batch.retry" }
  /** Done with failures: run the failed ids again. */
  | { readonly type: "batch.retryFailed" }
  /** From `runIds`: one call ended. */
  | { readonly type: "batch.item.succeeded"; readonly id: string }
  | { readonly type: "batch.item.failed"; readonly id: string; readonly reason: string }
  /** From `runIds`: every call started has ended (and none is left, or it was told to stop). */
  | { readonly type: "batch.run.settled" };

/** What the machine sends its `runIds` child on a cancel. */
export interface BatchStopEvent {
  readonly type: "batch.stop";
}

export interface BatchRunContext {
  readonly source: BatchSource;
  readonly confirm: boolean;
  /** Ids gathered while expanding. */
  gathered: number;
  /** Every id of the batch (given, or expanded). */
  ids: readonly string[];
  /** The ids of the run under way (all of them, or the failed ones on a retry). */
  queue: readonly string[];
  succeeded: readonly string[];
  failed: readonly BatchFailure[];
  failure: BatchExpandFailure | undefined;
}
