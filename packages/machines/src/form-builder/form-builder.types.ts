/** Types of the sign-up form builder's machine (`formBuilderMachine`, decision 0031). */
import type { FormDocument, FormField } from "@canvass/sdk/campaign-settings";

/** A problem of the form: the JSON pointer it names (`/fields/3/label`) and its code. */
export interface FormBuilderProblem {
  readonly field: string;
  readonly code: string;
}

/**
 * Why a save did not store the form: `fields` — problems named by pointer (the SDK's form rule
 * before saving, or the server's 422); `retry` — a 5xx, a lost connection or a timeout (nothing
 * was stored, try again); `other` — any other refusal (403, 404), with its status.
 */
export interface FormBuilderFailure {
  readonly kind: "fields" | "retry" | "other";
  readonly status: number | undefined;
}

export type FormSaveOutcome =
  | { readonly ok: true; readonly form: FormDocument }
  | {
      readonly ok: false;
      readonly failure: FormBuilderFailure;
      readonly problems: readonly FormBuilderProblem[];
    };

export interface FormBuilderInput {
  /** The operator may save (admin without `noupdatecampaigns`); otherwise the form is read-only. */
  readonly canEdit: boolean;
}

export interface FormBuilderContext {
  readonly canEdit: boolean;
  /** The stored form: what was loaded, then what the last save stored. */
  readonly original: FormDocument;
  /** The form on screen; kept through every failure. */
  readonly form: FormDocument;
  /**
   * The form's problems by JSON pointer: the SDK's rule, checked after every edit, plus the
   * server's from the last refused save (until the next edit).
   */
  readonly problems: Readonly<Record<string, string>>;
  readonly failure: FormBuilderFailure | null;
  /** The save has taken longer than `FORM_BUILDER_SLOW_SAVE_MS`. */
  readonly slow: boolean;
  /** How many saves succeeded. */
  readonly saves: number;
}

/** One change of the form. */
export type FormEdit =
  | { readonly kind: "add"; readonly field: FormField }
  | { readonly kind: "remove"; readonly index: number }
  | { readonly kind: "move"; readonly from: number; readonly to: number }
  | { readonly kind: "update"; readonly index: number; readonly field: FormField }
  /** The JSON view: the whole document as typed (already parsed). */
  | { readonly kind: "replace"; readonly form: FormDocument };

export type FormBuilderEvent =
  | { readonly type: "builder.edit"; readonly edit: FormEdit }
  | { readonly type: "builder.save" }
  | { readonly type: "builder.discard" }
  | { readonly type: "builder.leave" }
  | { readonly type: "builder.stay" }
  | { readonly type: "builder.retry" };

/** After this long a save shows "still saving". */
export const FORM_BUILDER_SLOW_SAVE_MS = 1500;
