/**
 * `/sourcecodes/{name}`: `new` creates a source code, any other value is the id of the one to
 * edit (the contract has no single read: the list's largest page is searched for it).
 */
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { EmptyState } from "@canvass/ui";
import { useParams } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { EditFrame, EntityState, useApiQuery } from "../../../patterns";
import { SourceCodeForm } from "./SourceCodeForm";
import { useCampaignTitles } from "./use-campaign-titles";

export function SourceCodePage() {
  const t = useT();
  const { name = "" } = useParams();
  const { client } = useRuntime().services;
  const creating = name === "new";
  const campaigns = useCampaignTitles();
  const list = useApiQuery(`sourcecodes:all`, (signal) =>
    client.call("listSourceCodes", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE } },
      signal,
    }),
  );
  const options = campaigns.list.map((c) => ({ value: c.id, display: c.title }));
  const sourceCode = list.data?.Result.find((row) => row.id === name);
  const title = creating
    ? t("admin.sourceCodes.newTitle")
    : t("admin.sourceCodes.editTitle", { name: sourceCode?.name ?? name });
  let body;
  if (campaigns.data === undefined) {
    body = <EntityState error={campaigns.error} onRetry={campaigns.reload} />;
  } else if (creating) {
    body = <SourceCodeForm campaigns={options} />;
  } else if (list.data === undefined) {
    body = <EntityState error={list.error} onRetry={list.reload} />;
  } else if (sourceCode === undefined) {
    body = <EmptyState title={t("admin.sourceCodes.notFound")} />;
  } else {
    body = <SourceCodeForm key={sourceCode.id} sourceCode={sourceCode} campaigns={options} />;
  }
  return (
    <EditFrame title={title} tabsLabel={title} tabs={[]} current="general">
      {body}
    </EditFrame>
  );
}
