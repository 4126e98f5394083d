/**
 * The live avatar of a user, team or campaign: the avatar machine (loading → loaded, or invalid →
 * the kind's icon) fed by the shared avatar store, so the same picture is fetched once for the
 * list, the profile and the top bar, and every avatar of a subject reloads when its picture is
 * uploaded or removed. The picture is an object URL, revoked when it is no longer shown. Given
 * the record's `hasPicture`, a subject without a picture costs no request.
 */
import { avatarMachine, selectAvatarView, type AvatarKind } from "@canvass/machines";
import type { Size } from "@canvass/ui";
import { Avatar, type AvatarLabels, type AvatarPresence } from "@canvass/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { fromPromise } from "xstate";
import { useRuntime } from "../../app/runtime-context";
import type { AvatarStore } from "../../services/avatar-store";

export interface EntityAvatarProps {
  readonly kind: AvatarKind;
  readonly id: string;
  /** Whose avatar: the picture's text alternative. */
  readonly name: string;
  /**
   * What the subject's record says (a user's `has_picture`): `false` shows the icon without
   * asking for a picture that does not exist. Left out, the picture is asked for.
   */
  readonly hasPicture?: boolean | undefined;
  readonly size?: Size;
  readonly presence?: AvatarPresence | undefined;
  readonly labels?: Partial<AvatarLabels> | undefined;
  readonly className?: string;
}

function machineFor(avatars: AvatarStore) {
  return avatarMachine.provide({
    actors: {
      fetchAvatar: fromPromise(async ({ input }) => {
        const picture = await avatars.load(input.kind, input.id, input.hasPicture);
        if (picture === null) throw new Error(`No picture for ${input.kind} ${input.id}`);
        return URL.createObjectURL(picture);
      }),
    },
    actions: {
      releaseImage: (_, params) => {
        if (params.src.startsWith("blob:")) URL.revokeObjectURL(params.src);
      },
    },
  });
}

export function EntityAvatar({
  kind,
  id,
  name,
  hasPicture,
  size = "md",
  presence,
  labels,
  className,
}: EntityAvatarProps) {
  const { avatars } = useRuntime().services;
  const [machine] = useState(() => machineFor(avatars));
  const actor = useActorRef(machine, { input: { kind, id, hasPicture } });
  const version = useSyncExternalStore(avatars.subscribe, () => avatars.version(kind, id));
  const shown = useRef({ kind, id, version, hasPicture });
  useEffect(() => {
    const last = shown.current;
    if (
      last.kind === kind &&
      last.id === id &&
      last.version === version &&
      last.hasPicture === hasPicture
    ) {
      return;
    }
    shown.current = { kind, id, version, hasPicture };
    actor.send({ type: "avatar.change", kind, id, hasPicture });
  }, [actor, kind, id, version, hasPicture]);
  const view = useSelector(actor, selectAvatarView);
  return (
    <Avatar
      name={name}
      kind={kind}
      size={size}
      src={view.src}
      status={view.state}
      presence={presence}
      labels={labels}
      className={className}
      onImageError={() => {
        actor.send({ type: "avatar.error" });
      }}
    />
  );
}
