import {
  bulkImportMachine,
  createBulkImportActors,
  selectBulkImportView,
  type BulkAnnouncement,
  type BulkImportContext,
  type BulkImportEvent,
  type BulkImportView,
  type BulkReadOutcome,
  type ReadSourceInput,
} from "@canvass/machines";
import { rankBelow } from "@canvass/sdk/permissions";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useMemo } from "react";
import { fromPromise } from "xstate";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useNotify } from "../../shell/use-notify";
import { failureText } from "./bulk-words";
import { readBulkSource } from "./read-source";

/** What every step of the wizard reads and sends. */
export interface BulkWizard {
  /** What the operator gave so far (file, text, mapping, defaults, answers). */
  readonly context: BulkImportContext;
  readonly view: BulkImportView;
  readonly send: (event: BulkImportEvent) => void;
}

const readSource = fromPromise<BulkReadOutcome, ReadSourceInput>(({ input }) =>
  readBulkSource(input.source),
);

/**
 * The bulk wizard's actor for this page (`bulkImportMachine` of @canvass/machines): the SDK's
 * calls and the console's file reader injected, a toast when a creation ends. The machine owns
 * the flow; the page renders its context and view and sends the steps' events.
 */
export function useBulkWizard(): BulkWizard {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const permissions = usePermissions();

  const announce = (outcome: BulkAnnouncement) => {
    switch (outcome.kind) {
      case "created":
        notify({
          severity: "success",
          title: t("bulk.toast.created", { count: outcome.report.created.length }),
        });
        return;
      case "refused":
        notify({
          severity: "warning",
          title: t("bulk.toast.refused", { count: outcome.problems.length }),
        });
        return;
      case "failed":
        notify({
          severity: "error",
          title: t("bulk.preview.createFailed"),
          description: failureText(t, outcome.error),
        });
    }
  };
  const actors = useMemo(() => ({ ...createBulkImportActors(client), readSource }), [client]);
  const machine = bulkImportMachine.provide({
    actors,
    actions: {
      announce: (_, params: BulkAnnouncement) => {
        announce(params);
      },
    },
  });
  const actor = useActorRef(machine, {
    input: { assignableRoles: permissions === null ? [] : rankBelow(permissions.role) },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const view = useSelector(actor, selectBulkImportView);
  const send = useCallback(
    (event: BulkImportEvent) => {
      actor.send(event);
    },
    [actor],
  );
  return { context, view, send };
}
