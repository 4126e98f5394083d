/**
 * Runs the `formBuilderMachine` for one campaign: `load` reads `form.json`, `save` writes it (a
 * 422's problems land on their fields, a 5xx or a lost connection keeps the form), the leave
 * guard on the router's blocker, and the "last edited campaign" shortcut after each save.
 */
import {
  formBuilderMachine,
  type FormBuilderProblem,
  type FormSaveOutcome,
} from "@canvass/machines";
import type { FormDocument } from "@canvass/sdk/campaign-settings";
import { isHttpError } from "@canvass/sdk/client";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { useBlocker } from "react-router-dom";
import { fromPromise } from "xstate";
import { useRuntime } from "../../../app/runtime-context";
import { recordLastEdited } from "../../../shell/side-nav/last-edited";
import { builderPointer, loadForm, saveForm } from "./form-io";

export function useFormBuilder(id: string, canEdit: boolean, title: string) {
  const { client } = useRuntime().services;
  const machine = useMemo(
    () =>
      formBuilderMachine.provide({
        actors: {
          load: fromPromise<FormDocument>(({ signal }) => loadForm(client, id, signal)),
          save: fromPromise<FormSaveOutcome, { form: FormDocument }>(async ({ input }) => {
            const result = await saveForm(client, id, input.form);
            if (result.ok) {
              recordLastEdited("campaign", { id, label: title });
              return { ok: true, form: input.form };
            }
            const { error } = result;
            if (!isHttpError(error) || error.status >= 500) {
              return { ok: false, failure: { kind: "retry", status: undefined }, problems: [] };
            }
            const problems: FormBuilderProblem[] = (error.problem?.errors ?? []).map((entry) => ({
              field: builderPointer(entry.field),
              code: entry.code ?? "invalid",
            }));
            return {
              ok: false,
              failure: { kind: problems.length > 0 ? "fields" : "other", status: error.status },
              problems,
            };
          }),
        },
      }),
    [client, id, title],
  );
  const actor = useActorRef(machine, { input: { canEdit } });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  const unsaved = state === "dirty" || state === "failed" || state === "confirmingLeave";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (unsaved || state === "saving") && currentLocation.pathname !== nextLocation.pathname,
  );
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked") {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    if (state === "saving") blocker.reset();
    else actor.send({ type: "builder.leave" });
  }, [blocker, state, actor]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
    };
  }, [unsaved]);
  const stay = () => {
    actor.send({ type: "builder.stay" });
    blocker.reset?.();
  };
  const discardAndLeave = () => {
    actor.send({ type: "builder.discard" });
    blocker.proceed?.();
  };
  return { actor, state, context, stay, discardAndLeave };
}
