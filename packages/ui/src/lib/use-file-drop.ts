import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Makes an element a drop target for files: pass the returned `dropTarget` as its `ref`. While something is
 * dragged over it `dragging` is true, and a drop hands the first file to `onFile` (nothing while
 * `inactive`). Dropping is a pointer shortcut: every drop target also needs a button that opens
 * the file picker.
 */
export function useFileDrop(
  onFile: (file: File | undefined) => void,
  inactive: boolean,
): readonly [
  dropTarget: (element: HTMLElement | null) => (() => void) | undefined,
  dragging: boolean,
] {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onFile, inactive });
  useEffect(() => {
    latest.current = { onFile, inactive };
  });
  // A callback ref with a clean-up (React 19): the listeners follow the element when it changes.
  const dropTarget = useCallback((element: HTMLElement | null) => {
    if (element === null) return undefined;
    const over = (event: DragEvent) => {
      event.preventDefault();
      if (!latest.current.inactive) setDragging(true);
    };
    const leave = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
    };
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!latest.current.inactive) latest.current.onFile(event.dataTransfer?.files[0]);
    };
    element.addEventListener("dragenter", over);
    element.addEventListener("dragover", over);
    element.addEventListener("dragleave", leave);
    element.addEventListener("drop", drop);
    return () => {
      element.removeEventListener("dragenter", over);
      element.removeEventListener("dragover", over);
      element.removeEventListener("dragleave", leave);
      element.removeEventListener("drop", drop);
    };
  }, []);
  return [dropTarget, dragging];
}
