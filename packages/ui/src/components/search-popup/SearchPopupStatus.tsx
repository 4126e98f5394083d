import { SearchX } from "lucide-react";
import { Spinner } from "../spinner/Spinner";

/** The popup while the search runs. */
export function SearchPopupLoading({ label }: { readonly label: string }) {
  return (
    <div
      data-slot="search-loading"
      className="flex items-center gap-3 px-4 py-5 text-sm text-fg-muted"
    >
      <Spinner size={16} className="text-primary-text" />
      <span>{label}</span>
    </div>
  );
}

/** The popup when nothing was found. */
export function SearchPopupEmpty({
  title,
  hint,
}: {
  readonly title: string;
  readonly hint: string;
}) {
  return (
    <div
      data-slot="search-empty"
      className="flex flex-col items-center gap-1 px-6 py-8 text-center"
    >
      <span
        aria-hidden="true"
        className="mb-2 flex size-10 items-center justify-center rounded-full bg-surface-muted text-fg-muted"
      >
        <SearchX size={20} />
      </span>
      <p className="text-sm font-medium text-fg">{title}</p>
      <p className="text-sm text-fg-muted">{hint}</p>
    </div>
  );
}
