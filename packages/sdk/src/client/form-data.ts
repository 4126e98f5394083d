/**
 * A `bodySerializer` for `multipart/form-data` operations (uploads): each member becomes a part;
 * a `Blob` (or `File`) is sent as a file, anything else as text; `undefined` members are left out.
 * `client.call("uploadIncomingAccounts", { body: { file }, bodySerializer: toFormData })`.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== "object" || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}
