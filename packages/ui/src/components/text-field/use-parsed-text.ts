import { useState } from "react";

/** How a kind of field reads its text into a value and writes a value back as text. */
export interface TextModel<T> {
  readonly parse: (text: string) => T;
  readonly format: (value: T) => string;
  readonly equals: (a: T, b: T) => boolean;
}

/**
 * The text shown by a field whose value is parsed from it, controlled (`value` defined) or not.
 *
 * The text being typed is kept as long as it still means the current value ("12.0" while the
 * value is null, "25," while it is 25); when a controlled value changes to something else, the
 * field shows that value formatted. `setText` reports the parsed value when it changes.
 */
export function useParsedText<T>(
  model: TextModel<T>,
  value: T | undefined,
  defaultValue: T | undefined,
  onValueChange: ((value: T) => void) | undefined,
): readonly [text: string, setText: (next: string) => void] {
  const controlled = value !== undefined;
  const [draft, setDraft] = useState(() => {
    const initial = controlled ? value : defaultValue;
    return initial === undefined ? "" : model.format(initial);
  });
  const text = controlled && !model.equals(value, model.parse(draft)) ? model.format(value) : draft;

  const setText = (next: string) => {
    setDraft(next);
    const parsed = model.parse(next);
    if (!model.equals(parsed, model.parse(text))) onValueChange?.(parsed);
  };
  return [text, setText];
}

/** Plain text: the text is the value. */
export const PLAIN_TEXT: TextModel<string> = {
  parse: (text) => text,
  format: (value) => value,
  equals: (a, b) => a === b,
};
