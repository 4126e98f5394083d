/**
 * The abstract test model of an avatar, for `createTestModel` (which refuses the real machine's
 * `invoke`). Its events are what the server or the page does; a suite gives each an executor
 * that drives the real thing and checks it per state. Its states have the real machine's names.
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import type { AvatarSubject } from "./avatar.types";

export type AvatarModelEvent =
  /** The picture arrives. */
  | { type: "FETCH_SUCCEEDS" }
  /** The picture cannot be fetched. */
  | { type: "FETCH_FAILS" }
  /** The image element cannot render the picture. */
  | { type: "IMAGE_BROKEN" }
  /** Show `AVATAR_MODEL_FIXTURES.subjects.team` instead. */
  | { type: "CHANGE" }
  /** Show `AVATAR_MODEL_FIXTURES.subjects.none` (no id). */
  | { type: "CHANGE_TO_NONE" };

export interface AvatarModelContext {
  subject: "user" | "team" | "none";
}

export const AVATAR_MODEL_FIXTURES = {
  subjects: {
    user: { kind: "user", id: "p9f8e7" },
    team: { kind: "team", id: "t1t2t3" },
    none: { kind: "campaign" },
  },
  /** The picture the fetch gives for each kind. */
  images: { user: "blob:avatar/user", team: "blob:avatar/team", campaign: "blob:avatar/campaign" },
  icons: { user: "user", team: "shield", none: "layers" },
} as const satisfies {
  subjects: Record<"user" | "team" | "none", AvatarSubject>;
  images: Record<string, string>;
  icons: Record<"user" | "team" | "none", string>;
};

export const avatarModel = setup({
  types: {} as { context: AvatarModelContext; events: AvatarModelEvent },
  actions: {
    showTeam: assign({ subject: "team" as const }),
    showNone: assign({ subject: "none" as const }),
  },
}).createMachine({
  id: "avatarModel",
  context: { subject: "user" },
  initial: "loading",
  on: {
    CHANGE: { target: ".loading", actions: "showTeam" },
    CHANGE_TO_NONE: { target: ".invalid", actions: "showNone" },
  },
  states: {
    loading: {
      on: { FETCH_SUCCEEDS: { target: "loaded" }, FETCH_FAILS: { target: "invalid" } },
    },
    loaded: { on: { IMAGE_BROKEN: { target: "invalid" } } },
    invalid: {},
  },
});

export function avatarModelPaths() {
  return createTestModel(avatarModel).getShortestPaths();
}
