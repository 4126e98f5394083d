import type { CallData } from "@canvass/sdk/client";
import {
  qaScore,
  qaScoreBand,
  readTranscriptSegments,
  searchSegments,
  segmentAt,
  transcriptLines,
  type TranscriptSegment,
} from "@canvass/sdk/ear";
import { pollJob } from "@canvass/sdk/jobs";
import { can } from "@canvass/sdk/permissions";
import { AudioPlayer, Button, Card, QaChecklist, Spinner, TranscriptPanel } from "@canvass/ui";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { useAssetBlob } from "../lookup/tabs/use-asset-blob";

type QueueItem = CallData<"listEarQueue">["Result"][number];

/** One recording under review: the player, its transcript (timed when it can be) and the QA checklist. */
export function EarReview({
  item,
  onSaved,
}: {
  readonly item: QueueItem;
  readonly onSaved: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const id = item.ID;
  const [round, setRound] = useState(0);
  const sound = useAssetBlob(`ear-recording:${id}`, (signal) =>
    client.call("getEntityAssetFile", {
      params: { path: { kind: "accounts", id, file: item.Recording } },
      parseAs: "blob",
      signal,
    }),
  );
  const timed = useApiQuery(`ear-timestamps:${id}:${String(round)}`, (signal) =>
    client.call("getEntityAssetFile", {
      params: { path: { kind: "accounts", id, file: "transcription.json" } },
      parseAs: "text",
      signal,
    }),
  );
  const text = useApiQuery(`ear-text:${id}:${String(round)}`, (signal) =>
    client.call("getAccountTranscriptionAsset", {
      params: { path: { id } },
      parseAs: "text",
      signal,
    }),
  );
  const segments: TranscriptSegment[] = useMemo(() => {
    if (typeof timed.data === "string") {
      try {
        const parsed = readTranscriptSegments(JSON.parse(timed.data) as unknown);
        if (parsed.length > 0) return parsed;
      } catch {
        // Not JSON: fall back to the text.
      }
    }
    return typeof text.data === "string" ? transcriptLines(text.data) : [];
  }, [timed.data, text.data]);
  const [time, setTime] = useState(0);
  const [seekTo, setSeekTo] = useState<{ seconds: number } | undefined>(undefined);
  const [search, setSearch] = useState("");
  const [transcribing, setTranscribing] = useState<"idle" | "running" | "failed">("idle");

  const checklist = useApiQuery("ear-checklist", (signal) =>
    client.call("getQaChecklist", { signal }),
  );
  const saved = useApiQuery(
    `ear-review:${id}`,
    (signal) => client.call("getQaReview", { params: { path: { id } }, signal }),
    item.Review !== null,
  );
  const [answers, setAnswers] = useState<Record<string, boolean> | undefined>(undefined);
  const [comment, setComment] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const items = checklist.data?.items ?? [];
  const shownAnswers = answers ?? saved.data?.answers ?? {};
  const shownComment = comment ?? saved.data?.comment ?? "";
  const score = qaScore(items, shownAnswers);

  const mayTranscribe = permissions !== null && can(permissions, "RequestTranscription");
  const lang = /^[a-z]{2,3}(-[A-Z]{2})?$/.test(locale) ? locale : "en";
  const transcribe = async () => {
    setTranscribing("running");
    const queued = await client.call("requestTranscription", {
      params: { path: { ids: id, lang } },
    });
    const job = queued.ok ? queued.data.jobs?.[0] : undefined;
    const done = job === undefined ? undefined : await pollJob(client, job.jobId);
    if (done?.ok === true && done.data.status === "done") {
      setTranscribing("idle");
      setRound((value) => value + 1);
      onSaved();
    } else setTranscribing("failed");
  };
  const save = async (status: "reviewed" | "flagged") => {
    setSaving(true);
    setMessage(undefined);
    const answer = await client.call("saveQaReview", {
      params: { path: { id } },
      body: {
        answers: Object.fromEntries(
          items.map((entry) => [entry.id, shownAnswers[entry.id] === true]),
        ),
        comment: shownComment,
        status,
      },
    });
    setSaving(false);
    setMessage(answer.ok ? t("ear.saved", { score: answer.data.score }) : t("ear.saveFailed"));
    if (answer.ok) onSaved();
  };

  return (
    <div className="flex flex-col gap-4" data-slot="ear-review">
      <Card
        title={t("ear.recordingOf", { id })}
        headingLevel={2}
        actions={<Link to={`/lookup/${id}/recording`}>{t("ear.openLookup")}</Link>}
      >
        <p className="mb-2 text-sm text-fg-muted">
          {item.CampaignName} · {item.TeamName ?? "—"} · {item.PlayerName ?? "—"}
        </p>
        {sound.state === "ready" ? (
          <AudioPlayer
            src={sound.url}
            onTimeUpdate={setTime}
            seekTo={seekTo}
            labels={{
              player: t("ear.player"),
              play: t("ear.play"),
              pause: t("ear.pause"),
              seek: t("ear.seek"),
              speed: t("ear.speed"),
            }}
          />
        ) : sound.state === "loading" ? (
          <Spinner label={t("ear.loading")} />
        ) : (
          <p className="text-sm text-fg-muted">{t("ear.noRecording")}</p>
        )}
        <p className="mt-2 text-xs text-fg-muted">{t("ear.shortcuts")}</p>
      </Card>
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="flex flex-col gap-2">
          <TranscriptPanel
            segments={segments}
            current={segmentAt(segments, time)}
            query={search}
            onQueryChange={setSearch}
            matches={searchSegments(segments, search)}
            onSeek={(seconds) => {
              setSeekTo({ seconds });
            }}
            labels={{
              title: t("ear.transcript"),
              search: t("ear.search"),
              matches: (count) => t("ear.matches", { count }),
              empty: t("ear.noTranscript"),
              playFrom: t("ear.playFrom"),
            }}
          />
          {mayTranscribe ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                disabled={transcribing === "running"}
                onClick={() => {
                  void transcribe();
                }}
              >
                {segments.length > 0 ? t("ear.transcribeAgain") : t("ear.transcribe")}
              </Button>
              {transcribing === "running" ? (
                <span role="status" className="text-sm text-fg-muted">
                  {t("ear.transcribing")}
                </span>
              ) : transcribing === "failed" ? (
                <span role="alert" className="text-sm text-danger-text">
                  {t("ear.transcribeFailed")}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        {checklist.data === undefined ? (
          <Spinner label={t("ear.loading")} />
        ) : (
          <div className="flex flex-col gap-2">
            <QaChecklist
              items={items}
              answers={shownAnswers}
              onAnswer={(entry, met) => {
                setAnswers({ ...shownAnswers, [entry]: met });
              }}
              comment={shownComment}
              onCommentChange={setComment}
              score={score}
              band={qaScoreBand(score)}
              saving={saving}
              onSave={(status) => {
                void save(status);
              }}
              labels={{
                title: t("ear.checklist"),
                score: (value) => t("ear.score", { score: value }),
                comment: t("ear.comment"),
                saveReviewed: t("ear.saveReviewed"),
                saveFlagged: t("ear.saveFlagged"),
                weight: (value) => t("ear.weight", { weight: value }),
              }}
            />
            {message !== undefined ? (
              <p role="status" className="text-sm">
                {message}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
