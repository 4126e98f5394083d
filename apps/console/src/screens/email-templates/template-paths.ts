/** The console addresses of a template's versions (`/templates/{tempId}/version/{id}`). */

/** A version's editor; `new` opens the editor of a new version. */
export function versionPath(template: string, v: number | "new"): string {
  return `/templates/${encodeURIComponent(template)}/version/${String(v)}`;
}

/** Where a template opens: its active version, else its newest, else a new version. */
export function templateHome(template: {
  readonly id: string;
  readonly activeVersion: number | null;
  readonly versions: readonly { readonly v: number }[];
}): string {
  const newest = template.versions.at(-1)?.v;
  return versionPath(template.id, template.activeVersion ?? newest ?? "new");
}
