import { Spinner } from "@canvass/ui";
import { useRef } from "react";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { useAssetBlob } from "./use-asset-blob";
import { useInView } from "./use-in-view";

/**
 * One stored picture of a submission (`getEntityAssetFile`), read only when it scrolls near the
 * viewport, shown with `loading="lazy"`.
 */
export function AssetPicture({ id, name }: { readonly id: string; readonly name: string }) {
  const t = useT();
  const { client } = useRuntime().services;
  const box = useRef<HTMLElement>(null);
  const visible = useInView(box);
  const picture = useAssetBlob(
    `asset:${id}:${name}`,
    (signal) =>
      client.call("getEntityAssetFile", {
        params: { path: { kind: "accounts", id, file: name } },
        parseAs: "blob",
        signal,
      }),
    visible,
  );
  return (
    <figure
      ref={box}
      data-slot="asset-picture"
      data-state={visible ? picture.state : "waiting"}
      className="flex min-h-32 flex-col gap-1"
    >
      {picture.state === "ready" ? (
        <img
          src={picture.url}
          alt={t("lookup.assets.pictureAlt", { name })}
          loading="lazy"
          className="max-h-48 rounded-md border border-line bg-white object-contain"
        />
      ) : picture.state === "loading" ? (
        <Spinner label={t("lookup.loading")} />
      ) : (
        <p className="text-sm text-fg-muted">{t("lookup.assets.failed")}</p>
      )}
      <figcaption className="text-xs text-fg-muted">{name}</figcaption>
    </figure>
  );
}
