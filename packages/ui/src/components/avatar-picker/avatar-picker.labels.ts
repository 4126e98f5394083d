/** Every text the avatar picker shows or announces; the console passes translations. */
export interface AvatarPickerLabels {
  /** The group's heading. */
  readonly title: string;
  /** Under the heading: which pictures are taken and how. */
  readonly hint: string;
  /** Opens the file picker when there is no picture yet. */
  readonly choose: string;
  /** Opens the file picker when there is a picture. */
  readonly change: string;
  /** Removes the picture. */
  readonly remove: string;
  /** Accessible name of the file input itself. */
  readonly fileInput: string;
  /** Sends the last picture again after a failure. */
  readonly retry: string;
  /** A file of another type was chosen or dropped. */
  readonly wrongType: (fileName: string) => string;
  /** A file over the size limit (in MB, rounded) was chosen or dropped. */
  readonly tooLarge: (fileName: string, maxMegabytes: number) => string;
}

export const DEFAULT_AVATAR_PICKER_LABELS: AvatarPickerLabels = {
  title: "Picture",
  hint: "PNG, JPEG or WebP. Drop an image on the picture, or choose one.",
  choose: "Upload a picture…",
  change: "Change picture…",
  remove: "Remove picture",
  fileInput: "Picture file",
  retry: "Try again",
  wrongType: (fileName) => `${fileName} is not a picture: choose a PNG, JPEG or WebP image.`,
  tooLarge: (fileName, max) =>
    `${fileName} is too large: choose an image of at most ${String(max)} MB.`,
};
