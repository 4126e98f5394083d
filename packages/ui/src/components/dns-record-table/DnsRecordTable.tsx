import { Badge } from "../badge/Badge";

/** What the last validation found for a record (`pending`: not checked yet). */
export type DnsRecordStatus = "found" | "missing" | "wrong" | "pending";

export interface DnsRecordRow {
  readonly type: string;
  readonly name: string;
  /** The value to publish. */
  readonly value: string;
  readonly status: DnsRecordStatus;
  /** What the resolver found instead, shown when the record is wrong. */
  readonly found?: readonly string[] | undefined;
}

export interface DnsRecordTableLabels {
  readonly caption: string;
  readonly type: string;
  readonly name: string;
  readonly value: string;
  readonly status: string;
  readonly statuses: Readonly<Record<DnsRecordStatus, string>>;
  /** "Found instead: …", given the values joined. */
  readonly foundInstead: (values: string) => string;
}

export interface DnsRecordTableProps {
  readonly records: readonly DnsRecordRow[];
  readonly labels: DnsRecordTableLabels;
}

const TONES = { found: "success", missing: "danger", wrong: "danger", pending: "neutral" } as const;

/**
 * The DNS records a sender domain must publish, with what the last validation found: each
 * record's type, name, value to publish and status (found, missing, wrong, not checked), and
 * for a wrong one the values found instead. Values break anywhere, so a 400-character DKIM key
 * wraps instead of widening the page.
 */
export function DnsRecordTable({ records, labels }: DnsRecordTableProps) {
  return (
    <table data-slot="dns-record-table" className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{labels.caption}</caption>
      <thead>
        <tr className="border-b border-line text-left">
          <th scope="col" className="w-20 p-2">
            {labels.type}
          </th>
          <th scope="col" className="p-2">
            {labels.name}
          </th>
          <th scope="col" className="p-2">
            {labels.value}
          </th>
          <th scope="col" className="w-36 p-2">
            {labels.status}
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr
            key={`${record.type} ${record.name}`}
            data-status={record.status}
            className="border-b border-line align-top"
          >
            <td className="p-2 font-mono">{record.type}</td>
            <td className="p-2 font-mono break-all">{record.name}</td>
            <td className="p-2 font-mono break-all">
              {record.value}
              {record.status === "wrong" && (record.found?.length ?? 0) > 0 ? (
                <p className="mt-1 font-sans text-danger-text">
                  {labels.foundInstead(record.found?.join(" · ") ?? "")}
                </p>
              ) : null}
            </td>
            <td className="p-2">
              <Badge tone={TONES[record.status]}>{labels.statuses[record.status]}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
