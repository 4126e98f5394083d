import { editableAccountFields, type AccountEditRules } from "@canvass/sdk/accounts";
import { lookupPath } from "@canvass/sdk/search";
import { can } from "@canvass/sdk/permissions";
import {
  createLookupActors,
  lookupMachine,
  selectLookupView,
  type LookupContext,
  type LookupEvent,
  type LookupView,
} from "@canvass/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useEditRules } from "./use-edit-rules";

export interface Lookup {
  readonly context: LookupContext;
  readonly view: LookupView;
  readonly send: (event: LookupEvent) => void;
  /** The host's field rules (catalogue, editable fields, validators), once its settings are read. */
  readonly rules: AccountEditRules | undefined;
}

/**
 * The lookup's actor (`lookupMachine` of @canvass/machines) for the address's ids: the SDK's calls
 * injected, editing allowed by EditSubmissions. The editable fields and validators of the host's
 * portal settings (`useEditRules`) go with each `lookup.edit`; before they are read the machine
 * edits with the default catalogue it started with. The address follows the open tabs (closing one replaces the address); a new
 * address (Back, a link) opens its ids.
 */
export function useLookup(ids: readonly string[], tab: string | undefined): Lookup {
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const navigate = useNavigate();
  const rules = useEditRules();
  const fields = useMemo(() => editableAccountFields(), []);
  const actor = useActorRef(lookupMachine.provide({ actors: createLookupActors(client) }), {
    input: {
      ids,
      canEdit: permissions !== null && can(permissions, "EditSubmissions"),
      fields,
    },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const view = useSelector(actor, selectLookupView);

  const key = ids.join(",");
  const opened = useRef(key);
  useEffect(() => {
    if (opened.current === key) return;
    opened.current = key;
    actor.send({ type: "lookup.open", ids });
  }, [actor, key, ids]);

  const open = context.ids.join(",");
  useEffect(() => {
    if (open === opened.current) return;
    opened.current = open;
    void navigate(lookupPath(context.ids, context.ids.length === 0 ? undefined : tab), {
      replace: true,
    });
  }, [open, context.ids, navigate, tab]);

  const send = useCallback(
    (event: LookupEvent) => {
      actor.send(
        event.type === "lookup.edit" && event.rules === undefined && rules !== undefined
          ? { ...event, rules: { fields: rules.fields, validators: rules.validators } }
          : event,
      );
    },
    [actor, rules],
  );
  return { context, view, send, rules };
}
