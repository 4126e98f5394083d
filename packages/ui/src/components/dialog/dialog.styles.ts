export type DialogSize = "sm" | "md" | "lg";

export const DIALOG_OVERLAY = "fixed inset-0 z-50 bg-overlay";

export const DIALOG_CONTENT =
  "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 " +
  "-translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-line bg-surface-raised p-6 " +
  "text-fg shadow-modal outline-none";

/** Largest width per size (the dialog never exceeds the viewport less 1 rem each side). */
export const DIALOG_SIZES: Readonly<Record<DialogSize, string>> = {
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-lg",
};
