/**
 * `/templates/{tempId}/version/{id}` (ManageEmailTemplates): a template's version editor —
 * subject, preheader, locale and the HTML/MJML body with merge variables and blocks — with the
 * server's rendering in a sandboxed preview (desktop or phone, light or dark, sample values),
 * what could not be filled, the version list (open, activate, delete) and a test send.
 * `id` = `new` writes a new version.
 */
import type { Schema } from "@canvass/sdk/contract";
import { isHttpError } from "@canvass/sdk/client";
import { EMAIL_VARIABLES } from "@canvass/sdk/email-templates";
import {
  Button,
  EmailPreview,
  EmptyState,
  TextField,
  VersionList,
  type EmailPreviewDevice,
  type EmailPreviewScheme,
} from "@canvass/ui";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EditFrame, EntityState, useApiQuery } from "../../patterns";
import { statusProblemText } from "../../patterns/form/problem-words";
import { BodyEditor } from "./body-editor/BodyEditor";
import { SamplePicker } from "./SamplePicker";
import { versionPath } from "./template-paths";

type Version = Schema<"EmailTemplateVersion">;
type Rendered = Schema<"EmailRendered">;

interface Draft {
  readonly subject: string;
  readonly preheader: string;
  readonly locale: string;
  readonly html: string;
}

const EMPTY: Draft = {
  subject: "",
  preheader: "",
  locale: "en",
  html: "<p>Hello {{ FirstName }}</p>",
};

function draftOf(version: Version | undefined): Draft {
  return version === undefined
    ? EMPTY
    : {
        subject: version.subject,
        preheader: version.preheader ?? "",
        locale: version.locale ?? "en",
        html: version.html,
      };
}

function VersionEditor({
  template,
  version,
  onChanged,
}: {
  readonly template: Schema<"EmailTemplate">;
  readonly version: Version | undefined;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const [draft, setDraft] = useState<Draft>(() => draftOf(version));
  const [device, setDevice] = useState<EmailPreviewDevice>("desktop");
  const [scheme, setScheme] = useState<EmailPreviewScheme>("light");
  const [rendered, setRendered] = useState<Rendered | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [testTo, setTestTo] = useState("");
  const [sample, setSample] = useState<string | undefined>();
  const sampleOf = sample === undefined ? {} : { submission: sample };
  const blocks = useApiQuery("emailblocks:names", (signal) =>
    client.call("listEmailBlocks", { params: { query: { PageSize: 500 } }, signal }),
  );
  const blockNames = useMemo(
    () => [...new Set((blocks.data?.Result ?? []).map((block) => block.name))],
    [blocks.data],
  );
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const problemOf = (error: unknown) =>
    isHttpError(error) ? statusProblemText(t, error.status) : t("form.failed");

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const body = { ...draft };
    const result =
      version === undefined
        ? await client.call("createEmailTemplateVersion", {
            params: { path: { id: template.id } },
            body,
          })
        : await client.call("updateEmailTemplateVersion", {
            params: { path: { id: template.id, v: version.v } },
            body,
          });
    setBusy(false);
    if (!result.ok) {
      setFailure(problemOf(result.error));
      return;
    }
    setNotice(t("emailTemplates.saved", { v: result.data.v }));
    onChanged();
    if (version === undefined) void navigate(versionPath(template.id, result.data.v));
  };

  const preview = async () => {
    if (version === undefined) return;
    setBusy(true);
    setFailure(null);
    const result = await client.call("previewEmailTemplateVersion", {
      params: { path: { id: template.id, v: version.v } },
      body: { ...draft, ...sampleOf },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(problemOf(result.error));
      return;
    }
    setRendered(result.data);
  };

  const sendTest = async () => {
    if (version === undefined) return;
    setBusy(true);
    setFailure(null);
    const result = await client.call("sendEmailTemplateTest", {
      params: { path: { id: template.id, v: version.v } },
      body: { to: testTo.trim(), ...sampleOf },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(problemOf(result.error));
      return;
    }
    setNotice(t("emailTemplates.testSent", { to: result.data.to }));
  };

  const act = async (kind: "activate" | "delete", v: number) => {
    setBusy(true);
    setFailure(null);
    const path = { id: template.id, v };
    const result =
      kind === "activate"
        ? await client.call("activateEmailTemplateVersion", { params: { path } })
        : await client.call("deleteEmailTemplateVersion", { params: { path } });
    setBusy(false);
    if (!result.ok) {
      setFailure(problemOf(result.error));
      return;
    }
    onChanged();
    if (kind === "delete" && v === version?.v) void navigate(versionPath(template.id, "new"));
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="flex flex-col gap-4" aria-label={t("emailTemplates.editor")}>
          <TextField
            label={t("emailTemplates.field.subject")}
            value={draft.subject}
            onValueChange={(subject) => {
              change({ subject });
            }}
            required
          />
          <TextField
            label={t("emailTemplates.field.preheader")}
            value={draft.preheader}
            onValueChange={(preheader) => {
              change({ preheader });
            }}
          />
          <TextField
            label={t("emailTemplates.field.locale")}
            value={draft.locale}
            onValueChange={(locale) => {
              change({ locale });
            }}
          />
          <BodyEditor
            label={t("emailTemplates.field.body")}
            value={draft.html}
            onChange={(html) => {
              change({ html });
            }}
            variables={EMAIL_VARIABLES}
            blocks={blockNames}
            words={{
              pickerHint: t("emailTemplates.pickerHint", {
                variable: "{{",
                block: '{% include "',
              }),
              variablesHint: t("emailTemplates.variablesHint"),
              blocksHint: t("emailTemplates.blocksHint"),
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button loading={busy} onClick={() => void save()}>
              {version === undefined ? t("emailTemplates.createVersion") : t("emailTemplates.save")}
            </Button>
            {version === undefined ? null : (
              <Button variant="secondary" disabled={busy} onClick={() => void preview()}>
                {t("emailTemplates.preview")}
              </Button>
            )}
            {version === undefined ? null : (
              <Button
                variant="secondary"
                onClick={() => void navigate(versionPath(template.id, "new"))}
              >
                {t("emailTemplates.newVersion")}
              </Button>
            )}
          </div>
          {failure === null ? null : (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          {notice === null ? null : (
            <p role="status" className="text-sm">
              {notice}
            </p>
          )}
        </section>
        <section className="flex flex-col gap-4" aria-label={t("emailTemplates.previewTitle")}>
          {version === undefined ? null : <SamplePicker value={sample} onChange={setSample} />}
          {rendered === undefined ? (
            <p className="text-sm text-fg-muted">{t("emailTemplates.previewHint")}</p>
          ) : (
            <>
              <p className="text-sm">
                <strong>{t("emailTemplates.field.subject")}:</strong> {rendered.subject}
              </p>
              {rendered.problems.length === 0 ? null : (
                <ul aria-label={t("emailTemplates.problems")} className="text-sm text-danger">
                  {rendered.problems.map((problem) => (
                    <li key={`${problem.kind}-${problem.part}-${problem.name}`}>
                      {t(`emailTemplates.problem.${problem.kind}`, {
                        name: problem.name,
                        part: problem.part,
                      })}
                    </li>
                  ))}
                </ul>
              )}
              <EmailPreview
                label={t("emailTemplates.previewOf", { v: version?.v ?? 0 })}
                html={rendered.html}
                device={device}
                scheme={scheme}
                onDeviceChange={setDevice}
                onSchemeChange={setScheme}
                labels={{
                  desktop: t("emailTemplates.desktop"),
                  phone: t("emailTemplates.phone"),
                  light: t("emailTemplates.light"),
                  dark: t("emailTemplates.dark"),
                }}
              />
            </>
          )}
          {version === undefined ? null : (
            <div className="flex flex-wrap items-end gap-2">
              <TextField
                label={t("emailTemplates.field.testTo")}
                kind="email"
                value={testTo}
                onValueChange={setTestTo}
              />
              <Button
                variant="secondary"
                disabled={busy || testTo.trim() === ""}
                onClick={() => void sendTest()}
              >
                {t("emailTemplates.sendTest")}
              </Button>
            </div>
          )}
        </section>
      </div>
      <VersionList
        versions={template.versions.map((summary) => ({
          v: summary.v,
          subject: summary.subject,
          locale: summary.locale,
          author: summary.author?.name,
          created: intl.formatDate(summary.Created, { dateStyle: "medium" }),
          active: summary.active,
        }))}
        current={version?.v}
        busy={busy}
        onOpen={(v) => void navigate(versionPath(template.id, v))}
        onActivate={(v) => void act("activate", v)}
        onDelete={(v) => void act("delete", v)}
        labels={{
          list: t("emailTemplates.versions"),
          version: (v) => t("emailTemplates.versionNumber", { v }),
          active: t("emailTemplates.activeBadge"),
          activate: t("emailTemplates.activate"),
          open: t("emailTemplates.open"),
          delete: t("emailTemplates.delete"),
          unknownAuthor: t("emailTemplates.unknownAuthor"),
        }}
      />
    </div>
  );
}

export function TemplateVersionPage() {
  const t = useT();
  const { tempId = "", id = "" } = useParams();
  const { client } = useRuntime().services;
  const creating = id === "new";
  const v = Number(id);
  const template = useApiQuery(`emailtemplate:${tempId}`, (signal) =>
    client.call("getEmailTemplate", { params: { path: { id: tempId } }, signal }),
  );
  const known = Number.isInteger(v) && v >= 1;
  const version = useApiQuery(
    `emailtemplateversion:${tempId}:${id}`,
    (signal) =>
      client.call("getEmailTemplateVersion", {
        params: { path: { id: tempId, v: known ? v : 1 } },
        signal,
      }),
    !creating && known,
  );
  const title = t("emailTemplates.versionTitle", {
    name: template.data?.name ?? tempId,
    v: creating ? t("emailTemplates.new") : id,
  });
  let body;
  if (template.data === undefined) {
    body = <EntityState error={template.error} onRetry={template.reload} />;
  } else if (!creating && !known) {
    body = <EmptyState title={t("emailTemplates.versionNotFound")} />;
  } else if (!creating && version.data === undefined) {
    body = <EntityState error={version.error} onRetry={version.reload} />;
  } else {
    body = (
      <VersionEditor
        key={`${tempId}:${id}`}
        template={template.data}
        version={creating ? undefined : version.data}
        onChanged={() => {
          template.reload();
          version.reload();
        }}
      />
    );
  }
  return (
    <EditFrame title={title} tabsLabel={title} tabs={[]} current="general">
      {body}
    </EditFrame>
  );
}
