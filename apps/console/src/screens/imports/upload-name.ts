/**
 * The name an upload is kept under (the `file` of `imports/process/{user}/{file}`): the chosen
 * file's name with every character the contract's pattern refuses replaced by `-`, so
 * `Dons été 2024.csv` is kept as `Dons -t- 2024.csv`. A re-upload under the same name replaces
 * the earlier one (decision 0037).
 */
const ALLOWED = /[^A-Za-z0-9._ ()-]/g;

export function uploadName(name: string): string {
  const dot = name.lastIndexOf(".");
  const extension = (dot < 0 ? "" : name.slice(dot + 1)).toLowerCase();
  const stem = (dot < 0 ? name : name.slice(0, dot)).replace(ALLOWED, "-").slice(0, 200);
  const safeStem = /^[A-Za-z0-9]/.test(stem) ? stem : `import${stem}`;
  return `${safeStem}.${extension === "xlsx" ? "xlsx" : "csv"}`;
}
