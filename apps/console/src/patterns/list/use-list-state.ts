import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  changeListState,
  listStateSearch,
  parseListState,
  type ListState,
  type ListStateChange,
  type ListStateSpec,
} from "./list-state";

/**
 * The list state of the current address and a way to change it. Paging, sorting and filtering
 * push a history entry (back undoes them); typing in the search box replaces the entry, so back
 * does not walk through every keystroke.
 */
export function useListState<F extends string>(
  spec: ListStateSpec<F>,
): readonly [ListState<F>, (change: ListStateChange<F>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, spec), [params, spec]);
  const update = useCallback(
    (change: ListStateChange<F>) => {
      const onlySearch = Object.keys(change).every((key) => key === "q");
      setParams(
        (current) => listStateSearch(changeListState(parseListState(current, spec), change), spec),
        {
          replace: onlySearch,
        },
      );
    },
    [setParams, spec],
  );
  return [state, update] as const;
}
