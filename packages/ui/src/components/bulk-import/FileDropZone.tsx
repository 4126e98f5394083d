import { clsx } from "clsx";
import { ClipboardPaste, Upload } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useFileDrop } from "../../lib/use-file-drop";
import { Button } from "../button/Button";
import { HiddenFileInput } from "../file-input/HiddenFileInput";
import { Textarea } from "../textarea/Textarea";
import { DEFAULT_FILE_DROP_ZONE_LABELS, type FileDropZoneLabels } from "./file-drop-zone.labels";

export type FileDropZoneMode = "file" | "paste";

export interface FileDropZoneProps {
  /** A file of an accepted type was chosen or dropped (only the first of several). */
  readonly onFile: (file: File) => void;
  /** The pasted text was sent with the "use this text" button. */
  readonly onPaste: (text: string) => void;
  /** Accepted file name endings, lower case with the dot. */
  readonly accept?: readonly string[];
  /** File or paste (controlled); with `onModeChange`. */
  readonly mode?: FileDropZoneMode;
  readonly defaultMode?: FileDropZoneMode;
  readonly onModeChange?: (mode: FileDropZoneMode) => void;
  /** The paste box's text (controlled, so a parent keeps it across steps); with `onPasteTextChange`. */
  readonly pasteText?: string;
  readonly onPasteTextChange?: (text: string) => void;
  /** The name of the file chosen so far, shown under the button. */
  readonly fileName?: string | undefined;
  /** A problem reading the input (from the parent), announced. */
  readonly error?: ReactNode;
  /** Reading is under way: the buttons wait. */
  readonly busy?: boolean;
  readonly disabled?: boolean;
  readonly labels?: Partial<FileDropZoneLabels>;
  readonly className?: string;
}

const DEFAULT_ACCEPT = [".csv", ".xlsx"] as const;

/**
 * Where a file comes in: a drop area with a button that opens the file picker (keyboard users
 * never need to drag), or, switched by a button, a box to paste CSV text into. Only files whose
 * name ends in an accepted extension reach `onFile`; any other says why, in an alert.
 */
export function FileDropZone({
  onFile,
  onPaste,
  accept = DEFAULT_ACCEPT,
  mode: modeProp,
  defaultMode = "file",
  onModeChange,
  pasteText: pasteTextProp,
  onPasteTextChange,
  fileName,
  error,
  busy = false,
  disabled = false,
  labels: labelOverrides,
  className,
}: FileDropZoneProps) {
  const labels = { ...DEFAULT_FILE_DROP_ZONE_LABELS, ...labelOverrides };
  const [ownMode, setOwnMode] = useState<FileDropZoneMode>(defaultMode);
  const [ownText, setOwnText] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const mode = modeProp ?? ownMode;
  const pasteText = pasteTextProp ?? ownText;
  const inactive = disabled || busy;

  const setMode = (next: FileDropZoneMode) => {
    setOwnMode(next);
    setRefused(null);
    onModeChange?.(next);
  };
  const setPasteText = (text: string) => {
    setOwnText(text);
    onPasteTextChange?.(text);
  };
  const take = (file: File | undefined) => {
    if (file === undefined) return;
    const name = file.name.toLowerCase();
    if (!accept.some((ending) => name.endsWith(ending))) {
      setRefused(labels.wrongType(file.name));
      return;
    }
    setRefused(null);
    onFile(file);
  };
  // Dropping is a pointer shortcut for the browse button, so it is wired on the area directly
  // (the area stays a plain group to assistive technology; the button is the way in).
  const [dropTarget, dragging] = useFileDrop(take, inactive);
  const shownError = refused ?? error;

  return (
    <div
      data-slot="file-drop-zone"
      data-mode={mode}
      className={clsx("flex flex-col gap-3", className)}
    >
      {mode === "file" ? (
        <div
          role="group"
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-description`}
          data-slot="file-drop-area"
          ref={dropTarget}
          data-state={dragging ? "dragging" : "idle"}
          className={clsx(
            "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors",
            dragging ? "border-primary bg-primary-soft" : "border-line-strong bg-surface",
          )}
        >
          <Upload aria-hidden="true" className="size-8 text-fg-muted" />
          <p id={`${ids}-title`} className="text-base font-semibold text-fg">
            {labels.title}
          </p>
          <p id={`${ids}-description`} className="text-sm text-fg-muted">
            {labels.description}
          </p>
          <Button
            variant="secondary"
            loading={busy}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {labels.browse}
          </Button>
          <HiddenFileInput
            ref={input}
            label={labels.fileInput}
            accept={accept}
            disabled={inactive}
            slot="file-input"
            onFile={take}
          />
          {fileName === undefined ? null : (
            <p data-slot="file-name" className="text-sm text-fg">
              {labels.chosen(fileName)}
            </p>
          )}
        </div>
      ) : (
        <div data-slot="paste-area" className="flex flex-col gap-2">
          <Textarea
            label={labels.pasteLabel}
            placeholder={labels.pastePlaceholder}
            rows={8}
            value={pasteText}
            onValueChange={setPasteText}
            disabled={disabled}
            className="font-mono"
          />
          <div>
            <Button
              loading={busy}
              disabled={disabled || pasteText.trim() === ""}
              onClick={() => {
                onPaste(pasteText);
              }}
            >
              {labels.usePasted}
            </Button>
          </div>
        </div>
      )}
      <div>
        <Button
          variant="link"
          disabled={disabled}
          icon={mode === "file" ? <ClipboardPaste size={16} /> : <Upload size={16} />}
          onClick={() => {
            setMode(mode === "file" ? "paste" : "file");
          }}
        >
          {mode === "file" ? labels.pasteInstead : labels.fileInstead}
        </Button>
      </div>
      {shownError === undefined || shownError === null || shownError === false ? null : (
        <p role="alert" data-slot="file-drop-error" className="text-sm text-danger-text">
          {shownError}
        </p>
      )}
    </div>
  );
}
