/**
 * The report builder's calls through the SDK client, as the machine's outcomes: a 422's
 * problems by JSON pointer, a 5xx or a lost connection as `retry`, any other refusal as
 * `other`. A run computes a saved report (`customreports/{id}/run/`), so a run of a new or
 * changed definition saves it first and says so.
 */
import type {
  ReportDraft,
  ReportFailure,
  ReportProblem,
  ReportResult,
  ReportRunOutcome,
  ReportSaveOutcome,
  RunReportInput,
  SaveReportInput,
} from "@canvass/machines";
import { isHttpError, type CanvassClient, type ClientError } from "@canvass/sdk/client";

interface Refusal {
  readonly ok: false;
  readonly failure: ReportFailure;
  readonly problems: readonly ReportProblem[];
}

export function refusalOf(error: ClientError): Refusal {
  if (!isHttpError(error) || error.status >= 500) {
    return { ok: false, failure: { kind: "retry", status: undefined }, problems: [] };
  }
  const problems: ReportProblem[] = (error.problem?.errors ?? []).map((entry) => ({
    field: entry.field.startsWith("/") ? entry.field : `/${entry.field}`,
    code: entry.code ?? "invalid",
  }));
  const kind = error.status === 422 || (error.status === 409 && problems.length > 0);
  return {
    ok: false,
    failure: { kind: kind ? "fields" : "other", status: error.status },
    problems:
      error.status === 409 && problems.length === 0
        ? [{ field: "/Description", code: "duplicate" }]
        : problems,
  };
}

export async function loadReport(
  client: CanvassClient,
  id: string,
  signal: AbortSignal,
): Promise<ReportDraft> {
  const result = await client.call("getCustomReport", { params: { path: { id } }, signal });
  if (!result.ok) throw result.error;
  return { Description: result.data.Description, Query: result.data.Query };
}

export async function saveReport(
  client: CanvassClient,
  input: SaveReportInput,
): Promise<ReportSaveOutcome> {
  const result =
    input.id === null
      ? await client.call("createCustomReport", { body: input.draft })
      : await client.call("updateCustomReport", {
          params: { path: { id: input.id } },
          body: input.draft,
        });
  if (!result.ok) return refusalOf(result.error);
  return {
    ok: true,
    id: result.data.ID,
    draft: { Description: result.data.Description, Query: result.data.Query },
  };
}

export async function runReport(
  client: CanvassClient,
  input: RunReportInput,
  signal: AbortSignal,
): Promise<ReportRunOutcome> {
  let id = input.id;
  let saved: { id: string; draft: ReportDraft } | undefined;
  if (!input.saved || id === null) {
    const stored = await saveReport(client, { id, draft: input.draft });
    if (!stored.ok) return stored;
    id = stored.id;
    saved = { id: stored.id, draft: stored.draft };
  }
  const result = await client.call("runCustomReport", {
    params: { path: { id } },
    body:
      Object.keys(input.filters).length === 0
        ? {}
        : {
            Filters: {
              timezone: "UTC",
              DateField: input.draft.Query.submissions?.DateField ?? "Received",
              ...input.filters,
            },
          },
    signal,
  });
  if (!result.ok) return refusalOf(result.error);
  const answer: ReportResult = result.data;
  return { ok: true, result: answer, ...(saved === undefined ? {} : { saved }) };
}
