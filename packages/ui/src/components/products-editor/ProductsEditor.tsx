import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/Button";
import { FieldGroup } from "../field-group/FieldGroup";
import { SelectField, type SelectFieldOption } from "../select-field/SelectField";
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

/** A country or a unit to choose (the select field's option). */
export type ProductsEditorChoice = SelectFieldOption;

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
  const setRow = (index: number, row: ProductFrequencyRow) => {
    onFrequenciesChange(frequencies.map((old, i) => (i === index ? row : old)));
  };
  return (
    <div data-slot="products-editor" className={cn("flex flex-col gap-4", className)}>
      <SelectField
        name="country"
        label={labels.country}
        value={country}
        options={countries}
        error={problems.country}
        onValueChange={onCountryChange}
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
      <FieldGroup legend={labels.frequencies} error={problems.frequencies}>
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
              <SelectField
                name={`frequency-${String(index)}-unit`}
                label={labels.unit(n)}
                value={row.unit}
                options={units}
                onValueChange={(unit) => {
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
      </FieldGroup>
    </div>
  );
}
