/** Every machine of the package by name: the diagrams are written from this list. */
import type { AnyStateMachine } from "xstate";
import { searchMachine } from "./search/search.machine";
import { menuMachine } from "./menu/menu.machine";
import { avatarMachine } from "./avatar/avatar.machine";
import { sessionMachine } from "./session/session.machine";
import { languageMachine } from "./language/language.machine";
import { signInMachine } from "./sign-in/sign-in.machine";
import { notificationsMachine } from "./notifications/notifications.machine";
import { feedbackPopupMachine } from "./feedback-popup/feedback-popup.machine";
import { bulkImportMachine } from "./bulk-import/bulk-import.machine";
import { lookupMachine } from "./lookup/lookup.machine";
import { batchRunMachine } from "./batch-run/batch-run.machine";
import { campaignEditorMachine } from "./campaign-editor/campaign-editor.machine";
import { formBuilderMachine } from "./form-builder/form-builder.machine";
import { jobRunMachine } from "./job-run/job-run.machine";
import { batchEditMachine } from "./batch-edit/batch-edit.machine";
import { importWizardMachine } from "./import-wizard/import-wizard.machine";
import { reportBuilderMachine } from "./report-builder/report-builder.machine";

export const MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  search: searchMachine,
  menu: menuMachine,
  avatar: avatarMachine,
  session: sessionMachine,
  language: languageMachine,
  signIn: signInMachine,
  notifications: notificationsMachine,
  feedbackPopup: feedbackPopupMachine,
  bulkImport: bulkImportMachine,
  lookup: lookupMachine,
  batchRun: batchRunMachine,
  campaignEditor: campaignEditorMachine,
  formBuilder: formBuilderMachine,
  jobRun: jobRunMachine,
  batchEdit: batchEditMachine,
  importWizard: importWizardMachine,
  reportBuilder: reportBuilderMachine,
};
