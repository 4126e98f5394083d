/**
 * What a submission action acts on: ids (one submission in the lookup, the ticked rows of /subs),
 * or — after "select all N matching" — the filter of /subs, expanded into ids when the action
 * starts (decision 0023).
 */
import type { SubsExpandFilter } from "@canvass/sdk/queries";

export type BatchTarget =
  | { readonly kind: "ids"; readonly ids: readonly string[] }
  | {
      readonly kind: "filter";
      readonly query: SubsExpandFilter;
      /** The list's count when selected (the confirmation says the exact one). */
      readonly count: number;
      readonly approximate: boolean;
      /** A submission of the view (the first row): its resend tasks are offered. */
      readonly sampleId: string | undefined;
    };

export type SubmissionAction = "reassign" | "resend" | "delete";

/** The action chosen, with what it needs: the player to reassign to, the task to resend. */
export type ChosenAction =
  | { readonly action: "reassign"; readonly playerId: string; readonly playerName: string }
  | { readonly action: "resend"; readonly task: string }
  | { readonly action: "delete" };
