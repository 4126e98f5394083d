import { useCallback, useContext, useEffect, useMemo } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigation,
  useSearchParams,
} from "react-router-dom";
import {
  changeListState,
  ignoredListParams,
  listStateSearch,
  parseListState,
  type ListNotice,
  type ListState,
  type ListStateChange,
  type ListStateSpec,
} from "./list-state";

/** How a change is written: `replace` rewrites the history entry; `notice` is shown after it. */
export interface ListChangeOptions {
  readonly replace?: boolean;
  readonly notice?: ListNotice;
}

/** The notices a history entry carries (its `state`), set by the corrections below. */
function noticesOf(state: unknown): readonly ListNotice[] {
  const notices = (state as { listNotices?: unknown } | null)?.listNotices;
  return Array.isArray(notices) ? (notices as ListNotice[]) : [];
}

/** The notices with one more (once: the same correction is said once). */
function withNotice(shown: readonly ListNotice[], notice: ListNotice): readonly ListNotice[] {
  const key = JSON.stringify(notice);
  return shown.some((old) => JSON.stringify(old) === key) ? shown : [...shown, notice];
}

/**
 * The list state of the current address and a way to change it. Paging, sorting and filtering
 * push a history entry (back undoes them); typing in the search box replaces the entry, so back
 * does not walk through every keystroke. Values of the address the list does not understand
 * (`?role=xyz`) are dropped from the address (replacing the entry) with a notice in
 * `state.notices`; the notices live in the history entry, so the next change by the operator
 * clears them.
 *
 * A change that arrives while the operator is leaving for another page (a search typed just
 * before a link was followed, whose pause ends while that page's code loads) is dropped: it
 * would otherwise replace the navigation and leave the operator on the list. The router's live
 * state decides, not the last render's: React Router draws a navigation in a transition, which a
 * busy machine draws late, so the list's last render may still say it stays.
 */
export function useListState<F extends string>(
  spec: ListStateSpec<F>,
): readonly [ListState<F>, (change: ListStateChange<F>, options?: ListChangeOptions) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const leaving =
    navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  const router = useContext(DataRouterContext)?.router;
  const notices = useMemo(() => noticesOf(location.state), [location.state]);
  const parsed = useMemo(() => parseListState(params, spec), [params, spec]);
  const ignored = useMemo(() => ignoredListParams(params, spec), [params, spec]);
  useEffect(() => {
    if (ignored.length === 0) return;
    setParams(listStateSearch(parsed, spec), {
      replace: true,
      state: { listNotices: withNotice(notices, { kind: "ignored", params: ignored }) },
    });
  }, [ignored, parsed, spec, notices, setParams]);
  const state = useMemo(
    () => (notices.length === 0 ? parsed : { ...parsed, notices }),
    [parsed, notices],
  );
  const update = useCallback(
    (change: ListStateChange<F>, options: ListChangeOptions = {}) => {
      const live = router?.state;
      const leavingNow =
        live?.navigation.location !== undefined &&
        live.navigation.location.pathname !== live.location.pathname;
      if (leaving || leavingNow) return;
      const onlySearch = Object.keys(change).every((key) => key === "q");
      const { notice } = options;
      setParams(
        (current) => listStateSearch(changeListState(parseListState(current, spec), change), spec),
        {
          replace: options.replace ?? onlySearch,
          // A correction adds its notice; a change by the operator clears them.
          ...(notice === undefined ? {} : { state: { listNotices: withNotice(notices, notice) } }),
        },
      );
    },
    [setParams, spec, notices, leaving, router],
  );
  return [state, update] as const;
}
