/** A settings object as key/value rows, secrets hidden (`redact.ts`). */
import { useT } from "../../../i18n/use-t";
import { settingRows } from "./redact";

export function SettingsTable({
  value,
  caption,
}: {
  readonly value: unknown;
  readonly caption: string;
}) {
  const t = useT();
  const rows = settingRows(value);
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{t("admin.configuration.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b align-top">
              <th scope="row" className="py-1.5 pr-4 font-mono text-xs font-normal">
                {row.key}
              </th>
              <td className="break-all py-1.5">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
