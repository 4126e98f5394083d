import { useState } from "react";

/**
 * True from the first render where `needed` is true, and from then on: lazily loaded pieces
 * (dialogs, toasts) mount when first needed and stay mounted, so closing can animate and the
 * second opening is instant.
 */
export function useOnceNeeded(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return wasNeeded || needed;
}
