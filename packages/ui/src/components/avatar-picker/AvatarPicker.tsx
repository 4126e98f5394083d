import { clsx } from "clsx";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useFileDrop } from "../../lib/use-file-drop";
import { Button } from "../button/Button";
import { HiddenFileInput } from "../file-input/HiddenFileInput";
import { DEFAULT_AVATAR_PICKER_LABELS, type AvatarPickerLabels } from "./avatar-picker.labels";

/** The picture types taken unless `accept` says otherwise. */
export const DEFAULT_AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

const MEGABYTE = 1024 * 1024;

export interface AvatarPickerProps {
  /** The current picture: the console's live avatar of the user, team or campaign. */
  readonly preview: ReactNode;
  /** There is a picture to change or remove (the first button says "Change", Remove shows). */
  readonly hasPicture: boolean;
  /** A picture of an accepted type and size was chosen or dropped. */
  readonly onFile: (file: File) => void;
  /** Removes the picture; without it there is no Remove button. */
  readonly onRemove?: (() => void) | undefined;
  /** With `error`: sends the last picture again. */
  readonly onRetry?: (() => void) | undefined;
  /** Accepted MIME types (`file.type`). */
  readonly accept?: readonly string[];
  /** The largest file taken, in bytes (10 MiB by default). */
  readonly maxBytes?: number;
  /** Work under way: its button spins and both wait. */
  readonly busy?: "upload" | "remove" | undefined;
  /** The last upload or removal failed: why, announced. */
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  readonly labels?: Partial<AvatarPickerLabels>;
  readonly className?: string;
}

/**
 * Changes a picture (avatar): the current one beside a button that opens the file picker and,
 * when there is a picture, one that removes it. An image can also be dropped on the group.
 * Files of another type or over the size limit never reach `onFile`: the picker says why.
 */
export function AvatarPicker({
  preview,
  hasPicture,
  onFile,
  onRemove,
  onRetry,
  accept = DEFAULT_AVATAR_TYPES,
  maxBytes = 10 * MEGABYTE,
  busy,
  error,
  disabled = false,
  labels: labelOverrides,
  className,
}: AvatarPickerProps) {
  const labels = { ...DEFAULT_AVATAR_PICKER_LABELS, ...labelOverrides };
  const [refused, setRefused] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const inactive = disabled || busy !== undefined;

  const take = (file: File | undefined) => {
    if (file === undefined) return;
    if (!accept.includes(file.type)) setRefused(labels.wrongType(file.name));
    else if (file.size > maxBytes) {
      setRefused(labels.tooLarge(file.name, Math.round(maxBytes / MEGABYTE)));
    } else {
      setRefused(null);
      onFile(file);
    }
  };
  const [dropTarget, dragging] = useFileDrop(take, inactive);
  const shownError = refused ?? error;
  const hasError = shownError !== undefined && shownError !== null && shownError !== false;

  return (
    <div
      ref={dropTarget}
      role="group"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-hint`}
      data-slot="avatar-picker"
      data-state={dragging ? "dragging" : "idle"}
      aria-busy={busy === undefined ? undefined : true}
      className={clsx(
        "flex flex-wrap items-center gap-4 rounded-lg border-2 border-dashed p-4 transition-colors",
        dragging ? "border-primary bg-primary-soft" : "border-transparent",
        className,
      )}
    >
      <div data-slot="avatar-picker-preview" className="shrink-0">
        {preview}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p id={`${ids}-title`} className="text-sm font-semibold text-fg">
          {labels.title}
        </p>
        <p id={`${ids}-hint`} className="text-sm text-fg-muted">
          {labels.hint}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<ImagePlus size={16} aria-hidden="true" />}
            loading={busy === "upload"}
            disabled={disabled || busy === "remove"}
            onClick={() => input.current?.click()}
          >
            {hasPicture ? labels.change : labels.choose}
          </Button>
          {hasPicture && onRemove !== undefined ? (
            <Button
              variant="ghost"
              icon={<Trash2 size={16} aria-hidden="true" />}
              loading={busy === "remove"}
              disabled={disabled || busy === "upload"}
              onClick={() => {
                setRefused(null);
                onRemove();
              }}
            >
              {labels.remove}
            </Button>
          ) : null}
        </div>
        <HiddenFileInput
          ref={input}
          label={labels.fileInput}
          accept={accept}
          disabled={inactive}
          slot="avatar-file-input"
          onFile={take}
        />
        {hasError ? (
          <div
            role="alert"
            data-slot="avatar-picker-error"
            className="flex flex-wrap items-center gap-2 text-sm text-danger-text"
          >
            <span>{shownError}</span>
            {refused === null && onRetry !== undefined ? (
              <Button variant="link" size="sm" disabled={inactive} onClick={onRetry}>
                {labels.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
