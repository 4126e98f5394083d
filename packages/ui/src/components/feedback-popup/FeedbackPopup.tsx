import { FEEDBACK_MAX_LENGTH, canSendFeedback } from "@canvass/machines";
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { DialogError } from "../dialog/DialogError";
import { DialogFooter } from "../dialog/DialogFooter";
import { Textarea } from "../textarea/Textarea";
import { useControllableText } from "../dialog/useControllableText";

export interface FeedbackPopupLabels {
  readonly title: string;
  readonly description: string;
  readonly field: string;
  readonly placeholder: string;
  readonly send: string;
  readonly cancel: string;
  readonly close: string;
  /** The character counter under the field. */
  readonly count: (length: number, max: number) => string;
  /** What screen readers hear as the counter changes: "4,988 characters left". */
  readonly charactersLeft: (remaining: number) => string;
}

export const DEFAULT_FEEDBACK_POPUP_LABELS: FeedbackPopupLabels = {
  title: "Send feedback",
  description: "Tell us what works well and what could be better. Ctrl+Enter sends.",
  field: "Your feedback",
  placeholder: "What would you like to tell us?",
  send: "Send",
  cancel: "Cancel",
  close: "Close",
  count: (length, max) => `${length} / ${max}`,
  charactersLeft: (remaining) =>
    remaining === 1 ? "1 character left" : `${remaining} characters left`,
};

export interface FeedbackPopupProps {
  readonly open: boolean;
  /** Asked to close (Escape, cancel, ×); never while sending. */
  readonly onOpenChange: (open: boolean) => void;
  /** The draft, when the parent keeps it (the feedback machine does, across openings). */
  readonly text?: string;
  /** The draft at first render when the popup keeps it itself. */
  readonly defaultText?: string;
  readonly onTextChange?: (text: string) => void;
  /** The text was sent (send button or Ctrl/⌘+Enter); only when it is not blank. */
  readonly onSubmit: (text: string) => void;
  /** The text is on its way: the send button shows a spinner, the field is read-only. */
  readonly sending?: boolean;
  /** Why sending failed. */
  readonly error?: ReactNode;
  readonly labels?: Partial<FeedbackPopupLabels>;
}

/**
 * The feedback popup: free text up to `FEEDBACK_MAX_LENGTH` characters, with a counter, a send
 * button that shows a sending state, and a slot for the error of a failed send.
 */
export function FeedbackPopup({
  open,
  onOpenChange,
  text: textProp,
  defaultText = "",
  onTextChange,
  onSubmit,
  sending = false,
  error,
  labels,
}: FeedbackPopupProps) {
  const words = { ...DEFAULT_FEEDBACK_POPUP_LABELS, ...labels };
  const [text, setText] = useControllableText(textProp, defaultText, onTextChange);
  const sendable = canSendFeedback(text);
  const submit = () => {
    if (sendable && !sending) onSubmit(text);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      closeLabel={words.close}
      dismissible={!sending}
      size="lg"
    >
      <form
        noValidate
        aria-busy={sending || undefined}
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          label={words.field}
          data-slot="feedback-text"
          value={text}
          onValueChange={setText}
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          readOnly={sending}
          placeholder={words.placeholder}
          labels={{ characterCount: words.count, charactersLeft: words.charactersLeft }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
          className="[&_textarea]:min-h-32"
        />
        {error ? <DialogError>{error}</DialogError> : null}
        <DialogFooter>
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {words.cancel}
          </Button>
          <Button type="submit" icon={<Send size={16} />} loading={sending} disabled={!sendable}>
            {words.send}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
