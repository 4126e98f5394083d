/** Underlined tabs: the active one in the primary colour with a bar under it. */
export const TAB_LIST = "flex max-w-full gap-1 overflow-x-auto border-b border-line";

export const TAB_TRIGGER =
  "group relative inline-flex h-10 shrink-0 items-center gap-2 rounded-t-md px-3 text-sm " +
  "font-medium whitespace-nowrap text-fg-muted transition-colors select-none " +
  "not-data-disabled:hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 " +
  "focus-visible:outline-ring data-[state=active]:text-primary-text " +
  "data-disabled:cursor-not-allowed data-disabled:opacity-55 " +
  "after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full " +
  "data-[state=active]:after:bg-primary";

export const TAB_COUNT =
  "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-line px-1.5 " +
  "text-xs font-medium tabular-nums text-fg-muted " +
  "group-data-[state=active]:bg-primary-soft group-data-[state=active]:text-primary-text";

export const TAB_PANEL =
  "rounded-sm pt-4 text-fg focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-ring";
