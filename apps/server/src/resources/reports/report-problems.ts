/**
 * 422s of a report: `@canvass/sdk/reports`'s one rule over the fields the caller may read, and
 * the `/subs` list engine's own checks of a filter (mapped to the body's pointers).
 */
import {
  filterProblems,
  reportDefinitionProblems,
  reportFilterSpan,
  type ReportQueryInput,
} from "@canvass/sdk/reports";
import type { Principal } from "../../auth/index.js";
import { isHttpProblem, unprocessable, type FieldError } from "../../http/index.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { readListRequest, type ListRequest } from "../accounts/list-params.js";
import { hiddenGroups } from "../accounts/visibility.js";
import type { ReportFields } from "./report-fields.js";

/**
 * A report's submission filter: the contract's `CustomReportSubmissions` (the whole `/subs`
 * filter model, decision 0058), of which a run's `ReportingFilters` are a part.
 */
export interface ReportingFilters {
  readonly Campaign?: readonly string[] | undefined;
  readonly Team?: readonly string[] | undefined;
  readonly Player?: readonly string[] | undefined;
  readonly ID?: readonly string[] | undefined;
  readonly PaymentStatus?: readonly string[] | undefined;
  readonly Frequency?: readonly string[] | undefined;
  readonly q?: string | undefined;
  readonly Range?: string | undefined;
  readonly After?: string | undefined;
  readonly Before?: string | undefined;
  readonly timezone?: string | undefined;
  readonly DateField?: string | undefined;
}

function fail(detail: string, problems: readonly FieldError[]): never {
  throw unprocessable(
    detail,
    problems.map(({ field, message, code }) => ({
      field,
      message,
      ...(code === undefined ? {} : { code }),
    })),
  );
}

/** 422 naming each bad dimension, measure, condition or filter; nothing is saved or run. */
export function requireValidQuery(query: ReportQueryInput, fields: ReportFields, base = "/Query") {
  const problems = reportDefinitionProblems(query, fields.kindOf, base);
  if (problems.length > 0) fail("Some parts of this report are not valid.", problems);
}

function joined(values: readonly string[] | undefined): string | undefined {
  return values === undefined || values.length === 0 ? undefined : values.join(",");
}

/**
 * A filter as a `/subs` list request (its `Range` cut at `now` in its zone by the SDK's
 * `reportFilterSpan`); a bad one is a 422 naming `<base>/<name>`.
 */
export function filterRequest(
  filters: ReportingFilters | undefined,
  principal: Principal,
  base: string,
  now: Date,
): ListRequest {
  const own = filterProblems(filters, base);
  if (own.length > 0) fail("Some filters of this report are not valid.", own);
  const span = reportFilterSpan(filters, now);
  try {
    return readListRequest(
      ACCOUNT_LIST,
      {
        Campaign: joined(filters?.Campaign),
        Team: joined(filters?.Team),
        Player: joined(filters?.Player),
        ID: joined(filters?.ID),
        PaymentStatus: joined(filters?.PaymentStatus),
        Frequency: joined(filters?.Frequency),
        q: filters?.q,
        After: span.After,
        Before: span.Before,
        DateField: filters?.DateField,
        timezone: filters?.timezone,
        Fields: "ID",
      },
      hiddenGroups(principal),
    );
  } catch (error) {
    if (!isHttpProblem(error)) throw error;
    fail(
      "Some filters of this report are not valid.",
      (error.errors ?? []).map((problem) => ({
        ...problem,
        field: problem.field.replace(/^query\./, `${base}/`),
      })),
    );
  }
}
