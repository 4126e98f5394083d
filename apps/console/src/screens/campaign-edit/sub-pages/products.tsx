/**
 * products: the suggested amounts (comma-separated), the gift frequencies (each shown in days by
 * the SDK's duration rule) and the country whose currency they are in (the SDK's money rule).
 * The editor itself is `@canvass/ui`'s `ProductsEditor`; this page holds the values, their
 * stored shape and the rule.
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
import { ProductsEditor, type ProductFrequencyRow } from "@canvass/ui";
import { useT } from "../../../i18n/use-t";
import { readGeneralDocument, writeSection } from "../settings-document";
import {
  fieldAfter,
  numberOf,
  textOf,
  type SubPageFieldsProps,
  type SubPageSpec,
} from "../sub-page-spec";

const rowsOf = (values: EditorValues): ProductFrequencyRow[] =>
  Array.isArray(values.frequencies) ? (values.frequencies as ProductFrequencyRow[]) : [];

const COUNTRIES = Object.keys(CURRENCY_BY_COUNTRY).map((code) => ({
  value: code,
  label: `${code} — ${currencyForCountry(code)}`,
}));

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
  return (
    <ProductsEditor
      country={textOf(values.country)}
      countries={COUNTRIES}
      currencyNote={t("campaignEdit.products.currency", {
        currency: currencyForCountry(textOf(values.country)),
      })}
      amounts={textOf(values.amounts)}
      frequencies={rows}
      units={FREQUENCY_UNITS.map((u) => ({
        value: u,
        label: t(`campaignEdit.products.unit.${u}`),
      }))}
      summaryOf={(row) => {
        const unit = row.unit as FrequencyUnit;
        if (unit === "once") return "";
        const days = frequencyDays({ every: numberOf(row.every), unit });
        return Number.isNaN(days) ? "" : t("campaignEdit.products.days", { days });
      }}
      problems={{
        country: problems.country ?? problems.currency,
        amounts: problems.amounts,
        frequencies: problems.frequencies,
      }}
      onCountryChange={(v) => {
        change("country", v);
      }}
      onAmountsChange={(v) => {
        change("amounts", v);
      }}
      onFrequenciesChange={(next) => {
        change("frequencies", next);
      }}
      labels={{
        country: t("campaignEdit.products.country"),
        amounts: t("campaignEdit.products.amounts"),
        amountsHint: t("campaignEdit.products.amountsHint"),
        frequencies: t("campaignEdit.products.frequencies"),
        unit: (n) => t("campaignEdit.products.unit", { n }),
        every: (n) => t("campaignEdit.products.every", { n }),
        remove: (n) => t("campaignEdit.products.remove", { n }),
        add: t("campaignEdit.products.add"),
      }}
    />
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
