/**
 * The /subs view in the address: read through the SDK's `parseSubsAddress` (every bad value
 * replaced by its default, with a notice), written back with `subsAddress`. A change by the
 * operator pushes a history entry (Back undoes it); typing in the text box replaces it; an
 * address with bad values is cleaned in place and its notices kept in the history entry.
 */
import { DEFAULT_TIME_ZONES } from "@canvass/sdk/dates";
import {
  changeSubsView,
  parseSubsAddress,
  subsAddress,
  type SubsAddressOptions,
  type SubsNotice,
  type SubsView,
  type SubsViewChange,
} from "@canvass/sdk/queries";
import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router-dom";

/** A correction the page made: values of the address left out, or a page past the end. */
export type SubsPageNotice =
  | { readonly kind: "ignored"; readonly notices: readonly SubsNotice[] }
  | { readonly kind: "clamped"; readonly page: number; readonly last: number };

export interface SubsChangeOptions {
  readonly replace?: boolean;
  readonly notice?: SubsPageNotice;
}

function noticesOf(state: unknown): readonly SubsPageNotice[] {
  const notices = (state as { subsNotices?: unknown } | null)?.subsNotices;
  return Array.isArray(notices) ? (notices as SubsPageNotice[]) : [];
}

/** The zones offered, and the operator's own zone when it is one of them. */
export function subsAddressOptions(): SubsAddressOptions {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { timeZones: DEFAULT_TIME_ZONES, defaultTimeZone: own };
}

export interface SubsViewState {
  readonly view: SubsView;
  readonly notices: readonly SubsPageNotice[];
  /** The address's text: a new one is a new query (and a new clock reading for its range). */
  readonly search: string;
  readonly options: SubsAddressOptions;
  readonly change: (change: SubsViewChange, options?: SubsChangeOptions) => void;
}

export function useSubsView(): SubsViewState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const options = useMemo(() => subsAddressOptions(), []);
  const search = params.toString();
  const parsed = useMemo(
    () => parseSubsAddress(new URLSearchParams(search), options),
    [search, options],
  );
  const notices = useMemo(() => noticesOf(location.state), [location.state]);
  useEffect(() => {
    if (parsed.notices.length === 0) return;
    setParams(subsAddress(parsed.view, options), {
      replace: true,
      state: { subsNotices: [...notices, { kind: "ignored", notices: parsed.notices }] },
    });
  }, [parsed, notices, options, setParams]);
  const change = useCallback(
    (next: SubsViewChange, changeOptions: SubsChangeOptions = {}) => {
      const onlyText = Object.keys(next).every((key) => key === "q");
      const { notice } = changeOptions;
      setParams(
        (current) =>
          subsAddress(changeSubsView(parseSubsAddress(current, options).view, next), options),
        {
          replace: changeOptions.replace ?? onlyText,
          ...(notice === undefined ? {} : { state: { subsNotices: [...notices, notice] } }),
        },
      );
    },
    [setParams, options, notices],
  );
  return { view: parsed.view, notices, search, options, change };
}
