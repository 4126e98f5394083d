/**
 * The per-submission actions (issue 18), each for one submission or many (`ids`), shown by
 * permission: reassign to another player (admin or manager), resend a task, delete (root team
 * only, a confirmation naming the submissions). Many ids run one after the other with progress
 * and a cancel. Each reports success or failure; `onDone` lets the caller reload (the history).
 */
import { can } from "@canvass/sdk/permissions";
import { Button, ConfirmModal, Dialog, TextField } from "@canvass/ui";
import { useRef, useState } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { runEach, type RunOutcome } from "./run-each";

type Action = "reassign" | "resend" | "delete";

export interface SubmissionActionsProps {
  readonly ids: readonly string[];
  readonly onDone: () => void;
  readonly onDeleted: (ids: readonly string[]) => void;
}

export function SubmissionActions({ ids, onDone, onDeleted }: SubmissionActionsProps) {
  const t = useT();
  const permissions = usePermissions();
  const [open, setOpen] = useState<Action | null>(null);
  if (permissions === null) return null;
  const close = () => {
    setOpen(null);
  };
  return (
    <>
      {can(permissions, "ReassignSubmissions") ? (
        <Button
          variant="secondary"
          onClick={() => {
            setOpen("reassign");
          }}
        >
          {t("actions.reassign")}
        </Button>
      ) : null}
      {can(permissions, "ResendSubmissionTasks") ? (
        <Button
          variant="secondary"
          onClick={() => {
            setOpen("resend");
          }}
        >
          {t("actions.resend")}
        </Button>
      ) : null}
      {can(permissions, "DeleteSubmissions") ? (
        <Button
          variant="danger"
          onClick={() => {
            setOpen("delete");
          }}
        >
          {t("actions.delete")}
        </Button>
      ) : null}
      {open === "reassign" ? <ReassignDialog ids={ids} onClose={close} onDone={onDone} /> : null}
      {open === "resend" ? <ResendDialog ids={ids} onClose={close} onDone={onDone} /> : null}
      {open === "delete" ? <DeleteDialog ids={ids} onClose={close} onDone={onDeleted} /> : null}
    </>
  );
}

/** Runs a call per id with progress, cancel and one notification at the end. */
function useRun() {
  const t = useT();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const cancelRef = useRef(false);
  async function run(
    ids: readonly string[],
    call: (id: string) => Promise<{ ok: true } | { ok: false; message: string }>,
  ): Promise<RunOutcome> {
    cancelRef.current = false;
    setProgress({ done: 0, total: ids.length });
    const outcome = await runEach(
      ids,
      call,
      (done, total) => {
        setProgress({ done, total });
      },
      () => cancelRef.current,
    );
    setProgress(null);
    notify(
      outcome.failed.length === 0
        ? { severity: "success", title: t("actions.succeeded", { count: outcome.done.length }) }
        : {
            severity: "error",
            title: t("actions.failed", {
              count: outcome.failed.length,
              reason: outcome.failed[0]?.message ?? "",
            }),
          },
    );
    return outcome;
  }
  const cancel = () => {
    cancelRef.current = true;
  };
  return { run, progress, cancel };
}

function Progress({
  progress,
  onCancel,
}: {
  progress: { done: number; total: number } | null;
  onCancel: () => void;
}) {
  const t = useT();
  if (progress === null || progress.total < 2) return null;
  return (
    <div className="flex items-center gap-2 text-sm" role="status">
      <progress value={progress.done} max={progress.total} aria-label={t("actions.progress")} />
      {t("actions.progressText", { done: progress.done, total: progress.total })}
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t("actions.cancelRun")}
      </Button>
    </div>
  );
}

const message = (error: { message: string }) => error.message;

function DeleteDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  onClose: () => void;
  onDone: (ids: readonly string[]) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const { run, progress } = useRun();
  return (
    <ConfirmModal
      open
      severity="error"
      title={t("actions.deleteTitle", { count: ids.length, id: ids[0] ?? "" })}
      description={t("actions.deleteDescription", { ids: ids.slice(0, 10).join(", ") })}
      continueText={t("actions.delete")}
      cancelText={t("actions.cancel")}
      saving={progress !== null}
      onCancel={onClose}
      onContinue={() => {
        void run(ids, async (id) => {
          const result = await client.call("deleteAccount", { params: { path: { id } } });
          return result.ok ? { ok: true } : { ok: false, message: message(result.error) };
        }).then((outcome) => {
          onClose();
          onDone(outcome.done);
        });
      }}
    />
  );
}

function ResendDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const { run, progress, cancel } = useRun();
  const first = ids[0] ?? "";
  const tasks = useApiQuery(`resend:${first}`, (signal) =>
    client.call("listResendTasks", { params: { path: { id: first } }, signal }),
  );
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("actions.resendTitle")}
      dismissible={progress === null}
      showCloseButton
      closeLabel={t("actions.cancel")}
    >
      <Progress progress={progress} onCancel={cancel} />
      {tasks.data === undefined ? (
        <p className="text-sm text-fg-muted">
          {tasks.error === undefined ? t("actions.loading") : tasks.error.message}
        </p>
      ) : tasks.data.Result.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("actions.noTasks")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tasks.data.Result.map((task) => (
            <li key={task.task} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {task.task} <span className="text-fg-muted">({task.status})</span>
              </span>
              <Button
                size="sm"
                disabled={progress !== null}
                onClick={() => {
                  void run(ids, async (id) => {
                    const result = await client.call("resendAccountTask", {
                      params: { path: { id, task: task.task } },
                    });
                    return result.ok ? { ok: true } : { ok: false, message: message(result.error) };
                  }).then(() => {
                    onClose();
                    onDone();
                  });
                }}
              >
                {t("actions.resendTask", { task: task.task })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function ReassignDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const { run, progress, cancel } = useRun();
  const [query, setQuery] = useState("");
  const term = query.trim();
  // The server lists only the players in the operator's scope.
  const players = useApiQuery(`reassign-players:${term}`, (signal) =>
    client.call("listPlayers", {
      params: { query: { PageSize: 20, ...(term.length >= 2 ? { q: term } : {}) } },
      signal,
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("actions.reassignTitle", { count: ids.length })}
      dismissible={progress === null}
      showCloseButton
      closeLabel={t("actions.cancel")}
    >
      <Progress progress={progress} onCancel={cancel} />
      <TextField label={t("actions.playerSearch")} value={query} onValueChange={setQuery} />
      <ul
        className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto"
        aria-label={t("actions.players")}
      >
        {(players.data?.Result ?? []).map((player) => (
          <li key={player.id}>
            <Button
              variant="ghost"
              size="sm"
              disabled={progress !== null}
              onClick={() => {
                void run(ids, async (id) => {
                  const result = await client.call("reassignAccount", {
                    params: { path: { id }, query: { playerId: player.id } },
                  });
                  return result.ok ? { ok: true } : { ok: false, message: message(result.error) };
                }).then(() => {
                  onClose();
                  onDone();
                });
              }}
            >
              {t("actions.reassignTo", { name: player.full_name })}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
