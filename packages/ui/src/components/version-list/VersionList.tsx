import { Badge } from "../badge/Badge";
import { Button } from "../button/Button";

/** One version of a template, as the list shows it. */
export interface VersionListItem {
  readonly v: number;
  readonly subject: string;
  readonly locale?: string | undefined;
  /** The author's name, or undefined when the user is gone. */
  readonly author?: string | undefined;
  /** The creation date, already formatted for the reader. */
  readonly created: string;
  readonly active: boolean;
}

export interface VersionListLabels {
  /** The list's accessible name ("Versions"). */
  readonly list: string;
  /** "Version {v}", given the number. */
  readonly version: (v: number) => string;
  readonly active: string;
  readonly activate: string;
  readonly open: string;
  readonly delete: string;
  /** Shown for a version whose author is gone. */
  readonly unknownAuthor: string;
}

export interface VersionListProps {
  readonly versions: readonly VersionListItem[];
  readonly labels: VersionListLabels;
  /** The version being edited, marked as current. */
  readonly current?: number | undefined;
  readonly onOpen: (v: number) => void;
  readonly onActivate: (v: number) => void;
  readonly onDelete: (v: number) => void;
  /** Disables the actions while a call runs. */
  readonly busy?: boolean;
}

/**
 * A template's versions, newest first: number, subject, locale, author and date, the active one
 * marked. The active version can be neither activated again nor deleted (the server refuses it
 * too), so those actions are absent on it.
 */
export function VersionList({
  versions,
  labels,
  current,
  onOpen,
  onActivate,
  onDelete,
  busy = false,
}: VersionListProps) {
  const newestFirst = [...versions].sort((a, b) => b.v - a.v);
  return (
    <ol aria-label={labels.list} data-slot="version-list" className="flex flex-col gap-2">
      {newestFirst.map((version) => (
        <li
          key={version.v}
          aria-current={version.v === current ? "true" : undefined}
          className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-surface p-3 text-fg aria-[current=true]:border-primary"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-center gap-2">
              <span className="font-medium">{labels.version(version.v)}</span>
              {version.active ? <Badge tone="success">{labels.active}</Badge> : null}
              {version.locale === undefined ? null : <Badge>{version.locale}</Badge>}
            </div>
            <span className="truncate text-sm">{version.subject}</span>
            <span className="text-xs text-fg-muted">
              {version.author ?? labels.unknownAuthor} · {version.created}
            </span>
          </div>
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`${labels.open} ${labels.version(version.v)}`}
              onClick={() => {
                onOpen(version.v);
              }}
            >
              {labels.open}
            </Button>
            {version.active ? null : (
              <>
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`${labels.activate} ${labels.version(version.v)}`}
                  onClick={() => {
                    onActivate(version.v);
                  }}
                >
                  {labels.activate}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  aria-label={`${labels.delete} ${labels.version(version.v)}`}
                  onClick={() => {
                    onDelete(version.v);
                  }}
                >
                  {labels.delete}
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
