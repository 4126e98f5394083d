/**
 * `/fieldopts/{name}` and `/fieldopts/{name}/new` (ManageFieldOptions): the options of one field —
 * its default choices and those of particular campaigns — each edited in its own form, with how
 * many submissions hold each value; `new` adds an option to the field.
 */
import { buttonClassName, EmptyState, PageHeader } from "@canvass/ui";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { EntityState, PageFrame, useApiQuery } from "../../../patterns";
import { useCampaignTitles } from "../source-codes/use-campaign-titles";
import { FieldOptionForm } from "./FieldOptionForm";
import { useFieldUsage } from "./use-field-usage";

function useFieldOptions() {
  const { client } = useRuntime().services;
  return useApiQuery("optfields:all", (signal) =>
    client.call("listOptionalFieldOptions", { signal }),
  );
}

function FieldOptionScreen({ creating }: { readonly creating: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { name: field = "" } = useParams();
  const list = useFieldOptions();
  const campaigns = useCampaignTitles();
  const usage = useFieldUsage(field);
  const options = (list.data?.Result ?? []).filter((option) => option.field === field);
  const picker = campaigns.list.map((c) => ({ value: c.id, display: c.title }));
  const back = () => {
    list.reload();
    void navigate(`/fieldopts/${encodeURIComponent(field)}`);
  };
  let body;
  if (list.data === undefined) body = <EntityState error={list.error} onRetry={list.reload} />;
  else if (campaigns.data === undefined) {
    body = <EntityState error={campaigns.error} onRetry={campaigns.reload} />;
  } else if (creating) {
    body = (
      <FieldOptionForm
        field={field}
        others={options}
        campaigns={picker}
        usage={usage.byValue}
        onSaved={back}
      />
    );
  } else if (options.length === 0) {
    body = <EmptyState title={t("admin.fieldOptions.noneForField", { field })} />;
  } else {
    body = options.map((option) => (
      <FieldOptionForm
        key={`${option.id}:${option.options.join("\u0000")}`}
        field={field}
        option={option}
        others={options}
        campaigns={picker}
        usage={usage.byValue}
        onSaved={list.reload}
      />
    ));
  }
  return (
    <PageFrame>
      <PageHeader
        title={
          creating
            ? t("admin.fieldOptions.newTitle", { field })
            : t("admin.fieldOptions.fieldTitle", { field })
        }
        actions={
          creating ? undefined : (
            <Link
              to={`/fieldopts/${encodeURIComponent(field)}/new`}
              className={buttonClassName("secondary")}
            >
              {t("admin.fieldOptions.add")}
            </Link>
          )
        }
      />
      <div className="flex flex-col gap-4">{body}</div>
    </PageFrame>
  );
}

export function FieldOptionPage() {
  return <FieldOptionScreen creating={false} />;
}

export function FieldOptionNewPage() {
  return <FieldOptionScreen creating />;
}
