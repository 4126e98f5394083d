import type { ReactNode } from "react";

/** How wide a screen's content may grow: forms read best narrow, lists and maps use the room. */
export type PageWidth = "form" | "profile" | "wide" | "full";

const WIDTH_CLASS: Record<PageWidth, string> = {
  form: "max-w-3xl",
  profile: "max-w-4xl",
  wide: "max-w-6xl",
  full: "",
};

/**
 * A paged table's `maxHeight`: the table grows with its page of rows and the page scrolls, so
 * there is one scroll container (the shell's `<main>`) and the pager is reached by scrolling it,
 * never hidden behind a second scrollbar. A page holds at most 500 rows.
 */
export const GROW_WITH_ROWS = "none";

/**
 * The frame of every screen inside the signed-in shell: the same 24 px padding from the side
 * menu, the top bar and the right edge, the same gap between sections, and a width limit per kind
 * of screen. It never scrolls itself: the shell's `<main>` is the page's one scroll container, so
 * a list's pager is reached by scrolling the page, never a box inside it. Its classes never
 * conflict, so they are joined as they are (not `cn`: tailwind-merge is 8 KB gzip a list screen
 * does not need).
 */
export function PageFrame({
  width = "full",
  children,
  ...rest
}: {
  readonly width?: PageWidth;
  readonly children: ReactNode;
  readonly "data-screen"?: string;
}) {
  return (
    <div
      data-slot="page-frame"
      data-width={width}
      className={`flex w-full min-w-0 flex-col gap-6 p-6 ${WIDTH_CLASS[width]}`.trimEnd()}
      {...rest}
    >
      {children}
    </div>
  );
}
