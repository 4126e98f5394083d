import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The border-box width of an element, measured before the first paint and kept up to date with
 * a ResizeObserver (so it follows the element's container, not the window). `null` until the
 * element is mounted.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(() => {
      setWidth(element.getBoundingClientRect().width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
