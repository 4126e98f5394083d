/**
 * The DNS records of a sender domain with what the last validation found, in `@canvass/ui`'s
 * `DnsRecordTable`: the contract's records (a record never validated is "not checked") and the
 * translated labels.
 */
import type { Schema } from "@canvass/sdk/contract";
import { DnsRecordTable as RecordTable, type DnsRecordRow } from "@canvass/ui";
import { useT } from "../../i18n/use-t";

type DomainRecord = Schema<"EmailDomainRecord">;

function rowOf(record: DomainRecord): DnsRecordRow {
  return {
    type: record.type,
    name: record.name,
    value: record.value,
    status: record.status ?? (record.valid ? "found" : "pending"),
    found: record.found,
  };
}

export function DnsRecordTable({ records }: { readonly records: readonly DomainRecord[] }) {
  const t = useT();
  return (
    <RecordTable
      records={records.map(rowOf)}
      labels={{
        caption: t("emailDelivery.records.title"),
        type: t("emailDelivery.records.type"),
        name: t("emailDelivery.records.name"),
        value: t("emailDelivery.records.value"),
        status: t("emailDelivery.records.status"),
        statuses: {
          found: t("emailDelivery.recordStatus.found"),
          missing: t("emailDelivery.recordStatus.missing"),
          wrong: t("emailDelivery.recordStatus.wrong"),
          pending: t("emailDelivery.recordStatus.pending"),
        },
        foundInstead: (values) => t("emailDelivery.records.foundInstead", { values }),
      }}
    />
  );
}
