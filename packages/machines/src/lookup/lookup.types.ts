import type {
  AccountChange,
  AccountInputProblem,
  AccountValue,
  ChangeProblem,
  EditValidators,
} from "@canvass/sdk/accounts";
import type { CanvassErrorKind, Result } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";

export type Account = Schema<"Account">;
export type AccountRecord = Readonly<Record<string, AccountValue>> & { readonly ID: string };

/** A save is "still saving" after this long (the call's own timeout is the contract's 600 s). */
export const LOOKUP_SLOW_SAVE_MS = 5000;

export interface LookupFailure {
  readonly kind: CanvassErrorKind | "unknown";
  readonly status: number | undefined;
  readonly message: string;
}

/** Why a field's value cannot be sent: the SDK's input rule, or a text from a check or the server. */
export type FieldProblem =
  | { readonly kind: "input"; readonly problem: AccountInputProblem }
  | { readonly kind: "message"; readonly message: string };

export interface LookupContext {
  /** The open tabs (submission ids, lower-case), in the order of the address. */
  ids: string[];
  active: string | null;
  /** The loaded submissions by id. */
  accounts: Record<string, AccountRecord>;
  /** Ids the server does not know (or the operator may not see). */
  missing: string[];
  loadFailure: LookupFailure | null;
  /** Whether the operator may edit (EditSubmissions) and with which field rules. */
  canEdit: boolean;
  fields: readonly string[];
  validators: EditValidators;
  /** The edited submission, the values it had when editing began and the typed texts. */
  editing: string | null;
  seen: Record<string, AccountValue>;
  draft: Record<string, string>;
  reason: string;
  /** The changes under review or being saved. */
  changes: AccountChange[];
  /** Problems by field: typed text the rules refuse, the e-mail check, the server's 422. */
  problems: Record<string, FieldProblem>;
  /** 409: the changes someone else made meanwhile (the stored values). */
  conflicts: ChangeProblem[];
  failure: LookupFailure | null;
  slow: boolean;
  /** Counts saves, so the history and the record reload after each. */
  saves: number;
}

export interface LookupInput {
  ids?: readonly string[];
  active?: string | undefined;
  canEdit?: boolean;
  /** The editable fields (`editableAccountFields`). */
  fields?: readonly string[];
  validators?: EditValidators;
}

export type LookupEvent =
  | { type: "lookup.open"; ids: readonly string[]; active?: string | undefined }
  | { type: "lookup.select"; id: string }
  | { type: "lookup.close"; id: string }
  | { type: "lookup.reload" }
  | {
      type: "lookup.edit";
      /** The editable fields and validators of the per-host configuration, once read (else the input's). */
      rules?: { readonly fields: readonly string[]; readonly validators: EditValidators };
    }
  | { type: "lookup.change"; field: string; text: string }
  | { type: "lookup.cancel" }
  | { type: "lookup.review" }
  | { type: "lookup.back" }
  | { type: "lookup.reason"; text: string }
  | { type: "lookup.save" };

export interface LoadAccountsInput {
  readonly ids: readonly string[];
}
export interface LoadAccountsOutput {
  readonly accounts: readonly AccountRecord[];
}

export interface CheckValuesInput {
  readonly changes: readonly AccountChange[];
}
/** Problems by field (an e-mail the check refuses); empty when every value may be sent. */
export type CheckValuesOutput = Readonly<Record<string, FieldProblem>>;

export interface SaveChangesInput {
  readonly Reason: string;
  readonly Changes: readonly AccountChange[];
}
export type SaveChangesOutput = Result<Schema<"AccountChangeResult">>;
