/** Types of the campaign editor's sub-page machine (`campaignEditorMachine`). */

/** A sub-page's values by form field name (`title`, `kiosk.languages`, …). */
export type EditorValues = Readonly<Record<string, unknown>>;

/** A problem with one field: its form field name and the problem's code (`minimum`, `enum`, …). */
export interface EditorProblem {
  readonly field: string;
  readonly code: string;
}

/**
 * Why a save did not store the values: `fields` — problems named by field (the SDK's checks or
 * a 422); `retry` — a 5xx, a lost connection or a timeout (nothing was stored, try again);
 * `other` — any other refusal (403, 404, 409), with its status.
 */
export interface EditorFailure {
  readonly kind: "fields" | "retry" | "other";
  readonly status: number | undefined;
}

export type SaveOutcome =
  | { readonly ok: true; readonly values: EditorValues }
  | {
      readonly ok: false;
      readonly failure: EditorFailure;
      readonly problems: readonly EditorProblem[];
    };

export interface SaveInput {
  readonly values: EditorValues;
  readonly original: EditorValues;
}

export interface CampaignEditorInput {
  /** The operator may save (admin without `noupdatecampaigns`); otherwise the values are read-only. */
  readonly canEdit: boolean;
}

export interface CampaignEditorContext {
  readonly canEdit: boolean;
  /** The stored values: what was loaded, then what the last save stored. */
  readonly original: EditorValues;
  /** What the operator sees and types; kept through every failure. */
  readonly values: EditorValues;
  /** Problem codes by field name, from the last failed save (a field's goes when it is typed in). */
  readonly problems: Readonly<Record<string, string>>;
  readonly failure: EditorFailure | null;
  /** The save has taken longer than `CAMPAIGN_EDITOR_SLOW_SAVE_MS`. */
  readonly slow: boolean;
  /** How many saves succeeded (the console records the last edited campaign on each). */
  readonly saves: number;
}

export type CampaignEditorEvent =
  | { readonly type: "editor.change"; readonly field: string; readonly value: unknown }
  | { readonly type: "editor.save" }
  | { readonly type: "editor.discard" }
  | { readonly type: "editor.leave" }
  | { readonly type: "editor.stay" }
  | { readonly type: "editor.retry" };

/** After this long a save shows "still saving". */
export const CAMPAIGN_EDITOR_SLOW_SAVE_MS = 1500;
