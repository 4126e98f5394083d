/**
 * The report's definition: its description, the dimensions to group by (at most 5), the
 * measures (at most 20), which submissions it covers (the whole `/subs` filter model,
 * `ReportSubmissions`) and any saved field conditions (listed, removable). Each problem shows
 * under the control it names (its JSON pointer).
 */
import type { ReportDraft } from "@canvass/machines";
import { REPORT_DIMENSIONS, REPORT_MEASURES, metricKey } from "@canvass/sdk/reports";
import { Button, Card } from "@canvass/ui";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import type { SubsFilterChoices } from "../subs/SubsFilters";
import { ReportSubmissions } from "./ReportSubmissions";
import { dimensionWord, measureWord, problemWord } from "./report-words";

const INPUT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";
const MAX_DIMENSIONS = 5;
const MAX_MEASURES = 20;

type Query = ReportDraft["Query"];
type Metric = Query["metrics"][number];

export interface ReportDefinitionProps {
  readonly draft: ReportDraft;
  readonly problems: Readonly<Record<string, string>>;
  readonly readOnly: boolean;
  /** The campaigns and teams the submission filter offers. */
  readonly choices: SubsFilterChoices;
  /** Whether the user filter may search the players (ViewUserList). */
  readonly mayListPlayers: boolean;
  readonly onChange: (draft: ReportDraft) => void;
}

/** The object without one key (an optional property is left out, never set to undefined). */
function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as Omit<T, K>;
}

function Problem({ id, code }: { readonly id: string; readonly code: string | undefined }) {
  const t = useT();
  if (code === undefined) return null;
  return (
    <p id={id} className="text-xs text-danger-text" data-slot="report-problem">
      {problemWord(t, code)}
    </p>
  );
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly problem: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <Problem id={`${id}-problem`} code={problem} />
    </div>
  );
}

export function ReportDefinition({
  draft,
  problems,
  readOnly,
  choices,
  mayListPlayers,
  onChange,
}: ReportDefinitionProps) {
  const t = useT();
  const query = draft.Query;
  const setQuery = (next: Partial<Query>) => {
    onChange({ ...draft, Query: { ...query, ...next } });
  };
  const dimensions = query.groupBy;
  const conditions = Object.entries(query.filters ?? {});
  const described = (id: string, pointer: string) =>
    problems[pointer] === undefined
      ? {}
      : { "aria-invalid": true as const, "aria-describedby": `${id}-problem` };

  const setSubmissions = (submissions: Query["submissions"]) => {
    const rest = without(query, "submissions");
    onChange({ ...draft, Query: submissions === undefined ? rest : { ...rest, submissions } });
  };
  // Conditions of `Query.filters` (saved through the API or by an earlier builder) are listed and
  // can be removed; the filter above is where submissions are chosen.
  const removeCondition = (name: string) => {
    const filters = without(query.filters ?? {}, name);
    const rest = without(query, "filters");
    onChange({ ...draft, Query: Object.keys(filters).length === 0 ? rest : { ...rest, filters } });
  };

  return (
    <Card title={t("reports.definition.title")}>
      <div className="flex flex-col gap-5" data-slot="report-definition">
        <Field
          id="report-description"
          label={t("reports.field.description")}
          problem={problems["/Description"]}
        >
          <input
            id="report-description"
            className={INPUT}
            value={draft.Description}
            readOnly={readOnly}
            maxLength={200}
            {...described("report-description", "/Description")}
            onChange={(event) => {
              onChange({ ...draft, Description: event.target.value });
            }}
          />
        </Field>

        <fieldset className="flex flex-col gap-2" data-slot="report-dimensions">
          <legend className="text-sm font-medium">{t("reports.dimensions.title")}</legend>
          {dimensions.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("reports.dimensions.none")}</p>
          ) : null}
          {dimensions.map((dimension, index) => {
            const id = `report-dimension-${String(index)}`;
            const options = REPORT_DIMENSIONS.includes(dimension)
              ? REPORT_DIMENSIONS
              : [dimension, ...REPORT_DIMENSIONS];
            return (
              <div key={`${dimension}-${String(index)}`} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <select
                    id={id}
                    aria-label={t("reports.dimensions.item", { position: index + 1 })}
                    className={INPUT}
                    value={dimension}
                    disabled={readOnly}
                    {...described(id, `/Query/groupBy/${String(index)}`)}
                    onChange={(event) => {
                      setQuery({
                        groupBy: dimensions.map((item, at) =>
                          at === index ? event.target.value : item,
                        ),
                      });
                    }}
                  >
                    {options.map((option) => (
                      <option key={option} value={option}>
                        {dimensionWord(t, option)}
                      </option>
                    ))}
                  </select>
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      aria-label={t("reports.dimensions.remove", {
                        name: dimensionWord(t, dimension),
                      })}
                      onClick={() => {
                        setQuery({ groupBy: dimensions.filter((_, at) => at !== index) });
                      }}
                    >
                      {t("reports.remove")}
                    </Button>
                  )}
                </div>
                <Problem id={`${id}-problem`} code={problems[`/Query/groupBy/${String(index)}`]} />
              </div>
            );
          })}
          {readOnly || dimensions.length >= MAX_DIMENSIONS ? null : (
            <select
              aria-label={t("reports.dimensions.add")}
              className={INPUT}
              value=""
              onChange={(event) => {
                if (event.target.value !== "") {
                  setQuery({ groupBy: [...dimensions, event.target.value] });
                }
              }}
            >
              <option value="">{t("reports.dimensions.add")}</option>
              {REPORT_DIMENSIONS.filter((option) => !dimensions.includes(option)).map((option) => (
                <option key={option} value={option}>
                  {dimensionWord(t, option)}
                </option>
              ))}
            </select>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-2" data-slot="report-measures">
          <legend className="text-sm font-medium">{t("reports.measures.title")}</legend>
          <Problem id="report-measures-problem" code={problems["/Query/metrics"]} />
          {query.metrics.map((metric, index) => {
            const id = `report-measure-${String(index)}`;
            const at = `/Query/metrics/${String(index)}`;
            const problem = problems[`${at}/field`] ?? problems[`${at}/fn`] ?? problems[at];
            const key = metricKey(metric);
            const known = REPORT_MEASURES.some((option) => metricKey(option) === key);
            const catalogue: Metric[] = REPORT_MEASURES.map((option) => ({
              field: option.field,
              fn: option.fn,
            }));
            const options: Metric[] = known ? catalogue : [metric, ...catalogue];
            const replace = (next: Metric) => {
              setQuery({ metrics: query.metrics.map((item, i) => (i === index ? next : item)) });
            };
            return (
              <div key={`${key}-${String(index)}`} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <select
                    id={id}
                    aria-label={t("reports.measures.item", { position: index + 1 })}
                    className={`${INPUT} sm:w-64`}
                    value={key}
                    disabled={readOnly}
                    {...described(id, `${at}/field`)}
                    onChange={(event) => {
                      const chosen = options.find(
                        (option) => metricKey(option) === event.target.value,
                      );
                      if (chosen === undefined) return;
                      replace({
                        field: chosen.field,
                        fn: chosen.fn,
                        ...(metric.label === undefined ? {} : { label: metric.label }),
                      });
                    }}
                  >
                    {options.map((option) => (
                      <option key={metricKey(option)} value={metricKey(option)}>
                        {measureWord(t, option)}
                      </option>
                    ))}
                  </select>
                  <input
                    aria-label={t("reports.measures.label", { position: index + 1 })}
                    placeholder={t("reports.measures.labelPlaceholder")}
                    className={`${INPUT} sm:w-48`}
                    value={metric.label ?? ""}
                    readOnly={readOnly}
                    maxLength={128}
                    onChange={(event) => {
                      const rest = without(metric, "label");
                      replace(
                        event.target.value === "" ? rest : { ...rest, label: event.target.value },
                      );
                    }}
                  />
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      aria-label={t("reports.measures.remove", { name: measureWord(t, metric) })}
                      onClick={() => {
                        setQuery({ metrics: query.metrics.filter((_, i) => i !== index) });
                      }}
                    >
                      {t("reports.remove")}
                    </Button>
                  )}
                </div>
                <Problem id={`${id}-problem`} code={problem} />
              </div>
            );
          })}
          {readOnly || query.metrics.length >= MAX_MEASURES ? null : (
            <select
              aria-label={t("reports.measures.add")}
              className={INPUT}
              value=""
              onChange={(event) => {
                const chosen = REPORT_MEASURES.find(
                  (option) => metricKey(option) === event.target.value,
                );
                if (chosen !== undefined) {
                  setQuery({ metrics: [...query.metrics, { field: chosen.field, fn: chosen.fn }] });
                }
              }}
            >
              <option value="">{t("reports.measures.add")}</option>
              {REPORT_MEASURES.filter(
                (option) =>
                  !query.metrics.some((metric) => metricKey(metric) === metricKey(option)),
              ).map((option) => (
                <option key={metricKey(option)} value={metricKey(option)}>
                  {measureWord(t, option)}
                </option>
              ))}
            </select>
          )}
        </fieldset>

        <ReportSubmissions
          value={query.submissions}
          readOnly={readOnly}
          choices={choices}
          mayListPlayers={mayListPlayers}
          problems={problems}
          onChange={setSubmissions}
        />

        {conditions.length === 0 ? null : (
          <fieldset className="flex flex-col gap-2" data-slot="report-conditions">
            <legend className="text-sm font-medium">{t("reports.conditions.title")}</legend>
            <ul className="flex flex-col gap-1 text-sm">
              {conditions.map(([name, rule]) => (
                <li key={name} className="flex flex-wrap items-center gap-2">
                  <span>
                    {t("reports.conditions.item", {
                      name: dimensionWord(t, name),
                      rule: String(rule),
                    })}
                  </span>
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      aria-label={t("reports.conditions.remove", { name: dimensionWord(t, name) })}
                      onClick={() => {
                        removeCondition(name);
                      }}
                    >
                      {t("reports.remove")}
                    </Button>
                  )}
                  <Problem
                    id={`report-condition-${name}-problem`}
                    code={problems[`/Query/filters/${name}`]}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
    </Card>
  );
}
