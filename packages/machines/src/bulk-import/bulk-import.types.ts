import type {
  BulkField,
  BulkMapping,
  BulkRowProblem,
  BulkTable,
  PlayerBulkRow,
} from "@canvass/sdk/bulk";
import type { ClientError } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";

/** The wizard's steps, in order: where the rows come from, their columns, the check, the result. */
export const BULK_STEPS = ["source", "map", "preview", "result"] as const;
export type BulkStep = (typeof BULK_STEPS)[number];

/** The server's answer to a check or a creation: rows created (with ids) and rows refused. */
export type BulkReport = Schema<"PlayerBulkReport">;
/** Create only the valid rows, or nothing unless every row is valid. */
export type BulkCreateMode = Schema<"PlayerBulkCreate">["mode"];
/** Fields a default can fill for rows without them. */
export type BulkDefaultField = "role" | "team";
/** How the rows are given: a file (dropped or chosen) or pasted CSV text. */
export type BulkInputMode = "file" | "paste";

/** What the operator gave: a file, or pasted text. */
export type BulkSource =
  | { readonly kind: "file"; readonly name: string; readonly file: Blob }
  | { readonly kind: "text"; readonly text: string };

export type BulkReadProblem =
  /** The file or text could not be read as a spreadsheet or CSV. */
  | { readonly kind: "unreadable" }
  /** Nothing under the header row. */
  | { readonly kind: "empty" }
  /** More rows than one call takes. */
  | { readonly kind: "tooMany"; readonly rows: number };

/** The injected `readSource` actor's answer: the table, or why it cannot be used. */
export type BulkReadOutcome =
  | { readonly ok: true; readonly table: BulkTable }
  | { readonly ok: false; readonly problem: BulkReadProblem };

/** The injected `createRows` actor's answer (a failed call rejects with its `ClientError`). */
export type BulkCreateOutcome =
  | { readonly kind: "created"; readonly report: BulkReport }
  /** "All or nothing" refused the batch (422): nothing was written; the rows' problems. */
  | { readonly kind: "refused"; readonly problems: readonly BulkRowProblem[] };

/** Why a call failed: the SDK's error, or anything else an actor threw. */
export type BulkCallError = ClientError | Error;

/** Params of the injected `announce` action: how a creation ended. */
export type BulkAnnouncement =
  BulkCreateOutcome | { readonly kind: "failed"; readonly error: BulkCallError };

export interface ReadSourceInput {
  readonly source: BulkSource;
}

export interface CheckRowsInput {
  readonly rows: readonly PlayerBulkRow[];
}

export interface CreateRowsInput {
  readonly rows: readonly PlayerBulkRow[];
  readonly mode: BulkCreateMode;
}

export type BulkImportEvent =
  /** The source step's switch between a file and pasted text. */
  | { readonly type: "bulk.inputMode"; readonly mode: BulkInputMode }
  /** The pasted text changed (kept until read, and after). */
  | { readonly type: "bulk.pasteText"; readonly text: string }
  /** Read a file or text (`readSource`); a newer read abandons one under way. */
  | { readonly type: "bulk.read"; readonly source: BulkSource }
  /** The column that fills `field` (`undefined`: none). */
  | { readonly type: "bulk.map"; readonly field: BulkField; readonly column: number | undefined }
  /** The default role or team (`""`: none). */
  | { readonly type: "bulk.default"; readonly field: BulkDefaultField; readonly value: string }
  /** Go to a step (the step list, Next, Back); refused when the step cannot be opened. */
  | { readonly type: "bulk.open"; readonly step: BulkStep }
  /** Check the rows again after a failed check. */
  | { readonly type: "bulk.retry" }
  | { readonly type: "bulk.createMode"; readonly mode: BulkCreateMode }
  /** Create the rows (also "Try again" after a failed creation). */
  | { readonly type: "bulk.create" }
  /** "Create more": an empty wizard. */
  | { readonly type: "bulk.restart" };

export interface BulkImportContext {
  /** The roles the operator may give (the SDK's `rankBelow`): the local check refuses others. */
  readonly assignableRoles: readonly string[];
  inputMode: BulkInputMode;
  pasteText: string;
  /** The file read last (none for pasted text). */
  fileName: string | undefined;
  /** What is being read (`readSource` under way); `undefined` otherwise. */
  reading: BulkSource | undefined;
  readProblem: BulkReadProblem | undefined;
  table: BulkTable | undefined;
  mapping: BulkMapping;
  defaults: Readonly<Record<BulkDefaultField, string>>;
  /** The rows to send: the table under the mapping and defaults (`toBulkRows`). */
  rows: readonly PlayerBulkRow[];
  /** The SDK's local pass over `rows` (`checkBulkRows`). */
  localProblems: readonly BulkRowProblem[];
  /** The server's check of `rows`; `undefined` until it answered. */
  checkReport: BulkReport | undefined;
  checkError: BulkCallError | undefined;
  /** The rows' problems of an "all or nothing" batch the server refused. */
  refusal: readonly BulkRowProblem[] | undefined;
  createError: BulkCallError | undefined;
  /** Every problem known of `rows`: the local pass, the check's and the refusal's. */
  problems: readonly BulkRowProblem[];
  createMode: BulkCreateMode;
  /** What was created (the result step). */
  report: BulkReport | undefined;
  /** The operator has moved between steps (the shown step's heading then takes focus). */
  moved: boolean;
}

export interface BulkImportInput {
  readonly assignableRoles: readonly string[];
}
