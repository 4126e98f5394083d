import { can } from "@canvass/sdk/permissions";
import { AudioPlayer, Button, Card, Spinner } from "@canvass/ui";
import { useState } from "react";
import { usePermissions, useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { useLocale } from "../../../i18n/use-locale";
import { useApiQuery } from "../../../patterns";
import { useAssetBlob } from "./use-asset-blob";

/**
 * The recording (an audio file among the assets) with a player, the `transcription.txt` text
 * where present, and "request transcription" for an admin with the transcription feature.
 */
export function RecordingTab({ id }: { readonly id: string }) {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const [requested, setRequested] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const files = useApiQuery(`account-assets:${id}`, (signal) =>
    client.call("listEntityAssets", { params: { path: { kind: "accounts", id } }, signal }),
  );
  const audio = files.data?.files.find((file) => file.contentType.startsWith("audio/"));
  const sound = useAssetBlob(
    `recording:${id}:${audio?.name ?? ""}`,
    (signal) =>
      client.call("getEntityAssetFile", {
        params: { path: { kind: "accounts", id, file: audio?.name ?? "" } },
        parseAs: "blob",
        signal,
      }),
    audio !== undefined,
  );
  const transcript = useApiQuery(`transcription:${id}`, (signal) =>
    client.call("getAccountTranscriptionAsset", {
      params: { path: { id } },
      parseAs: "text",
      signal,
    }),
  );
  const mayRequest = permissions !== null && can(permissions, "RequestTranscription");
  const lang = /^[a-z]{2,3}(-[A-Z]{2})?$/.test(locale) ? locale : "en";
  return (
    <div className="flex flex-col gap-4">
      <Card title={t("lookup.recording.audio")} headingLevel={3}>
        {files.loading && files.data === undefined ? (
          <Spinner label={t("lookup.loading")} />
        ) : audio === undefined ? (
          <p className="text-sm text-fg-muted">{t("lookup.recording.none")}</p>
        ) : sound.state === "ready" ? (
          <div className="flex flex-col gap-2">
            <AudioPlayer
              src={sound.url}
              labels={{
                player: t("lookup.recording.player", { name: audio.name }),
                play: t("lookup.recording.play"),
                pause: t("lookup.recording.pause"),
                seek: t("lookup.recording.seek"),
                speed: t("lookup.recording.speed"),
              }}
            />
            <p className="text-xs text-fg-muted">{audio.name}</p>
          </div>
        ) : sound.state === "loading" ? (
          <Spinner label={t("lookup.loading")} />
        ) : (
          <p className="text-sm text-fg-muted">
            {t("lookup.recording.file", { name: audio.name })}
          </p>
        )}
      </Card>
      <Card
        title={t("lookup.recording.transcription")}
        headingLevel={3}
        actions={
          mayRequest ? (
            <Button
              variant="secondary"
              disabled={requested === "sending" || requested === "sent"}
              onClick={() => {
                setRequested("sending");
                void client
                  .call("requestTranscription", { params: { path: { ids: id, lang } } })
                  .then((result) => {
                    setRequested(result.ok ? "sent" : "failed");
                  });
              }}
            >
              {t("lookup.recording.request")}
            </Button>
          ) : null
        }
      >
        {requested === "sent" || requested === "failed" ? (
          <p role="status" className="mb-2 text-sm text-fg-muted">
            {requested === "sent"
              ? t("lookup.recording.requested")
              : t("lookup.recording.requestFailed")}
          </p>
        ) : null}
        {transcript.loading && transcript.data === undefined ? (
          <Spinner label={t("lookup.loading")} />
        ) : typeof transcript.data === "string" && transcript.data !== "" ? (
          <p className="text-sm whitespace-pre-wrap">{transcript.data}</p>
        ) : (
          <p className="text-sm text-fg-muted">{t("lookup.recording.noTranscription")}</p>
        )}
      </Card>
    </div>
  );
}
