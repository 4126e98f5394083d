/**
 * The per-submission actions (issue 18) on one submission, the ticked rows of /subs, or all the
 * rows matching its filter (decision 0023), each shown by permission (the SDK's `can`): reassign
 * to another player (admin or manager), resend a task, delete (root team only). A choice dialog
 * takes what the action needs (the player, the task); `BatchRunDialog` then runs it through
 * `batchRunMachine` — expanding a filter, confirming the exact count, progress, Stop, and a
 * summary that keeps every failure. `onDone` lets the caller reload.
 */
import { can, type NamedPermission } from "@canvass/sdk/permissions";
import { Button, Dialog, TextField } from "@canvass/ui";
import { Send, Trash2, UserRoundPen } from "lucide-react";
import { useState, type ReactNode } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { BatchRunDialog } from "./BatchRunDialog";
import type { BatchTarget, ChosenAction, SubmissionAction } from "./batch-target";

export type { BatchTarget, ChosenAction, SubmissionAction } from "./batch-target";

export interface SubmissionActionsProps {
  /** The submissions: ids (`ids` for short), or the filter of an "all matching" selection. */
  readonly ids?: readonly string[];
  readonly target?: BatchTarget;
  /** Buttons in the small size (the bulk bar). */
  readonly compact?: boolean;
  readonly onDone: () => void;
  readonly onDeleted: (ids: readonly string[]) => void;
}

const ACTIONS: readonly {
  readonly action: SubmissionAction;
  readonly permission: NamedPermission;
  readonly label: string;
  readonly icon: ReactNode;
  readonly variant: "secondary" | "danger";
}[] = [
  {
    action: "reassign",
    permission: "ReassignSubmissions",
    label: "actions.reassign",
    icon: <UserRoundPen size={14} />,
    variant: "secondary",
  },
  {
    action: "resend",
    permission: "ResendSubmissionTasks",
    label: "actions.resend",
    icon: <Send size={14} />,
    variant: "secondary",
  },
  {
    action: "delete",
    permission: "DeleteSubmissions",
    label: "actions.delete",
    icon: <Trash2 size={14} />,
    variant: "danger",
  },
];

export function SubmissionActions({
  ids,
  target,
  compact,
  onDone,
  onDeleted,
}: SubmissionActionsProps) {
  const t = useT();
  const permissions = usePermissions();
  const [open, setOpen] = useState<SubmissionAction | null>(null);
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const on: BatchTarget = target ?? { kind: "ids", ids: ids ?? [] };
  if (permissions === null) return null;
  const close = () => {
    setOpen(null);
  };
  const sampleId = on.kind === "ids" ? on.ids[0] : on.sampleId;
  return (
    <>
      {ACTIONS.filter((entry) => can(permissions, entry.permission)).map((entry) => (
        <Button
          key={entry.action}
          variant={entry.variant}
          {...(compact === true ? { size: "sm" as const, icon: entry.icon } : {})}
          onClick={() => {
            if (entry.action === "delete") setChosen({ action: "delete" });
            else setOpen(entry.action);
          }}
        >
          {t(entry.label)}
        </Button>
      ))}
      {open === "reassign" ? (
        <ReassignDialog
          count={on.kind === "ids" ? on.ids.length : on.count}
          onClose={close}
          onChoose={(next) => {
            setOpen(null);
            setChosen(next);
          }}
        />
      ) : null}
      {open === "resend" && sampleId !== undefined ? (
        <ResendDialog
          sampleId={sampleId}
          onClose={close}
          onChoose={(next) => {
            setOpen(null);
            setChosen(next);
          }}
        />
      ) : null}
      {chosen === null ? null : (
        <BatchRunDialog
          target={on}
          chosen={chosen}
          // A delete always asks (naming the submissions); many ids too.
          confirm={chosen.action === "delete" || on.kind === "filter"}
          onClose={(succeeded) => {
            const action = chosen.action;
            setChosen(null);
            if (succeeded.length === 0) return;
            if (action === "delete") onDeleted(succeeded);
            else onDone();
          }}
        />
      )}
    </>
  );
}

function ResendDialog({
  sampleId,
  onClose,
  onChoose,
}: {
  sampleId: string;
  onClose: () => void;
  onChoose: (chosen: ChosenAction) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const tasks = useApiQuery(`resend:${sampleId}`, (signal) =>
    client.call("listResendTasks", { params: { path: { id: sampleId } }, signal }),
  );
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("actions.resendTitle")}
      showCloseButton
      closeLabel={t("actions.cancel")}
    >
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
                onClick={() => {
                  onChoose({ action: "resend", task: task.task });
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
  count,
  onClose,
  onChoose,
}: {
  count: number;
  onClose: () => void;
  onChoose: (chosen: ChosenAction) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
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
      title={t("actions.reassignTitle", { count })}
      showCloseButton
      closeLabel={t("actions.cancel")}
    >
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
              onClick={() => {
                onChoose({ action: "reassign", playerId: player.id, playerName: player.full_name });
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
