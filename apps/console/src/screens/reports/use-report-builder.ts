/**
 * Runs `reportBuilderMachine` for `/report/new` or `/report/{id}`: the SDK's calls as its
 * actors (report-io.ts); the screen reads the context and the selector's view and sends
 * events. After a new report is first saved, the address becomes `/report/{id}`.
 */
import {
  reportBuilderMachine,
  selectReportBuilderView,
  type LoadReportInput,
  type ReportBuilderEvent,
  type ReportDraft,
  type ReportRunOutcome,
  type ReportSaveOutcome,
  type RunReportInput,
  type SaveReportInput,
} from "@canvass/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { useRuntime } from "../../app/runtime-context";
import { subsAddressOptions } from "../subs/use-subs-view";
import { loadReport, runReport, saveReport } from "./report-io";

/**
 * The definition a new report starts from: everything counted, by campaign, read in the
 * operator's zone when it is one the filter offers.
 */
export function newReport(): ReportDraft {
  const { timeZones = [], defaultTimeZone: own } = subsAddressOptions();
  const zone = own !== undefined && timeZones.includes(own) ? own : undefined;
  return {
    Description: "",
    Query: {
      groupBy: ["CampaignName"],
      metrics: [{ field: "*", fn: "count" }],
      ...(zone === undefined ? {} : { submissions: { timezone: zone } }),
    },
  };
}

export function useReportBuilder(id: string | null, canEdit: boolean, canRun: boolean) {
  const { client } = useRuntime().services;
  const machine = useMemo(
    () =>
      reportBuilderMachine.provide({
        actors: {
          load: fromPromise<ReportDraft, LoadReportInput>(({ input, signal }) =>
            loadReport(client, input.id, signal),
          ),
          save: fromPromise<ReportSaveOutcome, SaveReportInput>(({ input }) =>
            saveReport(client, input),
          ),
          run: fromPromise<ReportRunOutcome, RunReportInput>(({ input, signal }) =>
            runReport(client, input, signal),
          ),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine, { input: { id, canEdit, canRun, draft: newReport() } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const view = useSelector(actor, selectReportBuilderView);
  const send = (event: ReportBuilderEvent) => {
    actor.send(event);
  };
  return { actor, context, view, send };
}
