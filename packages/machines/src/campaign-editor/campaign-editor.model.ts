/**
 * The abstract test model of a campaign editor sub-page, for `createTestModel` (which refuses the
 * real machine's `invoke` and `after`). Its states have the real machine's names; its events are
 * what the operator does (`TYPE` a new title, `TYPE_BACK` the stored one, `SAVE`, `DISCARD`,
 * `LEAVE`, `STAY`, `RETRY`), what the server answers (`LOADED`, `LOAD_FAILS`, `SAVED`,
 * `SAVE_REFUSED` 422 on the title, `SAVE_FAILS` a lost connection) and the clock (`SLOW_ELAPSES`).
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

export const CAMPAIGN_EDITOR_MODEL_FIXTURES = {
  stored: { title: "Winter Appeal", attempts: 3 },
  typedTitle: "Winter Appeal 2027",
  refusedCode: "maxLength",
} as const;

export type CampaignEditorModelEvent =
  | { type: "LOADED" }
  | { type: "LOAD_FAILS" }
  | { type: "RETRY" }
  | { type: "TYPE" }
  | { type: "TYPE_BACK" }
  | { type: "SAVE" }
  | { type: "SAVED" }
  | { type: "SAVE_REFUSED" }
  | { type: "SAVE_FAILS" }
  | { type: "SLOW_ELAPSES" }
  | { type: "DISCARD" }
  | { type: "LEAVE" }
  | { type: "STAY" };

export interface CampaignEditorModelContext {
  /** The title on screen differs from the stored one. */
  typed: boolean;
  /** The last save was refused with a problem on the title, not typed in since. */
  problem: boolean;
  /** The last save failed for a reason that is not a field (500). */
  retry: boolean;
  slow: boolean;
}

const INITIAL: CampaignEditorModelContext = {
  typed: false,
  problem: false,
  retry: false,
  slow: false,
};

export const campaignEditorModel = setup({
  types: {} as { context: CampaignEditorModelContext; events: CampaignEditorModelEvent },
  guards: {
    typed: ({ context }) => context.typed,
    notSlow: ({ context }) => !context.slow,
  },
  actions: {
    type: assign({ typed: true, problem: false }),
    typeBack: assign({ typed: false, problem: false }),
    clear: assign({ typed: false, problem: false, retry: false, slow: false }),
    saving: assign({ slow: false, retry: false }),
  },
}).createMachine({
  id: "campaignEditorModel",
  context: INITIAL,
  initial: "loading",
  states: {
    loading: { on: { LOADED: "pristine", LOAD_FAILS: "loadFailed" } },
    loadFailed: { on: { RETRY: "loading" } },
    pristine: {
      on: {
        TYPE: { target: "dirty", actions: "type" },
        TYPE_BACK: { target: "pristine", actions: "typeBack" },
        LEAVE: "left",
      },
    },
    dirty: {
      on: {
        TYPE: { target: "dirty", actions: "type" },
        TYPE_BACK: { target: "pristine", actions: "typeBack" },
        SAVE: { target: "saving", actions: "saving" },
        DISCARD: { target: "pristine", actions: "clear" },
        LEAVE: "confirmingLeave",
      },
    },
    saving: {
      on: {
        SLOW_ELAPSES: { guard: "notSlow", target: "saving", actions: assign({ slow: true }) },
        SAVED: { target: "saved", actions: "clear" },
        SAVE_REFUSED: {
          target: "failed",
          actions: assign({ problem: true, retry: false, slow: false }),
        },
        SAVE_FAILS: {
          target: "failed",
          actions: assign({ retry: true, problem: false, slow: false }),
        },
      },
    },
    saved: {
      on: {
        TYPE: { target: "dirty", actions: "type" },
        TYPE_BACK: { target: "saved", actions: "typeBack" },
        LEAVE: "left",
      },
    },
    failed: {
      on: {
        TYPE: { target: "failed", actions: "type" },
        TYPE_BACK: { target: "failed", actions: "typeBack" },
        SAVE: { target: "saving", actions: "saving" },
        DISCARD: { target: "pristine", actions: "clear" },
        LEAVE: [{ guard: "typed", target: "confirmingLeave" }, { target: "left" }],
      },
    },
    confirmingLeave: {
      on: {
        STAY: "dirty",
        DISCARD: { target: "left", actions: "clear" },
      },
    },
    left: { type: "final" },
  },
});

export const CAMPAIGN_EDITOR_MODEL_EVENTS: readonly CampaignEditorModelEvent[] = [
  "LOADED",
  "LOAD_FAILS",
  "RETRY",
  "TYPE",
  "TYPE_BACK",
  "SAVE",
  "SAVED",
  "SAVE_REFUSED",
  "SAVE_FAILS",
  "SLOW_ELAPSES",
  "DISCARD",
  "LEAVE",
  "STAY",
].map((type) => ({ type }) as CampaignEditorModelEvent);

export function campaignEditorTestModel() {
  return createTestModel(campaignEditorModel, { events: [...CAMPAIGN_EDITOR_MODEL_EVENTS] });
}

export function campaignEditorModelPaths() {
  return campaignEditorTestModel().getShortestPaths();
}
