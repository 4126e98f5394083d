import { clsx } from "clsx";
import { createContext, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TOOLTIP_DELAY_MS, TOOLTIP_OFFSET_PX } from "../tooltip/tooltip.constants";

/**
 * True inside a `DataTable`'s body: a cell's hint is then drawn by the table's one shared
 * tooltip (`CellTooltips`) instead of a Radix tooltip root of its own. A cell marks its target
 * with `CELL_TOOLTIP_ATTRIBUTE` holding the text.
 */
export const CellTooltipsPresent = createContext(false);

/** The attribute holding a cell target's hint (plain text). */
export const CELL_TOOLTIP_ATTRIBUTE = "data-cell-tooltip";

/** Space kept between the tooltip and the window's edges. */
const EDGE_PX = 8;

interface Shown {
  readonly target: HTMLElement;
  readonly text: string;
}

function targetOf(node: EventTarget | null, root: HTMLElement): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  const target = node.closest<HTMLElement>(`[${CELL_TOOLTIP_ATTRIBUTE}]`);
  return target !== null && root.contains(target) ? target : null;
}

export interface CellTooltipsProps {
  /** The element whose cells' hints this shows (the table's scroll area), once mounted. */
  readonly root: HTMLElement | null;
  /** Hover time (ms) before it opens; focus opens it at once. */
  readonly delayDuration?: number;
}

/**
 * One tooltip for every cell of a table (decision 0067): hover (after the delay) or focus on an
 * element carrying `CELL_TOOLTIP_ATTRIBUTE` shows its text above it (below when there is no
 * room), 8 px away, like `Tooltip`; pointer leave, blur, Escape and scrolling close it. While
 * open, the target is described by it (`aria-describedby`), as a Radix tooltip's trigger is.
 * The listeners are delegated to `root`, so a row scrolled into view mounts no tooltip state:
 * a page of 1000 rows with a hint in every row costs one listener set and, while shown, one node.
 */
export function CellTooltips({ root, delayDuration = TOOLTIP_DELAY_MS }: CellTooltipsProps) {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (root === null) return undefined;
    const { ownerDocument } = root;
    const view = ownerDocument.defaultView ?? window;
    let pending: ReturnType<typeof setTimeout> | undefined;
    // The target shown, or waiting for the hover delay.
    let current: HTMLElement | null = null;
    const open = (target: HTMLElement) => {
      clearTimeout(pending);
      current = target;
      setShown({ target, text: target.getAttribute(CELL_TOOLTIP_ATTRIBUTE) ?? "" });
    };
    const close = () => {
      clearTimeout(pending);
      if (current === null) return;
      current = null;
      setShown(null);
    };
    const onPointerOver = (event: PointerEvent) => {
      const target = targetOf(event.target, root);
      if (target === null || target === current) return;
      close();
      current = target;
      pending = setTimeout(() => {
        open(target);
      }, delayDuration);
    };
    const onPointerOut = (event: PointerEvent) => {
      const target = targetOf(event.target, root);
      if (target === null || target !== current) return;
      if (event.relatedTarget instanceof Node && target.contains(event.relatedTarget)) return;
      if (ownerDocument.activeElement === target) return;
      close();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = targetOf(event.target, root);
      if (target !== null) open(target);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (targetOf(event.target, root) === current) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && current !== null) close();
    };
    root.addEventListener("pointerover", onPointerOver);
    root.addEventListener("pointerout", onPointerOut);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("scroll", close, { passive: true });
    view.addEventListener("keydown", onKeyDown);
    return () => {
      clearTimeout(pending);
      root.removeEventListener("pointerover", onPointerOver);
      root.removeEventListener("pointerout", onPointerOut);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("scroll", close);
      view.removeEventListener("keydown", onKeyDown);
      setShown(null);
    };
  }, [root, delayDuration]);

  // While shown, the target is described by the tooltip (as a Radix trigger is while open),
  // set with the tooltip's own commit.
  useLayoutEffect(() => {
    if (shown === null) return undefined;
    const { target } = shown;
    const before = target.getAttribute("aria-describedby");
    target.setAttribute("aria-describedby", id);
    return () => {
      if (before === null) target.removeAttribute("aria-describedby");
      else target.setAttribute("aria-describedby", before);
    };
  }, [shown, id]);

  const tip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = tip.current;
    if (shown === null || element === null) return;
    const anchor = shown.target.getBoundingClientRect();
    const { width, height } = element.getBoundingClientRect();
    const view = element.ownerDocument.documentElement;
    const above = anchor.top - TOOLTIP_OFFSET_PX - height;
    const fitsAbove = above >= EDGE_PX;
    const left = Math.min(
      Math.max(EDGE_PX, anchor.left + anchor.width / 2 - width / 2),
      Math.max(EDGE_PX, view.clientWidth - EDGE_PX - width),
    );
    element.style.left = `${left}px`;
    element.style.top = `${fitsAbove ? above : anchor.bottom + TOOLTIP_OFFSET_PX}px`;
    element.style.visibility = "visible";
    element.dataset.side = fitsAbove ? "top" : "bottom";
  }, [shown]);

  if (shown === null) return null;
  return createPortal(
    <div
      ref={tip}
      id={id}
      role="tooltip"
      data-slot="tooltip"
      // Placed once measured (the layout effect above), so it never flashes at the corner.
      style={{ position: "fixed", top: 0, left: 0, visibility: "hidden" }}
      className={clsx(
        "pointer-events-none z-50 max-w-xs rounded-md bg-fg px-2.5 py-1.5 text-xs leading-4 font-medium text-canvas",
        "shadow-popover select-none",
      )}
    >
      {shown.text}
    </div>,
    shown.target.ownerDocument.body,
  );
}
