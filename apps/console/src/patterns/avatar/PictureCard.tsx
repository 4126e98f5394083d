/**
 * A user's or team's picture on its edit page: the live avatar with Upload / Change / Remove
 * (the ui's AvatarPicker). A chosen image is made a small square PNG (an SVG stays as it is, for
 * teams) and sent at once; it does not wait for the form's Save. On success every avatar of the
 * subject reloads and a toast says so; on failure the reason shows under the buttons, with
 * "Try again" sending the same picture.
 */
import { AvatarPicker, Card, DEFAULT_AVATAR_TYPES } from "@canvass/ui";
import { useState, useSyncExternalStore } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useNotify } from "../../shell/use-notify";
import { saveFailureOf } from "../form/problem-fields";
import { EntityAvatar } from "./EntityAvatar";
import { removePicture, uploadPicture, type PictureOwner } from "./picture-calls";
import { preparePicture, UnreadablePictureError, type PreparedPicture } from "./picture-file";

const TEAM_TYPES = [...DEFAULT_AVATAR_TYPES, "image/svg+xml"];

export interface PictureCardProps {
  readonly owner: PictureOwner;
  readonly id: string;
  /** The user's or team's name, for the avatar and the messages. */
  readonly name: string;
  /** What the record says (a user's `has_picture`); left out, the picture is asked for. */
  readonly recorded?: boolean | undefined;
  /** The card's title and hint, when not the user's or team's own words (a campaign's picture). */
  readonly title?: string | undefined;
  readonly hint?: string | undefined;
}

export function PictureCard({ owner, id, name, recorded, title, hint }: PictureCardProps) {
  const t = useT();
  const notify = useNotify();
  const { client, avatars } = useRuntime().services;
  const hasPicture = useSyncExternalStore(avatars.subscribe, () => avatars.has(owner, id));
  const [busy, setBusy] = useState<"upload" | "remove" | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<PreparedPicture | undefined>(undefined);

  const failureText = (failure: Parameters<typeof saveFailureOf>[0]) => {
    const saved = saveFailureOf(failure, ["file"], t);
    if (saved.kind === "retry") return t("avatars.failed");
    return saved.fields.file ?? saved.message ?? t("avatars.failed");
  };

  const send = async (picture: PreparedPicture) => {
    setBusy("upload");
    setError(undefined);
    const outcome = await uploadPicture(client, owner, id, picture);
    setBusy(undefined);
    if (outcome.ok) {
      setPending(undefined);
      avatars.changed(owner, id);
      notify({ title: t("avatars.uploaded", { name }), severity: "success" });
    } else {
      setPending(picture);
      setError(failureText(outcome.error));
    }
  };

  const take = async (file: File) => {
    setBusy("upload");
    setError(undefined);
    try {
      await send(await preparePicture(file));
    } catch (problem) {
      if (!(problem instanceof UnreadablePictureError)) throw problem;
      setBusy(undefined);
      setPending(undefined);
      setError(t("avatars.unreadable", { file: file.name }));
    }
  };

  const remove = async () => {
    setBusy("remove");
    setError(undefined);
    setPending(undefined);
    const outcome = await removePicture(client, owner, id);
    setBusy(undefined);
    if (outcome.ok) {
      avatars.changed(owner, id);
      notify({ title: t("avatars.removed", { name }), severity: "success" });
    } else setError(failureText(outcome.error));
  };

  return (
    <Card>
      <AvatarPicker
        preview={<EntityAvatar kind={owner} id={id} name={name} hasPicture={recorded} size="xl2" />}
        hasPicture={hasPicture === true}
        accept={owner === "team" ? TEAM_TYPES : DEFAULT_AVATAR_TYPES}
        busy={busy}
        error={error}
        onFile={(file) => void take(file)}
        onRemove={() => void remove()}
        onRetry={pending === undefined ? undefined : () => void send(pending)}
        labels={{
          title: title ?? t("avatars.title"),
          hint: hint ?? (owner === "team" ? t("avatars.hintTeam") : t("avatars.hintUser")),
          choose: t("avatars.choose"),
          change: t("avatars.change"),
          remove: t("avatars.remove"),
          fileInput: t("avatars.fileInput"),
          retry: t("form.retry"),
          wrongType: (file) =>
            owner === "team"
              ? t("avatars.wrongTypeTeam", { file })
              : t("avatars.wrongType", { file }),
          tooLarge: (file, max) => t("avatars.tooLarge", { file, max }),
        }}
      />
    </Card>
  );
}
