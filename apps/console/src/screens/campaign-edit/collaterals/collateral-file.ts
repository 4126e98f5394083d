/**
 * The campaign's collateral images (decision 0032): the splash screen (`collaterals/splash.png`,
 * portrait, 9:16, at most 1080 × 1920) and the contact card (`collaterals/contact.png`, 4:3, at
 * most 1200 × 900). A chosen image is cropped from its middle to the collateral's shape, scaled
 * down to fit, and sent as a PNG (the server checks that the bytes are one). Browser only.
 */
import { toFormData, type CanvassClient, type ClientError } from "@canvass/sdk/client";
import { UnreadablePictureError } from "../../../patterns/avatar/picture-file";

export type Collateral = "splash" | "contact";

export const COLLATERALS: readonly Collateral[] = ["splash", "contact"];

export const COLLATERAL_SIZES: Readonly<Record<Collateral, { width: number; height: number }>> = {
  splash: { width: 1080, height: 1920 },
  contact: { width: 1200, height: 900 },
};

/** The part of a `width` × `height` image kept for a collateral: its middle, in its shape. */
export function cropOf(
  collateral: Collateral,
  width: number,
  height: number,
): {
  left: number;
  top: number;
  width: number;
  height: number;
  outWidth: number;
  outHeight: number;
} {
  const target = COLLATERAL_SIZES[collateral];
  const ratio = target.width / target.height;
  const cropWidth = Math.min(width, height * ratio);
  const cropHeight = cropWidth / ratio;
  const scale = Math.min(1, target.width / cropWidth);
  return {
    left: (width - cropWidth) / 2,
    top: (height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
    outWidth: Math.max(1, Math.round(cropWidth * scale)),
    outHeight: Math.max(1, Math.round(cropHeight * scale)),
  };
}

export async function prepareCollateral(collateral: Collateral, file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadablePictureError(file.name);
  }
  try {
    const crop = cropOf(collateral, bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = crop.outWidth;
    canvas.height = crop.outHeight;
    const context = canvas.getContext("2d");
    if (context === null || crop.width === 0) throw new UnreadablePictureError(file.name);
    context.imageSmoothingQuality = "high";
    context.drawImage(
      bitmap,
      crop.left,
      crop.top,
      crop.width,
      crop.height,
      0,
      0,
      crop.outWidth,
      crop.outHeight,
    );
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, "image/png");
    });
    if (blob === null) throw new UnreadablePictureError(file.name);
    return blob;
  } finally {
    bitmap.close();
  }
}

type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: ClientError };

/** The stored image, or `null` when there is none. */
export async function readCollateral(
  client: CanvassClient,
  collateral: Collateral,
  id: string,
): Promise<Blob | null> {
  const init = { params: { path: { id } }, parseAs: "blob" as const };
  const result =
    collateral === "splash"
      ? await client.call("getCampaignSplashAsset", init)
      : await client.call("getCampaignContactAsset", init);
  if (result.ok) return result.data;
  if (result.error.kind === "http" && result.error.status === 404) return null;
  throw result.error;
}

export async function writeCollateral(
  client: CanvassClient,
  collateral: Collateral,
  id: string,
  blob: Blob,
): Promise<Outcome> {
  const init = {
    params: { path: { id } },
    body: { file: blob },
    bodySerializer: toFormData,
  };
  const result =
    collateral === "splash"
      ? await client.call("replaceCampaignSplashAsset", init)
      : await client.call("replaceCampaignContactAsset", init);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

export async function removeCollateral(
  client: CanvassClient,
  collateral: Collateral,
  id: string,
): Promise<Outcome> {
  const init = { params: { path: { id } } };
  const result =
    collateral === "splash"
      ? await client.call("deleteCampaignSplashAsset", init)
      : await client.call("deleteCampaignContactAsset", init);
  if (result.ok || (result.error.kind === "http" && result.error.status === 404))
    return { ok: true };
  return { ok: false, error: result.error };
}
