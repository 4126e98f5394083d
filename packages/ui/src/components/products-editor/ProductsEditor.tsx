import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/Button";
import { TextField } from "../text-field/TextField";
import {
  DEFAULT_PRODUCTS_EDITOR_LABELS,
  type ProductsEditorLabels,
} from "./products-editor.labels";

/** One gift frequency as typed: every `every` `unit`s (text: the field may be half typed). */
export interface ProductFrequencyRow {
  readonly every: string;
  readonly unit: string;
}

export interface ProductsEditorChoice {
  readonly value: string;
  readonly label: string;
}

/** The problems the app's rule found, each shown under what it names. */
export interface ProductsEditorProblems {
  readonly country?: string | undefined;
  readonly amounts?: string | undefined;
  readonly frequencies?: string | undefined;
}

export interface ProductsEditorProps {
  readonly country: string;
  readonly countries: readonly ProductsEditorChoice[];
  /** What the currency is, in words ("Amounts are in GBP."), under the country. */
  readonly currencyNote: ReactNode;
  /** The amounts as typed (comma-separated). */
  readonly amounts: string;
  readonly frequencies: readonly ProductFrequencyRow[];
  /** The units a frequency may have. */
  readonly units: readonly ProductsEditorChoice[];
  /** The unit that has no "every" (a one-off gift). */
  readonly oneOffUnit?: string;
  /** What a row comes to, in words ("= 30 days"); empty when nothing to say. */
  readonly summaryOf: (row: ProductFrequencyRow, index: number) => string;
  /** The unit a new row starts with (its `every` is 1). */
  readonly newRowUnit?: string;
  readonly problems?: ProductsEditorProblems;
  readonly onCountryChange: (country: string) => void;
  readonly onAmountsChange: (amounts: string) => void;
  readonly onFrequenciesChange: (rows: ProductFrequencyRow[]) => void;
  readonly labels?: Partial<ProductsEditorLabels>;
  readonly className?: string;
}

function Problem({ id, text }: { readonly id: string; readonly text: string | undefined }) {
  return text === undefined ? null : (
    <p id={id} data-slot="products-editor-problem" className="text-sm text-danger-text">
      {text}
    </p>
  );
}

function Select(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly ProductsEditorChoice[];
  readonly error?: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={props.error === undefined ? undefined : true}
        aria-describedby={props.error === undefined ? undefined : `${id}-error`}
        className="h-9 rounded-md border border-border bg-surface px-2 text-sm"
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problem id={`${id}-error`} text={props.error} />
    </div>
  );
}

/**
 * What donors can choose on a campaign: the country (whose currency the amounts are in), the
 * suggested amounts, and the gift frequencies — each a unit and, unless one-off, how many of it,
 * with what it comes to beside it. Presentational: the app owns the values, turns them into its
 * stored shape and checks them with its rule; the problems come back in `problems`.
 */
export function ProductsEditor({
  country,
  countries,
  currencyNote,
  amounts,
  frequencies,
  units,
  oneOffUnit = "once",
  summaryOf,
  newRowUnit = "month",
  problems = {},
  onCountryChange,
  onAmountsChange,
  onFrequenciesChange,
  labels: overrides,
  className,
}: ProductsEditorProps) {
  const labels = { ...DEFAULT_PRODUCTS_EDITOR_LABELS, ...overrides };
  const groupProblemId = useId();
  const setRow = (index: number, row: ProductFrequencyRow) => {
    onFrequenciesChange(frequencies.map((old, i) => (i === index ? row : old)));
  };
  return (
    <div data-slot="products-editor" className={cn("flex flex-col gap-4", className)}>
      <Select
        name="country"
        label={labels.country}
        value={country}
        options={countries}
        error={problems.country}
        onChange={onCountryChange}
      />
      <p className="text-sm" data-slot="products-currency" data-testid="products-currency">
        {currencyNote}
      </p>
      <TextField
        kind="text"
        name="amounts"
        label={labels.amounts}
        hint={labels.amountsHint}
        value={amounts}
        onValueChange={onAmountsChange}
        {...(problems.amounts === undefined ? {} : { error: problems.amounts })}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={problems.frequencies === undefined ? undefined : groupProblemId}
      >
        <legend className="text-sm font-medium">{labels.frequencies}</legend>
        {frequencies.map((row, index) => {
          const n = index + 1;
          return (
            <div
              // Rows have no identity of their own: their place is what the labels name.
              key={index}
              data-slot="products-frequency"
              data-unit={row.unit}
              className="flex flex-wrap items-end gap-2"
            >
              <Select
                name={`frequency-${String(index)}-unit`}
                label={labels.unit(n)}
                value={row.unit}
                options={units}
                onChange={(unit) => {
                  setRow(index, { ...row, unit });
                }}
              />
              {row.unit === oneOffUnit ? null : (
                <TextField
                  kind="text"
                  name={`frequency-${String(index)}-every`}
                  inputMode="decimal"
                  label={labels.every(n)}
                  value={row.every}
                  onValueChange={(every) => {
                    setRow(index, { ...row, every });
                  }}
                />
              )}
              <span className="pb-2 text-sm text-fg-muted">{summaryOf(row, index)}</span>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  onFrequenciesChange(frequencies.filter((_, i) => i !== index));
                }}
              >
                {labels.remove(n)}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onFrequenciesChange([...frequencies, { every: "1", unit: newRowUnit }]);
            }}
          >
            {labels.add}
          </Button>
        </div>
        <Problem id={groupProblemId} text={problems.frequencies} />
      </fieldset>
    </div>
  );
}
