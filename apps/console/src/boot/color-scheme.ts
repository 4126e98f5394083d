/** Dark mode follows the system: `.dark` on the root element while it prefers dark. */
export function followColorScheme(root: HTMLElement): () => void {
  if (!("matchMedia" in globalThis)) return () => undefined;
  const query = globalThis.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => root.classList.toggle("dark", query.matches);
  apply();
  query.addEventListener("change", apply);
  return () => {
    query.removeEventListener("change", apply);
  };
}
