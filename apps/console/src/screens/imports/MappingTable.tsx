import type { ImportWizardEvent } from "@canvass/machines";
import { IMPORT_FIELDS, importField, type ImportColumnMapping } from "@canvass/sdk/imports";
import { useT } from "../../i18n/use-t";
import { fieldName, formatName } from "./import-words";

const SELECT =
  "h-9 w-full min-w-40 rounded-md border border-line bg-surface px-2 text-sm text-fg disabled:opacity-60";

/** A column's first filled sample value. */
const sampleOf = (sample: readonly (readonly string[])[], index: number): string =>
  sample.map((row) => row[index] ?? "").find((cell) => cell.trim() !== "") ?? "";

/**
 * One line per column of the file: its first value, the field it fills (guessed, editable, or
 * not imported) and the format its values are read in.
 */
export function MappingTable({
  header,
  sample,
  map,
  send,
}: {
  readonly header: readonly string[];
  readonly sample: readonly (readonly string[])[];
  readonly map: readonly ImportColumnMapping[];
  readonly send: (event: ImportWizardEvent) => void;
}) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table className="w-full text-sm" data-slot="import-mapping">
        <caption className="px-3 py-2 text-start font-medium text-fg">
          {t("imports.map.caption")}
        </caption>
        <thead>
          <tr className="border-y border-line bg-surface-muted">
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t("imports.map.column")}
            </th>
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t("imports.map.sample")}
            </th>
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t("imports.map.field")}
            </th>
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t("imports.map.format")}
            </th>
          </tr>
        </thead>
        <tbody>
          {header.map((column, index) => {
            const mapping = map.find((entry) => entry.importedKey === column);
            const field = mapping === undefined ? undefined : importField(mapping.supportedKey);
            return (
              <tr
                key={`${column}#${String(index)}`}
                className="border-b border-line last:border-b-0"
              >
                <th scope="row" className="px-3 py-1.5 text-start font-medium">
                  {column}
                </th>
                <td className="max-w-48 truncate px-3 py-1.5 text-fg-muted">
                  {sampleOf(sample, index)}
                </td>
                <td className="px-3 py-1.5">
                  <select
                    aria-label={t("imports.map.fieldOf", { column })}
                    className={SELECT}
                    value={mapping?.supportedKey ?? ""}
                    onChange={(event) => {
                      const key = event.currentTarget.value;
                      if (key === "") {
                        if (mapping !== undefined) {
                          send({
                            type: "import.map",
                            key: mapping.supportedKey,
                            column: undefined,
                          });
                        }
                      } else send({ type: "import.map", key, column });
                    }}
                  >
                    <option value="">{t("imports.map.notImported")}</option>
                    {IMPORT_FIELDS.map((option) => (
                      <option key={option.key} value={option.key}>
                        {fieldName(t, option.key)}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-3 py-1.5">
                  {field === undefined || mapping === undefined ? null : (
                    <select
                      aria-label={t("imports.map.formatOf", { column })}
                      className={SELECT}
                      disabled={field.formats.length < 2}
                      value={mapping.acceptedFormat ?? field.formats[0]}
                      onChange={(event) => {
                        send({
                          type: "import.map",
                          key: field.key,
                          column,
                          format: event.currentTarget.value,
                        });
                      }}
                    >
                      {field.formats.map((format) => (
                        <option key={format} value={format}>
                          {formatName(t, format)}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
