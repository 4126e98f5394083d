import { accountInput, accountInputText, isChangeReason } from "@canvass/sdk/accounts";
import type { AccountValue } from "@canvass/sdk/accounts";
import type { SnapshotFrom } from "xstate";
import type { lookupMachine } from "./lookup.machine";
import type { AccountRecord, FieldProblem, LookupFailure } from "./lookup.types";

export type LookupStep =
  | "routing"
  | "empty"
  | "loading"
  | "loadFailed"
  | "viewing"
  | "editing"
  | "checking"
  | "reviewing"
  | "saving"
  | "saved"
  | "failed"
  | "conflict";

export interface LookupTabView {
  readonly id: string;
  readonly status: "loading" | "failed" | "ready" | "missing";
  readonly active: boolean;
}

export interface ReviewRow {
  readonly field: string;
  readonly from: string;
  readonly to: string;
}

export interface ConflictRow {
  readonly field: string;
  /** What the operator saw, what is stored now, what they typed. */
  readonly seen: string;
  readonly stored: string | undefined;
  readonly yours: string;
  readonly message: string;
}

export interface LookupView {
  readonly step: LookupStep;
  readonly tabs: readonly LookupTabView[];
  readonly active: string | null;
  readonly account: AccountRecord | undefined;
  /** The editor is open (editing through conflict). */
  readonly editorOpen: boolean;
  readonly canEdit: boolean;
  readonly canReview: boolean;
  readonly canSave: boolean;
  readonly busy: boolean;
  readonly slow: boolean;
  readonly review: readonly ReviewRow[];
  readonly conflicts: readonly ConflictRow[];
  readonly problems: Readonly<Record<string, FieldProblem>>;
  readonly failure: LookupFailure | null;
  readonly loadFailure: LookupFailure | null;
  readonly saves: number;
}

type LookupSnapshot = SnapshotFrom<typeof lookupMachine>;

const EDITOR_STEPS: readonly LookupStep[] = [
  "editing",
  "checking",
  "reviewing",
  "saving",
  "failed",
  "conflict",
];

export function selectLookupView(snapshot: LookupSnapshot): LookupView {
  const { context } = snapshot;
  const step = snapshot.value;
  const text = (field: string, value: AccountValue) =>
    accountInputText(accountInput(field, context.validators), value);
  const tabs = context.ids.map((id): LookupTabView => ({
    id,
    active: id === context.active,
    status:
      id in context.accounts
        ? "ready"
        : context.missing.includes(id)
          ? "missing"
          : step === "loadFailed"
            ? "failed"
            : "loading",
  }));
  const account = context.active === null ? undefined : context.accounts[context.active];
  const stored = context.editing === null ? undefined : context.accounts[context.editing];
  return {
    step,
    tabs,
    active: context.active,
    account,
    editorOpen: EDITOR_STEPS.includes(step),
    canEdit: (step === "viewing" || step === "saved") && context.canEdit && account !== undefined,
    canReview: step === "editing",
    canSave: (step === "reviewing" || step === "failed") && isChangeReason(context.reason),
    busy: step === "checking" || step === "saving",
    slow: step === "saving" && context.slow,
    review: context.changes.map((change) => ({
      field: change.Field,
      from: text(change.Field, change.Old),
      to: text(change.Field, change.Value),
    })),
    conflicts: context.conflicts.map((conflict) => ({
      field: conflict.field,
      seen: text(conflict.field, context.seen[conflict.field]),
      stored:
        stored === undefined || !(conflict.field in stored)
          ? undefined
          : text(conflict.field, stored[conflict.field]),
      yours: context.draft[conflict.field] ?? "",
      message: conflict.message,
    })),
    problems: context.problems,
    failure: context.failure,
    loadFailure: context.loadFailure,
    saves: context.saves,
  };
}
