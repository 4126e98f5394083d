import { useEffect, useState } from "react";

export type AssetBlob =
  | { readonly state: "loading" }
  | { readonly state: "missing" }
  | { readonly state: "failed" }
  | { readonly state: "ready"; readonly url: string };

/**
 * A submission asset read through the SDK (the assets need the operator's token, so an `<img>`
 * cannot fetch them itself) as an object URL, revoked when the component leaves. 404 is "missing".
 */
export function useAssetBlob(
  key: string,
  load: (
    signal: AbortSignal,
  ) => Promise<{ ok: true; data: Blob } | { ok: false; error: { kind: string; status?: number } }>,
  /** `false` waits (a picture not scrolled into view yet). */
  enabled = true,
): AssetBlob {
  const [blob, setBlob] = useState<AssetBlob>({ state: "loading" });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | undefined;
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        url = URL.createObjectURL(result.data);
        setBlob({ state: "ready", url });
      } else {
        setBlob({ state: result.error.status === 404 ? "missing" : "failed" });
      }
    });
    return () => {
      controller.abort();
      if (url !== undefined) URL.revokeObjectURL(url);
    };
    // The key names what is loaded; `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return blob;
}
