/**
 * Reading and writing the campaign's `form.json` (decision 0031): read whole (absent → the empty
 * form); written whole with the asset's `put` (a merge patch would replace `fields` whole anyway).
 * The server's 422 names `/file/fields/…`; the builder names problems `/fields/…`.
 */
import { EMPTY_FORM, readFormDocument, type FormDocument } from "@canvass/sdk/campaign-settings";
import { isHttpError, toFormData, type CanvassClient, type Result } from "@canvass/sdk/client";

export async function loadForm(
  client: CanvassClient,
  id: string,
  signal?: AbortSignal,
): Promise<FormDocument> {
  const result = await client.call("getCampaignFormAsset", {
    params: { path: { id } },
    ...(signal === undefined ? {} : { signal }),
  });
  if (result.ok) return readFormDocument(result.data);
  if (isHttpError(result.error) && result.error.status === 404) return EMPTY_FORM;
  throw result.error;
}

export function saveForm(
  client: CanvassClient,
  id: string,
  form: FormDocument,
): Promise<Result<unknown>> {
  const file = new File([JSON.stringify(form)], "form.json", { type: "application/json" });
  return client.call("replaceCampaignFormAsset", {
    params: { path: { id } },
    body: { file },
    bodySerializer: toFormData,
  });
}

/** A server problem's pointer as the builder names it (`/file/fields/2/label` → `/fields/2/label`). */
export function builderPointer(pointer: string): string {
  return pointer.startsWith("/file/") ? pointer.slice("/file".length) : pointer;
}
