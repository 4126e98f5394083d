import type { Ref } from "react";

export interface HiddenFileInputProps {
  /** The button that opens the picker calls `click()` on it. */
  readonly ref: Ref<HTMLInputElement>;
  /** Its accessible name (tests and assistive technology can still reach it). */
  readonly label: string;
  /** What the picker offers: file name endings or MIME types. */
  readonly accept: readonly string[];
  readonly disabled: boolean;
  readonly slot: string;
  /** The first file chosen (`undefined` when the picker was closed without one). */
  readonly onFile: (file: File | undefined) => void;
}

/**
 * The native file input behind a "Choose…" button: visually hidden and out of the tab order (the
 * button is the way in). Its value is cleared after each choice, so choosing the same file again
 * (after fixing it on disk) fires again.
 */
export function HiddenFileInput({
  ref,
  label,
  accept,
  disabled,
  slot,
  onFile,
}: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      tabIndex={-1}
      className="sr-only"
      aria-label={label}
      accept={accept.join(",")}
      disabled={disabled}
      data-slot={slot}
      onChange={(event) => {
        onFile(event.currentTarget.files?.[0]);
        event.currentTarget.value = "";
      }}
    />
  );
}
