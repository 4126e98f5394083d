/**
 * Reading and writing one section of the campaign's `settings/general.json` (decision 0026): the
 * file is read whole (absent → `{}`); a section is written with a JSON Merge Patch, so the other
 * sections and the contract's keys stay as they are; when there is no file yet, it is uploaded.
 */
import type { GeneralDocumentSection } from "@canvass/sdk/campaign-settings";
import { isHttpError, toFormData, type Result } from "@canvass/sdk/client";
import type { SubPageContext } from "./sub-page-spec";

export async function readGeneralDocument(
  { client, id }: SubPageContext,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const result = await client.call("getCampaignGeneralSettingsAsset", {
    params: { path: { id } },
    ...(signal === undefined ? {} : { signal }),
  });
  if (result.ok) return result.data;
  if (isHttpError(result.error) && result.error.status === 404) return {};
  throw result.error;
}

export async function writeSection(
  { client, id }: SubPageContext,
  section: GeneralDocumentSection,
  value: unknown,
): Promise<Result<unknown>> {
  const patched = await client.call("patchCampaignGeneralSettingsAsset", {
    params: { path: { id } },
    body: { [section]: value },
    headers: { "Content-Type": "application/merge-patch+json" },
  });
  if (patched.ok || !isHttpError(patched.error) || patched.error.status !== 404) return patched;
  const file = new File([JSON.stringify({ [section]: value })], "general.json", {
    type: "application/json",
  });
  return client.call("uploadCampaignGeneralSettingsAsset", {
    params: { path: { id } },
    body: { file },
    bodySerializer: toFormData,
  });
}
