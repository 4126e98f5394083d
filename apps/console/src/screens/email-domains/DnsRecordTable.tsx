/**
 * The DNS records of a sender domain with what the last validation found: each record's type,
 * name, the value to publish, its status (found / missing / wrong / not checked) and, when
 * wrong, the values found instead.
 */
import type { Schema } from "@canvass/sdk/contract";
import { useT } from "../../i18n/use-t";

type DomainRecord = Schema<"EmailDomainRecord">;

const STATUS_CLASS: Readonly<Record<string, string>> = {
  found: "text-success",
  missing: "text-destructive",
  wrong: "text-destructive",
  pending: "text-muted-foreground",
};

export function DnsRecordTable({ records }: { readonly records: readonly DomainRecord[] }) {
  const t = useT();
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{t("emailDelivery.records.title")}</caption>
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="w-20 p-2">
            {t("emailDelivery.records.type")}
          </th>
          <th scope="col" className="p-2">
            {t("emailDelivery.records.name")}
          </th>
          <th scope="col" className="p-2">
            {t("emailDelivery.records.value")}
          </th>
          <th scope="col" className="w-40 p-2">
            {t("emailDelivery.records.status")}
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const status = record.status ?? (record.valid ? "found" : "pending");
          return (
            <tr key={`${record.type} ${record.name}`} className="border-b align-top">
              <td className="p-2 font-mono">{record.type}</td>
              <td className="break-all p-2 font-mono">{record.name}</td>
              <td className="break-all p-2 font-mono">
                {record.value}
                {status === "wrong" && (record.found?.length ?? 0) > 0 ? (
                  <p className="mt-1 font-sans text-destructive">
                    {t("emailDelivery.records.foundInstead", {
                      values: record.found?.join(" · ") ?? "",
                    })}
                  </p>
                ) : null}
              </td>
              <td className={`p-2 font-medium ${STATUS_CLASS[status] ?? ""}`}>
                {t(`emailDelivery.recordStatus.${status}`)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
