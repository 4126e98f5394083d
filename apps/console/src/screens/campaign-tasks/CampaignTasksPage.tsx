import { isHttpError } from "@canvass/sdk/client";
import { Button, FormFieldRow, PageHeader, SortableFieldList } from "@canvass/ui";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, PageFrame } from "../../patterns";
import { UnsavedChangesGuard } from "../../patterns/form/UnsavedChangesGuard";
import { fieldProblemText } from "../../patterns/form/problem-words";
import { useCampaign } from "../campaigns/use-campaign";
import { taskProblems, withKeys, withoutKeys, type CampaignTask, type TaskRow } from "./task-rows";

type Status = "idle" | "saving" | "saved" | "failed";

const INPUT = "rounded-md border border-input-line bg-input px-2 py-1 text-sm text-input-fg";

/**
 * `/campaign/{id}/tasks` (EditCampaignTasks, root team only; the router's gate sends everyone
 * else away): the campaign's tasks (`raw_processes`) in run order, each a type and a settings
 * reference. Add, remove, move (drag, the handle's keyboard moves, or move up and down), then
 * save the whole list with `POST /campaigns/{id}/tasks/`. Each task type once (the SDK rule the
 * server answers 422 with) is checked before sending. A refused or failed save keeps every edit;
 * problems show on their rows. Leaving with unsaved edits asks first.
 */
export function CampaignTasksPage() {
  const query = useCampaign();
  const campaign = query.data;
  if (campaign === undefined) return <EntityState error={query.error} onRetry={query.reload} />;
  return (
    <TasksEditor
      key={campaign.id}
      id={campaign.id}
      title={campaign.title}
      stored={campaign.raw_processes ?? []}
    />
  );
}

let nextKey = 0;

function TasksEditor({
  id,
  title,
  stored,
}: {
  readonly id: string;
  readonly title: string;
  readonly stored: readonly CampaignTask[];
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [original, setOriginal] = useState(() => withKeys(stored));
  const [rows, setRows] = useState(original);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<"fields" | "retry" | "other" | null>(null);
  const dirty = JSON.stringify(withoutKeys(rows)) !== JSON.stringify(withoutKeys(original));
  const saving = status === "saving";

  const change = (next: TaskRow[]) => {
    setRows(next);
    setProblems({});
    if (status === "saved") setStatus("idle");
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    change(next);
  };
  const save = async () => {
    const tasks = withoutKeys(rows);
    const local = taskProblems(tasks);
    if (Object.keys(local).length > 0) {
      setProblems(local);
      setFailure("fields");
      setStatus("failed");
      return;
    }
    setStatus("saving");
    const result = await client.call("setCampaignTasks", {
      params: { path: { id } },
      body: { raw_processes: tasks },
    });
    if (result.ok) {
      const saved = withKeys(result.data.raw_processes ?? tasks);
      setOriginal(saved);
      setRows(saved);
      setProblems({});
      setFailure(null);
      setStatus("saved");
      return;
    }
    const { error } = result;
    if (!isHttpError(error) || error.status >= 500) {
      setFailure("retry");
    } else {
      const found = Object.fromEntries(
        (error.problem?.errors ?? []).map((entry) => [entry.field, entry.code ?? "invalid"]),
      );
      setProblems(found);
      setFailure(Object.keys(found).length > 0 ? "fields" : "other");
    }
    setStatus("failed");
  };
  const rowProblem = (index: number) =>
    (["type", "settings"] as const).flatMap((property) => {
      const code = problems[`/raw_processes/${String(index)}/${property}`];
      if (code === undefined) return [];
      const text =
        code === "duplicate" && property === "type"
          ? t("campaignTasks.problem.duplicate")
          : fieldProblemText(t, code);
      return [`${t(`campaignTasks.${property}`)}: ${text}`];
    });

  return (
    <PageFrame width="profile" data-screen="campaignTasks">
      <PageHeader
        title={t("campaignTasks.title", { title })}
        actions={
          <Link to={`/campaign/${encodeURIComponent(id)}`} className="text-sm underline">
            {t("campaignTasks.back")}
          </Link>
        }
      />
      <UnsavedChangesGuard form={{ dirty, blocksLeaving: () => dirty && !saving }} />
      <p className="text-sm text-muted">{t("campaignTasks.intro")}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {rows.length === 0 ? (
          <p className="text-sm text-muted">{t("campaignTasks.empty")}</p>
        ) : (
          <SortableFieldList
            items={rows}
            idOf={(row) => row.key}
            label={t("campaignTasks.list")}
            disabled={saving}
            onMove={move}
            renderItem={(row, index, handleProps) => (
              <FormFieldRow
                label={row.type.trim() === "" ? t("campaignTasks.unnamed") : row.type}
                name={row.settings}
                typeLabel={t("campaignTasks.position", { position: index + 1 })}
                index={index}
                count={rows.length}
                problems={rowProblem(index)}
                labels={{
                  moveUp: t("campaignEdit.form.moveUp"),
                  moveDown: t("campaignEdit.form.moveDown"),
                  remove: t("campaignEdit.form.remove"),
                  drag: t("campaignEdit.form.drag"),
                  required: t("campaignEdit.form.property.required"),
                }}
                disabled={saving}
                handleProps={handleProps}
                onMoveUp={() => {
                  move(index, index - 1);
                }}
                onMoveDown={() => {
                  move(index, index + 1);
                }}
                onRemove={() => {
                  change(rows.filter((_, at) => at !== index));
                }}
              >
                <div className="grid gap-2 sm:grid-cols-2">
                  {(["type", "settings"] as const).map((property) => (
                    <label key={property} className="flex flex-col gap-1 text-sm">
                      {t(`campaignTasks.${property}`)}
                      <input
                        className={INPUT}
                        value={row[property]}
                        disabled={saving}
                        aria-invalid={
                          problems[`/raw_processes/${String(index)}/${property}`] !== undefined
                        }
                        onChange={(event) => {
                          change(
                            rows.map((entry, at) =>
                              at === index ? { ...entry, [property]: event.target.value } : entry,
                            ),
                          );
                        }}
                      />
                    </label>
                  ))}
                </div>
              </FormFieldRow>
            )}
          />
        )}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={saving}
            onClick={() => {
              nextKey += 1;
              change([...rows, { type: "", settings: "", key: `new-${String(nextKey)}` }]);
            }}
          >
            {t("campaignTasks.add")}
          </Button>
        </div>
        {status === "failed" && failure !== null ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
          >
            {failure === "fields"
              ? t("form.invalid")
              : failure === "retry"
                ? t("campaignEdit.failedKept")
                : t("problem.other")}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={saving} disabled={!dirty && status !== "failed"}>
            {status === "failed" && failure === "retry" ? t("form.retry") : t("form.save")}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={saving || !dirty}
            onClick={() => {
              setRows(original);
              setProblems({});
              setFailure(null);
              setStatus("idle");
            }}
          >
            {t("campaignEdit.discard")}
          </Button>
          <span role="status" className="text-sm text-muted">
            {saving ? t("campaignEdit.saving") : status === "saved" ? t("campaignEdit.saved") : ""}
          </span>
        </div>
      </form>
    </PageFrame>
  );
}
