/**
 * Turns the image a user picked into what the server stores: a square PNG of at most
 * `AVATAR_PIXELS` a side, cut from the middle of the image (a photo of any shape or size becomes
 * a small avatar, well under the server's 10 MiB). An SVG (a team's logo) is kept as it is.
 * Browser only: it decodes with `createImageBitmap` and draws on a canvas.
 */
export const AVATAR_PIXELS = 256;

export interface PreparedPicture {
  readonly blob: Blob;
  readonly format: "png" | "svg";
}

/** The image could not be decoded (a broken or mislabelled file). */
export class UnreadablePictureError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} could not be read as an image`);
    this.name = "UnreadablePictureError";
  }
}

function canvasOf(side: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  return canvas;
}

export async function preparePicture(file: File): Promise<PreparedPicture> {
  if (file.type === "image/svg+xml") return { blob: file, format: "svg" };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadablePictureError(file.name);
  }
  try {
    const crop = Math.min(bitmap.width, bitmap.height);
    const side = Math.min(crop, AVATAR_PIXELS);
    const canvas = canvasOf(side);
    const context = canvas.getContext("2d");
    if (context === null || crop === 0) throw new UnreadablePictureError(file.name);
    context.imageSmoothingQuality = "high";
    const left = (bitmap.width - crop) / 2;
    const top = (bitmap.height - crop) / 2;
    context.drawImage(bitmap, left, top, crop, crop, 0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, "image/png");
    });
    if (blob === null) throw new UnreadablePictureError(file.name);
    return { blob, format: "png" };
  } finally {
    bitmap.close();
  }
}
