/**
 * The report builder's calls through the SDK client, as the machine's outcomes: a 422's
 * problems by JSON pointer, a 5xx or a lost connection as `retry`, any other refusal as
 * `other`. A run never saves: an unsaved definition runs through
 * `customreports/anonymous/run/`.
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

/** The run's filters as the contract takes them (the period in the report's zone and date). */
function runFilters(input: RunReportInput) {
  if (Object.keys(input.filters).length === 0) return undefined;
  const saved = input.draft.Query.submissions;
  return {
    timezone: saved?.timezone ?? "UTC",
    DateField: saved?.DateField ?? "Received",
    ...input.filters,
  };
}

/**
 * A run never saves (decision 0058): a saved, unchanged report runs as saved; a new or changed
 * definition runs as it is on screen (`runAnonymousCustomReport`).
 */
export async function runReport(
  client: CanvassClient,
  input: RunReportInput,
  signal: AbortSignal,
): Promise<ReportRunOutcome> {
  const filters = runFilters(input);
  const result =
    input.saved && input.id !== null
      ? await client.call("runCustomReport", {
          params: { path: { id: input.id } },
          body: filters === undefined ? {} : { Filters: filters },
          signal,
        })
      : await client.call("runAnonymousCustomReport", {
          body: {
            Query: input.draft.Query,
            ...(filters === undefined ? {} : { Filters: filters }),
          },
          signal,
        });
  if (!result.ok) return refusalOf(result.error);
  const answer: ReportResult = result.data;
  return { ok: true, result: answer };
}
