/** Whose picture an avatar shows (spec §3: user, team, campaign). */
export type AvatarKind = "user" | "team" | "campaign";

/** The icon shown when there is no picture (spec §3: user, shield, layers). */
export type AvatarFallbackIcon = "user" | "shield" | "layers";

export interface AvatarSubject {
  readonly kind: AvatarKind;
  /** The user, team or campaign id; none (or empty) shows the fallback icon. */
  readonly id?: string | undefined;
  /**
   * What the subject's record says about its picture (a user's `has_picture`), handed to
   * `fetchAvatar`, which may then answer without asking; absent when the record does not say.
   */
  readonly hasPicture?: boolean | undefined;
}

export type AvatarEvent =
  /** Show another user, team or campaign. */
  | ({ type: "avatar.change" } & AvatarSubject)
  /** The image element could not render the picture. */
  | { type: "avatar.error" };

export interface AvatarContext {
  kind: AvatarKind;
  id: string | null;
  /** What the subject's record says about its picture, when it says. */
  hasPicture: boolean | undefined;
  /** The picture's address (an object URL, data URL or SVG text) once loaded. */
  src: string | null;
}

export type AvatarInput = AvatarSubject;

/** Input of the injected `fetchAvatar` actor (the asset fetch of spec §7). */
export interface FetchAvatarInput {
  readonly kind: AvatarKind;
  readonly id: string;
  /** What the subject's record says about its picture, when it says. */
  readonly hasPicture?: boolean | undefined;
}

/** Params of the injected `releaseImage` action (e.g. `URL.revokeObjectURL`). */
export interface ReleaseImageParams {
  readonly src: string;
}
