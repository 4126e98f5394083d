/**
 * A team's avatar: the avatar machine (loading → loaded, or invalid → the shield icon) fed by
 * the team picture call (`GET /teams/{id}/picture/`, PNG or SVG, through the SDK so it is
 * authorised and cached). The picture is an object URL, revoked when it is no longer shown.
 */
import { avatarMachine, selectAvatarView } from "@canvass/machines";
import type { Size } from "@canvass/sdk";
import { Avatar } from "@canvass/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { useRuntime } from "../../app/runtime-context";

export function TeamAvatar({
  id,
  title,
  size = "lg",
}: {
  readonly id: string;
  readonly title: string;
  readonly size?: Size;
}) {
  const { client } = useRuntime().services;
  const machine = avatarMachine.provide({
    actors: {
      fetchAvatar: fromPromise(async ({ input, signal }) => {
        const result = await client.call("getTeamPicture", {
          params: { path: { id: input.id } },
          parseAs: "blob",
          signal,
        });
        if (!result.ok) throw result.error;
        return URL.createObjectURL(result.data);
      }),
    },
    actions: {
      releaseImage: (_, params) => {
        if (params.src.startsWith("blob:")) URL.revokeObjectURL(params.src);
      },
    },
  });
  const actor = useActorRef(machine, { input: { kind: "team", id } });
  useEffect(() => {
    if (actor.getSnapshot().context.id !== id)
      actor.send({ type: "avatar.change", kind: "team", id });
  }, [actor, id]);
  const view = useSelector(actor, selectAvatarView);
  return (
    <Avatar
      name={title}
      kind="team"
      size={size}
      src={view.src}
      status={view.state}
      onImageError={() => {
        actor.send({ type: "avatar.error" });
      }}
    />
  );
}
