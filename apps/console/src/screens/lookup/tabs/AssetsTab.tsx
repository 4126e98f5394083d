import { Button, Card, EmptyState, Spinner } from "@canvass/ui";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { AssetPicture } from "./AssetPicture";
import { downloadBlob } from "./download-blob";
import { useAssetBlob } from "./use-asset-blob";
import { useApiQuery } from "../../../patterns";

/**
 * The signature, the stored pictures (each read through `getEntityAssetFile` only when it
 * scrolls near the viewport) and `assets.zip`.
 */
export function AssetsTab({ id }: { readonly id: string }) {
  const t = useT();
  const { client } = useRuntime().services;
  const files = useApiQuery(`account-assets:${id}`, (signal) =>
    client.call("listEntityAssets", { params: { path: { kind: "accounts", id } }, signal }),
  );
  const signature = useAssetBlob(`signature:${id}`, (signal) =>
    client.call("getAccountSignatureAsset", {
      params: { path: { id } },
      parseAs: "blob",
      signal,
    }),
  );
  const pictures = (files.data?.files ?? []).filter(
    (file) => file.contentType.startsWith("image/") && file.name !== "signature.png",
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t("lookup.assets.signature")} headingLevel={3}>
        {signature.state === "loading" ? (
          <Spinner label={t("lookup.loading")} />
        ) : signature.state === "ready" ? (
          <img
            src={signature.url}
            alt={t("lookup.assets.signatureAlt", { id })}
            loading="lazy"
            className="max-h-40 rounded-md border border-line bg-white"
          />
        ) : (
          <p className="text-sm text-fg-muted">
            {signature.state === "missing"
              ? t("lookup.assets.noSignature")
              : t("lookup.assets.failed")}
          </p>
        )}
      </Card>
      <Card
        title={t("lookup.assets.files")}
        headingLevel={3}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              void client
                .call("getAccountArchiveAsset", { params: { path: { id } }, parseAs: "blob" })
                .then((result) => {
                  if (result.ok) downloadBlob(result.data, `${id}-assets.zip`);
                });
            }}
          >
            {t("lookup.assets.zip")}
          </Button>
        }
      >
        {files.loading && files.data === undefined ? (
          <Spinner label={t("lookup.loading")} />
        ) : files.error !== undefined && files.data === undefined ? (
          <p className="text-sm text-danger-text">{t("lookup.assets.failed")}</p>
        ) : (files.data?.files.length ?? 0) === 0 ? (
          <EmptyState compact title={t("lookup.assets.none")} />
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {files.data?.files.map((file) => (
              <li key={file.path}>
                {file.name} <span className="text-fg-muted">({file.contentType})</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {pictures.length > 0 ? (
        <Card
          title={t("lookup.assets.pictures", { count: pictures.length })}
          headingLevel={3}
          className="lg:col-span-2"
        >
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {pictures.map((file) => (
              <AssetPicture key={file.path} id={id} name={file.name} />
            ))}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
