/**
 * `/fieldopts` (ManageFieldOptions): the optional field options by field — each option list with
 * the campaigns it applies to (or "default") — and their deletion after a confirmation. Each
 * field opens its editor (`/fieldopts/{name}`); a new field's options start at `NewFieldBox`.
 */
import { Button, Card, EmptyState, PageHeader } from "@canvass/ui";
import { Link } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { EntityState, PageFrame, useApiQuery } from "../../../patterns";
import { useConfirm, useNotify } from "../../../shell/use-notify";
import { useCampaignTitles } from "../source-codes/use-campaign-titles";
import { NewFieldBox } from "./NewFieldBox";

export function FieldOptionsPage() {
  const t = useT();
  const notify = useNotify();
  const confirm = useConfirm();
  const { client } = useRuntime().services;
  const campaigns = useCampaignTitles();
  const list = useApiQuery("optfields:all", (signal) =>
    client.call("listOptionalFieldOptions", { signal }),
  );
  if (list.data === undefined) return <EntityState error={list.error} onRetry={list.reload} />;
  const byField = new Map<string, typeof list.data.Result>();
  for (const option of list.data.Result) {
    byField.set(option.field, [...(byField.get(option.field) ?? []), option]);
  }
  const remove = (field: string, id: string) => {
    confirm({
      title: t("admin.fieldOptions.deleteTitle"),
      description: t("admin.fieldOptions.deleteText", { field }),
      severity: "warning",
      cancellable: true,
      continueText: t("admin.fieldOptions.delete"),
      onContinue: async () => {
        const answer = await client.call("deleteOptionalFieldOption", {
          params: { path: { field, id } },
        });
        notify(
          answer.ok
            ? { title: t("admin.fieldOptions.deleted"), severity: "success" }
            : { title: t("admin.fieldOptions.deleteFailed"), severity: "error" },
        );
        list.reload();
      },
    });
  };
  return (
    <PageFrame>
      <PageHeader title={t("admin.fieldOptions.title")} />
      <NewFieldBox />
      {byField.size === 0 ? <EmptyState title={t("admin.fieldOptions.none")} /> : null}
      <div className="flex flex-col gap-4">
        {[...byField.entries()].map(([field, options]) => (
          <Card key={field} className="p-4">
            <h2 className="mb-3 text-base font-semibold">
              <Link
                to={`/fieldopts/${encodeURIComponent(field)}`}
                className="underline-offset-4 hover:underline"
              >
                {field}
              </Link>
            </h2>
            <ul className="flex flex-col gap-3">
              {options.map((option) => (
                <li key={option.id} className="flex flex-wrap items-start gap-3">
                  <div className="flex-1">
                    <p className="text-sm">{option.options.join(", ")}</p>
                    <p className="text-xs text-muted-foreground">
                      {option.campaigns === "default"
                        ? t("admin.fieldOptions.default")
                        : option.campaigns.map((id) => campaigns.byId.get(id) ?? id).join(", ")}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("admin.fieldOptions.deleteOne", { field })}
                    onClick={() => {
                      remove(field, option.id);
                    }}
                  >
                    {t("admin.fieldOptions.delete")}
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
