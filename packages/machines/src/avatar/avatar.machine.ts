import { assign, fromPromise, setup } from "xstate";
import type {
  AvatarContext,
  AvatarEvent,
  AvatarFallbackIcon,
  AvatarInput,
  AvatarKind,
  FetchAvatarInput,
  ReleaseImageParams,
} from "./avatar.types";

const idOrNull = (id: string | undefined): string | null =>
  id === undefined || id === "" ? null : id;

/** Injected: free a loaded picture, e.g. revoke its object URL (`provide({ actions })`). */
const releaseImage: (args: unknown, params: ReleaseImageParams) => void = () => undefined;

/** The fallback icon of each kind (spec §3). */
export const AVATAR_FALLBACK_ICONS: Readonly<Record<AvatarKind, AvatarFallbackIcon>> = {
  user: "user",
  team: "shield",
  campaign: "layers",
};

/**
 * An avatar (spec §3, §4, §8): `loading` → `loaded`, or `invalid` when the fetch fails, there is
 * no id, or the image cannot be rendered; `invalid` shows the kind's fallback icon. Changing the
 * subject loads again. The picture comes from the injected `fetchAvatar`, which also gets what
 * the subject's record says about its picture (`hasPicture`, when given); a loaded picture is
 * handed to the injected `releaseImage` when it is no longer shown.
 */
export const avatarMachine = setup({
  types: {} as { context: AvatarContext; events: AvatarEvent; input: AvatarInput },
  actors: {
    fetchAvatar: fromPromise<string, FetchAvatarInput>(() =>
      Promise.reject(
        new Error("fetchAvatar is not provided: use avatarMachine.provide({ actors })"),
      ),
    ),
  },
  guards: {
    hasNoId: ({ context }) => context.id === null,
  },
  actions: {
    releaseImage,
    recordSubject: assign(({ event }) =>
      event.type === "avatar.change"
        ? { kind: event.kind, id: idOrNull(event.id), hasPicture: event.hasPicture }
        : {},
    ),
    storeImage: assign((_, params: { src: string }) => ({ src: params.src })),
    forgetImage: assign({ src: null }),
  },
}).createMachine({
  id: "avatar",
  context: ({ input }) => ({
    kind: input.kind,
    id: idOrNull(input.id),
    hasPicture: input.hasPicture,
    src: null,
  }),
  initial: "loading",
  on: {
    "avatar.change": { target: ".loading", actions: "recordSubject" },
  },
  states: {
    loading: {
      always: { guard: "hasNoId", target: "invalid" },
      invoke: {
        id: "fetchAvatar",
        src: "fetchAvatar",
        input: ({ context }) => ({
          kind: context.kind,
          id: context.id ?? "",
          ...(context.hasPicture === undefined ? {} : { hasPicture: context.hasPicture }),
        }),
        onDone: {
          target: "loaded",
          actions: { type: "storeImage", params: ({ event }) => ({ src: event.output }) },
        },
        onError: { target: "invalid" },
      },
    },
    loaded: {
      exit: [
        {
          type: "releaseImage",
          params: ({ context }) => ({ src: context.src ?? "" }),
        },
        "forgetImage",
      ],
      on: { "avatar.error": { target: "invalid" } },
    },
    invalid: {},
  },
});
