/**
 * One collateral image of the campaign (splash screen or contact card) on the collaterals
 * sub-page, in the PictureCard pattern: the stored image beside Upload / Change / Remove (the
 * ui's AvatarPicker). A chosen image is cropped to the collateral's shape and sent at once; on
 * failure the reason shows under the buttons, with "Try again" sending the same image.
 */
import { AvatarPicker, Card, DEFAULT_AVATAR_TYPES } from "@canvass/ui";
import { useEffect, useState } from "react";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { UnreadablePictureError } from "../../../patterns/avatar/picture-file";
import { saveFailureOf } from "../../../patterns/form/problem-fields";
import { useNotify } from "../../../shell/use-notify";
import {
  COLLATERAL_SIZES,
  prepareCollateral,
  readCollateral,
  removeCollateral,
  writeCollateral,
  type Collateral,
} from "./collateral-file";

/** The stored image as an object URL (`null`: none; `undefined`: loading), reloaded on `version`. */
function useCollateralUrl(collateral: Collateral, id: string, version: number) {
  const { client } = useRuntime().services;
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current: string | null = null;
    let cancelled = false;
    readCollateral(client, collateral, id).then(
      (blob) => {
        if (cancelled) return;
        current = blob === null ? null : URL.createObjectURL(blob);
        setUrl(current);
      },
      () => {
        if (!cancelled) setUrl(null);
      },
    );
    return () => {
      cancelled = true;
      if (current !== null) URL.revokeObjectURL(current);
    };
  }, [client, collateral, id, version]);
  return url;
}

export function CollateralCard({
  collateral,
  id,
  readOnly,
}: {
  readonly collateral: Collateral;
  readonly id: string;
  readonly readOnly: boolean;
}) {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const [version, setVersion] = useState(0);
  const url = useCollateralUrl(collateral, id, version);
  const [busy, setBusy] = useState<"upload" | "remove" | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<Blob | undefined>(undefined);
  const title = t(`campaignEdit.collaterals.${collateral}`);
  const size = COLLATERAL_SIZES[collateral];

  const failureText = (failure: Parameters<typeof saveFailureOf>[0]) => {
    const saved = saveFailureOf(failure, ["file"], t);
    if (saved.kind === "retry") return t("avatars.failed");
    return saved.fields.file ?? saved.message ?? t("avatars.failed");
  };

  const send = async (blob: Blob) => {
    setBusy("upload");
    setError(undefined);
    const outcome = await writeCollateral(client, collateral, id, blob);
    setBusy(undefined);
    if (outcome.ok) {
      setPending(undefined);
      setVersion((v) => v + 1);
      notify({ title: t("avatars.uploaded", { name: title }), severity: "success" });
    } else {
      setPending(blob);
      setError(failureText(outcome.error));
    }
  };

  const take = async (file: File) => {
    setBusy("upload");
    setError(undefined);
    try {
      await send(await prepareCollateral(collateral, file));
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
    const outcome = await removeCollateral(client, collateral, id);
    setBusy(undefined);
    if (outcome.ok) {
      setVersion((v) => v + 1);
      notify({ title: t("avatars.removed", { name: title }), severity: "success" });
    } else setError(failureText(outcome.error));
  };

  const preview = (
    <div
      data-collateral={collateral}
      data-state={url === undefined ? "loading" : url === null ? "none" : "loaded"}
      className="flex h-40 items-center justify-center overflow-hidden rounded-md border border-line bg-surface-muted"
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
    >
      {typeof url === "string" ? (
        <img src={url} alt={title} className="h-full w-full object-cover" />
      ) : (
        <span className="px-2 text-center text-xs text-fg-muted">
          {url === null ? t("campaignEdit.collaterals.none") : t("campaignEdit.loading")}
        </span>
      )}
    </div>
  );

  return (
    <Card>
      <AvatarPicker
        preview={preview}
        hasPicture={typeof url === "string"}
        accept={DEFAULT_AVATAR_TYPES}
        busy={busy}
        error={error}
        disabled={readOnly}
        onFile={(file) => void take(file)}
        onRemove={readOnly ? undefined : () => void remove()}
        onRetry={pending === undefined ? undefined : () => void send(pending)}
        labels={{
          title,
          hint: t(`campaignEdit.collaterals.${collateral}Hint`),
          choose: t("avatars.choose"),
          change: t("avatars.change"),
          remove: t("avatars.remove"),
          fileInput: t("campaignEdit.collaterals.fileInput", { name: title }),
          retry: t("form.retry"),
          wrongType: (file) => t("avatars.wrongType", { file }),
          tooLarge: (file, max) => t("avatars.tooLarge", { file, max }),
        }}
      />
    </Card>
  );
}
