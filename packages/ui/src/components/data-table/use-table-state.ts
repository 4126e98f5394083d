import { functionalUpdate, type OnChangeFn } from "@tanstack/react-table";
import { useState } from "react";

/**
 * One piece of table state (sorting, visibility, selection) that the caller may control
 * (`value` + `onChange`) or leave to the table (`defaultValue`). Returns the current value and
 * a TanStack `OnChangeFn` that accepts a value or an updater.
 */
export function useTableState<S>(
  value: S | undefined,
  defaultValue: S,
  onChange: ((next: S) => void) | undefined,
): readonly [S, OnChangeFn<S>] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const update: OnChangeFn<S> = (updater) => {
    const next = functionalUpdate(updater, current);
    if (!controlled) setInner(next);
    onChange?.(next);
  };
  return [current, update];
}
