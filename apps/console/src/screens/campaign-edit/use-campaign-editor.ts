/**
 * Runs the `campaignEditorMachine` for one sub-page: its `load` and `save` actors from the
 * sub-page's spec (the SDK's checks first, then the API; a 422's problems land on their fields,
 * a 5xx or a lost connection keeps everything typed), the leave guard on the router's blocker,
 * and the "last edited campaign" shortcut after each save.
 */
import {
  campaignEditorMachine,
  type CampaignEditorSaveInput,
  type CampaignEditorSaveOutcome,
  type EditorProblem,
  type EditorValues,
} from "@canvass/machines";
import { isHttpError } from "@canvass/sdk/client";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useBlocker } from "react-router-dom";
import { fromPromise } from "xstate";
import { useRuntime } from "../../app/runtime-context";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import type { SubPageSpec } from "./sub-page-spec";

function problemsOf(
  entries: readonly { field: string; code?: string | undefined }[],
  fieldOf: SubPageSpec["fieldOf"],
) {
  const problems: EditorProblem[] = [];
  for (const entry of entries) {
    const field = fieldOf(entry.field);
    if (field !== undefined) problems.push({ field, code: entry.code ?? "invalid" });
  }
  return problems;
}

export function useCampaignEditor(
  spec: SubPageSpec,
  id: string,
  options: {
    readonly canEdit: boolean;
    readonly label: (values: EditorValues) => string;
    /** After each save (the page reads the campaign again: its title may have changed). */
    readonly onSaved: () => void;
  },
) {
  const { client } = useRuntime().services;
  // The shortcut's label for saved values (the page remounts for another campaign or sub-page).
  const [{ label, onSaved }] = useState(() => options);
  const machine = useMemo(
    () =>
      campaignEditorMachine.provide({
        actors: {
          load: fromPromise<EditorValues>(({ signal }) => spec.load({ client, id }, signal)),
          save: fromPromise<CampaignEditorSaveOutcome, CampaignEditorSaveInput>(
            async ({ input }) => {
              const local = problemsOf(spec.check(input.values), spec.fieldOf);
              if (local.length > 0) {
                return {
                  ok: false,
                  failure: { kind: "fields", status: undefined },
                  problems: local,
                };
              }
              const result = await spec.save({ client, id }, input.values);
              if (result.ok) {
                // The menu's "last edited campaign" shortcut follows every save.
                recordLastEdited("campaign", { id, label: label(input.values) });
                onSaved();
                return { ok: true, values: input.values };
              }
              const { error } = result;
              if (!isHttpError(error) || error.status >= 500) {
                return { ok: false, failure: { kind: "retry", status: undefined }, problems: [] };
              }
              const problems = problemsOf(error.problem?.errors ?? [], spec.fieldOf);
              return {
                ok: false,
                failure: { kind: problems.length > 0 ? "fields" : "other", status: error.status },
                problems,
              };
            },
          ),
        },
      }),
    [spec, client, id, label, onSaved],
  );
  const actor = useActorRef(machine, { input: { canEdit: options.canEdit } });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  // The leave guard: the router asks the machine; a pristine page lets go at once.
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
    else actor.send({ type: "editor.leave" });
  }, [blocker, state, actor]);
  const stay = () => {
    actor.send({ type: "editor.stay" });
    blocker.reset?.();
  };
  const discardAndLeave = () => {
    actor.send({ type: "editor.discard" });
    blocker.proceed?.();
  };
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

  return { actor, state, context, stay, discardAndLeave };
}
