/** Closable tabs: the tab strip of the lookup, one tab per open item, each with a close button. */
export const CLOSABLE_LIST =
  "grid max-w-full auto-cols-max grid-flow-col items-center gap-x-1 overflow-x-auto " +
  "border-b border-line";

export const CLOSABLE_TAB =
  "relative inline-flex h-10 items-center gap-2 rounded-t-md pr-9 pl-3 font-mono text-sm " +
  "font-medium whitespace-nowrap text-fg-muted select-none hover:text-fg " +
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring " +
  "after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full " +
  "data-[state=active]:text-primary-text data-[state=active]:after:bg-primary " +
  "data-[status=missing]:line-through data-[status=failed]:text-danger-text";

export const CLOSABLE_CLOSE =
  "z-10 mr-1.5 inline-flex size-6 items-center justify-center justify-self-end rounded-md " +
  "text-fg-muted hover:bg-line hover:text-fg focus-visible:outline-2 focus-visible:outline-ring";

export const CLOSABLE_PANEL =
  "rounded-sm pt-4 text-fg focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-ring";
