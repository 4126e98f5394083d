/**
 * The import wizard's actor for /imports (`importWizardMachine` of @canvass/machines): the
 * browser's file reader and the SDK's calls injected — the upload URL asked first (the spec's
 * flow), the file sent once with the dry run and re-used (`previouslyuploaded`) by the real run —
 * and the queued job followed with `pollJob`, its answers sent back as `import.job`.
 */
import {
  importWizardMachine,
  type ImportProcessInput,
  type ImportResult,
  type ImportWizardContext,
  type ImportWizardEvent,
} from "@canvass/machines";
import { toFormData } from "@canvass/sdk/client";
import { pollJob } from "@canvass/sdk/jobs";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { useRuntime, useSessionSelector } from "../../app/runtime-context";
import { readImportFile } from "./read-import-file";
import { uploadName } from "./upload-name";

type Client = ReturnType<typeof useRuntime>["services"]["client"];

/** The machine's state as the screen's steps read it. */
export type ImportWizardState =
  | "source"
  | "reading"
  | "map"
  | "checking"
  | "decide"
  | "starting"
  | "running"
  | "cancelling"
  | "report";

export interface ImportWizard {
  readonly state: ImportWizardState;
  readonly context: ImportWizardContext;
  readonly send: (event: ImportWizardEvent) => void;
}

async function processImport(
  client: Client,
  user: string,
  input: ImportProcessInput,
): Promise<ImportResult> {
  const file = uploadName(input.source.name);
  const path = { user, file };
  const source = input.source;
  const sent = source.kind === "file" && input.dryrun ? source.file : undefined;
  const upload = sent !== undefined;
  if (upload) {
    const url = await client.call("getImportUploadUrl", { params: { path } });
    if (!url.ok) throw url.error;
  }
  const result = await client.call("processImport", {
    params: { path },
    body: {
      ...(sent === undefined ? {} : { file: sent }),
      ...(input.page === undefined ? {} : { page: input.page }),
      campaignlist: input.campaigns.join(","),
      previouslyuploaded: upload ? "false" : "true",
      columnMap: JSON.stringify(input.map),
      dryrun: input.dryrun ? "true" : "false",
      mode: input.mode,
      duplicates: JSON.stringify(input.choices),
    },
    bodySerializer: toFormData,
  });
  if (!result.ok) throw result.error;
  return result.data;
}

function stateOf(value: unknown): ImportWizardState {
  if (typeof value === "string") return value as ImportWizardState;
  const nested = value as Record<string, string>;
  if ("source" in nested) return nested.source === "reading" ? "reading" : "source";
  if ("running" in nested) return nested.running === "cancelling" ? "cancelling" : "running";
  return "source";
}

export function useImportWizard(): ImportWizard {
  const { client } = useRuntime().services;
  const user = useSessionSelector((snapshot) => snapshot.context.user?.id ?? "");
  const machine = useMemo(
    () =>
      importWizardMachine.provide({
        actors: {
          readSheet: fromPromise(({ input }) => readImportFile(input)),
          process: fromPromise(({ input }) => processImport(client, user, input)),
          cancelJob: fromPromise(async ({ input }) => {
            const result = await client.call("cancelJob", { params: { path: { id: input.job } } });
            if (!result.ok) throw result.error;
            return result.data;
          }),
        },
      }),
    [client, user],
  );
  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => stateOf(snapshot.value));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const send = useCallback(
    (event: ImportWizardEvent) => {
      actor.send(event);
    },
    [actor],
  );

  // The real run's job, followed while the wizard waits for it.
  const jobId = state === "running" || state === "cancelling" ? context.dryRun?.job : undefined;
  useEffect(() => {
    if (jobId === undefined) return undefined;
    const controller = new AbortController();
    void pollJob(client, jobId, {
      signal: controller.signal,
      onUpdate: (job) => {
        actor.send({ type: "import.job", job });
      },
    }).catch(() => undefined);
    return () => {
      controller.abort();
    };
  }, [actor, client, jobId]);

  return { state, context, send };
}
