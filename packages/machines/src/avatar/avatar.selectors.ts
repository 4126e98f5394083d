/** Snapshot → view model of an avatar, so the console only renders. */
import type { SnapshotFrom } from "xstate";
import { AVATAR_FALLBACK_ICONS, type avatarMachine } from "./avatar.machine";
import type { AvatarFallbackIcon } from "./avatar.types";

export interface AvatarView {
  readonly state: "loading" | "loaded" | "invalid";
  /** The picture to show (`loaded` only). */
  readonly src: string | null;
  /** The icon to show instead (`invalid` only). */
  readonly icon: AvatarFallbackIcon | null;
}

export function selectAvatarView(snapshot: SnapshotFrom<typeof avatarMachine>): AvatarView {
  const { context } = snapshot;
  if (snapshot.matches("loaded")) return { state: "loaded", src: context.src, icon: null };
  if (snapshot.matches("invalid")) {
    return { state: "invalid", src: null, icon: AVATAR_FALLBACK_ICONS[context.kind] };
  }
  return { state: "loading", src: null, icon: null };
}
