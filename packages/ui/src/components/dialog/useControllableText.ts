import { useState } from "react";

/**
 * A text that the parent may own (`value` + `onChange`, e.g. a machine's draft) or leave to the
 * component (`defaultValue`). Returns the current text and a setter that reports changes.
 */
export function useControllableText(
  value: string | undefined,
  defaultValue: string,
  onChange: ((text: string) => void) | undefined,
): readonly [string, (text: string) => void] {
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const setText = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [text, setText] as const;
}
