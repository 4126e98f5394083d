/**
 * A check-in's picture (`GET /checkins/{id}/picture/`, which needs the operator's token, so it
 * is read through the SDK): a thumbnail read only once its row scrolls near the viewport — the
 * rows show first, pictures after — and the full picture in a dialog.
 */
import { Button, Dialog, Spinner } from "@canvass/ui";
import { useRef, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useAssetBlob } from "../lookup/tabs/use-asset-blob";
import { useInView } from "../lookup/tabs/use-in-view";

export function CheckinPicture({ id, who }: { readonly id: string; readonly who: string }) {
  const t = useT();
  const { client } = useRuntime().services;
  const box = useRef<HTMLSpanElement>(null);
  const visible = useInView(box);
  const [open, setOpen] = useState(false);
  const picture = useAssetBlob(
    `checkin-picture:${id}`,
    (signal) =>
      client.call("getCheckinPicture", { params: { path: { id } }, parseAs: "blob", signal }),
    visible,
  );
  const alt = t("fieldOps.checkins.pictureAlt", { name: who });
  return (
    <span
      ref={box}
      data-slot="checkin-picture"
      data-state={visible ? picture.state : "waiting"}
      className="inline-flex h-8 w-8 items-center justify-center"
    >
      {picture.state === "ready" ? (
        <>
          <Button
            variant="ghost"
            size="xs"
            className="h-8 w-8 p-0"
            aria-label={t("fieldOps.checkins.openPicture", { name: who })}
            onClick={() => {
              setOpen(true);
            }}
          >
            <img
              src={picture.url}
              alt=""
              loading="lazy"
              width={32}
              height={32}
              className="h-8 w-8 rounded object-cover"
            />
          </Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={t("fieldOps.checkins.pictureTitle", { name: who })}
            size="lg"
            closeLabel={t("fieldOps.close")}
          >
            <img src={picture.url} alt={alt} className="max-h-[70vh] w-full object-contain" />
          </Dialog>
        </>
      ) : picture.state === "loading" && visible ? (
        <Spinner size={14} label={t("fieldOps.loading")} />
      ) : picture.state === "failed" ? (
        <span className="text-xs text-fg-muted">{t("fieldOps.checkins.pictureFailed")}</span>
      ) : null}
    </span>
  );
}
