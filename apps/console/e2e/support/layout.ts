/**
 * DOM measurements of a screen's layout, taken in the page: what a person would see as content
 * touching the edges, a page wider than the window, or a second scrollbar around a table.
 */
import type { Page } from "playwright-core";

export interface LayoutFacts {
  /** `scrollWidth - clientWidth` of the document's and of the shell's `<main>` scroller. */
  readonly documentOverflowX: number;
  readonly mainOverflowX: number;
  /** The page frame's computed padding (px), or undefined without a frame. */
  readonly framePadding: { top: number; right: number; bottom: number; left: number } | undefined;
  /** Distance of the page's heading from the left and top edges of `<main>`. */
  readonly headingInset: { left: number; top: number } | undefined;
  /** Elements between a table and `<main>` that scroll vertically (a second scrollbar). */
  readonly nestedScrollers: string[];
  /** The pager's box after scrolling `<main>` to its end, and the window's height. */
  readonly pager: { top: number; bottom: number; viewportHeight: number } | undefined;
}

/** Measures the screen now shown (scrolls `<main>` to its end to find the pager). */
export function measureLayout(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    const main = document.querySelector("main#main");
    if (!(main instanceof HTMLElement)) throw new Error("no <main id=main>");
    const scrolling = document.scrollingElement ?? document.documentElement;
    const frame = main.querySelector("[data-slot=page-frame]");
    const style = frame === null ? undefined : getComputedStyle(frame);
    const heading = main.querySelector("h1");
    const mainBox = main.getBoundingClientRect();
    const headingBox = heading?.getBoundingClientRect();

    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute("data-slot") === null ? "" : `[data-slot=${String(element.getAttribute("data-slot"))}]`}`;
    const nestedScrollers: string[] = [];
    for (const table of main.querySelectorAll("table")) {
      for (
        let node = table.parentElement;
        node !== null && node !== main;
        node = node.parentElement
      ) {
        const overflowY = getComputedStyle(node).overflowY;
        const scrolls = overflowY === "auto" || overflowY === "scroll";
        if (scrolls && node.scrollHeight > node.clientHeight + 1)
          nestedScrollers.push(describe(node));
      }
    }

    main.scrollTop = main.scrollHeight;
    const pagerElement = main.querySelector("[data-slot=pagination]");
    const pagerBox = pagerElement?.getBoundingClientRect();
    return {
      documentOverflowX: scrolling.scrollWidth - scrolling.clientWidth,
      mainOverflowX: main.scrollWidth - main.clientWidth,
      framePadding:
        style === undefined
          ? undefined
          : {
              top: parseFloat(style.paddingTop),
              right: parseFloat(style.paddingRight),
              bottom: parseFloat(style.paddingBottom),
              left: parseFloat(style.paddingLeft),
            },
      headingInset:
        headingBox === undefined
          ? undefined
          : { left: headingBox.left - mainBox.left, top: headingBox.top - mainBox.top },
      nestedScrollers,
      pager:
        pagerBox === undefined
          ? undefined
          : { top: pagerBox.top, bottom: pagerBox.bottom, viewportHeight: window.innerHeight },
    };
  });
}
