/**
 * products: the suggested amounts (comma-separated), the gift frequencies (each shown in days by
 * the SDK's duration rule) and the country whose currency they are in (the SDK's money rule).
 */
import {
  DEFAULT_PRODUCTS,
  FREQUENCY_UNITS,
  frequencyDays,
  productProblems,
  readSection,
  withCountryCurrency,
  type FrequencyUnit,
} from "@canvass/sdk/campaign-settings";
import type { EditorValues } from "@canvass/machines";
import { CURRENCY_BY_COUNTRY, currencyForCountry } from "@canvass/sdk/money";
import { Button } from "@canvass/ui";
import { useT } from "../../../i18n/use-t";
import { Group, SelectInput, TextInput } from "../fields";
import { readGeneralDocument, writeSection } from "../settings-document";
import {
  fieldAfter,
  numberOf,
  textOf,
  type SubPageFieldsProps,
  type SubPageSpec,
} from "../sub-page-spec";

interface FrequencyRow {
  readonly every: string;
  readonly unit: string;
}

const rowsOf = (values: EditorValues): FrequencyRow[] =>
  Array.isArray(values.frequencies) ? (values.frequencies as FrequencyRow[]) : [];

const toSection = (values: EditorValues) =>
  withCountryCurrency({
    country: textOf(values.country),
    amounts: textOf(values.amounts)
      .split(/[\s;]+|,(?=\s)|,$/)
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .map(numberOf),
    frequencies: rowsOf(values).map((row) => ({
      every: row.unit === "once" ? 1 : numberOf(row.every),
      unit: row.unit as FrequencyUnit,
    })),
  });

function ProductFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  const rows = rowsOf(values);
  const setRow = (index: number, row: FrequencyRow) => {
    change(
      "frequencies",
      rows.map((old, i) => (i === index ? row : old)),
    );
  };
  return (
    <>
      <SelectInput
        name="country"
        label={t("campaignEdit.products.country")}
        value={values.country}
        error={problems.country ?? problems.currency}
        options={Object.keys(CURRENCY_BY_COUNTRY).map((code) => ({
          value: code,
          label: `${code} — ${currencyForCountry(code)}`,
        }))}
        onChange={(v) => {
          change("country", v);
        }}
      />
      <p className="text-sm" data-testid="products-currency">
        {t("campaignEdit.products.currency", {
          currency: currencyForCountry(textOf(values.country)),
        })}
      </p>
      <TextInput
        name="amounts"
        label={t("campaignEdit.products.amounts")}
        hint={t("campaignEdit.products.amountsHint")}
        value={values.amounts}
        error={problems.amounts}
        onChange={(v) => {
          change("amounts", v);
        }}
      />
      <Group legend={t("campaignEdit.products.frequencies")} error={problems.frequencies}>
        {rows.map((row, index) => {
          const unit = row.unit as FrequencyUnit;
          const days = frequencyDays({ every: unit === "once" ? 1 : numberOf(row.every), unit });
          return (
            <div key={index} className="flex flex-wrap items-end gap-2">
              <SelectInput
                name={`frequency-${String(index)}-unit`}
                label={t("campaignEdit.products.unit", { n: index + 1 })}
                value={row.unit}
                error={undefined}
                options={FREQUENCY_UNITS.map((u) => ({
                  value: u,
                  label: t(`campaignEdit.products.unit.${u}`),
                }))}
                onChange={(v) => {
                  setRow(index, { ...row, unit: v });
                }}
              />
              {unit === "once" ? null : (
                <TextInput
                  name={`frequency-${String(index)}-every`}
                  numeric
                  label={t("campaignEdit.products.every", { n: index + 1 })}
                  value={row.every}
                  error={undefined}
                  onChange={(v) => {
                    setRow(index, { ...row, every: v });
                  }}
                />
              )}
              <span className="pb-2 text-sm text-muted">
                {unit === "once" || Number.isNaN(days)
                  ? ""
                  : t("campaignEdit.products.days", { days })}
              </span>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  change(
                    "frequencies",
                    rows.filter((_, i) => i !== index),
                  );
                }}
              >
                {t("campaignEdit.products.remove", { n: index + 1 })}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              change("frequencies", [...rows, { every: "1", unit: "month" }]);
            }}
          >
            {t("campaignEdit.products.add")}
          </Button>
        </div>
      </Group>
    </>
  );
}

export const productsPage: SubPageSpec = {
  async load(context, signal) {
    const products = readSection(
      await readGeneralDocument(context, signal),
      "products",
      DEFAULT_PRODUCTS,
    );
    return {
      country: products.country,
      amounts: products.amounts.join(", "),
      frequencies: products.frequencies.map((f) => ({ every: String(f.every), unit: f.unit })),
    };
  },
  check: (values) => productProblems(toSection(values)),
  save: (context, values) => writeSection(context, "products", toSection(values)),
  fieldOf: fieldAfter(["/products", "/file/products"]),
  Fields: ProductFields,
};
