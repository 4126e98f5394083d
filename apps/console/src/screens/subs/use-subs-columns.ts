/**
 * The columns of /subs: the fields of the chosen campaigns (`fields/accounts/?Campaigns=`)
 * that the operator may see (SDK `visibleSubsFields`: no `_` field, no personal details for rep,
 * restriction flags hide theirs), shown and ordered as the operator chose — saved in the
 * preferences (`subs.columns`), so the choice is kept after a reload and on other machines.
 */
import type { ClientError } from "@canvass/sdk/client";
import { can, type PermissionContext } from "@canvass/sdk/permissions";
import {
  DEFAULT_SUBS_COLUMNS,
  savedSubsColumns,
  subsColumnChoice,
  visibleSubsFields,
  withSubsColumns,
} from "@canvass/sdk/queries";
import { useCallback, useMemo, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { companionFields, type SubField } from "./subs-cells";

export interface SubsColumns {
  /** Every field the operator may see, in the server's order. */
  readonly fields: readonly SubField[];
  /** The shown columns, in order. */
  readonly shown: readonly string[];
  /** The fields the list asks for: the shown ones and what their cells read. */
  readonly requested: readonly string[];
  /** The fields or the saved choice are still loading (the table waits). */
  readonly loading: boolean;
  /**
   * The fields to ask for are known: the saved choice is read. The list call starts then,
   * beside the fields call (before the fields arrive, the saved or default columns the
   * operator may see are asked for; the same names once the fields confirm them).
   */
  readonly ready: boolean;
  readonly error: ClientError | undefined;
  /** The last save of the choice failed (the choice still applies on this page). */
  readonly saveFailed: boolean;
  readonly choose: (shown: readonly string[]) => void;
}

export function useSubsColumns(
  campaigns: readonly string[],
  permissions: PermissionContext | null,
): SubsColumns {
  const { client } = useRuntime().services;
  const selfId = permissions?.selfId;
  const campaignKey = campaigns.join(",");
  const fieldsQuery = useApiQuery(`subs:fields:${campaignKey}`, (signal) =>
    client.call("listAccountFields", {
      params: { query: campaignKey === "" ? {} : { Campaigns: campaignKey } },
      signal,
    }),
  );
  const preferences = useApiQuery(
    `subs:preferences:${selfId ?? ""}`,
    (signal) =>
      client.call("getPlayerPreferences", { params: { path: { id: selfId ?? "" } }, signal }),
    selfId !== undefined,
  );
  const [chosen, setChosen] = useState<readonly string[] | undefined>(undefined);
  const [saveFailed, setSaveFailed] = useState(false);

  const fields = useMemo<SubField[]>(() => {
    const all = fieldsQuery.data ?? [];
    const may = (permission: Parameters<typeof can>[1]) =>
      permissions !== null && can(permissions, permission);
    const names = visibleSubsFields(
      all.map((field) => field.name),
      may,
    );
    return all
      .filter((field) => names.includes(field.name))
      .map((field) => ({ name: field.name, label: field.label, type: field.type }));
  }, [fieldsQuery.data, permissions]);

  const saved = useMemo(() => savedSubsColumns(preferences.data), [preferences.data]);
  const fieldsKnown = fieldsQuery.data !== undefined;
  const available = useMemo(() => {
    if (fieldsKnown) return fields.map((field) => field.name);
    // Until the fields arrive: the saved (or default) columns and their companions the
    // operator may see.
    const may = (permission: Parameters<typeof can>[1]) =>
      permissions !== null && can(permissions, permission);
    const wanted = chosen ?? saved ?? DEFAULT_SUBS_COLUMNS;
    return visibleSubsFields([...wanted, ...wanted.flatMap(companionFields)], may);
  }, [fieldsKnown, fields, permissions, chosen, saved]);
  const shown = useMemo(
    () => subsColumnChoice(chosen ?? saved, available),
    [chosen, saved, available],
  );
  const requested = useMemo(() => {
    const names = new Set<string>(shown);
    for (const name of shown) {
      for (const extra of companionFields(name)) if (available.includes(extra)) names.add(extra);
    }
    return [...names];
  }, [shown, available]);

  const choose = useCallback(
    (next: readonly string[]) => {
      setChosen(next);
      if (selfId === undefined) return;
      const path = { id: selfId };
      void (async () => {
        const current = await client.call("getPlayerPreferences", { params: { path } });
        if (!current.ok) {
          setSaveFailed(true);
          return;
        }
        const written = await client.call("replacePlayerPreferences", {
          params: { path },
          body: withSubsColumns(current.data, next),
        });
        setSaveFailed(!written.ok);
      })();
    },
    [client, selfId],
  );

  const preferencesPending =
    selfId !== undefined && preferences.data === undefined && preferences.error === undefined;
  return {
    fields: fieldsKnown ? fields : [],
    shown,
    requested,
    loading: (!fieldsKnown && fieldsQuery.error === undefined) || preferencesPending,
    ready: !preferencesPending,
    error: fieldsQuery.error,
    saveFailed,
    choose,
  };
}
