/**
 * `/domains/{id}`: a sender domain's DNS records with their statuses and "Validate", which looks
 * them up now (`validateEmailDomain`) and shows what was found.
 */
import type { Schema } from "@canvass/sdk/contract";
import { Button, EmptyState } from "@canvass/ui";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EditFrame, EntityState, useApiQuery } from "../../patterns";
import { DnsRecordTable } from "./DnsRecordTable";

type Domain = Schema<"EmailDomain">;

export function DomainPage() {
  const t = useT();
  const { id = "" } = useParams();
  const { client } = useRuntime().services;
  const read = useApiQuery(`email-domain:${id}`, (signal) =>
    client.call("getEmailDomain", { params: { path: { id } }, signal }),
  );
  const [validated, setValidated] = useState<Domain | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const domain = validated ?? read.data;
  const validate = async () => {
    setChecking(true);
    setFailed(false);
    const answer = await client.call("validateEmailDomain", { params: { path: { id } } });
    setChecking(false);
    if (answer.ok) setValidated(answer.data);
    else setFailed(true);
  };
  const title = t("emailDelivery.domain.title", { domain: domain?.domain ?? id });
  let body;
  if (domain === undefined) {
    body =
      read.error?.kind === "http" && read.error.status === 404 ? (
        <EmptyState title={t("emailDelivery.domain.notFound")} />
      ) : (
        <EntityState error={read.error} onRetry={read.reload} />
      );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p>
          {t("emailDelivery.domain.status")}{" "}
          <strong data-testid="domain-status">
            {t(`emailDelivery.domainStatus.${domain.status}`)}
          </strong>
        </p>
        <p className="text-sm text-muted-foreground">{t("emailDelivery.domain.publish")}</p>
        <DnsRecordTable records={domain.records} />
        <div className="flex items-center gap-3">
          <Button onClick={() => void validate()} disabled={checking}>
            {checking ? t("emailDelivery.domain.validating") : t("emailDelivery.domain.validate")}
          </Button>
          {failed ? (
            <p role="alert" className="text-destructive">
              {t("emailDelivery.domain.validateFailed")}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <EditFrame title={title} tabsLabel={title} tabs={[]} current="records">
      {body}
    </EditFrame>
  );
}
