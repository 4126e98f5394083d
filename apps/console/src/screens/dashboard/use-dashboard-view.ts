/**
 * The dashboard's filters in the address: read with the SDK's `parseDashboardAddress` (bad values
 * replaced by defaults), written back with `dashboardAddress`. Every change pushes a history entry,
 * so Back returns to the previous range or filter.
 */
import {
  dashboardAddress,
  parseDashboardAddress,
  type DashboardView,
} from "@canvass/sdk/dashboard";
import type { SubsAddressOptions } from "@canvass/sdk/queries";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { subsAddressOptions } from "../subs/use-subs-view";

export interface DashboardViewState {
  readonly view: DashboardView;
  readonly search: string;
  readonly options: SubsAddressOptions;
  readonly change: (change: Partial<DashboardView>) => void;
  /** Writes a whole view to the address in place (no new history entry). */
  readonly replace: (view: DashboardView) => void;
}

export function useDashboardView(): DashboardViewState {
  const [params, setParams] = useSearchParams();
  const options = useMemo(() => subsAddressOptions(), []);
  const search = params.toString();
  const parsed = useMemo(
    () => parseDashboardAddress(new URLSearchParams(search), options),
    [search, options],
  );
  // An address with values the dashboard cannot use is cleaned in place.
  useEffect(() => {
    if (parsed.notices.length === 0) return;
    setParams(dashboardAddress(parsed.view, options), { replace: true });
  }, [parsed, options, setParams]);
  const change = useCallback(
    (next: Partial<DashboardView>) => {
      setParams((current) =>
        dashboardAddress({ ...parseDashboardAddress(current, options).view, ...next }, options),
      );
    },
    [setParams, options],
  );
  const replace = useCallback(
    (next: DashboardView) => {
      setParams(dashboardAddress(next, options), { replace: true });
    },
    [setParams, options],
  );
  return { view: parsed.view, search, options, change, replace };
}
